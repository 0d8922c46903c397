import { Coins } from 'lucide-react';
import { formatTokens } from '@/features/profile/utils/format';

/** spec §2: the signed-in token balance (profile tokens, default 0). */
export function TokenBalance({ tokens, className }: { tokens: number; className?: string }) {
  return (
    <span className={className ?? 'inline-flex items-center gap-1.5 rounded-full bg-accent-400/20 px-3 py-1.5 text-sm font-semibold text-gray-900'}>
      <Coins aria-hidden="true" className="h-4 w-4 text-accent-500" />
      {formatTokens(tokens)}
    </span>
  );
}
