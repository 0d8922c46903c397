// spec §2 Home page: hero, features, how it works, the three challenge types, featured challenges, trust points.
import { ChallengeTypes } from '../components/challenge-types';
import { FeaturedChallenges } from '../components/featured-challenges';
import { FeaturesSection } from '../components/features-section';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { TrustPoints } from '../components/trust-points';

export function HomeRoute() {
  return (
    <>
      <Hero />
      <FeaturesSection />
      <HowItWorks />
      <ChallengeTypes />
      <FeaturedChallenges />
      <TrustPoints />
    </>
  );
}

export default HomeRoute;
