// How the admin screens spell statuses and report days (dates and counts: lib/format.ts).
import { translate } from '@/lib/i18n';
import '../i18n';

/** 'balance_frozen' → 'Balance frozen'. */
export const humanise = (value: string) => {
  const words = value.replace(/[_.]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * A status, role, KYC state, account kind or channel as the admin reads it, in the active language
 * (issue #20 §1): the catalog's `admin.word.<value>` (its English is `humanise(value)`), else
 * `humanise(value)` for a value the catalog does not know yet (a new channel Paystack reports).
 */
export function adminWord(value: string): string {
  const key = `admin.word.${value}`;
  const text = translate(key);
  return text === key ? humanise(value) : text;
}

/** A calendar day (YYYY-MM-DD, UTC like the report) `daysAgo` days before `now`. */
export function utcDay(now: Date, daysAgo = 0): string {
  return new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
}
