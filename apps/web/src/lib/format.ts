// How a person's facts read on screen, wherever they show (top bar, dashboard, profile).
const tokenNumber = new Intl.NumberFormat('en-KE');
const kesNumber = new Intl.NumberFormat('en-KE', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
// Dates read in Kenyan time whatever the device's zone, so a join date never shifts by a day.
const longDate = new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Nairobi' });

/** '0 Tokens', '1 Token', '12,500 Tokens' (spec §2: profile tokens, default 0). */
export function formatTokens(tokens: number | null | undefined): string {
  const count = tokens ?? 0;
  return `${tokenNumber.format(count)} ${count === 1 ? 'Token' : 'Tokens'}`;
}

/** 'KES 1,500' or 'KES 12.50' (1 token = KES 1.00). */
export function formatKes(kes: number): string {
  return `KES ${kesNumber.format(kes)}`;
}

export function formatMemberSince(createdAt: string): string {
  return `Member since ${longDate.format(new Date(createdAt))}`;
}

/** The name a person is shown by: the username, else the e-mail. */
export function displayName(profile: { username: string | null; email: string }): string {
  return profile.username ?? profile.email;
}
