// How a person's facts read on screen, wherever they show (top bar, dashboard, profile).

/**
 * A formatter made when first asked for, not when its module loads: a page's first Intl object loads
 * the locale's data, ~20 ms on this machine and several times that on a slow phone, which made the
 * task that starts the app (Lighthouse's longest) longer still.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const tokenNumber = onFirstUse(() => new Intl.NumberFormat('en-KE'));
const kesNumber = onFirstUse(() => new Intl.NumberFormat('en-KE', { minimumFractionDigits: 0, maximumFractionDigits: 2 }));
// Dates read in Kenyan time whatever the device's zone, so a join date never shifts by a day.
const longDate = onFirstUse(() => new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Nairobi' }));

/**
 * Loads the locale's number and date data while the page waits for the network, each in a task of its
 * own (when the browser is idle, at the latest 50 ms on), so the render that shows the first amount or
 * date (the wallet's balance, its history) does not pay for it. Called once when the app starts.
 */
export function warmFormatters(): void {
  const soon = (run: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 50 }) : setTimeout(run, 1));
  soon(() => tokenNumber().format(1000));
  // Dates with a time of day too (the wallet's history): its patterns load on first use as well.
  soon(() => new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'Africa/Nairobi' }).format(0));
}

/** '0 Tokens', '1 Token', '12,500 Tokens' (spec §2: profile tokens, default 0). */
export function formatTokens(tokens: number | null | undefined): string {
  const count = tokens ?? 0;
  return `${tokenNumber().format(count)} ${count === 1 ? 'Token' : 'Tokens'}`;
}

/** 'KES 1,500' or 'KES 12.50' (1 token = KES 1.00). */
export function formatKes(kes: number): string {
  return `KES ${kesNumber().format(kes)}`;
}

export function formatMemberSince(createdAt: string): string {
  return `Member since ${longDate().format(new Date(createdAt))}`;
}

/** The name a person is shown by: the username, else the e-mail. */
export function displayName(profile: { username: string | null; email: string }): string {
  return profile.username ?? profile.email;
}
