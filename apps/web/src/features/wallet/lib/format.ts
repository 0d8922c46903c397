// How wallet amounts and dates read on screen (1 token = KES 1.00; dates in Kenyan time).
const wholeNumber = new Intl.NumberFormat('en-KE');
const kesNumber = new Intl.NumberFormat('en-KE', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const dateTime = new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Africa/Nairobi' });

export function formatTokenCount(tokens: number): string {
  return `${wholeNumber.format(tokens)} ${tokens === 1 ? 'token' : 'tokens'}`;
}

export function formatNumber(n: number): string {
  return wholeNumber.format(n);
}

/** 'KES 1,500' or 'KES 12.50'. */
export function formatKes(kes: number): string {
  return `KES ${kesNumber.format(kes)}`;
}

export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
