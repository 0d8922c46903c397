// How profile facts read on screen: token counts, the join date and the KYC status.
import type { KycStatus } from '@changamoto/shared/domain';

const tokenNumber = new Intl.NumberFormat('en-KE');
// Dates read in Kenyan time whatever the device's zone, so a join date never shifts by a day.
const longDate = new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Nairobi' });

/** '0 Tokens', '1 Token', '12,500 Tokens' (spec §2: profile tokens, default 0). */
export function formatTokens(tokens: number | null | undefined): string {
  const count = tokens ?? 0;
  return `${tokenNumber.format(count)} ${count === 1 ? 'Token' : 'Tokens'}`;
}

export function formatMemberSince(createdAt: string): string {
  return `Member since ${longDate.format(new Date(createdAt))}`;
}

export const KYC_STATUS_LABELS: Record<KycStatus, string> = {
  unverified: 'Unverified',
  pending: 'Pending review',
  verified: 'Verified',
  rejected: 'Rejected',
};

/** The name a person is shown by: the username, else the e-mail. */
export function displayName(profile: { username: string | null; email: string }): string {
  return profile.username ?? profile.email;
}
