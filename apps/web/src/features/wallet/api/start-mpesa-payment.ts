// POST /api/wallet/mpesa-payments: buys tokens by M-Pesa STK push (issue #19 §1): the server asks
// Paystack to put a prompt on the person's phone. Moves tokens eventually, so it carries an
// Idempotency-Key (DOMAIN.md §1); the outcome arrives by /api/events and the payment poll.
import type { StartMpesaPaymentInput } from '@changamoto/shared/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface StartMpesaPaymentVariables {
  body: StartMpesaPaymentInput;
  idempotencyKey: string;
}

export function startMpesaPayment({ body, idempotencyKey }: StartMpesaPaymentVariables) {
  return api('startMpesaPayment', { body }, { idempotencyKey });
}

export function useStartMpesaPayment() {
  return useMutation({ mutationKey: ['wallet', 'start-mpesa-payment'], mutationFn: startMpesaPayment });
}
