// spec §6 Admin Actions on the challenge page: solo Declare Success / Failure; two_player declare A or B
// winner; public Mark Winners and Verify & Complete; and (policy) void with refunds. Each opens the same
// confirm dialog as the admin queue (issue #24 item 12), with the reason kept in the audit log (and
// shown to the players); the server's refusal shows in the dialog. Decisions are final.
import type { ChallengeDetail } from '@changamoto/shared/contract';
import { type ChallengeOutcome } from '@changamoto/shared/domain';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { ActionButton } from '@/components/action-dialog';
import { DECISION_COPY, DECISION_REASONS } from '@/lib/decision-reasons';
import { useDecideOutcome } from '../api/decide-outcome';
import { useChallengeClaims } from '../api/get-challenge-claims';
import { useVoidChallenge } from '../api/void-challenge';
import { outcomeLabel, personName } from '../lib/format';
import { can } from '../lib/lifecycle';
import { WinnerPicker } from './winner-picker';
import { useChallengeDetailT, type ChallengeDetailT } from '../i18n';

function decisionButtons(t: ChallengeDetailT, challenge: ChallengeDetail): { outcome: ChallengeOutcome; label: string }[] {
  if (challenge.type === 'solo')
    return [
      { outcome: 'solo_succeeds', label: t('challenge-detail.admin.declareSuccess') },
      { outcome: 'solo_fails', label: t('challenge-detail.admin.declareFailure') },
    ];
  if (challenge.type === 'two_player')
    return [
      { outcome: 'player_a_wins', label: t('challenge-detail.admin.declareWinner', { name: personName(challenge.playerA, t('challenge-detail.roles.playerA')) }) },
      { outcome: 'player_b_wins', label: t('challenge-detail.admin.declareWinner', { name: personName(challenge.playerB, t('challenge-detail.roles.playerB')) }) },
    ];
  return [];
}

export function AdminActionsPanel({ challenge }: { challenge: ChallengeDetail }) {
  const t = useChallengeDetailT();
  const decide = useDecideOutcome();
  const voidChallenge = useVoidChallenge();
  const [winners, setWinners] = useState<string[]>([]);
  const [winnersError, setWinnersError] = useState<string | null>(null);
  // The transition table's decide rows (active, pending_verification); this panel is shown to admins only.
  const canDecide = can(challenge, 'decide', null, ['who']);
  // A decision against someone's claim must say why (DOMAIN.md §9), as the server checks; otherwise the
  // reason is an optional note. Either way it is kept in the audit log and the players see it.
  const claims = useChallengeClaims(challenge.id, { enabled: canDecide });
  const reasonRule = (outcome: ChallengeOutcome) => (claims.data?.claims.some((c) => c.outcome !== outcome) ? DECISION_REASONS.decision : DECISION_REASONS.note);

  const decideWith =
    (body: { outcome: ChallengeOutcome; winnerIds?: string[] }) =>
    async ({ reason, idempotencyKey }: { reason: string; idempotencyKey: string }) => {
      await decide.mutateAsync({ id: challenge.id, body: reason ? { ...body, reason } : body, idempotencyKey });
      return DECISION_COPY.actionDone;
    };

  return (
    <section aria-labelledby="admin-heading" className="space-y-4 rounded-2xl border-2 border-amber-300 bg-amber-50 p-4 sm:p-6">
      <h2 id="admin-heading" className="flex items-center gap-2 text-lg font-bold text-gray-900">
        <ShieldCheck aria-hidden="true" className="h-5 w-5" /> {t('challenge-detail.admin.title')}
      </h2>
      {canDecide && challenge.type !== 'public' && (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {decisionButtons(t, challenge).map(({ outcome, label }) => (
            <ActionButton key={outcome} label={label} variant="primary" description={DECISION_COPY.confirmResult(outcomeLabel(challenge, outcome))} reason={reasonRule(outcome)} run={decideWith({ outcome })} />
          ))}
        </div>
      )}
      {canDecide && challenge.type === 'public' && (
        <div className="space-y-3">
          <WinnerPicker challenge={challenge} selected={winners} onChange={setWinners} error={winnersError} idPrefix="admin" />
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <ActionButton
              label={t('challenge-detail.admin.markWinners')}
              variant="primary"
              beforeOpen={() => {
                setWinnersError(winners.length === 0 ? DECISION_COPY.selectWinner : null);
                return winners.length > 0;
              }}
              description={DECISION_COPY.confirmResult(t('challenge-detail.admin.theseWinners'))}
              reason={reasonRule('completed')}
              actionKey={winners.join(',')}
              run={decideWith({ outcome: 'completed', winnerIds: winners })}
            />
            <ActionButton label={t('challenge-detail.admin.verifyComplete')} description={DECISION_COPY.confirmVerify} reason={reasonRule('completed')} run={decideWith({ outcome: 'completed' })} />
          </div>
        </div>
      )}
      <div className="border-t border-amber-300 pt-4">
        <ActionButton
          label={t('challenge-detail.admin.void')}
          description={DECISION_COPY.confirmVoid}
          reason={DECISION_REASONS.void}
          run={async ({ reason, idempotencyKey }) => {
            await voidChallenge.mutateAsync({ id: challenge.id, reason, idempotencyKey });
            return DECISION_COPY.voided;
          }}
        />
      </div>
    </section>
  );
}

export default AdminActionsPanel;
