// POST /api/rewards/onboarding: the trivia answer; the server grants the 50 onboarding bonus tokens
// once per account (DOMAIN.md §5) and answers 0 tokens for a second completion. Moves tokens, so it
// carries an Idempotency-Key (DOMAIN.md §1).
import { api } from '@/lib/api-client';
import { useCreditMutation } from '@/lib/rewards';

export function completeOnboarding({ answer, idempotencyKey }: { answer: string; idempotencyKey: string }) {
  return api('completeOnboarding', { body: { answer } }, { idempotencyKey });
}

export const useCompleteOnboarding = () => useCreditMutation('complete-onboarding', completeOnboarding);
