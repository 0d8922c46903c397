// POST /api/challenges/:id/invite-response: player B accepts or rejects (spec §7
// respond-challenge-invite). Accepting moves B's stake, so it carries an Idempotency-Key.
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useRefreshAfterAction } from './get-challenge';

export interface RespondInviteVariables {
  id: string;
  action: 'accept' | 'reject';
  idempotencyKey: string;
}

export function respondChallengeInvite({ id, action, idempotencyKey }: RespondInviteVariables) {
  return api('respondChallengeInvite', { params: { id }, body: { action } }, { idempotencyKey });
}

export function useRespondInvite() {
  const refresh = useRefreshAfterAction();
  return useMutation({ mutationFn: respondChallengeInvite, onSettled: (_d, _e, v) => void refresh(v.id) });
}
