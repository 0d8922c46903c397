// spec §2 Dashboard, the four stat cards: token balance; estimated cash payout (spec §9: KE only; what
// the wallet's withdrawal estimate would pay for the withdrawable tokens, lib/cash-estimate.ts);
// all-challenges value — the tokens the user has locked in running challenges (the spec's source
// always showed 0.00; this is the real figure); and how many challenges the user has.
import type { Profile } from '@changamoto/shared/contract';
import { Banknote, Coins, Lock, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatKes, formatTokens, formatWholeNumber } from '@/lib/format';
import { useDashboardSummary } from '../api/get-dashboard-summary';
import { useWallet } from '@/lib/queries/wallet';
import { formatCashPayout } from '../lib/cash-estimate';

function StatCard({ icon, label, children, note }: { icon: ReactNode; label: string; children: ReactNode; note?: ReactNode }) {
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
      <dt className="flex items-center gap-2 text-sm font-medium text-gray-700">
        {icon}
        {label}
      </dt>
      <dd className="mt-2 text-2xl font-bold text-gray-900 sm:text-3xl">{children}</dd>
      {note && <dd className="mt-1 text-sm text-gray-700">{note}</dd>}
    </div>
  );
}

const iconClass = 'h-4 w-4 text-brand-700';

export function StatCards({ profile }: { profile: Profile }) {
  const wallet = useWallet();
  const summary = useDashboardSummary();
  // The wallet's balance (updated live), the profile's until it arrives.
  const tokens = wallet.data?.tokens ?? profile.tokens;
  const cash = useCashPayout(profile.region);
  const pendingOr = (value: (data: NonNullable<typeof summary.data>) => string) => (summary.data ? value(summary.data) : summary.isError ? 'Unavailable' : '…');

  return (
    <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard icon={<Coins aria-hidden="true" className="h-4 w-4 text-accent-500" />} label="Token Balance">
        {formatTokens(tokens)}
      </StatCard>
      <StatCard icon={<Banknote aria-hidden="true" className={iconClass} />} label="Estimated Cash Payout" note={cash.note}>
        {cash.value}
      </StatCard>
      <StatCard icon={<Lock aria-hidden="true" className={iconClass} />} label="All Challenges Value" note="Tokens locked in your running challenges.">
        {pendingOr((data) => formatTokens(data.lockedStakeTokens))}
      </StatCard>
      <StatCard icon={<Trophy aria-hidden="true" className={iconClass} />} label="My Challenges" note="Created, joined or backed.">
        {pendingOr((data) => String(data.myChallengesCount))}
      </StatCard>
    </dl>
  );
}

/** The cash card's figure and note: the wallet's estimate for every withdrawable token, with the fee in force. */
function useCashPayout(region: string): { value: string; note: string | null } {
  const wallet = useWallet();
  if (region !== 'KE') return { value: '-', note: '(KE region only)' };
  if (wallet.isError) return { value: 'Unavailable', note: null };
  if (!wallet.data) return { value: '…', note: null };
  const { withdrawable, withdrawableEstimate: estimate } = wallet.data;
  const value = formatCashPayout(estimate.netKes, region)!;
  if (withdrawable === 0) return { value, note: 'Bonus tokens can’t be withdrawn.' };
  const minimum = estimate.netKes < estimate.minimumNetKes ? ` Below the ${formatKes(estimate.minimumNetKes)} minimum withdrawal.` : '';
  // DOMAIN.md §10: the withholding tax comes off too, after the fee.
  const tax = estimate.taxKes > 0 ? ` and ${formatKes(estimate.taxKes)} withholding tax` : '';
  return { value, note: `${formatWholeNumber(withdrawable)} withdrawable ${withdrawable === 1 ? 'token' : 'tokens'}, after the ${formatKes(estimate.feeKes)} withdrawal fee${tax}.${minimum}` };
}
