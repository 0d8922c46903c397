// Token amounts and dates as the challenge card shows them (spec §9: 1 token = KES 1.00).
const tokenNumber = new Intl.NumberFormat('en-KE');
const shortDate = new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeZone: 'Africa/Nairobi' });

/** A whole number of tokens: '1 Token', '1,250 Tokens'. */
export function formatTokens(tokens: number): string {
  return `${tokenNumber.format(tokens)} ${tokens === 1 ? 'Token' : 'Tokens'}`;
}

/** spec §2 and §9: a stake or entry fee of 0 or less (or none) shows 'Free'. */
export function formatStake(tokens: number | null | undefined): string {
  if (tokens == null || tokens <= 0) return 'Free';
  return formatTokens(tokens);
}

export function formatCardDate(iso: string): string {
  return shortDate.format(new Date(iso));
}
