// How wallet amounts and dates read on screen (1 token = KES 1.00; dates in Kenyan time).
import { onFirstUse } from '@/lib/format';

/** 'KES 1,500' or 'KES 12.50'. */
export { formatKes } from '@/lib/format';

// Made on first use, not when the wallet's chunk loads (lib/format.ts says why).
const wholeNumber = onFirstUse(() => new Intl.NumberFormat('en-KE'));
const dateTime = onFirstUse(() => new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Africa/Nairobi' }));

export function formatTokenCount(tokens: number): string {
  return `${wholeNumber().format(tokens)} ${tokens === 1 ? 'token' : 'tokens'}`;
}

export function formatNumber(n: number): string {
  return wholeNumber().format(n);
}

export function formatDateTime(iso: string): string {
  return dateTime().format(new Date(iso));
}
