// spec §2 Home page: hero, features, how it works, the three challenge types, featured challenges, trust points.
import { useInTurn } from '@/lib/use-in-turn';
import { ChallengeTypes } from '../components/challenge-types';
import { FeaturedChallenges } from '../components/featured-challenges';
import { FeaturesSection } from '../components/features-section';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { TrustPoints } from '../components/trust-points';

export function HomeRoute() {
  // The hero is the first commit — the same hero the HTML already shows (app/served-shells.tsx) — and the
  // sections below a phone's first screen follow one per task, not in one long commit (decision 047).
  const shown = useInTurn(5, true);
  return (
    <>
      <Hero />
      {shown >= 1 && <FeaturesSection />}
      {shown >= 2 && <HowItWorks />}
      {shown >= 3 && <ChallengeTypes />}
      {shown >= 4 && <FeaturedChallenges />}
      {shown >= 5 && <TrustPoints />}
    </>
  );
}

export default HomeRoute;
