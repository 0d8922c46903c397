// POST /api/wallet/payments/:reference/cancel: gives up a pending purchase (an abandoned checkout) so it
// stops counting toward deposit limits; the server asks Paystack first and credits it if it was paid
// (issue #24 item 6). The wallet, its history and the deposit limits all change, so all are re-read.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { walletQueryKey } from '@/lib/queries/wallet';

export function cancelPayment(reference: string) {
  return api('cancelPayment', { params: { reference } });
}

/**
 * `on` runs as the answer arrives, before the wallet is re-read: the button that asked is gone once the
 * re-read shows the purchase ended, and a callback passed to `mutate` would not run for it.
 */
export function useCancelPayment(on: { success(answer: { message: string }): void; error(error: unknown): void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPayment,
    onSuccess: (answer) => on.success(answer),
    onError: (error) => on.error(error),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: walletQueryKey }), queryClient.invalidateQueries({ queryKey: ['responsible-play'] })]),
  });
}
