// Limits per account as well as per IP (issue #15 item 1): whoever guesses a password, a code or a TOTP
// for one account, from however many addresses, is slowed down on that account alone, with a wait that
// doubles after each failed attempt; a success clears it. Sending codes and reset links is limited per
// address the same way, beside the one-per-60-s lockout (auth.routes.ts). Counters live in PostgreSQL,
// so every instance sees the same ones.
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { normalizeKenyanPhone } from '@changamoto/shared/domain';
import type { Db } from '../../db/client';
import { errors } from '../../http/errors';
import { peekBody } from '../../http/peek-body';
import type { AppEnv } from '../../http/types';
import { clearBackoffs, takeBackoffAttempt, type BackoffPolicy } from '../rate-limit/rate-limit.repo';
import type { Auth } from './auth';
import { findUserIdByIdentifier, findUserIdByVerification } from './auth.repo';
import { verifiedCookieValue } from './session-reader';
import { AUTH_COOKIE_PREFIX } from './session-cookie';

export type IdentifierKind = 'email' | 'phone' | 'username';

const DAY_SECONDS = 24 * 3600;

/** A few free guesses, then 1 s, 2 s, 4 s … up to 15 min between guesses (16 failures reach the cap). */
export const GUESS_BACKOFF: BackoffPolicy = { free: 5, baseSeconds: 1, capSeconds: 15 * 60, forgetSeconds: DAY_SECONDS };
/** Three messages, then 2, 4, 8 min … up to 15 min between messages until a code is used. */
export const SEND_BACKOFF: BackoffPolicy = { free: 3, baseSeconds: 120, capSeconds: 15 * 60, forgetSeconds: DAY_SECONDS };

type Secret = 'password' | 'code' | 'second-factor';

/** Endpoints that check a secret, and where their body names the account. */
const GUESSES: Record<string, { secret: Exclude<Secret, 'second-factor'>; kind: IdentifierKind } | { secret: 'second-factor' }> = {
  '/api/auth/sign-in/email': { secret: 'password', kind: 'email' },
  '/api/auth/sign-in/username': { secret: 'password', kind: 'username' },
  '/api/auth/sign-in/phone-number': { secret: 'password', kind: 'phone' },
  '/api/auth/sign-in/email-otp': { secret: 'code', kind: 'email' },
  '/api/auth/email-otp/verify-email': { secret: 'code', kind: 'email' },
  '/api/auth/email-otp/check-verification-otp': { secret: 'code', kind: 'email' },
  '/api/auth/email-otp/reset-password': { secret: 'code', kind: 'email' },
  '/api/auth/phone-number/verify': { secret: 'code', kind: 'phone' },
  '/api/auth/phone-number/reset-password': { secret: 'code', kind: 'phone' },
  // The account is the one waiting for its second factor (the pending two-factor cookie).
  '/api/auth/two-factor/verify-totp': { secret: 'second-factor' },
  '/api/auth/two-factor/verify-backup-code': { secret: 'second-factor' },
  '/api/auth/two-factor/verify-otp': { secret: 'second-factor' },
};

/** Endpoints that send a code or link, and which lockout of 60 s they share (auth.routes.ts). */
export const SENDERS: Record<string, { kind: 'email' | 'phone'; lockout: 'otp' | 'reset' }> = {
  '/api/auth/email-otp/send-verification-otp': { kind: 'email', lockout: 'otp' },
  '/api/auth/send-verification-email': { kind: 'email', lockout: 'otp' },
  '/api/auth/phone-number/send-otp': { kind: 'phone', lockout: 'otp' },
  '/api/auth/request-password-reset': { kind: 'email', lockout: 'reset' },
  '/api/auth/forget-password/email-otp': { kind: 'email', lockout: 'reset' },
  '/api/auth/email-otp/request-password-reset': { kind: 'email', lockout: 'reset' },
  '/api/auth/phone-number/request-password-reset': { kind: 'phone', lockout: 'reset' },
};

const BODY_FIELD: Record<IdentifierKind, string> = { email: 'email', phone: 'phoneNumber', username: 'username' };

