// GET /api/wallet for the Token Balance card. Same key as the top bar's balance (['wallet']), which the
// live stream and every credit invalidate, so the card and the bar always agree.
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function useWalletBalance() {
  return useQuery({ queryKey: ['wallet'], queryFn: ({ signal }) => api('getWallet', {}, { signal }) });
}
