import { useQuery } from '@tanstack/react-query';
import { Coins } from 'lucide-react';
import { formatTokens } from '@/features/profile/utils/format';
import { getWalletQueryOptions } from '@/lib/queries/wallet';
import { useRealtime } from '@/lib/realtime';

/**
 * spec §2: the signed-in token balance. It reads GET /api/wallet (query key ['wallet']), which the
 * live stream invalidates, so it updates without a reload; `tokens` (the profile's) shows until then
 * or if the wallet cannot be read.
 */
export function TokenBalance({ tokens, className }: { tokens: number; className?: string }) {
  // Shown whenever someone is signed in, so it also keeps the shared live stream open.
  useRealtime();
  const wallet = useQuery(getWalletQueryOptions());
  return (
    <span className={className ?? 'inline-flex items-center gap-1.5 rounded-full bg-accent-400/20 px-3 py-1.5 text-sm font-semibold text-gray-900'}>
      <Coins aria-hidden="true" className="h-4 w-4 text-accent-500" />
      {formatTokens(wallet.data?.tokens ?? tokens)}
    </span>
  );
}
