// spec §5 Add payout account and Redeem: messages and number rules shared by the form and the server.
import { tokensText } from './plural';
import { kesAmountText } from './rules';
export const PAYOUT_MESSAGES = {
  methodRequired: 'Please select a payout method type.',
  allRequired: 'All fields are required.',
  mobileNumber: 'Please enter a valid Kenyan mobile number (e.g., 2547XXXXXXXX or 07XXXXXXXX).',
  bankType: 'The selected bank provider is missing a type or is not supported. Please select a valid bank.',
  bankAccount: 'Please enter a valid bank account number (5-20 digits).',
  added: 'Payout account added successfully!',
  defaultUpdated: 'Default payout account updated!',
  deleted: 'Payout account deleted successfully!',
  notFound: 'Payout account not found.',
} as const;

export const REDEEM_MESSAGES = {
  invalidTokens: 'Please enter a valid number of tokens to redeem.',
  overBalance: (n: number) => `You cannot redeem more than your available ${tokensText(n)}.`,
  selectAccount: 'Please select a payout account.',
  belowMinimum: (netKes: number) => `Net payout amount (KES ${kesAmountText(netKes)}) is below the minimum of KES 10.`,
  invalidAccount: 'Selected payout account is invalid or missing details.',
  kycRequired: 'Identity verification is required before you can redeem tokens. Verify your identity from your profile, then try again.',
  initiated: 'Redemption initiated! Check transaction history.',
  /** DOMAIN.md §8: a new payout account waits PAYOUT_ACCOUNT_HOLD_HOURS before it can receive a redemption. */
  accountOnHold: (when: string) => `This payout account was added recently. For your security it can receive withdrawals from ${when} (Kenyan time).`,
} as const;

/** DOMAIN.md §8: hours a new payout account waits before it can receive a redemption (env PAYOUT_ACCOUNT_HOLD_HOURS; 0 = none). */
export const DEFAULT_PAYOUT_ACCOUNT_HOLD_HOURS = 24;

// CLDR's short English months for en-KE, as the wallet writes its other dates.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
/** Kenya keeps East Africa Time, UTC+3, all year (no daylight saving). */
const EAT_OFFSET_MS = 3 * 60 * 60 * 1000;

/** '26 Nov, 14:05' in Kenyan time: when a held payout account can receive withdrawals (server message and wallet alike). */
export function formatAvailableFrom(iso: string): string {
  const eat = new Date(new Date(iso).getTime() + EAT_OFFSET_MS);
  const twoDigits = (n: number) => String(n).padStart(2, '0');
  return `${eat.getUTCDate()} ${MONTHS[eat.getUTCMonth()]}, ${twoDigits(eat.getUTCHours())}:${twoDigits(eat.getUTCMinutes())}`;
}

/** Whether a payout account can receive a redemption at `now` (its hold is over). */
export function isPayoutAccountAvailable(account: { availableFrom: string }, now = Date.now()): boolean {
  return new Date(account.availableFrom).getTime() <= now;
}

/** spec §5: strip leading zeros, prefix 254 unless present; must be 254 + 9 digits. */
export function normalizeMpesaAccount(input: string): string | null {
  const digits = input.replace(/[\s+-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const withCountry = digits.startsWith('254') ? digits : `254${digits.replace(/^0+/, '')}`;
  return /^254\d{9}$/.test(withCountry) ? withCountry : null;
}

export const BANK_ACCOUNT_PATTERN = /^\d{5,20}$/;
