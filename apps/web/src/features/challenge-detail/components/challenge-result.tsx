// spec §2: Challenge Result once completed or paid_out: the outcome and who won what. `winners` is every
// stake that won something (any role), largest winnings first: the detail's page, then 'Show more winners'.
import type { ChallengeDetail } from '@changamoto/shared/contract';
import { lazy, Suspense } from 'react';
import { useChallengeStakes } from '../api/list-challenge-stakes';
import { outcomeLabel, personName } from '../lib/format';
import { formatTokens } from '@/lib/format';
import { DETAIL_MESSAGES } from '../lib/messages';
import { ShowMore } from './show-more';
import { useChallengeDetailT, type ChallengeDetailKey } from '../i18n';

const ResultReasons = lazy(() => import('./stake-rules').then((m) => ({ default: m.ResultReasons })));

const ROLE_KEYS: Record<string, ChallengeDetailKey> = { player_a: 'challenge-detail.roles.playerA', player_b: 'challenge-detail.roles.playerB', participant: 'challenge-detail.roles.participant', backer: 'challenge-detail.roles.backer' };

export function ChallengeResult({ challenge, viewerId }: { challenge: ChallengeDetail; viewerId?: string }) {
  const t = useChallengeDetailT();
  const winners = useChallengeStakes(challenge, 'winners');
  const nothingWon = winners.stakes.some((stake) => stake.winningsTokens === 0);
  return (
    <section aria-labelledby="result-heading" className="rounded-2xl border border-brand-600/40 bg-brand-50 p-4 sm:p-6">
      <h2 id="result-heading" className="text-lg font-bold text-brand-900">
        {t('challenge-detail.result.title')}
      </h2>
      {challenge.outcome && (
        <p className="mt-2 text-gray-900">
          {t('challenge-detail.result.outcome')} <span className="font-semibold">{outcomeLabel(challenge, challenge.outcome)}</span>
        </p>
      )}
      {/* The reader's result in words and why a win paid what it did (issue #24 item 10). */}
      <Suspense fallback={null}>
        <ResultReasons challenge={challenge} viewerId={viewerId} nothingWon={nothingWon} />
      </Suspense>
      {winners.stakes.length === 0 ? (
        <p className="mt-2 text-sm text-gray-700">{DETAIL_MESSAGES.noWinnings}</p>
      ) : (
        <ul className="mt-3 max-h-96 space-y-2 overflow-y-auto">
          {winners.stakes.map((stake) => (
            <li key={stake.id} data-list-item tabIndex={-1} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-white p-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-700">
              <span>
                <span className="font-semibold text-gray-900">{personName(stake.user)}</span> <span className="text-gray-600">({ROLE_KEYS[stake.role] ? t(ROLE_KEYS[stake.role]!) : stake.role})</span>
              </span>
              <span className="font-semibold text-brand-800">{t('challenge-detail.result.won', { tokens: formatTokens(stake.winningsTokens) })}</span>
            </li>
          ))}
        </ul>
      )}
      <ShowMore list={winners} label={t('challenge-detail.result.showMoreWinners')} />
    </section>
  );
}
