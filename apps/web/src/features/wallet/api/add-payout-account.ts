// POST /api/wallet/payout-accounts: save a Paystack transfer recipient (spec §7 create-paystack-transfer-recipient).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PayoutAccountType } from '../lib/payout-types';
import { payoutAccountsQueryKey } from './list-payout-accounts';

export interface AddPayoutAccountBody {
  type: PayoutAccountType;
  name: string;
  accountNumber: string;
  bankCode: string;
  setAsDefault: boolean;
}

export function addPayoutAccount(body: AddPayoutAccountBody) {
  return api('addPayoutAccount', { body });
}

export function useAddPayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addPayoutAccount, onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutAccountsQueryKey }) });
}
