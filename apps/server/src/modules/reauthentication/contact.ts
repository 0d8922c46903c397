// Where the account's own messages can go, and how an address reads when shown back (partly hidden).
import { PHONE_ONLY_EMAIL_SUFFIX } from '../auth/auth';

/** A phone-only account's placeholder address (auth.ts) is no inbox. */
export function hasRealEmail(email: string): boolean {
  return !email.endsWith(PHONE_ONLY_EMAIL_SUFFIX);
}

/** 'wa•••@example.co.ke'. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}•••@${domain}`;
}

/** '+254 •••• 678'. */
export function maskPhone(phone: string): string {
  return `${phone.slice(0, 4)} •••• ${phone.slice(-3)}`;
}
