// spec §2: Backers columns per outcome with 'Total Staked: N Tokens (M People Have Staked)'. The totals
// count every backer; the names are the detail's first page and the pages 'Show more backers' adds.
import type { ChallengeDetail } from '@changamoto/shared/contract';
import { BACKABLE_OUTCOMES, type ChallengeOutcome } from '@changamoto/shared/domain';
import { useChallengeStakes } from '../api/list-challenge-stakes';
import { outcomeLabel, personName } from '../lib/format';
import { formatTokens } from '@/lib/format';
import { ShowMore } from './show-more';
import { useChallengeDetailT } from '../i18n';

function totalsFor(challenge: ChallengeDetail, outcome: ChallengeOutcome): { stake: number; count: number } {
  const t = challenge.totals;
  switch (outcome) {
    case 'solo_succeeds':
      return { stake: t.succeedBackerStake, count: t.succeedBackersCount };
    case 'solo_fails':
      return { stake: t.failBackerStake, count: t.failBackersCount };
    case 'player_a_wins':
      return { stake: t.playerABackerStake, count: t.playerABackersCount };
    case 'player_b_wins':
      return { stake: t.playerBBackerStake, count: t.playerBBackersCount };
    default:
      return { stake: 0, count: 0 };
  }
}

export function BackersColumns({ challenge }: { challenge: ChallengeDetail }) {
  const t = useChallengeDetailT();
  const backers = useChallengeStakes(challenge, 'backers');
  const outcomes = BACKABLE_OUTCOMES[challenge.type];
  if (outcomes.length === 0) return null;
  // Voided, rejected or cancelled: the totals count the refunded stakes, so they agree with the names listed.
  const refunded = challenge.status === 'cancelled' || challenge.status === 'rejected';
  return (
    <section aria-labelledby="backers-heading" className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id="backers-heading" className="text-lg font-bold text-gray-900">
        {t('challenge-detail.backers.title')}
      </h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {outcomes.map((outcome) => {
          const { stake, count } = totalsFor(challenge, outcome);
          const onOutcome = backers.stakes.filter((b) => b.outcome === outcome);
          const headingId = `backers-${outcome}`;
          return (
            <section key={outcome} aria-labelledby={headingId} className="rounded-xl bg-gray-50 p-3">
              <h3 id={headingId} className="font-semibold text-gray-900">
                {t('challenge-detail.backers.backing', { outcome: outcomeLabel(challenge, outcome) })}
              </h3>
              <p className="mt-1 text-sm text-gray-700">{t(refunded && count > 0 ? 'challenge-detail.backers.totalsRefunded' : 'challenge-detail.backers.totals', { tokens: formatTokens(stake), count })}</p>
              {onOutcome.length > 0 && (
                <ul className="mt-2 max-h-60 space-y-1 overflow-y-auto text-sm">
                  {onOutcome.map((b) => (
                    <li key={b.id} data-list-item tabIndex={-1} className="flex justify-between gap-2 focus-visible:outline-2 focus-visible:outline-brand-700">
                      <span>{personName(b.user)}</span>
                      <span className="font-semibold">{b.status === 'refunded' ? t('challenge-detail.backers.refundedStake', { tokens: formatTokens(b.amount) }) : formatTokens(b.amount)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
      <ShowMore list={backers} label={t('challenge-detail.backers.showMore')} />
    </section>
  );
}
