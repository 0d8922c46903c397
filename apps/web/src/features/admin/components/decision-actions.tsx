// A queue item's actions (spec §6 Admin Actions): solo Declare Success / Failure; two_player declare A
// or B the winner; public Mark Winners and Verify & Complete; void with a reason; feature/unfeature.
// A decision's reason is shown to the players; one against a player's claim must give it (DOMAIN.md §9).
import type { AdminQueueItem } from '@changamoto/shared/contract';
import type { ChallengeOutcome } from '@changamoto/shared/domain';
import { useState } from 'react';
import { WinnerCheckboxes } from '@/components/winner-checkboxes-part';
import { useDecideOutcome, useVoidChallenge } from '../api/challenge-actions';
import { outcomeLabel } from '@/lib/outcome-label';
import { overrulesAClaim } from '../lib/claims';
import { ADMIN_COPY, REASONS } from '../lib/messages';
import { ActionButton } from '@/components/action-dialog';
import { FeatureToggle } from './feature-toggle';
import { useAdminT } from '../i18n';
import { translate } from '@/lib/i18n';

function declareButtons(item: AdminQueueItem): { outcome: ChallengeOutcome; label: string }[] {
  if (item.challenge.type === 'solo')
    return [
      { outcome: 'solo_succeeds', label: translate('admin.decision.declareSuccess') },
      { outcome: 'solo_fails', label: translate('admin.decision.declareFailure') },
    ];
  if (item.challenge.type === 'two_player')
    return [
      { outcome: 'player_a_wins', label: translate('admin.decision.declareWinner', { name: item.playerA?.username ?? translate('admin.claims.playerA') }) },
      { outcome: 'player_b_wins', label: translate('admin.decision.declareWinner', { name: item.playerB?.username ?? translate('admin.claims.playerB') }) },
    ];
  return [];
}

export function DecisionActions({ item }: { item: AdminQueueItem }) {
  const t = useAdminT();
  const { challenge } = item;
  const decide = useDecideOutcome();
  const voidChallenge = useVoidChallenge();
  const [winners, setWinners] = useState(() => item.participants.filter((p) => p.isWinner).map((p) => p.userId));
  const [winnersError, setWinnersError] = useState<string | null>(null);

  const decideWith =
    (body: { outcome: ChallengeOutcome; winnerIds?: string[] }) =>
    async ({ reason, idempotencyKey }: { reason: string; idempotencyKey: string }) => {
      await decide.mutateAsync({ id: challenge.id, body: reason ? { ...body, reason } : body, idempotencyKey });
      return ADMIN_COPY.actionDone;
    };

  return (
    <div className="space-y-4">
      {challenge.type === 'public' ? (
        <>
          <WinnerCheckboxes
            candidates={item.participants.map((p) => ({ userId: p.userId, name: p.username ?? t('admin.common.unknownPlayer') }))}
            selected={winners}
            onChange={setWinners}
            error={winnersError}
            idPrefix={`queue-${challenge.id}`}
          />
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <ActionButton
              label={t('admin.decision.markWinners')}
              variant="primary"
              beforeOpen={() => {
                setWinnersError(winners.length === 0 ? ADMIN_COPY.selectWinner : null);
                return winners.length > 0;
              }}
              description={ADMIN_COPY.confirmResult(ADMIN_COPY.theseWinners)}
              reason={overrulesAClaim(item, 'completed') ? REASONS.decision : REASONS.note}
              actionKey={winners.join(',')}
              run={decideWith({ outcome: 'completed', winnerIds: winners })}
            />
            <ActionButton label={t('admin.decision.verifyComplete')} description={ADMIN_COPY.confirmVerify} reason={REASONS.note} run={decideWith({ outcome: 'completed' })} />
          </div>
        </>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {declareButtons(item).map(({ outcome, label }) => (
            <ActionButton
              key={outcome}
              label={label}
              variant="primary"
              description={ADMIN_COPY.confirmResult(outcomeLabel(item, outcome))}
              reason={overrulesAClaim(item, outcome) ? REASONS.decision : REASONS.note}
              run={decideWith({ outcome })}
            />
          ))}
        </div>
      )}
      <div className="flex flex-col gap-2 border-t border-gray-200 pt-4 sm:flex-row sm:flex-wrap">
        <ActionButton
          label={t('admin.decision.void')}
          description={ADMIN_COPY.confirmVoid}
          reason={REASONS.void}
          run={async ({ reason, idempotencyKey }) => {
            await voidChallenge.mutateAsync({ id: challenge.id, reason, idempotencyKey });
            return ADMIN_COPY.voided;
          }}
        />
        <FeatureToggle id={challenge.id} featured={challenge.isFeatured} />
      </div>
    </div>
  );
}
