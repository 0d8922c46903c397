// spec §6 Admin Actions: solo Declare Success / Failure; two_player declare A or B winner; public
// Verify & Complete and Mark Winners; and (policy) void with refunds. Decisions are final.
import type { ChallengeDetail } from '@changamoto/shared/contract';
import { type ChallengeOutcome } from '@changamoto/shared/domain';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { controlClass, FormAlert, FormField } from '@/components/ui/form-field';
import { toast } from '@/lib/toast';
import { useDecideOutcome } from '../api/decide-outcome';
import { outcomeLabel, personName } from '../lib/format';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { can } from '../lib/lifecycle';
import { DETAIL_MESSAGES } from '../lib/messages';
import { VoidChallenge } from './void-challenge';
import { WinnerPicker } from './winner-picker';


export function adminErrorMessage(error: unknown): string {
  return error instanceof Error && error.message ? `Error: ${error.message}` : DETAIL_MESSAGES.adminFailed;
}

function decisionButtons(challenge: ChallengeDetail): { outcome: ChallengeOutcome; label: string }[] {
  if (challenge.type === 'solo')
    return [
      { outcome: 'solo_succeeds', label: 'Declare Success' },
      { outcome: 'solo_fails', label: 'Declare Failure' },
    ];
  if (challenge.type === 'two_player')
    return [
      { outcome: 'player_a_wins', label: `Declare ${personName(challenge.playerA, 'Player A')} Winner` },
      { outcome: 'player_b_wins', label: `Declare ${personName(challenge.playerB, 'Player B')} Winner` },
    ];
  return [];
}

export function AdminActions({ challenge }: { challenge: ChallengeDetail }) {
  const decide = useDecideOutcome();
  const { keyFor, complete } = useIdempotencyKey();
  const [error, setError] = useState<string | null>(null);
  const [winners, setWinners] = useState<string[]>([]);
  const [winnersError, setWinnersError] = useState<string | null>(null);
  // Shown to the players; the server asks for it when the decision goes against a player's claim (DOMAIN.md §9).
  const [reason, setReason] = useState('');
  // The transition table's decide rows (active, pending_verification); this panel is shown to admins only.
  const canDecide = can(challenge, 'decide', null, ['who']);

  const run = (decision: { outcome: ChallengeOutcome; winnerIds?: string[] }, question: string) => {
    setError(null);
    if (!window.confirm(question)) return;
    const body = reason.trim() ? { ...decision, reason: reason.trim() } : decision;
    decide.mutate(
      { id: challenge.id, body, idempotencyKey: keyFor(`${challenge.id}:${JSON.stringify(body)}`) },
      {
        onSuccess: () => {
          complete();
          toast.success(DETAIL_MESSAGES.actionDone);
        },
        onError: (cause) => setError(adminErrorMessage(cause)),
      },
    );
  };

  const markWinners = () => {
    if (winners.length === 0) {
      setWinnersError(DETAIL_MESSAGES.selectWinner);
      return;
    }
    setWinnersError(null);
    run({ outcome: 'completed', winnerIds: winners }, DETAIL_MESSAGES.confirmAdminResult('these winners'));
  };

  return (
    <section aria-labelledby="admin-heading" className="space-y-4 rounded-2xl border-2 border-amber-300 bg-amber-50 p-4 sm:p-6">
      <h2 id="admin-heading" className="flex items-center gap-2 text-lg font-bold text-gray-900">
        <ShieldCheck aria-hidden="true" className="h-5 w-5" /> Admin Actions
      </h2>
      {error && <FormAlert>{error}</FormAlert>}
      {canDecide && (
        <FormField id="admin-decision-reason" label="Reason (the players see it)" hint="Needed when the decision goes against a player's claim.">
          {(control) => <textarea {...control} rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} className={controlClass} />}
        </FormField>
      )}
      {canDecide && challenge.type !== 'public' && (
        <div className="flex flex-col gap-2 sm:flex-row">
          {decisionButtons(challenge).map(({ outcome, label }) => (
            <Button key={outcome} disabled={decide.isPending} onClick={() => run({ outcome }, DETAIL_MESSAGES.confirmAdminResult(outcomeLabel(challenge, outcome)))}>
              {label}
            </Button>
          ))}
        </div>
      )}
      {canDecide && challenge.type === 'public' && (
        <div className="space-y-3">
          <WinnerPicker challenge={challenge} selected={winners} onChange={setWinners} error={winnersError} idPrefix="admin" />
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button disabled={decide.isPending} onClick={markWinners}>
              Mark Winners
            </Button>
            <Button variant="outline" disabled={decide.isPending} onClick={() => run({ outcome: 'completed' }, DETAIL_MESSAGES.confirmVerify)}>
              Verify &amp; Complete
            </Button>
          </div>
        </div>
      )}
      <VoidChallenge challenge={challenge} />
    </section>
  );
}
