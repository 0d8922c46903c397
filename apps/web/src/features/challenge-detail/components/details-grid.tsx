// spec §2 details grid: Type, Status, Starts, Ends, Player A Stake, Player B Stake, Entry Fee (public), Players.
import type { ChallengeDetail } from '@changamoto/shared/contract';
import { CHALLENGE_STATUSES, CHALLENGE_TYPES } from '@changamoto/shared/domain';
import { formatDateTime, formatStake, formatTokens } from '@/lib/format';
import { DETAIL_MESSAGES } from '../lib/messages';
import { useChallengeDetailT, type ChallengeDetailKey } from '../i18n';

function playersCount(challenge: ChallengeDetail): number {
  if (challenge.type === 'solo') return 1;
  if (challenge.type === 'two_player') return challenge.playerB ? 2 : 1;
  return challenge.totals.publicParticipantsCount;
}

export function DetailsGrid({ challenge }: { challenge: ChallengeDetail }) {
  const t = useChallengeDetailT();
  const known = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);
  const rows: [string, string][] = [
    [t('challenge-detail.details.type'), known(CHALLENGE_TYPES, challenge.type) ? t(`challenge-detail.type.${challenge.type}` as ChallengeDetailKey) : t('challenge-detail.page.unknown')],
    [t('challenge-detail.details.status'), known(CHALLENGE_STATUSES, challenge.status) ? t(`challenge-detail.status.${challenge.status}` as ChallengeDetailKey) : t('challenge-detail.page.unknown')],
    [t('challenge-detail.details.starts'), formatDateTime(challenge.startDate)],
    [t('challenge-detail.details.ends'), formatDateTime(challenge.endDate)],
  ];
  if (challenge.type !== 'public') rows.push([t('challenge-detail.details.playerAStake'), formatTokens(challenge.playerAStake)]);
  if (challenge.type === 'two_player') rows.push([t('challenge-detail.details.playerBStake'), challenge.status === 'pending_acceptance' ? DETAIL_MESSAGES.pendingInvite : formatTokens(challenge.playerBStake)]);
  if (challenge.type === 'public') rows.push([t('challenge-detail.details.entryFee'), formatStake(challenge.publicChallengeEntryFee)]);
  rows.push([t('challenge-detail.details.players'), String(playersCount(challenge))]);

  return (
    <section aria-labelledby="details-heading" className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id="details-heading" className="text-lg font-bold text-gray-900">
        {t('challenge-detail.details.title')}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="text-xs font-semibold text-gray-600 uppercase">{term}</dt>
            <dd className="mt-1 font-semibold text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
