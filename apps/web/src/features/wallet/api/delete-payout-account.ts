// DELETE /api/wallet/payout-accounts/:id (soft delete, spec §7 delete-payout-account).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { payoutAccountsQueryKey } from './list-payout-accounts';

export function deletePayoutAccount(id: string) {
  return api('deletePayoutAccount', { params: { id } });
}

export function useDeletePayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePayoutAccount, onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutAccountsQueryKey }) });
}
