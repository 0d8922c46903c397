// better-auth (pinned 1.7.7, telemetry off) on our PostgreSQL: sessions in cookies for the SPA on the
// same origin, with the plugins the spec's flows need. Its tables are created by our migrations
// (db/migrations/0002_accounts.sql), never by better-auth at run time.
import { randomBytes } from 'node:crypto';
import { betterAuth, type BetterAuthOptions, type BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { admin, emailOTP, genericOAuth, phoneNumber, twoFactor, username } from 'better-auth/plugins';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { acceptedOrigins } from '../../http/origins';
import { localeOfRequest } from '../messaging/recipient-locale';
import { adultSignUp } from './adult-sign-up';
import { registeredEmailSignUp } from './registered-email-sign-up';
import type { AuthMessages } from './auth.messages';
import { AUTH_COOKIE_PREFIX } from './session-cookie';

// spec §3 Profile columns, snake_case like the rest of our schema.
const userFields = {
  name: 'name',
  email: 'email',
  emailVerified: 'email_verified',
  image: 'avatar_url',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
} as const;

/** The request header that carries the client IP to better-auth; set by auth.routes.ts alone. */
export const CLIENT_IP_HEADER = 'x-changamoto-client-ip';

/** A phone-only account's placeholder address (no inbox): getTempEmail below; never sent to. */
export const PHONE_ONLY_EMAIL_SUFFIX = '@phone.changamoto.invalid';

export const isPhoneOnlyEmail = (email: string) => email.toLowerCase().endsWith(PHONE_ONLY_EMAIL_SUFFIX);

/** The address as people see it: a placeholder is no address at all (issue #24 item 1), never shown. */
export const shownEmail = (email: string): string | null => (isPhoneOnlyEmail(email) ? null : email);

/**
 * A phone-only account's placeholder: unique per account, not per number, so a number that an account
 * gave up (changed or removed) can make a new account (issue #24 item 2: users_email_key was a 500).
 */
export const phoneOnlyEmail = (phone: string) => `${phone.replace(/\D/g, '')}-${randomBytes(4).toString('hex')}${PHONE_ONLY_EMAIL_SUFFIX}`;

/** A password-reset link works for 1 hour (issue #17). */
export const RESET_LINK_SECONDS = 60 * 60;

export const USERNAME_PATTERN = /^[A-Za-z0-9_]{3,20}$/;

export interface AuthDeps {
  env: Env;
  db: Db;
  secret: string;
  messages: AuthMessages;
  /** Google through OpenID discovery: real Google by default, a local OIDC server in tests. */
  google?: { clientId: string; clientSecret: string; discoveryUrl: string };
}

/**
 * better-auth's two-factor plugin challenges password sign-ins only. The issue asks for TOTP on every
 * sign-in method, so the same check (its own hook, reused as is) also runs after the passwordless
 * ones. They answer JSON, so the client sees the same { twoFactorRedirect: true } as for a password.
 */
const PASSWORDLESS_SIGN_IN_PATHS = new Set(['/sign-in/email-otp', '/phone-number/verify', '/verify-email']);

function twoFactorEverywhere(plugin: ReturnType<typeof twoFactor>, publicUrl: string) {
  const challenge = plugin.hooks.after[0]!.handler;
  // A social sign-in ends in a browser redirect, not JSON: after the same challenge (session
  // swapped for a pending-2FA cookie), send the browser to the TOTP page instead.
  const socialChallenge = async (ctx: Parameters<typeof challenge>[0]) => {
    const result = (await challenge(ctx)) as { response?: { twoFactorRedirect?: boolean }; headers?: Headers } | undefined;
    if (!result?.response?.twoFactorRedirect) return result;
    const headers = new Headers(result.headers);
    headers.set('location', `${publicUrl}/auth/two-factor`);
    return { response: new APIError('FOUND', undefined, headers), headers };
  };
  return {
    id: 'changamoto-two-factor-everywhere',
    hooks: {
      after: [
        { matcher: (ctx: { path?: string }) => PASSWORDLESS_SIGN_IN_PATHS.has(ctx.path ?? ''), handler: challenge },
        { matcher: (ctx: { path?: string }) => ctx.path === '/callback/:id', handler: socialChallenge as typeof challenge },
      ],
    },
  } satisfies BetterAuthPlugin;
}

/**
 * A password change ends every other session of the account (DOMAIN.md §8, ASVS 3.3.3), whatever the
 * body says: better-auth's own revokeOtherSessions path is forced on, which deletes the account's
 * sessions and signs the changing device in again with a fresh session cookie.
 */
const revokeOtherSessionsOnPasswordChange = {
  id: 'changamoto-revoke-on-password-change',
  hooks: {
    before: [
      {
        matcher: (ctx: { path?: string }) => ctx.path === '/change-password',
        handler: createAuthMiddleware(async (ctx) => ({ context: { body: { ...(ctx.body as Record<string, unknown>), revokeOtherSessions: true } } })),
      },
    ],
  },
} satisfies BetterAuthPlugin;

type RequestLike = { headers?: Headers; request?: Request };
const requestHeaders = (ctx: RequestLike | null | undefined) => ctx?.headers ?? ctx?.request?.headers;

export function authOptions({ env, db, secret, messages, google }: AuthDeps) {
  /** A per-IP rule, scaled by AUTH_RATE_LIMIT_SCALE (1 in production; the browser journeys raise it). */
  const perIp = (window: number, max: number) => ({ window, max: max * env.AUTH_RATE_LIMIT_SCALE });
  const twoFactorPlugin = twoFactor({
    issuer: 'Changamoto',
    allowPasswordless: true,
    schema: {
      user: { fields: { twoFactorEnabled: 'two_factor_enabled' } },
      twoFactor: { modelName: 'auth_two_factors', fields: { backupCodes: 'backup_codes', userId: 'user_id', failedVerificationCount: 'failed_verification_count', lockedUntil: 'locked_until' } },
    },
  });
  return {
    appName: 'Changamoto',
    baseURL: env.PUBLIC_URL,
    basePath: '/api/auth',
    secret,
    database: { db, type: 'postgres' as const },
    telemetry: { enabled: false },
    // The same origins our own check accepts (http/origins.ts): PUBLIC_URL, and in development its loopback aliases.
    trustedOrigins: acceptedOrigins(env),
    // A sign-in redirect that fails before it knows its own error page (e.g. a bad OAuth state) lands on
    // the SPA's callback page, which shows ?error=…; better-auth's /error page is not mounted (auth-surface.ts).
    onAPIError: { errorURL: `${env.PUBLIC_URL}/auth/callback` },
    // A new account starts in the language its browser was using (the locale cookie of a visitor who
    // switched, else Accept-Language; issue #20 §1), so its first e-mail is already in that language.
    databaseHooks: {
      user: {
        create: {
          before: async (user: Record<string, unknown>, ctx: RequestLike | null) => ({ data: { ...user, locale: localeOfRequest(requestHeaders(ctx)) } }),
        },
      },
    },
    user: {
      modelName: 'users',
      fields: userFields,
      additionalFields: {
        region: { type: 'string', defaultValue: 'KE', input: true, fieldName: 'region' },
        isAdultConfirmed: { type: 'boolean', defaultValue: false, input: true, fieldName: 'is_adult_confirmed' },
        // Set by databaseHooks below from the browser's language, never from the request body.
        locale: { type: 'string', defaultValue: 'en', input: false, fieldName: 'locale' },
        kycStatus: { type: 'string', defaultValue: 'unverified', input: false, fieldName: 'kyc_status' },
        balanceFrozen: { type: 'boolean', defaultValue: false, input: false, fieldName: 'balance_frozen' },
        referredByUserId: { type: 'string', required: false, input: false, fieldName: 'referred_by_user_id' },
        lastLoginRewardClaimedAt: { type: 'date', required: false, input: false, fieldName: 'last_login_reward_claimed_at' },
      },
      changeEmail: { enabled: false },
    },
    session: {
      modelName: 'auth_sessions',
      fields: { expiresAt: 'expires_at', ipAddress: 'ip_address', userAgent: 'user_agent', userId: 'user_id', createdAt: 'created_at', updatedAt: 'updated_at' },
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    account: {
      modelName: 'auth_accounts',
      fields: {
        accountId: 'account_id',
        providerId: 'provider_id',
        userId: 'user_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
      accountLinking: { enabled: true, trustedProviders: ['google'] },
    },
    verification: {
      modelName: 'auth_verifications',
      fields: { expiresAt: 'expires_at', createdAt: 'created_at', updatedAt: 'updated_at' },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'auth_rate_limits',
      fields: { lastRequest: 'last_request' },
      window: 60,
      max: 100 * env.AUTH_RATE_LIMIT_SCALE,
      // Per IP. Kenyan mobile carriers put many people behind one address (carrier-grade NAT), so
      // code-sending paths allow more per IP; each e-mail or phone still gets one code per 60 s
      // (our guard in auth.routes.ts), and each code allows 5 guesses.
      customRules: {
        '/email-otp/send-verification-otp': perIp(60, 30),
        '/phone-number/send-otp': perIp(60, 30),
        '/sign-in/email': perIp(60, 10),
        '/sign-in/email-otp': perIp(60, 20),
        '/sign-in/username': perIp(60, 10),
        '/phone-number/verify': perIp(60, 10),
        '/two-factor/verify-totp': perIp(60, 10),
        '/two-factor/verify-backup-code': perIp(60, 10),
        '/sign-up/email': perIp(600, 10),
        // Forgot password (docs/decisions/021): asking sends a message, like a code (its default is 3 a
        // minute); choosing the new password with a link or code is a guess, like a sign-in.
        '/request-password-reset': perIp(60, 30),
        '/phone-number/request-password-reset': perIp(60, 30),
        '/reset-password': perIp(60, 10),
        '/phone-number/reset-password': perIp(60, 10),
        '/sign-in/phone-number': perIp(60, 10),
      },
    },
    advanced: {
      // better-auth skips its origin and callback-URL checks when NODE_ENV=test; the tests and the
      // browser journeys run with them on, as production does.
      disableOriginCheck: false,
      database: { generateId: 'uuid' },
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: env.PUBLIC_URL.startsWith('https:'),
      // Only the address we worked out (http/client-ip.ts), which auth.routes.ts puts in this header
      // over anything the client sent: never a shared bucket, never the client's own claim.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: true,
      // DOMAIN.md §8 (ASVS 3.3.3): a reset ends every session of the account, whichever of the three
      // reset routes it came through (link, e-mail code, SMS code). better-auth signs nobody in after a
      // reset, so the person then signs in again with the new password (and their second factor).
      revokeSessionsOnPasswordReset: true,
      // Valid 1 hour, used once (better-auth consumes it). better-auth answers the same whether the
      // address has an account or not; a phone-only account's placeholder address has no inbox, so
      // nothing is sent to it (such a person resets by SMS code).
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      sendResetPassword: async ({ user, token }) => {
        if (!isPhoneOnlyEmail(user.email)) await messages.passwordReset(user.email, token);
      },
      // A reset by the e-mailed link proves the inbox: an address never confirmed is confirmed by it, so
      // the new password signs the person in straight away (the SMS reset proves only the phone).
      onPasswordReset: async ({ user }, request) => {
        if (user.emailVerified || !request || new URL(request.url).pathname !== '/api/auth/reset-password') return;
        await db.updateTable('users').set({ email_verified: true }).where('id', '=', user.id).execute();
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, token }) => messages.confirmEmail(user.email, token),
    },
    plugins: [
      username({
        minUsernameLength: 3,
        maxUsernameLength: 20,
        usernameValidator: (value) => USERNAME_PATTERN.test(value),
        schema: { user: { fields: { username: 'username', displayUsername: 'display_username' } } },
      }),
      emailOTP({
        otpLength: 6,
        expiresIn: 10 * 60,
        allowedAttempts: 5,
        storeOTP: 'hashed',
        // Per IP (its default is 3 a minute, too few behind carrier-grade NAT); see customRules above.
        rateLimit: { window: 60, max: 30 },
        sendVerificationOTP: async ({ email, otp, type }, ctx) => messages.emailCode(email, otp, type, localeOfRequest(requestHeaders(ctx))),
      }),
      phoneNumber({
        otpLength: 6,
        expiresIn: 10 * 60,
        allowedAttempts: 5,
        sendOTP: async ({ phoneNumber: phone, code }, ctx) => messages.smsCode(phone, code, 'sign-in', localeOfRequest(requestHeaders(ctx))),
        // Forgot password by SMS (docs/decisions/021): only to a number an account has; the answer is the same either way.
        sendPasswordResetOTP: async ({ phoneNumber: phone, code }) => messages.smsCode(phone, code, 'password-reset'),
        signUpOnVerification: {
          // A phone-only account gets a placeholder address until the person adds a real one.
          getTempEmail: phoneOnlyEmail,
          getTempName: (phone) => phone,
        },
        schema: { user: { fields: { phoneNumber: 'phone', phoneNumberVerified: 'phone_verified' } } },
      }),
      admin({
        defaultRole: 'user',
        adminRoles: ['admin'],
        bannedUserMessage: 'Your account has been suspended. Contact support@changamoto.co.ke if you believe this is a mistake.',
        schema: { user: { fields: { banReason: 'ban_reason', banExpires: 'ban_expires' } }, session: { fields: { impersonatedBy: 'impersonated_by' } } },
      }),
      twoFactorPlugin,
      twoFactorEverywhere(twoFactorPlugin, env.PUBLIC_URL),
      revokeOtherSessionsOnPasswordChange,
      adultSignUp(),
      registeredEmailSignUp(),
      ...(google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  clientId: google.clientId,
                  clientSecret: google.clientSecret,
                  discoveryUrl: google.discoveryUrl,
                  scopes: ['openid', 'email', 'profile'],
                  accessType: 'offline',
                  prompt: 'consent',
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  } satisfies BetterAuthOptions;
}

export function createAuth(deps: AuthDeps) {
  return betterAuth(authOptions(deps));
}
export type Auth = ReturnType<typeof createAuth>;