/**
 * One spelling per account identifier, so `Jo@X.co.ke ` and `jo@x.co.ke`, or `0712 345 678` and
 * `+254712345678`, share their counters.
 */
export function normaliseIdentifier(kind: IdentifierKind, value: string): string {
  const trimmed = value.trim();
  if (kind !== 'phone') return trimmed.toLowerCase();
  const compact = trimmed.replace(/[\s().-]/g, '');
  if (/^\+\d+$/.test(compact)) return compact;
  if (/^254\d{9}$/.test(compact)) return `+${compact}`;
  const kenyan = normalizeKenyanPhone(compact);
  return kenyan.ok ? kenyan.e164 : compact.toLowerCase();
}

/** A string field of the JSON body (better-auth reads the original request afterwards: http/peek-body.ts). */
export async function bodyField(c: Context<AppEnv>, field: string): Promise<string | undefined> {
  const body = (await peekBody(c)).json as Record<string, unknown> | null | undefined;
  const value = body && typeof body === 'object' ? body[field] : undefined;
  return typeof value === 'string' && value.trim() ? value : undefined;
}

export interface AccountLimits {
  /**
   * Before better-auth answers: refuses (429, Retry-After) while the account's back-off runs, else
   * counts the attempt. Call the returned function with the answer's status.
   */
  guess(c: Context<AppEnv>): Promise<(status: number) => Promise<void>>;
  /** Before a code or link is sent to `identifier` (normalised): refuses while its back-off runs. */
  send(kind: 'email' | 'phone', identifier: string): Promise<void>;
}

export function createAccountLimits({ db, auth }: { db: Db; auth: Auth }): AccountLimits {
  const nothing = async () => {};

  /** The keys of the account a request guesses for: its counter, and what a success clears. */
  async function keysOf(c: Context<AppEnv>): Promise<{ counter: string; clears: string[] } | null> {
    const guess = GUESSES[c.req.path];
    if (!guess || c.req.method !== 'POST') return null;
    if (guess.secret === 'second-factor') {
      const userId = await pendingTwoFactorUser(c);
      return userId ? { counter: `second-factor:user:${userId}`, clears: [] } : null;
    }
    const raw = await bodyField(c, BODY_FIELD[guess.kind]);
    if (!raw) return null; // better-auth answers the validation error itself
    const identifier = normaliseIdentifier(guess.kind, raw);
    if (guess.secret === 'code') {
      const kind = guess.kind as 'email' | 'phone';
      // A code that works proves the address: the messages sent to it are no longer suspect.
      return { counter: `code:${kind}:${identifier}`, clears: [`send:${kind}:${identifier}`] };
    }
    // A password is the account's, whichever name it is given with (e-mail, username or phone).
    const userId = await findUserIdByIdentifier(db, guess.kind, identifier);
    return { counter: userId ? `password:user:${userId}` : `password:${guess.kind}:${identifier}`, clears: [] };
  }

  async function pendingTwoFactorUser(c: Context<AppEnv>): Promise<string | null> {
    const { secret } = await auth.$context;
    const name = `${AUTH_COOKIE_PREFIX}.two_factor`;
    const cookie = getCookie(c, `__Secure-${name}`) ?? getCookie(c, name);
    const identifier = verifiedCookieValue(cookie, secret);
    return identifier ? findUserIdByVerification(db, identifier) : null;
  }

  async function take(key: string, policy: BackoffPolicy): Promise<void> {
    const attempt = await takeBackoffAttempt(db, key, policy);
    if (!attempt.allowed) throw errors.rateLimited(attempt.retryAfterSeconds);
  }

  return {
    async guess(c) {
      const keys = await keysOf(c);
      if (!keys) return nothing;
      await take(keys.counter, GUESS_BACKOFF);
      return async (status) => {
        if (status >= 200 && status < 300) await clearBackoffs(db, [keys.counter, ...keys.clears]);
      };
    },
    send: (kind, identifier) => take(`send:${kind}:${identifier}`, SEND_BACKOFF),
  };
}
