// spec §2: Participants list (public challenges only). The count is every participant (totals); the
// names are the detail's first page and the pages 'Show more participants' adds.
import type { ChallengeDetail } from '@changamoto/shared/contract';
import { useChallengeStakes } from '../api/list-challenge-stakes';
import { personName } from '../lib/format';
import { formatDateTime } from '@/lib/format';
import { ShowMore } from './show-more';
import { useChallengeDetailT } from '../i18n';

export function ParticipantsList({ challenge }: { challenge: ChallengeDetail }) {
  const t = useChallengeDetailT();
  const participants = useChallengeStakes(challenge, 'participants');
  return (
    <section aria-labelledby="participants-heading" className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id="participants-heading" className="text-lg font-bold text-gray-900">
        {t('challenge-detail.participants.title', { count: challenge.totals.publicParticipantsCount })}
      </h2>
      {participants.stakes.length === 0 ? (
        <p className="mt-2 text-sm text-gray-700">{t('challenge-detail.participants.empty')}</p>
      ) : (
        <ul className="mt-3 max-h-60 divide-y divide-gray-100 overflow-y-auto">
          {participants.stakes.map((p) => (
            <li key={p.id} data-list-item tabIndex={-1} className="flex items-center justify-between gap-2 py-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-700">
              <span className="font-semibold text-gray-900">{personName(p.user)}</span>
              <span className="text-gray-600">
                {t('challenge-detail.participants.joined')} {formatDateTime(p.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <ShowMore list={participants} label={t('challenge-detail.participants.showMore')} />
    </section>
  );
}
