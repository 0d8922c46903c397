// POST /api/wallet/payments: starts a Paystack checkout (spec §7 initiate-paystack-payment). Moves
// tokens eventually, so it carries an Idempotency-Key (DOMAIN.md §1).
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface InitiatePaymentVariables {
  body: { bundleId: string; customAmount?: number; payerEmail?: string };
  idempotencyKey: string;
}

export function initiatePayment({ body, idempotencyKey }: InitiatePaymentVariables) {
  return api('initiatePayment', { body }, { idempotencyKey });
}

export function useInitiatePayment() {
  return useMutation({ mutationKey: ['wallet', 'initiate-payment'], mutationFn: initiatePayment });
}
