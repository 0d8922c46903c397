// POST /api/wallet/payments/:reference/cancel: gives up a pending purchase (an abandoned checkout) so it
// stops counting toward deposit limits; the server asks Paystack first and credits it if it was paid
// (issue #24 item 6). The wallet, its history and the deposit limits all change, so all are re-read.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { walletQueryKey } from '@/lib/queries/wallet';

export function cancelPayment(reference: string) {
  return api('cancelPayment', { params: { reference } });
}

export function useCancelPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPayment,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: walletQueryKey }), queryClient.invalidateQueries({ queryKey: ['responsible-play'] })]),
  });
}
