// Mounts better-auth at /api/auth/* behind our own guards:
// - better-auth sees the client IP we worked out (http/client-ip.ts), in a header only we set;
// - sign-in, codes, TOTP and reset requests are limited per account too (account-limits.ts);
// - one OTP per e-mail or phone per 60 s, whatever the IP (spec §9 resend lockout), and one reset
//   message per 60 s;
// - no OTP at all for a suspended account, with a clear message (DOMAIN.md §6).
import { Hono, type MiddlewareHandler } from 'hono';
import type { Db } from '../../db/client';
import { AppError, errorBody } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { hitRateLimit } from '../rate-limit/rate-limit.repo';
import { bodyField, createAccountLimits, normaliseIdentifier, SENDERS, type AccountLimits } from './account-limits';
import { CLIENT_IP_HEADER, type Auth } from './auth';
import { findBan } from './auth.repo';

export const OTP_LOCKOUT_SECONDS = 60;
export const OTP_RATE_LIMIT_MESSAGE = 'Rate limit exceeded. Please wait before trying again.';
export const SUSPENDED_MESSAGE = 'Your account has been suspended. Contact support@changamoto.co.ke if you believe this is a mistake.';

function senderGuard(db: Db, limits: AccountLimits): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const sender = SENDERS[c.req.path];
    if (!sender || c.req.method !== 'POST') return next();
    const raw = await bodyField(c, sender.kind === 'email' ? 'email' : 'phoneNumber');
    if (!raw) return next(); // better-auth answers the validation error itself
    const identifier = normaliseIdentifier(sender.kind, raw);
    if (sender.lockout === 'otp' && (await findBan(db, sender.kind, identifier))) throw new AppError(403, 'forbidden', SUSPENDED_MESSAGE);
    const { hits, resetAt } = await hitRateLimit(db, `${sender.lockout}-${sender.kind}:${identifier}`, OTP_LOCKOUT_SECONDS);
    if (hits > 1) {
      throw new AppError(429, 'rate_limited', OTP_RATE_LIMIT_MESSAGE, undefined, { 'Retry-After': String(Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000))) });
    }
    await limits.send(sender.kind, identifier);
    return next();
  };
}

export function authRoutes({ auth, db }: { auth: Auth; db: Db }) {
  const app = new Hono<AppEnv>();
  const limits = createAccountLimits({ db, auth });
  app.use('/api/auth/*', senderGuard(db, limits));
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const settle = await limits.guess(c);
    // Whatever a client wrote in this header is replaced: better-auth reads the client IP from it alone.
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, c.get('clientIp'));
    const response = await auth.handler(new Request(c.req.raw, { headers }));
    await settle(response.status);
    // better-auth's own errors are { code, message }; give the client our one shape as well.
    if (response.status >= 400 && response.headers.get('content-type')?.includes('application/json')) {
      const body = (await response.clone().json().catch(() => undefined)) as { code?: string; message?: string } | undefined;
      if (body && typeof body.message === 'string' && !('error' in body)) {
        const headers = new Headers(response.headers);
        headers.delete('content-length');
        // Its per-IP limit says when in X-Retry-After; clients read the standard header.
        const retryAfter = headers.get('x-retry-after');
        if (response.status === 429 && retryAfter) headers.set('Retry-After', retryAfter);
        return new Response(JSON.stringify({ ...errorBody(authErrorCode(response.status), body.message), code: body.code }), { status: response.status, headers });
      }
    }
    return response;
  });
  return app;
}

function authErrorCode(status: number) {
  if (status === 401) return 'unauthorized' as const;
  if (status === 403) return 'forbidden' as const;
  if (status === 404) return 'not_found' as const;
  if (status === 409) return 'conflict' as const;
  if (status === 429) return 'rate_limited' as const;
  return 'validation_error' as const;
}
