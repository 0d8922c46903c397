// POST /api/challenges/:id/result: a player's result claim (spec §7 submit-challenge-result).
import type { ChallengeOutcome } from '@changamoto/shared/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useRefreshAfterAction } from './get-challenge';

export interface SubmitResultVariables {
  id: string;
  outcome: ChallengeOutcome;
  winnerIds?: string[];
}

export function submitChallengeResult({ id, outcome, winnerIds }: SubmitResultVariables) {
  return api('submitChallengeResult', { params: { id }, body: { outcome, winnerIds } });
}

export function useSubmitResult() {
  const refresh = useRefreshAfterAction();
  return useMutation({ mutationFn: submitChallengeResult, onSettled: (_d, _e, v) => void refresh(v.id) });
}
