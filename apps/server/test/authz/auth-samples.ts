// How the authorisation matrix calls each better-auth endpoint that is mounted (AUTH_ROUTES,
// apps/server/src/modules/auth/auth-surface.ts), and what each caller may get (issue #15 item 11).
// A suspended person's sessions are gone, so they answer as a visitor does; an admin answers exactly as
// any signed-in user (checked by the matrix): the auth library gives admins no extra power.
export type AuthRole = 'visitor' | 'suspended' | 'user' | 'admin';

export interface AuthSample {
  /** The request for a caller (distinct e-mails and phones per caller, so one's lockout is not another's). */
  request(role: AuthRole): { query?: Record<string, string>; body?: unknown; params?: Record<string, string> };
  /** The answers allowed to someone signed out (visitor, suspended) and to someone signed in (user, admin). */
  signedOut: number[];
  signedIn: number[];
  /** Signs the caller out (or otherwise ends their session): called last. */
  endsSession?: boolean;
}

const n = (role: AuthRole) => ['visitor', 'suspended', 'user', 'admin'].indexOf(role);

/** Keyed `METHOD path` as in AUTH_ROUTES. A new AUTH_ROUTES entry needs one here. */
export const AUTH_SAMPLES: Record<string, AuthSample> = {
  // Anyone may create an account (a signed-in person too: it is a new, unconfirmed account).
  'POST /sign-up/email': {
    request: (role) => ({ body: { email: `authz-new-${role}@example.co.ke`, password: 'secret123', name: `authz_new_${n(role)}`, username: `authz_new_${n(role)}`, region: 'KE', isAdultConfirmed: true } }),
    signedOut: [200],
    signedIn: [200],
  },
  'POST /sign-in/email': { request: () => ({ body: { email: 'authz-nobody@example.co.ke', password: 'wrong-password' } }), signedOut: [401], signedIn: [401] },
  'POST /email-otp/send-verification-otp': { request: (role) => ({ body: { email: `authz-code-${role}@example.co.ke`, type: 'sign-in' } }), signedOut: [200], signedIn: [200] },
  'POST /sign-in/email-otp': { request: (role) => ({ body: { email: `authz-code-${role}@example.co.ke`, otp: 'abcdef' } }), signedOut: [400], signedIn: [400] },
  // Signed in, better-auth resends for the session's own address, which is confirmed already.
  'POST /send-verification-email': { request: (role) => ({ body: { email: `authz-new-${role}@example.co.ke` } }), signedOut: [200], signedIn: [400] },
  'GET /verify-email': { request: () => ({ query: { token: 'not-a-token' } }), signedOut: [401], signedIn: [401] },
  'POST /phone-number/send-otp': { request: (role) => ({ body: { phoneNumber: `+2547110000${10 + n(role)}` } }), signedOut: [200], signedIn: [200] },
  'POST /phone-number/verify': { request: (role) => ({ body: { phoneNumber: `+2547110000${10 + n(role)}`, code: 'abcdef' } }), signedOut: [400], signedIn: [400] },
  // Two-factor: only for one's own signed-in account.
  'POST /two-factor/verify-totp': { request: () => ({ body: { code: '000000' } }), signedOut: [401], signedIn: [400] },
  // Backup codes (issue #24 item 3): like the TOTP check, only inside a pending two-factor sign-in.
  'POST /two-factor/verify-backup-code': { request: () => ({ body: { code: 'AAAAA-BBBBB' } }), signedOut: [401], signedIn: [400] },
  'POST /two-factor/enable': { request: () => ({ body: {} }), signedOut: [401], signedIn: [200] },
  'POST /two-factor/disable': { request: () => ({ body: {} }), signedOut: [401], signedIn: [200] },
  'POST /sign-in/social': { request: () => ({ body: { provider: 'google', callbackURL: '/auth/callback' } }), signedOut: [404], signedIn: [404] },
  // Google's way back with a state nobody issued: a redirect to the SPA's callback page with an error.
  'GET /callback/:id': { request: () => ({ params: { id: 'google' }, query: { code: 'x', state: 'forged' } }), signedOut: [302], signedIn: [302] },
  // Forgot password: the same answer to anyone, signed in or not, whether the account exists or not.
  'POST /request-password-reset': { request: (role) => ({ body: { email: `authz-reset-${role}@example.co.ke` } }), signedOut: [200], signedIn: [200] },
  'POST /reset-password': { request: () => ({ body: { token: 'not-a-token', newPassword: 'secret123' } }), signedOut: [400], signedIn: [400] },
  'POST /phone-number/request-password-reset': { request: (role) => ({ body: { phoneNumber: `+2547110000${20 + n(role)}` } }), signedOut: [200], signedIn: [200] },
  'POST /phone-number/reset-password': { request: (role) => ({ body: { phoneNumber: `+2547110000${20 + n(role)}`, otp: 'abcdef', newPassword: 'secret123' } }), signedOut: [400], signedIn: [400] },
  'POST /sign-in/phone-number': { request: (role) => ({ body: { phoneNumber: `+2547110000${30 + n(role)}`, password: 'wrong-password' } }), signedOut: [401], signedIn: [401] },
  'POST /sign-out': { request: () => ({ body: {} }), signedOut: [200], signedIn: [200], endsSession: true },
};
