// spec §2 details grid: Type, Status, Starts, Ends, Player A Stake, Player B Stake, Entry Fee (public), Players.
import type { ChallengeDetail } from '@changamoto/shared/contract';
import { CHALLENGE_TYPE_LABELS, challengeStatusLabel } from '@changamoto/shared/domain';
import { formatDateTime, formatStake, formatTokens } from '@/lib/format';
import { DETAIL_MESSAGES } from '../lib/messages';

function playersCount(challenge: ChallengeDetail): number {
  if (challenge.type === 'solo') return 1;
  if (challenge.type === 'two_player') return challenge.playerB ? 2 : 1;
  return challenge.totals.publicParticipantsCount;
}

export function DetailsGrid({ challenge }: { challenge: ChallengeDetail }) {
  const rows: [string, string][] = [
    ['Type', CHALLENGE_TYPE_LABELS[challenge.type] ?? 'Unknown'],
    ['Status', challengeStatusLabel(challenge.status)],
    ['Starts', formatDateTime(challenge.startDate)],
    ['Ends', formatDateTime(challenge.endDate)],
  ];
  if (challenge.type !== 'public') rows.push(['Player A Stake', formatTokens(challenge.playerAStake)]);
  if (challenge.type === 'two_player') rows.push(['Player B Stake', challenge.status === 'pending_acceptance' ? DETAIL_MESSAGES.pendingInvite : formatTokens(challenge.playerBStake)]);
  if (challenge.type === 'public') rows.push(['Entry Fee', formatStake(challenge.publicChallengeEntryFee)]);
  rows.push(['Players', String(playersCount(challenge))]);

  return (
    <section aria-labelledby="details-heading" className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id="details-heading" className="text-lg font-bold text-gray-900">
        Details
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
