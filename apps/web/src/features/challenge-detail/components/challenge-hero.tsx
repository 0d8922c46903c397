// spec §2 Challenge detail: hero with the featured image or a gradient, status and type badges, title, description.
import type { ChallengeDetail } from '@changamoto/shared/contract';
import { CHALLENGE_STATUSES, CHALLENGE_TYPES } from '@changamoto/shared/domain';
import { useChallengeDetailFirstViewT, type ChallengeDetailFirstViewKey } from '../first-view/i18n';

export function ChallengeHero({ challenge }: { challenge: ChallengeDetail }) {
  const t = useChallengeDetailFirstViewT();
  const status = (CHALLENGE_STATUSES as readonly string[]).includes(challenge.status) ? t(`challenge-detail.status.${challenge.status}` as ChallengeDetailFirstViewKey) : t('challenge-detail.page.unknown');
  const type = (CHALLENGE_TYPES as readonly string[]).includes(challenge.type) ? t(`challenge-detail.type.${challenge.type}` as ChallengeDetailFirstViewKey) : t('challenge-detail.page.unknown');
  return (
    <header className="overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm">
      {challenge.featuredImageUrl ? (
        <img src={challenge.featuredImageUrl} alt="" className="h-48 w-full object-cover sm:h-64" />
      ) : (
        <div data-testid="hero-gradient" aria-hidden="true" className="h-32 w-full bg-gradient-to-br from-brand-700 via-brand-600 to-accent-400 sm:h-48" />
      )}
      <div className="space-y-3 p-4 sm:p-6">
        <div className="flex flex-wrap gap-2">
          <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">{status}</span>
          <span className="rounded-full bg-gray-100 px-3 py-1 text-xs font-semibold text-gray-800">{type}</span>
          <span className="rounded-full bg-gray-100 px-3 py-1 text-xs font-semibold text-gray-800">{challenge.category.name}</span>
        </div>
        <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{challenge.title}</h1>
        {challenge.description && <p className="whitespace-pre-line text-gray-700">{challenge.description}</p>}
      </div>
    </header>
  );
}
