// USSD for feature phones (issue #19 §3, DOMAIN.md §11, docs/decisions/032): the short code of a
// challenge, the service code people dial, and the rules of the 4-digit USSD PIN.

/** The characters of a short code: no look-alikes (no 0/O, no 1/I/L), so it reads the same aloud and on a keypad. */
export const SHORT_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const SHORT_CODE_LENGTH = 6;
export const SHORT_CODE_PATTERN = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/;

/** The USSD service code people dial (Africa's Talking shared code). */
export const USSD_SERVICE_CODE = '*384*123#';

/** The line of the share text and the detail page: "Back it on *384*123# with code K7P2QX". */
export function ussdShareText(shortCode: string): string {
  return `Back it on ${USSD_SERVICE_CODE} with code ${shortCode}`;
}

/** A code as a person typed it (lower case, spaces): the stored form, or null when it cannot be one. */
export function normalizeShortCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, '').toUpperCase();
  return SHORT_CODE_PATTERN.test(code) ? code : null;
}

export const USSD_PIN_PATTERN = /^\d{4}$/;
/** DOMAIN.md §11: three wrong tries lock the PIN for 30 minutes (with an SMS). */
export const USSD_PIN_MAX_ATTEMPTS = 3;
export const USSD_PIN_LOCK_MINUTES = 30;

export const USSD_PIN_MESSAGES = {
  format: 'Your USSD PIN must be exactly 4 digits.',
  currentRequired: 'Enter your current USSD PIN to change it.',
  currentWrong: 'Your current USSD PIN is wrong.',
  locked: (until: string) => `Your USSD PIN is locked after 3 wrong tries. Try again after ${until}.`,
  set: 'Your USSD PIN is set. Use it to confirm payments on *384*123#.',
  changed: 'Your USSD PIN has been changed.',
} as const;
