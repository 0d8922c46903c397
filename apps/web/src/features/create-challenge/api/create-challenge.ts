// POST /api/challenges (spec §7 create-challenge): moves player A's stake, so it carries an
// Idempotency-Key (one per creation, reused on retry).
import type { CreateChallengeBody } from '@changamoto/shared/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/queries/session';
import { walletQueryKey } from '@/lib/queries/wallet';

/** The payload, with the url of an image uploaded first (uploadChallengeImage). */
export type CreateChallengePayload = CreateChallengeBody;

export interface CreateChallengeVariables {
  body: CreateChallengePayload;
  idempotencyKey: string;
}

export function createChallenge({ body, idempotencyKey }: CreateChallengeVariables) {
  return api('createChallenge', { body }, { idempotencyKey });
}

export function useCreateChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['challenges', 'create'],
    mutationFn: createChallenge,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['challenges'] });
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      void queryClient.invalidateQueries({ queryKey: walletQueryKey, exact: true });
    },
  });
}
