// An admin's actions on a challenge: decide the outcome (public: mark the winners), void with a reason
// (both move tokens, so each takes the confirmation's Idempotency-Key), feature or unfeature.
import type { ChallengeOutcome } from '@changamoto/shared/domain';
import { api } from '@/lib/api-client';
import { useAdminAction } from './use-admin-action';

export interface DecideVariables {
  id: string;
  body: { outcome: ChallengeOutcome; winnerIds?: string[]; reason?: string };
  idempotencyKey: string;
}

export const useDecideOutcome = () => useAdminAction(({ id, body, idempotencyKey }: DecideVariables) => api('decideChallengeOutcome', { params: { id }, body }, { idempotencyKey }));

export const useVoidChallenge = () => useAdminAction(({ id, reason, idempotencyKey }: { id: string; reason: string; idempotencyKey: string }) => api('voidChallenge', { params: { id }, body: { reason } }, { idempotencyKey }));

export const useSetFeatured = () => useAdminAction(({ id, featured }: { id: string; featured: boolean }) => api('adminSetFeatured', { params: { id }, body: { featured } }));
