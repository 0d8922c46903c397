// POST /api/wallet/payout-accounts/:id/default (spec §7 set-default-payout-account).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { payoutAccountsQueryKey } from './list-payout-accounts';

export function setDefaultPayoutAccount(id: string) {
  return api('setDefaultPayoutAccount', { params: { id } });
}

export function useSetDefaultPayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setDefaultPayoutAccount, onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutAccountsQueryKey }) });
}
