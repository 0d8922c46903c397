// The spec's own words for sign-in and sign-up (§5 validation, §8 error catalogue), and which one each
// server error gets on each screen. Server-provided messages take precedence where the spec gives none
// (§8), e.g. the suspended-account message (403) or a network failure.
import { PROFILE_MESSAGES } from '@changamoto/shared/domain';
import { ApiError } from '@/lib/api-client';
import { AuthError } from '@/lib/auth/auth-api';

export const OTP_MESSAGES = {
  length: 'OTP must be 6 digits',
  digits: 'OTP must only contain digits',
  invalid: 'Invalid or expired OTP. Please request a new one.',
  unexpected: 'An unexpected error occurred during verification.',
  rateLimited: 'Rate limit exceeded. Please wait before trying again.',
  resendFailed: 'Failed to resend OTP. Please try again later.',
} as const;

export const LOGIN_MESSAGES = {
  invalidEmail: 'Invalid email address',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordRequired: 'Password is required when logging in with email',
  identifierRequired: 'Email or Phone Number is required',
  emailNotConfirmed: 'Please check your email to confirm your account before logging in.',
  invalidCredentials: 'Invalid email or password.',
  rateLimited: 'Too many attempts. Please try again later.',
  badPhoneFormat: 'The phone number format is invalid. Please check and try again.',
  phoneLinked: 'This phone number is linked to an existing account. Try logging in with email/password.',
  fallback: 'An unexpected error occurred. Please try again.',
} as const;

export const MODAL_MESSAGES = {
  emailMissing: 'Please enter your email address in the field above.',
  emailInvalid: 'Invalid email address in the email field above.',
  passwordRequired: 'Password is required',
  invalidCredentials: 'Invalid email or password. Please try again.',
  emailNotConfirmed: 'Please confirm your email address first. Check your inbox for a confirmation link.',
  signInFailed: 'Failed to sign in. Please try again.',
  signedIn: 'Signed in successfully! Redirecting...',
  setupComplete: 'Setup complete! Redirecting...',
  sessionNotVerified: 'Your session could not be verified. Please try signing in again.',
  profileSaveFailed: 'Could not update your profile. Please ensure your details are correct and try again.',
} as const;

export const EMAIL_STEP_MESSAGES = {
  signInLinkSent: 'Check your email for a sign-in link!',
  sendFailed: 'Failed to send email. Please try again.',
} as const;

export const SIGNUP_MESSAGES = {
  emailTaken: 'This email is already registered. Try logging in instead.',
  rateLimited: 'Too many signup attempts. Please wait and try again.',
  usernameTaken: 'This username is already taken. Please choose another.',
  conflict: 'A conflict occurred, possibly due to a duplicate username.',
  unexpectedState: 'Signup attempt resulted in an unexpected state.',
  passwordTooShort: 'Password must be at least 6 characters',
  confirmRequired: 'Please confirm your password.',
  passwordsDiffer: 'Passwords do not match',
  adultRequired: 'You must confirm that you are 18 or older.',
  usernameFormat: PROFILE_MESSAGES.usernameFormat,
  region: PROFILE_MESSAGES.region,
} as const;

export const USERNAME_MESSAGES = {
  checkFailed: 'Could not check availability. Try again.',
  taken: 'Username is already taken.',
  waitForCheck: 'Please wait for username availability check to complete.',
} as const;

export const PHONE_ADD_MESSAGES = {
  alreadyLinked: 'This phone number is already linked to another account.',
  sessionInvalid: 'Your session is invalid or has expired. Please try logging in again.',
  failed: 'Failed to add phone number.',
  added: 'Phone number added successfully! Redirecting...',
} as const;

export const RESEND_EMAIL_MESSAGES = {
  missingEmail: 'Could not resend email: User email or ID not found.',
  failed: (reason: string) => `Failed to resend email: ${reason}`,
  sent: 'Confirmation email resent! Please check your inbox.',
} as const;

