// Mounts better-auth's allow-listed endpoints (auth-surface.ts) under /api/auth behind our own guards:
// - each request's body or query checked against the endpoint's schema before better-auth reads it;
// - better-auth sees the client IP we worked out (http/client-ip.ts), in a header only we set;
// - sign-in, codes, TOTP and reset requests are limited per account too (account-limits.ts);
// - one OTP per e-mail or phone per 60 s, whatever the IP (spec §9 resend lockout), and one reset
//   message per 60 s;
// - no OTP at all for a suspended account, with a clear message (DOMAIN.md §6).
// Any other /api/auth path is not mounted: app.ts's /api/* fallback answers it 404 in our error shape.
import { Hono, type MiddlewareHandler } from 'hono';
import type { Db } from '../../db/client';
import { parseInput } from '../../http/contract-router';
import { AppError, errorBody, errors } from '../../http/errors';
import { unrecognisedOriginMessage } from '../../http/origins';
import { peekBody } from '../../http/peek-body';
import type { Viewer } from '../../http/contract-router';
import type { AppEnv } from '../../http/types';
import { hitRateLimit } from '../rate-limit/rate-limit.repo';
import { bodyField, createAccountLimits, normaliseIdentifier, SENDERS, type AccountLimits } from './account-limits';
import { CLIENT_IP_HEADER, type Auth } from './auth';
import { findBan, findUserIdByIdentifier } from './auth.repo';
import { AUTH_ROUTES, type AuthRoute } from './auth-surface';

export const OTP_LOCKOUT_SECONDS = 60;
export const OTP_RATE_LIMIT_MESSAGE = 'Rate limit exceeded. Please wait before trying again.';
export const SUSPENDED_MESSAGE = 'Your account has been suspended. Contact support@changamoto.co.ke if you believe this is a mistake.';
/** spec §8 Phone add (issue #24 item 9). */
export const PHONE_TAKEN_MESSAGE = 'This phone number is already linked to another account.';

type ViewerOf = (c: Parameters<MiddlewareHandler<AppEnv>>[0]) => Promise<Viewer | null>;

function senderGuard(db: Db, limits: AccountLimits, viewerOf: ViewerOf): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const sender = SENDERS[c.req.path];
    if (!sender || c.req.method !== 'POST') return next();
    const raw = await bodyField(c, sender.kind === 'email' ? 'email' : 'phoneNumber');
    if (!raw) return next(); // better-auth answers the validation error itself
    const identifier = normaliseIdentifier(sender.kind, raw);
    if (sender.lockout === 'otp' && (await findBan(db, sender.kind, identifier))) throw new AppError(403, 'forbidden', SUSPENDED_MESSAGE);
    // A signed-in person asking for a code to a number is adding it to their account (the phone step, the
    // profile): a number of another account is refused before any SMS reaches its owner (issue #24 item 9).
    // Signed out, the same request is a sign-in, whose code goes to the number's own account.
    if (sender.kind === 'phone' && sender.lockout === 'otp') {
      const owner = await findUserIdByIdentifier(db, 'phone', identifier);
      const viewer = owner ? await viewerOf(c) : null;
      if (owner && viewer && viewer.id !== owner) throw new AppError(409, 'conflict', PHONE_TAKEN_MESSAGE);
    }
    const { hits, resetAt } = await hitRateLimit(db, `${sender.lockout}-${sender.kind}:${identifier}`, OTP_LOCKOUT_SECONDS);
    if (hits > 1) {
      throw new AppError(429, 'rate_limited', OTP_RATE_LIMIT_MESSAGE, undefined, { 'Retry-After': String(Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000))) });
    }
    await limits.send(sender.kind, identifier);
    return next();
  };
}

/**
 * The route's input checked as our contract checks its own (strict, no NUL, our error shape). The body
 * must be JSON: better-auth would also read a form or plain text, which this check would not have seen.
 */
function inputGuard(route: AuthRoute): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // better-auth reads the raw URL: a path it could read differently from our router (percent-encoded) is refused.
    if (new URL(c.req.url).pathname !== c.req.path) throw errors.notFound();
    if (route.query) parseInput(route.query, c.req.query(), 'query');
    if (route.body) {
      const { text, json } = await peekBody(c);
      if (text !== '') {
        if (!JSON_TYPE.test(c.req.header('content-type') ?? '')) throw errors.validation('Send the request body as JSON (Content-Type: application/json).');
        if (json === undefined) throw errors.validation('The request body is not valid JSON.');
        parseInput(route.body, json, 'body');
      } else parseInput(route.body, {}, 'body');
    }
    return next();
  };
}
const JSON_TYPE = /^application\/json\s*(;|$)/i;

/** better-auth's refusals of a request's origin: a developer-facing "Invalid origin" would tell a person nothing. */
const ORIGIN_REFUSALS = new Set(['INVALID_ORIGIN', 'MISSING_OR_NULL_ORIGIN']);

export function authRoutes({ auth, db, publicUrl, getViewer }: { auth: Auth; db: Db; publicUrl: string; getViewer: ViewerOf }) {
  const app = new Hono<AppEnv>();
  const full = (route: AuthRoute) => `/api/auth${route.path}`;
  const limits = createAccountLimits({ db, auth });
  // Checked first, so a refused input reaches neither the OTP counters nor better-auth.
  for (const route of AUTH_ROUTES) app.on(route.method, full(route), inputGuard(route));
  app.use('/api/auth/*', senderGuard(db, limits, getViewer));
  const handler: MiddlewareHandler<AppEnv> = async (c) => {
    const settle = await limits.guess(c);
    // Whatever a client wrote in this header is replaced: better-auth reads the client IP from it alone.
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, c.get('clientIp'));
    const response = await auth.handler(new Request(c.req.raw, { headers }));
    await settle(response.status);
    // better-auth's own errors are { code, message }; give the client our one shape as well.
    if (response.status >= 400 && response.headers.get('content-type')?.includes('application/json')) {
      const body = (await response
        .clone()
        .json()
        .catch(() => undefined)) as { code?: string; message?: string } | undefined;
      if (body && typeof body.message === 'string' && !('error' in body)) {
        const headers = new Headers(response.headers);
        headers.delete('content-length');
        // Its per-IP limit says when in X-Retry-After; clients read the standard header.
        const retryAfter = headers.get('x-retry-after');
        if (response.status === 429 && retryAfter) headers.set('Retry-After', retryAfter);
        const message = response.status === 403 && body.code && ORIGIN_REFUSALS.has(body.code) ? unrecognisedOriginMessage(publicUrl) : body.message;
        return new Response(JSON.stringify({ ...errorBody(authErrorCode(response.status), message), code: body.code }), { status: response.status, headers });
      }
    }
    return response;
  };
  for (const route of AUTH_ROUTES) app.on(route.method, full(route), handler);
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
