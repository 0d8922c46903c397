import { CircleAlert, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { ChallengeCard } from '@/components/challenge-card/challenge-card';
import { ChallengeCardSkeletons } from '@/components/challenge-card/challenge-card-skeleton';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { FEATURED_CHALLENGES_LIMIT, useFeaturedChallenges } from '../api/get-featured-challenges';
import { SectionHeading } from './section-heading';

function ErrorState({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-center rounded-xl border border-red-200 bg-white px-6 py-10 text-center">
      <CircleAlert aria-hidden="true" className="h-8 w-8 text-red-700" />
      {/* spec §8 list fallback text. */}
      <p className="mt-3 font-semibold text-gray-900">Could not fetch active challenges.</p>
      <p className="mt-1 text-sm text-gray-700">Check your connection and try again.</p>
      <Button variant="outline" className="mt-5" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying...' : 'Try Again'}
      </Button>
    </div>
  );
}

function EmptyState() {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-brand-700/40 bg-white px-6 py-10 text-center">
      <Sparkles aria-hidden="true" className="h-8 w-8 text-brand-700" />
      <p className="mt-3 font-semibold text-gray-900">No featured challenges yet.</p>
      <p className="mt-1 max-w-md text-sm text-gray-700">Browse everything that is live right now, or start a challenge of your own and get your friends backing you.</p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to={paths.challenges}>Browse Challenges</ButtonLink>
        <ButtonLink to={paths.newChallenge} variant="outline">
          Create a Challenge
        </ButtonLink>
      </div>
    </div>
  );
}

/** spec §2 Home page: the latest three featured challenges with a View All link to /challenges. */
export function FeaturedChallenges() {
  const { data: challenges, isPending, isError, isFetching, refetch } = useFeaturedChallenges();
  return (
    <section aria-labelledby="featured-title" className="bg-brand-50">
      <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <SectionHeading id="featured-title" eyebrow="Featured" title="Featured Challenges" intro="Hand-picked challenges the community is backing right now." />
          <Link to={paths.challenges} className="rounded-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
            View All
          </Link>
        </div>
        <div className="mt-8">
          {isPending ? (
            <ChallengeCardSkeletons count={FEATURED_CHALLENGES_LIMIT} label="Loading featured challenges…" />
          ) : isError ? (
            <ErrorState onRetry={() => void refetch()} retrying={isFetching} />
          ) : challenges.length === 0 ? (
            <EmptyState />
          ) : (
            <ul className="grid gap-4 md:grid-cols-3">
              {challenges.map((challenge) => (
                <li key={challenge.id}>
                  <ChallengeCard challenge={challenge} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
