// The forgot-password forms' checks, as plain functions for react-hook-form's `validate`: the same
// rules and words as every password (PASSWORD_LIMITS and PASSWORD_MESSAGES, which the server's
// passwordSchema is built from; the words through the catalog) and the spec §5 OTP and e-mail messages. No zod here, so the two
// reset pages stay within the first-load budget (the server checks every field again).
import { PASSWORD_LIMITS } from '@changamoto/shared/domain';
import { OTP_LENGTH } from '../config';
import { LOGIN_MESSAGES, OTP_MESSAGES, PASSWORD_FIELD_MESSAGES as PASSWORD_MESSAGES } from '../messages';

/** Something@something.tld, as a browser's type=email checks it. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailProblem(value: string): string | true {
  const email = value.trim();
  if (!email) return LOGIN_MESSAGES.identifierRequired;
  return EMAIL_SHAPE.test(email) || LOGIN_MESSAGES.invalidEmail;
}

export function newPasswordProblem(value: string): string | true {
  if (!value) return PASSWORD_MESSAGES.required;
  if (value.length < PASSWORD_LIMITS.min) return PASSWORD_MESSAGES.tooShort;
  if (value.length > PASSWORD_LIMITS.max) return PASSWORD_MESSAGES.tooLong;
  return true;
}

export function confirmPasswordProblem(value: string, password: string): string | true {
  if (!value) return PASSWORD_MESSAGES.confirmRequired;
  return value === password || PASSWORD_MESSAGES.mismatch;
}

/** spec §5 OTP: length first ('12a' is 'OTP must be 6 digits'), then digits only. */
export function codeProblem(value: string): string | true {
  const code = value.trim();
  if (code.length !== OTP_LENGTH) return OTP_MESSAGES.length;
  return /^\d+$/.test(code) || OTP_MESSAGES.digits;
}
