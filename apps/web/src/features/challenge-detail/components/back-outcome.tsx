// spec §2/§5 Backing stake: a whole number ≥ 1 on an outcome; buttons disabled while ≤ 0 or pending,
// hidden once backed (one stake per person per challenge: lib/my-stakes.ts); Support A/B disabled while
// a two_player invite is pending.
import type { ChallengeDetail } from '@changamoto/shared/contract';
import { BACKABLE_OUTCOMES, type ChallengeOutcome } from '@changamoto/shared/domain';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { isInsufficientTokens, SpendErrorAlert } from '@/components/insufficient-tokens';
import { controlClass, FormField } from '@/components/ui/form-field';
import { useSpendBlock } from '@/lib/spend-block';
import { toast } from '@/lib/toast';
import { useJoinOrBack } from '../api/join-or-back';
import { personName } from '../lib/format';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { actionErrorMessage, DETAIL_MESSAGES } from '../lib/messages';
import { heldStakeNote } from '../lib/my-stakes';
import { useChallengeDetailT, type ChallengeDetailT } from '../i18n';

const WinPreview = lazy(() => import('./stake-rules').then((m) => ({ default: m.WinPreview })));

function buttonLabel(t: ChallengeDetailT, challenge: ChallengeDetail, outcome: ChallengeOutcome): string {
  if (outcome === 'solo_succeeds') return t('challenge-detail.back.success');
  if (outcome === 'solo_fails') return t('challenge-detail.back.failure');
  if (outcome === 'player_a_wins') return t('challenge-detail.back.support', { name: personName(challenge.playerA, t('challenge-detail.roles.playerA')) });
  return t('challenge-detail.back.support', { name: personName(challenge.playerB, t('challenge-detail.roles.playerB')) });
}

export function BackOutcome({ challenge, viewerId }: { challenge: ChallengeDetail; viewerId: string }) {
  const t = useChallengeDetailT();
  const back = useJoinOrBack();
  const { keyFor, complete } = useIdempotencyKey();
  const [stake, setStake] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [buyTokens, setBuyTokens] = useState(false);
  const held = heldStakeNote(challenge, viewerId);
  const outcomes = BACKABLE_OUTCOMES[challenge.type];
  const amount = Number(stake);
  const pendingInvite = challenge.status === 'pending_acceptance';
  const blocked = useSpendBlock();

  if (held) return <p className="text-sm font-semibold text-brand-800">{held}</p>;

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
          setBuyTokens(isInsufficientTokens(cause));
          toast.error(message);
        },
      },
    );
  };

  return (
    <div className="space-y-3">
      {error && <SpendErrorAlert message={error} buyTokens={buyTokens} />}
      {blocked && <p className="rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900">{blocked}</p>}
      <FormField id="back-stake" label={t('challenge-detail.back.stakeLabel')} error={fieldError ?? undefined}>
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={stake}
            onChange={(e) => setStake(e.target.value)}
            aria-describedby={[control['aria-describedby'], 'win-preview'].filter(Boolean).join(' ')}
            className={controlClass}
          />
        )}
      </FormField>
      <Suspense fallback={null}>
        <WinPreview challenge={challenge} outcomes={outcomes} stake={amount} />
      </Suspense>
      <div className="flex flex-col gap-2 sm:flex-row">
        {outcomes.map((outcome) => (
          <Button key={outcome} variant="accent" onClick={() => onBack(outcome)} disabled={!(amount > 0) || back.isPending || pendingInvite || blocked !== null}>
            {buttonLabel(t, challenge, outcome)}
          </Button>
        ))}
      </div>
      {pendingInvite && <p className="text-sm text-gray-700">{t('challenge-detail.back.opensOnAccept')}</p>}
    </div>
  );
}
