// spec §9 Dashboard cash estimate: tokens × 0.9 with two decimals, in KES, only for region KE.
// Computed in whole cents (tokens × 90) so no float ever rounds a figure the wrong way.
const CASH_ESTIMATE_CENTS_PER_TOKEN = 90;
const kes = new Intl.NumberFormat('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 'KES 90.00' for 100 tokens in KE; null elsewhere (the card shows '-' and '(KE region only)'). */
export function formatCashEstimate(tokens: number, region: string): string | null {
  if (region !== 'KE') return null;
  return `KES ${kes.format((Math.max(0, tokens) * CASH_ESTIMATE_CENTS_PER_TOKEN) / 100)}`;
}
