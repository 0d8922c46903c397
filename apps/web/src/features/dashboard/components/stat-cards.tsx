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
import { useDashboardFirstViewT } from '../first-view/i18n';

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
  const t = useDashboardFirstViewT();
  const wallet = useWallet();
  const summary = useDashboardSummary();
  // The wallet's balance (updated live), the profile's until it arrives.
  const tokens = wallet.data?.tokens ?? profile.tokens;
  const cash = useCashPayout(profile.region);
  const pendingOr = (value: (data: NonNullable<typeof summary.data>) => string) => (summary.data ? value(summary.data) : summary.isError ? t('dashboard.stats.unavailable') : '…');

  return (
    <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard icon={<Coins aria-hidden="true" className="h-4 w-4 text-accent-500" />} label={t('dashboard.stats.balance')}>
        {formatTokens(tokens)}
      </StatCard>
      <StatCard icon={<Banknote aria-hidden="true" className={iconClass} />} label={t('dashboard.stats.cash')} note={cash.note}>
        {cash.value}
      </StatCard>
      <StatCard icon={<Lock aria-hidden="true" className={iconClass} />} label={t('dashboard.stats.locked')} note={t('dashboard.stats.lockedNote')}>
        {pendingOr((data) => formatTokens(data.lockedStakeTokens))}
      </StatCard>
      <StatCard icon={<Trophy aria-hidden="true" className={iconClass} />} label={t('dashboard.stats.myChallenges')} note={t('dashboard.stats.myChallengesNote')}>
        {pendingOr((data) => String(data.myChallengesCount))}
      </StatCard>
    </dl>
  );
}

/** The cash card's figure and note: the wallet's estimate for every withdrawable token, with the fee in force. */
function useCashPayout(region: string): { value: string; note: string | null } {
  const t = useDashboardFirstViewT();
  const wallet = useWallet();
  if (region !== 'KE') return { value: '-', note: t('dashboard.stats.keOnly') };
  if (wallet.isError) return { value: t('dashboard.stats.unavailable'), note: null };
  if (!wallet.data) return { value: '…', note: null };
  const { withdrawable, withdrawableEstimate: estimate } = wallet.data;
  const value = formatCashPayout(estimate.netKes, region)!;
  if (withdrawable === 0) return { value, note: t('dashboard.stats.bonusOnly') };
  const minimum = estimate.netKes < estimate.minimumNetKes ? ` ${t('dashboard.stats.belowMinimum', { minimum: formatKes(estimate.minimumNetKes) })}` : '';
  const amounts = { withdrawable: formatWholeNumber(withdrawable), count: withdrawable, fee: formatKes(estimate.feeKes) };
  // DOMAIN.md §10: the withholding tax comes off too, after the fee.
  const base = estimate.taxKes > 0 ? t('dashboard.stats.cashNoteWithTax', { ...amounts, tax: formatKes(estimate.taxKes) }) : t('dashboard.stats.cashNote', amounts);
  return { value, note: `${base}${minimum}` };
}
