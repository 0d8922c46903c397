// The challenge card of every list (spec §2 "Challenge card"): status and type badges, category, dates,
// a body for each type and the Total Jackpot. Presentational: callers pass the join/back action.
import type { ChallengeDetail, ChallengeListItem } from '@changamoto/shared/contract';
import { OPEN_CHALLENGE_STATUSES } from '@changamoto/shared/domain';
import { CalendarDays, Tag, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatDay, formatStake, formatTokens } from '@/lib/format';
import { useCardT } from './card-catalog';

type BackerTotals = Pick<ChallengeDetail['totals'], 'succeedBackerStake' | 'failBackerStake' | 'playerABackerStake' | 'playerBBackerStake'>;

/** A list item, or a challenge detail (whose per-outcome backer totals the card then shows). */
export type ChallengeCardData = ChallengeListItem & { totals?: BackerTotals };

export type SupportedOutcome = 'player_a_wins' | 'player_b_wins';

export interface ChallengeCardProps {
  challenge: ChallengeCardData;
  /** The card title's level under the page's headings. */
  headingLevel?: 'h2' | 'h3';
  /** Support A / Support B on a two_player card; without it they open the challenge page, where backing happens. */
  onSupport?: (outcome: SupportedOutcome) => void;
  /** The caller's join/back button with its inline error text. */
  action?: ReactNode;
  className?: string;
}

const typeBadge: Record<ChallengeListItem['type'], string> = {
  solo: 'bg-brand-50 text-brand-800',
  two_player: 'bg-amber-100 text-amber-900',
  public: 'bg-sky-100 text-sky-900',
};

const statusBadge: Record<string, string> = {
  active: 'bg-green-100 text-green-900',
  pending_acceptance: 'bg-yellow-100 text-yellow-900',
  pending_verification: 'bg-yellow-100 text-yellow-900',
  completed: 'bg-brand-50 text-brand-800',
  paid_out: 'bg-brand-50 text-brand-800',
  rejected: 'bg-red-100 text-red-900',
  cancelled: 'bg-red-100 text-red-900',
};

interface Row {
  label: string;
  value: string;
}

function bodyRows(challenge: ChallengeCardData, t: ReturnType<typeof useCardT>): Row[] {
  switch (challenge.type) {
    case 'solo': {
      const rows: Row[] = [{ label: t('components.card.stake'), value: formatStake(challenge.playerAStake) }];
      if (challenge.totals) {
        rows.push({ label: t('components.card.backingSucceed'), value: formatTokens(challenge.totals.succeedBackerStake) });
        rows.push({ label: t('components.card.backingFail'), value: formatTokens(challenge.totals.failBackerStake) });
      } else {
        // A list item carries only the sum of all backings: on solo the jackpot is the stake plus both backer totals (spec §4).
        const backed = Math.max(0, challenge.totalJackpot - challenge.playerAStake);
        rows.push({ label: t('components.card.backers'), value: t('components.card.backersWithTotal', { count: challenge.backersCount, tokens: formatTokens(backed) }) });
      }
      return rows;
    }
    case 'two_player':
      return [
        { label: t('components.card.playerAStake'), value: formatStake(challenge.playerAStake) },
        // spec §2: player B's stake reads 'Pending Invite' until the invite is answered.
        { label: t('components.card.playerBStake'), value: challenge.status === 'pending_acceptance' ? t('components.card.pendingInvite') : formatStake(challenge.playerBStake) },
        ...(challenge.totals
          ? [
              { label: t('components.card.backingPlayerA'), value: formatTokens(challenge.totals.playerABackerStake) },
              { label: t('components.card.backingPlayerB'), value: formatTokens(challenge.totals.playerBBackerStake) },
            ]
          : [{ label: t('components.card.backers'), value: String(challenge.backersCount) }]),
      ];
    case 'public':
      return [
        { label: t('components.card.entryFee'), value: formatStake(challenge.publicChallengeEntryFee) },
        { label: t('components.card.participants'), value: String(challenge.participantsCount) },
      ];
    default:
      return [];
  }
}

/** Open: can still be backed, joined or accepted (active, or awaiting player B's answer). */
const isOpen = (status: string) => (OPEN_CHALLENGE_STATUSES as readonly string[]).includes(status);

