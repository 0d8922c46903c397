// Auth feature constants: the spec §9 timings and the /auth/* pages that paths.ts does not list yet.
import { paths } from '@/config/paths';

/** spec §9: username search debounce. */
export const USERNAME_CHECK_DEBOUNCE_MS = 500;
/** spec §9: OTP resend lockout (the server refuses a second code within 60 s). */
export const OTP_RESEND_LOCKOUT_SECONDS = 60;
export const OTP_LENGTH = 6;
/** spec §9: auth callback timeout; the session is polled this often meanwhile. */
export const AUTH_CALLBACK_TIMEOUT_MS = 10_000;
export const AUTH_CALLBACK_POLL_MS = 1_000;
/** spec §4 Auth modal delays: 3000 ms after profile update, 1500 ms after phone save or password sign-in, 1000 ms after skip. */
export const REDIRECT_DELAY_MS = { profileUpdate: 3000, phoneSaved: 1500, passwordSignIn: 1500, skipped: 1000 } as const;

/** spec §2 Auth callback: a new user completes the profile with /get-started (onboarding) as the redirect. */
export const NEW_USER_REDIRECT_PATH = paths.getStarted;

export const authPaths = {
  verifyEmail: '/auth/verify-email',
  emailLink: '/auth/email-link',
  twoFactor: (redirectTo?: string | null) => (redirectTo ? `/auth/two-factor?${new URLSearchParams({ redirectTo }).toString()}` : '/auth/two-factor'),
  callback: (redirectTo?: string | null) => (redirectTo ? `${paths.authCallback}?${new URLSearchParams({ redirectTo }).toString()}` : paths.authCallback),
  /** spec §2 'Forgot password' (its target is not shown): ask for a link by e-mail or a code by SMS (issue #17). */
  forgotPassword: (email?: string | null) => (email ? `/auth/forgot-password?${new URLSearchParams({ email }).toString()}` : '/auth/forgot-password'),
  /** The e-mailed link's page: ?token=…&email=… */
  resetPassword: '/auth/reset-password',
} as const;

/** Navigation state of /auth/confirm-email. */
export interface ConfirmEmailState {
  email: string;
  /** Set by /signup: the page then offers Resend Email (the sign-up notice). */
  fromSignUp?: boolean;
}
