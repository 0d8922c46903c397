// spec §3 Profile and §5 validation, shared by the server and every form that asks for these.
export const REGIONS = ['KE', 'US', 'EU', 'Global'] as const;
export type Region = (typeof REGIONS)[number];
export const REGION_LABELS: Record<Region, string> = { KE: 'Kenya', US: 'United States', EU: 'European Union', Global: 'Global' };

export const KYC_STATUSES = ['unverified', 'pending', 'verified', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/** 3–20 letters, digits and underscore (spec §5). Uniqueness ignores case. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{3,20}$/;

export const PROFILE_MESSAGES = {
  usernameFormat: 'Username must be 3-20 characters: letters, numbers and underscores only.',
  usernameTaken: 'Username already taken. Please choose another.',
  region: 'Please select a valid region',
  /** Issue #24 item 1: no token moves before 'Complete Your Profile' gave the account a username. */
  /** Issue #24 item 2: the phone of an account with no other way to sign in stays. */
  lastSignInMethod: 'This phone number is the only way to sign in to your account, so it cannot be removed.',
  incompleteBeforeTokens: 'Please complete your profile (choose a username) before using tokens.',
} as const;

/** spec §5: a password is at least 6 characters ("No password rules beyond min 6", §10); 128 at most (better-auth's limit). */
export const PASSWORD_LIMITS = { min: 6, max: 128 } as const;
export const PASSWORD_MESSAGES = {
  required: 'Password is required.',
  tooShort: 'Password must be at least 6 characters',
  tooLong: 'Password must be at most 128 characters',
  confirmRequired: 'Please confirm your password.',
  mismatch: 'Passwords do not match',
} as const;

/**
 * DOMAIN.md §7: the 18+ confirmation comes before any token moves. The spec asks for it (§1 "adults
 * (18+)") but gives no words; these are the sign-up form's, and one request for it wherever tokens
 * would move.
 */
export const ADULT_MESSAGES = {
  checkbox: 'I am 18 or older',
  required: 'You must confirm that you are 18 or older.',
  beforeTokens: 'Please confirm you are 18 or older before using tokens.',
  confirmed: 'Thank you. You can now use tokens.',
} as const;

export const PHONE_MESSAGES = {
  format: 'Invalid format. Use 9 digits (7...) or 10 digits (07...).',
  tooShort: 'Phone number seems too short',
  length: 'Invalid phone number length. Expected 9 digits after +254.',
} as const;

export const KENYA_COUNTRY_CODE = '+254';

export type PhoneResult = { ok: true; e164: string } | { ok: false; message: string };

/**
 * spec §5 Phone: a national number of 9 digits starting with 7 or 1, or 10 digits starting with 07
 * or 01. The leading 0 is dropped and +254 (the only country code offered) is put in front.
 */
export function normalizeKenyanPhone(input: string): PhoneResult {
  const digits = input.replace(/[\s-]/g, '');
  if (!/^\d*$/.test(digits)) return { ok: false, message: PHONE_MESSAGES.format };
  if (digits.length < 9) return { ok: false, message: PHONE_MESSAGES.tooShort };
  if (!/^(?:[71]\d{8}|0[71]\d{8})$/.test(digits)) return { ok: false, message: PHONE_MESSAGES.format };
  const e164 = `${KENYA_COUNTRY_CODE}${digits.replace(/^0/, '')}`;
  if (e164.length !== 13) return { ok: false, message: PHONE_MESSAGES.length };
  return { ok: true, e164 };
}

/** A full +254 number as stored (E.164). */
export const E164_KENYA_PATTERN = /^\+254[0-9]{9}$/;
