// The spec's own words for sign-in and sign-up (§5 validation, §8 error catalogue), and which one each
// server error gets on each screen. Server-provided messages take precedence where the spec gives none
// (§8), e.g. the suspended-account message (403) or a network failure.
// Every message reads the active language when it is shown (getters over the catalog, issue #20 §1);
// the English catalog keeps the spec's words, and the copies of the shared (server) messages keep the
// server's English exactly (messages.test.ts).
import { ApiError } from '@/lib/api-client';
import { AuthError } from '@/lib/auth/auth-api';
import { translate } from '@/lib/i18n';
import type { AuthKey } from './i18n';
import './i18n';

/** An object whose every property reads its catalog message in the active language when it is shown. */
export function catalogMessages<const Keys extends Record<string, AuthKey>>(keys: Keys): { readonly [Name in keyof Keys]: string } {
  const messages = {} as { [Name in keyof Keys]: string };
  for (const [name, key] of Object.entries(keys)) Object.defineProperty(messages, name, { get: () => translate(key), enumerable: true });
  return messages;
}

export const OTP_MESSAGES = catalogMessages({
  length: 'auth.otp.length',
  digits: 'auth.otp.digits',
  invalid: 'auth.otp.invalid',
  unexpected: 'auth.otp.unexpected',
  rateLimited: 'auth.otp.rateLimited',
  resendFailed: 'auth.otp.resendFailed',
});

export const LOGIN_MESSAGES = catalogMessages({
  invalidEmail: 'auth.login.invalidEmail',
  passwordTooShort: 'auth.login.passwordTooShort',
  passwordRequired: 'auth.login.passwordRequired',
  identifierRequired: 'auth.login.identifierRequired',
  emailNotConfirmed: 'auth.login.emailNotConfirmed',
  invalidCredentials: 'auth.login.invalidCredentials',
  rateLimited: 'auth.login.rateLimited',
  badPhoneFormat: 'auth.login.badPhoneFormat',
  phoneLinked: 'auth.login.phoneLinked',
  fallback: 'auth.login.fallback',
});

export const MODAL_MESSAGES = catalogMessages({
  emailMissing: 'auth.modal.emailMissing',
  emailInvalid: 'auth.modal.emailInvalid',
  passwordRequired: 'auth.modal.passwordRequired',
  invalidCredentials: 'auth.modal.invalidCredentials',
  emailNotConfirmed: 'auth.modal.emailNotConfirmed',
  signInFailed: 'auth.modal.signInFailed',
  signedIn: 'auth.modal.signedIn',
  setupComplete: 'auth.modal.setupComplete',
  sessionNotVerified: 'auth.modal.sessionNotVerified',
  profileSaveFailed: 'auth.modal.profileSaveFailed',
});

export const EMAIL_STEP_MESSAGES = catalogMessages({
  signInLinkSent: 'auth.emailStep.signInLinkSent',
  sendFailed: 'auth.emailStep.sendFailed',
});

/** usernameFormat and region are the shared PROFILE_MESSAGES' words (the server's), in the catalog for Kiswahili. */
export const SIGNUP_MESSAGES = catalogMessages({
  emailTaken: 'auth.signup.emailTaken',
  rateLimited: 'auth.signup.rateLimited',
  usernameTaken: 'auth.signup.usernameTaken',
  conflict: 'auth.signup.conflict',
  unexpectedState: 'auth.signup.unexpectedState',
  passwordTooShort: 'auth.signup.passwordTooShort',
  confirmRequired: 'auth.signup.confirmRequired',
  passwordsDiffer: 'auth.signup.passwordsDiffer',
  adultRequired: 'auth.adult.required',
  usernameFormat: 'auth.signup.usernameFormat',
  region: 'auth.signup.region',
});

export const USERNAME_MESSAGES = catalogMessages({
  checkFailed: 'auth.username.checkFailed',
  taken: 'auth.username.taken',
  waitForCheck: 'auth.username.waitForCheck',
});

export const PHONE_ADD_MESSAGES = catalogMessages({
  alreadyLinked: 'auth.phoneAdd.alreadyLinked',
  sessionInvalid: 'auth.phoneAdd.sessionInvalid',
  failed: 'auth.phoneAdd.failed',
  added: 'auth.phoneAdd.added',
});

export const RESEND_EMAIL_MESSAGES = {
  ...catalogMessages({ missingEmail: 'auth.resendEmail.missingEmail', sent: 'auth.resendEmail.sent' }),
  failed: (reason: string) => translate('auth.resendEmail.failed', { reason }),
};

export const CALLBACK_MESSAGES = {
  ...catalogMessages({ timedOut: 'auth.callback.timedOut' }),
  failed: (reason: string) => translate('auth.callback.failed', { reason }),
};

/**
 * Forgot password (issue #17): the spec shows only the link, so these are ours. The answer to a request
 * never says whether an account exists.
 */
export const RESET_MESSAGES = catalogMessages({
  linkSent: 'auth.reset.linkSent',
  codeSent: 'auth.reset.codeSent',
  linkInvalid: 'auth.reset.linkInvalid',
  changed: 'auth.reset.changed',
  sendFailed: 'auth.reset.sendFailed',
  failed: 'auth.reset.failed',
});

export const TWO_FACTOR_MESSAGES = catalogMessages({ invalid: 'auth.twoFactor.invalid' });

/** The shared PASSWORD_MESSAGES (the server's words for every password), shown by the reset forms' own checks. */
export const PASSWORD_FIELD_MESSAGES = catalogMessages({
  required: 'auth.password.required',
  tooShort: 'auth.password.tooShort',
  tooLong: 'auth.password.tooLong',
  confirmRequired: 'auth.password.confirmRequired',
  mismatch: 'auth.password.mismatch',
});

/** The shared ADULT_MESSAGES, as the adult step shows them itself. */
export const ADULT_STEP_MESSAGES = catalogMessages({
  required: 'auth.adult.required',
  confirmed: 'auth.adult.confirmed',
  failed: 'auth.adult.saveFailed',
});

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