export const CALLBACK_MESSAGES = {
  timedOut: 'Authentication timed out. Please try again.',
  failed: (reason: string) => `Error processing authentication: ${reason}`,
} as const;

/**
 * Forgot password (issue #17): the spec shows only the link, so these are ours. The answer to a request
 * never says whether an account exists.
 */
export const RESET_MESSAGES = {
  linkSent: 'If an account exists for this address, we sent a link. It works for 1 hour.',
  codeSent: 'If an account exists for this number, we sent a 6-digit code by SMS.',
  linkInvalid: 'This reset link has expired or was already used.',
  changed: 'Your password has been changed. Sign in with your new password.',
  sendFailed: 'Failed to send. Please try again.',
  failed: 'Could not reset your password. Please try again.',
} as const;

export const TWO_FACTOR_MESSAGES = { invalid: 'Invalid code. Please try again.' } as const;

const OTP_FAILURE_CODES = new Set(['INVALID_OTP', 'OTP_EXPIRED', 'OTP_NOT_FOUND', 'TOO_MANY_ATTEMPTS']);

interface ErrorFacts {
  status: number;
  code: string;
  /** The server's own words, when the error came from our server or better-auth. */
  message: string | null;
}

export function errorFacts(error: unknown): ErrorFacts {
  if (error instanceof AuthError || error instanceof ApiError) return { status: error.status, code: error.code, message: error.message };
  return { status: -1, code: 'unknown', message: null };
}

/** A suspended account (403) or an unreachable server (0): the server's words explain it best. */
function serverWords({ status, message }: ErrorFacts): string | null {
  return status === 403 || status === 0 ? message : null;
}

/** /login, e-mail and password (spec §8 Login). */
export function loginErrorMessage(error: unknown): string {
  const facts = errorFacts(error);
  if (facts.code === 'EMAIL_NOT_VERIFIED') return LOGIN_MESSAGES.emailNotConfirmed;
  if (facts.code === 'INVALID_EMAIL_OR_PASSWORD') return LOGIN_MESSAGES.invalidCredentials;
  if (facts.status === 429) return LOGIN_MESSAGES.rateLimited;
  if (facts.code === 'INVALID_PHONE_NUMBER') return LOGIN_MESSAGES.badPhoneFormat;
  if (facts.code === 'PHONE_NUMBER_EXIST') return LOGIN_MESSAGES.phoneLinked;
  if (OTP_FAILURE_CODES.has(facts.code)) return OTP_MESSAGES.invalid;
  return facts.message ?? LOGIN_MESSAGES.fallback;
}

/** The modal's optional password sign-in (spec §8 Modal password sign-in). */
export function modalPasswordErrorMessage(error: unknown): string {
  const facts = errorFacts(error);
  if (facts.code === 'INVALID_EMAIL_OR_PASSWORD') return MODAL_MESSAGES.invalidCredentials;
  if (facts.code === 'EMAIL_NOT_VERIFIED') return MODAL_MESSAGES.emailNotConfirmed;
  if (facts.status === 429) return LOGIN_MESSAGES.rateLimited;
  return serverWords(facts) ?? MODAL_MESSAGES.signInFailed;
}

/** Checking a 6-digit code: e-mail, phone or the e-mail link (spec §8 OTP). */
export function otpVerifyErrorMessage(error: unknown): string {
  const facts = errorFacts(error);
  if (OTP_FAILURE_CODES.has(facts.code)) return OTP_MESSAGES.invalid;
  if (facts.status === 429) return LOGIN_MESSAGES.rateLimited;
  return serverWords(facts) ?? OTP_MESSAGES.unexpected;
}

/** Resend Code (spec §8 OTP resend). */
export function otpResendErrorMessage(error: unknown): string {
  const facts = errorFacts(error);
  if (facts.status === 429) return OTP_MESSAGES.rateLimited;
  return serverWords(facts) ?? OTP_MESSAGES.resendFailed;
}

