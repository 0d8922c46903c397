// POST /api/wallet/redemptions: redeem cash tokens to a payout account (spec §7
// initiate-paystack-transfer). Moves tokens, so it carries an Idempotency-Key (DOMAIN.md §1).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/queries/session';
import { transactionsQueryKey, walletQueryKey } from '@/lib/queries/wallet';

export interface InitiateRedemptionVariables {
  body: { tokensToRedeem: number; recipientCode: string; currency: 'KES' };
  idempotencyKey: string;
}

export function initiateRedemption({ body, idempotencyKey }: InitiateRedemptionVariables) {
  return api('initiateRedemption', { body }, { idempotencyKey });
}

export function useInitiateRedemption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['wallet', 'initiate-redemption'],
    mutationFn: initiateRedemption,
    // spec §4 Redeem flow: refresh transactions, profile and total tokens.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: walletQueryKey, exact: true }), queryClient.invalidateQueries({ queryKey: transactionsQueryKey }), queryClient.invalidateQueries({ queryKey: sessionQueryKey })]),
  });
}
