import { CircleAlert, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { ChallengeCard } from '@/components/challenge-card/challenge-card';
import { ChallengeCardSkeletons } from '@/components/challenge-card/challenge-card-skeleton';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { FEATURED_CHALLENGES_LIMIT, useFeaturedChallenges } from '../api/get-featured-challenges';
import { useHomeT } from '../i18n';
import { SectionHeading } from './section-heading';

function ErrorState({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const t = useHomeT();
  return (
    <div role="alert" className="flex flex-col items-center rounded-xl border border-red-200 bg-white px-6 py-10 text-center">
      <CircleAlert aria-hidden="true" className="h-8 w-8 text-red-700" />
      {/* spec §8 list fallback text. */}
      <p className="mt-3 font-semibold text-gray-900">{t('home.featured.errorTitle')}</p>
      <p className="mt-1 text-sm text-gray-700">{t('home.featured.errorBody')}</p>
      <Button variant="outline" className="mt-5" onClick={onRetry} disabled={retrying}>
        {retrying ? t('home.featured.retrying') : t('home.featured.tryAgain')}
      </Button>
    </div>
  );
}

function EmptyState() {
  const t = useHomeT();
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-brand-700/40 bg-white px-6 py-10 text-center">
      <Sparkles aria-hidden="true" className="h-8 w-8 text-brand-700" />
      <p className="mt-3 font-semibold text-gray-900">{t('home.featured.emptyTitle')}</p>
      <p className="mt-1 max-w-md text-sm text-gray-700">{t('home.featured.emptyBody')}</p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to={paths.challenges}>{t('home.featured.browse')}</ButtonLink>
        <ButtonLink to={paths.newChallenge} variant="outline">
          {t('home.featured.create')}
        </ButtonLink>
      </div>
    </div>
  );
}

/** spec §2 Home page: the latest three featured challenges with a View All link to /challenges. */
export function FeaturedChallenges() {
  const t = useHomeT();
  const { data: challenges, isPending, isError, isFetching, refetch } = useFeaturedChallenges();
  return (
    <section aria-labelledby="featured-title" className="bg-brand-50">
      <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <SectionHeading id="featured-title" eyebrow={t('home.featured.eyebrow')} title={t('home.featured.title')} intro={t('home.featured.intro')} />
          <Link to={paths.challenges} className="rounded-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
            {t('home.featured.viewAll')}
          </Link>
        </div>
        <div className="mt-8">
          {isPending ? (
            <ChallengeCardSkeletons count={FEATURED_CHALLENGES_LIMIT} label={t('home.featured.loading')} />
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
