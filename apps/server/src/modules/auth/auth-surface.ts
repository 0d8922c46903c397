// The part of better-auth's HTTP API that is mounted (issue #15 item 2, DOMAIN.md §8): exactly the
// calls the web app makes (apps/web/src/features/auth/api, features/profile/api, lib/auth), each with
// the body or query it may carry. Every other better-auth endpoint — the admin plugin's admin/set-role,
// admin/update-user, admin/impersonate-user…, and update-user, change-email, delete-user, get-session,
// change-password, the e-mail-code password reset and the reset link's GET callback (our e-mail links
// straight to the SPA's page) — answers 404: admin powers are our contract's audited admin endpoints, and the
// profile changes through PATCH /api/profile and POST /api/profile/avatar with their own checks.
// Server code still calls better-auth in-process (auth.api.getSession, setPassword): only HTTP is closed.
//
// The schemas are strict: better-auth itself passes any extra key of a user-creating call (sign-up,
// e-mail code and phone sign-in) into the new users row, so `image: "javascript:…"`, a `region` or
// `displayUsername` outside our CHECK constraints (a 500), or a `kycStatus` would otherwise reach it.
import { ADULT_MESSAGES, E164_KENYA_PATTERN, PHONE_MESSAGES } from '@changamoto/shared/domain';
import { passwordSchema, regionSchema, usernameSchema } from '@changamoto/shared/contract';
import { z } from 'zod';

export interface AuthRoute {
  method: 'GET' | 'POST';
  /** better-auth's path, under /api/auth. */
  path: string;
  /** The JSON body it takes (POST), checked before better-auth reads the request. */
  body?: z.ZodType;
  /** Its query (GET); left to better-auth when absent (Google's callback carries what Google sends). */
  query?: z.ZodType;
}

const email = z.email({ error: 'Enter a valid e-mail address.' }).max(254, 'Enter a valid e-mail address.');
const phoneNumber = z.string({ error: PHONE_MESSAGES.format }).regex(E164_KENYA_PATTERN, PHONE_MESSAGES.format);
const code = z.string({ error: 'Enter the 6-digit code.' }).max(32, 'Enter the 6-digit code.');
const password = z.string({ error: 'Enter your password.' }).max(128, 'Password must be at most 128 characters.');
/** Where better-auth sends the browser afterwards; it also checks these against the trusted origins. */
const callbackPath = z.string().max(2000).optional();

export const AUTH_ROUTES: readonly AuthRoute[] = [
  // spec §4 sign-up: the form's fields only; better-auth requires a name, ours is the username. The 18+
  // box is sent here (DOMAIN.md §7) and nowhere else through better-auth; sign-up needs it ticked.
  {
    method: 'POST',
    path: '/sign-up/email',
    body: z.strictObject({ email, password, name: usernameSchema, username: usernameSchema.optional(), region: regionSchema.optional(), isAdultConfirmed: z.literal(true, { error: ADULT_MESSAGES.required }) }),
  },
  { method: 'POST', path: '/sign-in/email', body: z.strictObject({ email, password }) },
  // Only sign-in codes: e-mail verification, password reset and e-mail change by code are not offered.
  { method: 'POST', path: '/email-otp/send-verification-otp', body: z.strictObject({ email, type: z.literal('sign-in', { error: 'Only sign-in codes can be requested.' }) }) },
  { method: 'POST', path: '/sign-in/email-otp', body: z.strictObject({ email, otp: code }) },
  { method: 'POST', path: '/send-verification-email', body: z.strictObject({ email }) },
  { method: 'GET', path: '/verify-email', query: z.strictObject({ token: z.string().min(1).max(4096) }) },
  { method: 'POST', path: '/phone-number/send-otp', body: z.strictObject({ phoneNumber }) },
  { method: 'POST', path: '/phone-number/verify', body: z.strictObject({ phoneNumber, code, updatePhoneNumber: z.boolean().optional() }) },
  { method: 'POST', path: '/two-factor/verify-totp', body: z.strictObject({ code, trustDevice: z.boolean().optional() }) },
  // A backup code instead of the TOTP code, once each (issue #24 item 3); shown at setup as "DkEDO-eZpw3".
  { method: 'POST', path: '/two-factor/verify-backup-code', body: z.strictObject({ code: z.string({ error: 'Enter a backup code.' }).min(1, 'Enter a backup code.').max(32, 'Enter a backup code.'), trustDevice: z.boolean().optional() }) },
  { method: 'POST', path: '/two-factor/enable', body: z.strictObject({ password: password.optional() }) },
  { method: 'POST', path: '/two-factor/disable', body: z.strictObject({ password: password.optional() }) },
  { method: 'POST', path: '/sign-out', body: z.strictObject({}) },
  // Forgot password (issue #17 part 1; docs/decisions/021): a link by e-mail, valid 1 hour and used
  // once, or a code by SMS for an account with a phone; the new password follows the spec's rules.
  // No redirectTo: the e-mail links to the SPA's own page (auth.messages.ts).
  { method: 'POST', path: '/request-password-reset', body: z.strictObject({ email }) },
  {
    method: 'POST',
    path: '/reset-password',
    body: z.strictObject({ token: z.string({ error: 'This reset link is not valid.' }).min(1, 'This reset link is not valid.').max(256, 'This reset link is not valid.'), newPassword: passwordSchema }),
  },
  { method: 'POST', path: '/phone-number/request-password-reset', body: z.strictObject({ phoneNumber }) },
  { method: 'POST', path: '/phone-number/reset-password', body: z.strictObject({ phoneNumber, otp: code, newPassword: passwordSchema }) },
  // After an SMS reset, the phone-only person signs in on this device with the new password.
  { method: 'POST', path: '/sign-in/phone-number', body: z.strictObject({ phoneNumber, password }) },
  // Continue with Google (genericOAuth serves it through the core social endpoints) and its way back.
  {
    method: 'POST',
    path: '/sign-in/social',
    body: z.strictObject({ provider: z.literal('google', { error: 'Unknown sign-in provider.' }), callbackURL: callbackPath, newUserCallbackURL: callbackPath, errorCallbackURL: callbackPath }),
  },
  { method: 'GET', path: '/callback/:id' },
];
