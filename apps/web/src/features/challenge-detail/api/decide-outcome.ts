// POST /api/admin/challenges/:id/decision: an admin decides the outcome (spec §6 Admin Actions;
// public: marks the winners). Idempotent: one key per decision.
import type { ChallengeOutcome } from '@changamoto/shared/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useRefreshAfterAction } from './get-challenge';

export interface DecideOutcomeVariables {
  id: string;
  body: { outcome: ChallengeOutcome; winnerIds?: string[]; reason?: string };
  idempotencyKey: string;
}

export function decideChallengeOutcome({ id, body, idempotencyKey }: DecideOutcomeVariables) {
  return api('decideChallengeOutcome', { params: { id }, body }, { idempotencyKey });
}

export function useDecideOutcome() {
  const refresh = useRefreshAfterAction();
  return useMutation({ mutationFn: decideChallengeOutcome, onSettled: (_d, _e, v) => void refresh(v.id) });
}