/** The modal's first e-mail with a code and link (spec §8 Email step). */
export function emailStepErrorMessage(error: unknown): string {
  const facts = errorFacts(error);
  if (facts.status === 429) return OTP_MESSAGES.rateLimited;
  return serverWords(facts) ?? EMAIL_STEP_MESSAGES.sendFailed;
}

/** Sending the first SMS code on /login. */
export function phoneSendErrorMessage(error: unknown): string {
  const facts = errorFacts(error);
  if (facts.status === 429) return OTP_MESSAGES.rateLimited;
  return loginErrorMessage(error);
}

/** /signup (spec §8 Sign-up). */
export function signUpErrorMessage(error: unknown): string {
  const facts = errorFacts(error);
  if (facts.code === 'USER_ALREADY_EXISTS' || facts.code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') return SIGNUP_MESSAGES.emailTaken;
  if (facts.code === 'USERNAME_IS_ALREADY_TAKEN') return SIGNUP_MESSAGES.usernameTaken;
  if (facts.status === 409) return SIGNUP_MESSAGES.conflict;
  if (facts.status === 429) return SIGNUP_MESSAGES.rateLimited;
  return facts.message ?? LOGIN_MESSAGES.fallback;
}

/** Complete Your Profile (PATCH /api/profile): 409 carries 'Username already taken. Please choose another.' */
export function profileSetupErrorMessage(error: unknown): string {
  const facts = errorFacts(error);
  if (facts.status === 409 || facts.status === 400 || facts.status === 403) return facts.message ?? MODAL_MESSAGES.profileSaveFailed;
  if (facts.status === 401) return MODAL_MESSAGES.sessionNotVerified;
  return MODAL_MESSAGES.profileSaveFailed;
}

/** Add Phone Number (spec §8 Phone add). */
export function phoneAddErrorMessage(error: unknown): string {
  const facts = errorFacts(error);
  if (facts.code === 'PHONE_NUMBER_EXIST') return PHONE_ADD_MESSAGES.alreadyLinked;
  if (OTP_FAILURE_CODES.has(facts.code)) return OTP_MESSAGES.invalid;
  if (facts.code === 'INVALID_PHONE_NUMBER') return LOGIN_MESSAGES.badPhoneFormat;
  if (facts.status === 401) return PHONE_ADD_MESSAGES.sessionInvalid;
  if (facts.status === 429) return OTP_MESSAGES.rateLimited;
  return serverWords(facts) ?? PHONE_ADD_MESSAGES.failed;
}

/** Resend Email (spec §8 Resend email). */
export function resendEmailErrorMessage(error: unknown): string {
  const facts = errorFacts(error);
  return RESEND_EMAIL_MESSAGES.failed(facts.message ?? LOGIN_MESSAGES.fallback);
}

/** Asking for a reset link or SMS code. */
export function resetRequestErrorMessage(error: unknown): string {
  const facts = errorFacts(error);
  if (facts.status === 429) return OTP_MESSAGES.rateLimited;
  if (facts.status === 400) return facts.message ?? RESET_MESSAGES.sendFailed;
  return serverWords(facts) ?? RESET_MESSAGES.sendFailed;
}

/** Setting the new password with a link or SMS code; a spent or expired link is shown by the page itself. */
export function resetPasswordErrorMessage(error: unknown): string {
  const facts = errorFacts(error);
  if (OTP_FAILURE_CODES.has(facts.code)) return OTP_MESSAGES.invalid;
  if (facts.status === 429) return LOGIN_MESSAGES.rateLimited;
  if (facts.status === 400 && facts.code === 'validation_error') return facts.message ?? RESET_MESSAGES.failed;
  return serverWords(facts) ?? RESET_MESSAGES.failed;
}

export function twoFactorErrorMessage(error: unknown): string {
  const facts = errorFacts(error);
  if (facts.status === 429) return LOGIN_MESSAGES.rateLimited;
  return serverWords(facts) ?? TWO_FACTOR_MESSAGES.invalid;
}
