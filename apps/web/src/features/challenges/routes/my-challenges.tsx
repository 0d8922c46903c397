// /my-challenges (spec §2): what I created, and what I was invited to or take part in, as two tabs
// kept in the address (?tab=involved) so the back button returns to the same one.
import { Plus, Sparkles } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { ButtonLink } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/session';
import { cn } from '@/lib/cn';
import { MY_CHALLENGES_STALE_TIME_MS, useChallengeList } from '../api/list-challenges';
import { ChallengeList, ListEmpty } from '../components/challenge-list';
import { useChallengesT, type ChallengesT } from '../i18n';

type Tab = 'created' | 'involved';

const TABS: Tab[] = ['created', 'involved'];

/** A tab's words, from the catalog (`challenges.mine.<tab>.*`). */
function tabWords(t: ChallengesT, tab: Tab) {
  return {
    label: t(`challenges.mine.${tab}.label`),
    title: t(`challenges.mine.${tab}.title`),
    empty: t(`challenges.mine.${tab}.empty`),
    errorFallback: t(`challenges.mine.${tab}.error`),
    hint: t(`challenges.mine.${tab}.hint`),
  };
}

export function MyChallengesRoute() {
  const { profile } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get('tab') === 'involved' ? 'involved' : 'created';
  const userId = profile?.id ?? '';
  const query = useChallengeList(tab === 'created' ? { sort: 'new', creatorId: userId } : { sort: 'new', involvedUserId: userId }, {
    staleTime: MY_CHALLENGES_STALE_TIME_MS,
    enabled: Boolean(profile),
  });
  const t = useChallengesT();
  const current = tabWords(t, tab);

  return (
    <Page>
      <BackLink to={paths.dashboard}>{t('challenges.mine.backToDashboard')}</BackLink>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{current.title}</h1>
        <ButtonLink to={paths.newChallenge}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t('challenges.mine.createNew')}
        </ButtonLink>
      </div>
      {/* A phone splits the width in two and lets the long label wrap: scrolled sideways, 'Challenge
          Invites & Participation' was cut off at 360 px. From sm the tabs sit side by side at their width. */}
      <div role="tablist" aria-label={t('challenges.mine.ariaLabel')} className="mt-6 grid grid-cols-2 gap-1 border-b border-gray-200 sm:flex">
        {TABS.map((key) => (
          <button
            key={key}
            id={`my-challenges-tab-${key}`}
            type="button"
            role="tab"
            aria-selected={tab === key}
            aria-controls="my-challenges-panel"
            onClick={() => setSearchParams(key === 'created' ? {} : { tab: key }, { replace: true })}
            className={cn(
              '-mb-px min-w-0 border-b-2 px-3 py-2.5 text-center text-sm font-semibold break-words focus-visible:outline-2 focus-visible:outline-brand-700 sm:shrink-0 sm:px-4',
              tab === key ? 'border-brand-700 text-brand-800' : 'border-transparent text-gray-700 hover:text-gray-900',
            )}
          >
            {tabWords(t, key).label}
          </button>
        ))}
      </div>
      <div id="my-challenges-panel" role="tabpanel" aria-labelledby={`my-challenges-tab-${tab}`} className="mt-6">
        <ChallengeList
          query={query}
          label={current.title}
          errorFallback={current.errorFallback}
          empty={
            <ListEmpty
              icon={<Sparkles aria-hidden="true" className="h-8 w-8 text-brand-700" />}
              title={current.empty}
              actions={
                tab === 'involved' && (
                  <ButtonLink to={paths.challenges} variant="outline">
                    {t('challenges.mine.explore')}
                  </ButtonLink>
                )
              }
            >
              {current.hint}
            </ListEmpty>
          }
        />
      </div>
    </Page>
  );
}

export default MyChallengesRoute;
