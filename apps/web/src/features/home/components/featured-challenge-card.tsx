// The home page's challenge card (spec §2 "Challenge card"): type badge, status, category, dates and
// the type-specific stakes. Kept in this feature because features do not import each other.
import type { ChallengeSummary } from '@changamoto/shared/contract';
import { CHALLENGE_TYPE_LABELS, challengeStatusLabel } from '@changamoto/shared/domain';
import { CalendarDays, Tag } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const tokenNumber = new Intl.NumberFormat('en-KE');
const shortDate = new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeZone: 'Africa/Nairobi' });

/** spec §9: a stake or entry fee of 0 or less (or none) shows 'Free'. */
export function formatStake(tokens: number | null | undefined): string {
  if (tokens == null || tokens <= 0) return 'Free';
  return `${tokenNumber.format(tokens)} ${tokens === 1 ? 'Token' : 'Tokens'}`;
}

function stakeRows(challenge: ChallengeSummary): { label: string; value: string }[] {
  switch (challenge.type) {
    case 'solo':
      return [{ label: 'Stake', value: formatStake(challenge.playerAStake) }];
    case 'two_player':
      return [
        { label: 'Player A', value: formatStake(challenge.playerAStake) },
        // spec §2 Challenge detail: player B's stake reads 'Pending Invite' until the invite is answered.
        { label: 'Player B', value: challenge.status === 'pending_acceptance' ? 'Pending Invite' : formatStake(challenge.playerBStake) },
      ];
    case 'public':
      return [{ label: 'Entry Fee', value: formatStake(challenge.publicChallengeEntryFee) }];
  }
}

const typeBadge: Record<ChallengeSummary['type'], string> = {
  solo: 'bg-brand-50 text-brand-800',
  two_player: 'bg-amber-100 text-amber-900',
  public: 'bg-sky-100 text-sky-900',
};

export function FeaturedChallengeCard({ challenge }: { challenge: ChallengeSummary }) {
  const titleId = `featured-challenge-${challenge.id}`;
  return (
    <article aria-labelledby={titleId} className="relative flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div aria-hidden="true" className="h-2 bg-linear-to-r from-brand-700 to-accent-400" />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
          <span className={`rounded-full px-2.5 py-1 ${typeBadge[challenge.type]}`}>{CHALLENGE_TYPE_LABELS[challenge.type]}</span>
          <span className="rounded-full bg-gray-100 px-2.5 py-1 text-gray-800">{challengeStatusLabel(challenge.status)}</span>
        </div>
        <h3 id={titleId} className="mt-3 text-lg leading-snug font-semibold text-gray-900">
          {/* The link covers the whole card (after:inset-0) so a thumb can tap anywhere on it. */}
          <Link to={paths.challenge(challenge.id)} className="rounded-sm after:absolute after:inset-0 hover:text-brand-700">
            {challenge.title}
          </Link>
        </h3>
        <p className="mt-2 flex items-center gap-1.5 text-sm text-gray-700">
          <Tag aria-hidden="true" className="h-4 w-4 text-brand-700" />
          {challenge.category.name}
        </p>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-gray-700">
          <CalendarDays aria-hidden="true" className="h-4 w-4 text-brand-700" />
          <span>
            <time dateTime={challenge.startDate}>{shortDate.format(new Date(challenge.startDate))}</time>
            {' – '}
            <time dateTime={challenge.endDate}>{shortDate.format(new Date(challenge.endDate))}</time>
          </span>
        </p>
        <dl className="mt-auto space-y-1 border-t border-gray-100 pt-4 text-sm">
          {stakeRows(challenge).map((row) => (
            <div key={row.label} className="flex justify-between gap-3">
              <dt className="text-gray-700">{row.label}:</dt>{' '}
              <dd className="font-semibold text-gray-900">{row.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </article>
  );
}
