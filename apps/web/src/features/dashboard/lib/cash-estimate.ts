// spec §9 Dashboard cash estimate, KE only. It is what the wallet's withdrawal estimate would pay for
// the tokens that can be withdrawn (cash, never bonus: DOMAIN.md §1), with the fee in force — the same
// shared estimateWithdrawal the server answers the wallet with, so the two screens never disagree.
import { estimateWithdrawal, type WithdrawalEstimate, type WithdrawalFeeMode } from '@changamoto/shared/domain';

const kes = new Intl.NumberFormat('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The redemption estimate of all `withdrawable` tokens in KE; null elsewhere (the card shows '-' and '(KE region only)'). */
export function cashPayoutEstimate(withdrawable: number, region: string, mode: WithdrawalFeeMode): WithdrawalEstimate | null {
  if (region !== 'KE') return null;
  return estimateWithdrawal(Math.max(0, withdrawable), mode);
}

/** 'KES 1,560.00': two decimals, as spec §9 writes the estimate. */
export function formatCashPayout(netKes: number): string {
  return `KES ${kes.format(netKes)}`;
}
