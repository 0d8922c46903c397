// spec §2/§6: the creator, player A or player B of an active challenge submits the result (a public
// challenge: its creator submits 'completed' with the winners), after a confirmation (spec §5).
import type { ChallengeDetail } from '@changamoto/shared/contract';
import { BACKABLE_OUTCOMES, type ChallengeOutcome } from '@changamoto/shared/domain';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { toast } from '@/lib/toast';
import { useSubmitResult } from '../api/submit-result';
import { outcomeLabel } from '../lib/format';
import { actionErrorMessage, DETAIL_MESSAGES } from '../lib/messages';
import { isUnexplainedServerFailure } from '@/lib/failure-message';
import { WinnerPicker } from './winner-picker';

export function SubmitResult({ challenge }: { challenge: ChallengeDetail }) {
  const submit = useSubmitResult();
  const [error, setError] = useState<string | null>(null);
  const [winners, setWinners] = useState<string[]>([]);
  const [winnersError, setWinnersError] = useState<string | null>(null);
  const isPublic = challenge.type === 'public';
  const outcomes: readonly ChallengeOutcome[] = isPublic ? ['completed'] : BACKABLE_OUTCOMES[challenge.type];

  const onSubmit = (outcome: ChallengeOutcome) => {
    setError(null);
    if (isPublic && winners.length === 0) {
      setWinnersError(DETAIL_MESSAGES.selectWinner);
      return;
    }
    setWinnersError(null);
    if (!window.confirm(DETAIL_MESSAGES.confirmResult(outcomeLabel(challenge, outcome)))) return;
    submit.mutate(
      { id: challenge.id, outcome, winnerIds: isPublic ? winners : undefined },
      {
        onSuccess: () => toast.success(DETAIL_MESSAGES.submitted),
        onError: (cause) => {
          // spec §8 'Failed: {error}', the error being 'Failed to submit result.' when the server gave no reason.
          const message = isUnexplainedServerFailure(cause) ? `Failed: ${DETAIL_MESSAGES.submitFailed}` : actionErrorMessage(cause);
          setError(message);
          toast.error(message);
        },
      },
    );
  };

  return (
    <section aria-labelledby="submit-result-heading" className="space-y-3 border-t border-gray-200 pt-4">
      <h3 id="submit-result-heading" className="font-semibold text-gray-900">
        Submit Result
      </h3>
      {error && <FormAlert>{error}</FormAlert>}
      {isPublic && <WinnerPicker challenge={challenge} selected={winners} onChange={setWinners} error={winnersError} idPrefix="submit" />}
      <div className="flex flex-col gap-2 sm:flex-row">
        {outcomes.map((outcome) => (
          <Button key={outcome} variant="outline" disabled={submit.isPending} onClick={() => onSubmit(outcome)}>
            {isPublic ? 'Submit Result' : `Submit: ${outcomeLabel(challenge, outcome)}`}
          </Button>
        ))}
      </div>
    </section>
  );
}
