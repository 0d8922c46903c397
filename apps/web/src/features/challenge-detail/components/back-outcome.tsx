// spec §2/§5 Backing stake: a whole number ≥ 1 on an outcome; buttons disabled while ≤ 0 or pending,
// hidden for an outcome already backed; Support A/B disabled while a two_player invite is pending.
import type { ChallengeDetail } from '@changamoto/shared/contract';
import { BACKABLE_OUTCOMES, type ChallengeOutcome } from '@changamoto/shared/domain';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { controlClass, FormAlert, FormField } from '@/components/ui/form-field';
import { toast } from '@/lib/toast';
import { useJoinOrBack } from '../api/join-or-back';
import { personName } from '../lib/format';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { actionErrorMessage, DETAIL_MESSAGES } from '../lib/messages';

function buttonLabel(challenge: ChallengeDetail, outcome: ChallengeOutcome): string {
  if (outcome === 'solo_succeeds') return 'Back Success';
  if (outcome === 'solo_fails') return 'Back Failure';
  if (outcome === 'player_a_wins') return `Support ${personName(challenge.playerA, 'Player A')}`;
  return `Support ${personName(challenge.playerB, 'Player B')}`;
}

export function BackOutcome({ challenge, viewerId }: { challenge: ChallengeDetail; viewerId: string }) {
  const back = useJoinOrBack();
  const { keyFor, complete } = useIdempotencyKey();
  const [stake, setStake] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const backed = new Set(challenge.backers.filter((b) => b.userId === viewerId && b.status !== 'refunded').map((b) => b.outcome));
  const outcomes = BACKABLE_OUTCOMES[challenge.type].filter((o) => !backed.has(o));
  const amount = Number(stake);
  const pendingInvite = challenge.status === 'pending_acceptance';

  if (outcomes.length === 0) return <p className="text-sm font-semibold text-brand-800">You have backed this challenge.</p>;

  const onBack = (outcome: ChallengeOutcome) => {
    setError(null);
    if (!Number.isInteger(amount) || amount < 1) {
      setFieldError(DETAIL_MESSAGES.invalidStake);
      document.getElementById('back-stake')?.focus();
      return;
    }
    setFieldError(null);
    const body = { actionType: 'back' as const, backedOutcome: outcome, stakeAmount: amount };
    back.mutate(
      { id: challenge.id, body, idempotencyKey: keyFor(`${challenge.id}:${JSON.stringify(body)}`) },
      {
        onSuccess: () => {
          complete();
          setStake('');
          toast.success(DETAIL_MESSAGES.backed);
        },
        onError: (cause) => {
          const message = actionErrorMessage(cause);
          setError(message);
          toast.error(message);
        },
      },
    );
  };

  return (
    <div className="space-y-3">
      {error && <FormAlert>{error}</FormAlert>}
      <FormField id="back-stake" label="Stake amount (tokens)" error={fieldError ?? undefined}>
        {(control) => (
          <input {...control} type="number" inputMode="numeric" min={1} step={1} value={stake} onChange={(e) => setStake(e.target.value)} className={controlClass} />
        )}
      </FormField>
      <div className="flex flex-col gap-2 sm:flex-row">
        {outcomes.map((outcome) => (
          <Button key={outcome} variant="accent" onClick={() => onBack(outcome)} disabled={!(amount > 0) || back.isPending || pendingInvite}>
            {buttonLabel(challenge, outcome)}
          </Button>
        ))}
      </div>
      {pendingInvite && <p className="text-sm text-gray-700">Backing opens once the invited player accepts.</p>}
    </div>
  );
}
