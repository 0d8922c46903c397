// spec §9 Dashboard cash estimate, KE only. It is what the wallet's withdrawal estimate would pay for
// the tokens that can be withdrawn (cash, never bonus: DOMAIN.md §1), with the fee in force: the
// server answers it with the wallet (GET /api/wallet withdrawableEstimate, the shared
// estimateWithdrawal the withdrawal-estimate endpoint uses), so the two screens never disagree.
const kes = new Intl.NumberFormat('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 'KES 1,560.00' in KE (two decimals, as spec §9 writes the estimate); null elsewhere (the card shows '-' and '(KE region only)'). */
export function formatCashPayout(netKes: number, region: string): string | null {
  if (region !== 'KE') return null;
  return `KES ${kes.format(netKes)}`;
}