function SupportButtons({ challenge, onSupport }: { challenge: ChallengeCardData; onSupport?: (outcome: SupportedOutcome) => void }) {
  const t = useCardT();
  const navigate = useNavigate();
  // spec §2: disabled while pending_acceptance (DOMAIN.md §4: backing opens only once the challenge is
  // active); a closed challenge's card has none (the caller leaves them out).
  const closed = challenge.status !== 'active';
  const hintId = `challenge-support-hint-${challenge.id}`;
  const support = (outcome: SupportedOutcome) => (onSupport ? onSupport(outcome) : void navigate(paths.challenge(challenge.id)));
  return (
    <div className="relative z-10 mt-4">
      <div className="grid grid-cols-2 gap-2">
        <Button size="sm" variant="outline" disabled={closed} aria-describedby={closed ? hintId : undefined} onClick={() => support('player_a_wins')}>
          {t('components.card.supportA')}
        </Button>
        <Button size="sm" variant="outline" disabled={closed} aria-describedby={closed ? hintId : undefined} onClick={() => support('player_b_wins')}>
          {t('components.card.supportB')}
        </Button>
      </div>
      {closed && (
        <p id={hintId} className="mt-1.5 text-xs text-gray-700">
          {t('components.card.backingOpens')}
        </p>
      )}
    </div>
  );
}

export function ChallengeCard({ challenge, headingLevel: Heading = 'h3', onSupport, action, className }: ChallengeCardProps) {
  const t = useCardT();
  const titleId = `challenge-card-${challenge.id}`;
  return (
    <article aria-labelledby={titleId} className={cn('relative flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm transition-shadow hover:shadow-md', className)}>
      {challenge.featuredImageUrl ? <img src={challenge.featuredImageUrl} alt="" loading="lazy" className="h-36 w-full object-cover" /> : <div aria-hidden="true" className="h-2 bg-linear-to-r from-brand-700 to-accent-400" />}
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
          <span className={cn('rounded-full px-2.5 py-1', typeBadge[challenge.type] ?? 'bg-gray-100 text-gray-800')}>{t('components.challengeType', { type: challenge.type })}</span>
          <span className={cn('rounded-full px-2.5 py-1', statusBadge[challenge.status] ?? 'bg-gray-100 text-gray-800')}>{t('components.challengeStatus', { status: challenge.status })}</span>
        </div>
        <Heading id={titleId} className="mt-3 text-lg leading-snug font-semibold text-gray-900">
          {/* The link covers the whole card (after:inset-0) so a thumb can tap anywhere on it; buttons sit above it (z-10). */}
          <Link to={paths.challenge(challenge.id)} className="rounded-sm after:absolute after:inset-0 hover:text-brand-700">
            {challenge.title}
          </Link>
        </Heading>
        <p className="mt-2 flex items-center gap-1.5 text-sm text-gray-700">
          <Tag aria-hidden="true" className="h-4 w-4 text-brand-700" />
          {challenge.category.name}
        </p>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-gray-700">
          <CalendarDays aria-hidden="true" className="h-4 w-4 text-brand-700" />
          <span>
            <time dateTime={challenge.startDate}>{formatDay(challenge.startDate)}</time>
            {' – '}
            <time dateTime={challenge.endDate}>{formatDay(challenge.endDate)}</time>
          </span>
        </p>
        <dl className="mt-auto space-y-1 border-t border-gray-100 pt-4 text-sm">
          {bodyRows(challenge, t).map((row) => (
            <div key={row.label} className="flex justify-between gap-3">
              <dt className="text-gray-700">{row.label}:</dt> <dd className="font-semibold text-gray-900">{row.value}</dd>
            </div>
          ))}
          <div className="mt-2 flex items-center justify-between gap-3 rounded-lg bg-brand-50 px-3 py-2">
            <dt className="flex items-center gap-1.5 font-semibold text-brand-800">
              <Trophy aria-hidden="true" className="h-4 w-4" />
              {t('components.card.totalJackpot')}
            </dt>{' '}
            <dd className="font-bold text-brand-800">{formatTokens(challenge.totalJackpot)}</dd>
          </div>
        </dl>
        {/* issue #16 §3: a closed challenge's card shows no buttons at all, never greyed ones. */}
        {challenge.type === 'two_player' && isOpen(challenge.status) && <SupportButtons challenge={challenge} onSupport={onSupport} />}
        {action && <div className="relative z-10 mt-4">{action}</div>}
      </div>
    </article>
  );
}
