// spec §2 action section, public challenges: join for the entry fee (once: spec §5; lib/my-stakes.ts).
import type { ChallengeDetail } from '@changamoto/shared/contract';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { isInsufficientTokens, SpendErrorAlert } from '@/components/insufficient-tokens';
import { useSpendBlock } from '@/lib/spend-block';
import { toast } from '@/lib/toast';
import { useJoinOrBack } from '../api/join-or-back';
import { formatStake } from '@/lib/format';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { actionErrorMessage, DETAIL_MESSAGES } from '../lib/messages';
import { heldStakeNote } from '../lib/my-stakes';
import { useChallengeDetailT } from '../i18n';

const PayoutRule = lazy(() => import('./stake-rules').then((m) => ({ default: m.PayoutRule })));

export function JoinChallenge({ challenge, viewerId }: { challenge: ChallengeDetail; viewerId: string }) {
  const t = useChallengeDetailT();
  const join = useJoinOrBack();
  const { keyFor, complete } = useIdempotencyKey();
  const [error, setError] = useState<string | null>(null);
  const [buyTokens, setBuyTokens] = useState(false);
  const held = heldStakeNote(challenge, viewerId);
  const blocked = useSpendBlock();

  if (held) return <p className="text-sm font-semibold text-brand-800">{held}</p>;

  const onJoin = () => {
    setError(null);
    const body = { actionType: 'join' as const };
    join.mutate(
      { id: challenge.id, body, idempotencyKey: keyFor(`join:${challenge.id}`) },
      {
        onSuccess: () => {
          complete();
          toast.success(DETAIL_MESSAGES.joined);
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
      <p className="text-sm text-gray-700">
        {t('challenge-detail.join.entryFee')} {formatStake(challenge.publicChallengeEntryFee)}
      </p>
      <Suspense fallback={null}>
        <PayoutRule />
      </Suspense>
      {blocked && <p className="rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900">{blocked}</p>}
      <Button onClick={onJoin} disabled={join.isPending || blocked !== null} className="w-full sm:w-auto">
        {join.isPending ? t('challenge-detail.join.joining') : t('challenge-detail.join.join')}
      </Button>
    </div>
  );
}
