// Who is calling: the session behind the request's signed session cookie, read for many requests at
// once. better-auth's getSession reads the session and then its user, two round trips per request;
// under load that was a good part of every request's cost (bench:backing). Here the requests of one
// event-loop turn share one statement (http/coalesce.ts), read after they arrived: a sign-out, an
// expiry or a suspension still takes effect at once (DOMAIN.md §6).
//
// Only the plain case is answered here: a correctly signed cookie of a live session that is not due
// for its daily extension. Everything else — no cookie, a bad signature, an unknown, expired or
// due session — goes to better-auth's getSession, which deletes, extends or refuses as it always has.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { sql } from 'kysely';
import { named, type Db } from '../../db/client';
import { coalesce } from '../../http/coalesce';
import type { Viewer } from '../../http/contract-router';
import type { AppEnv } from '../../http/types';
import type { Auth } from './auth';

interface SessionRow {
  token: string;
  expires_at: Date;
  user_id: string;
  email: string;
  role: string | null;
  banned: boolean | null;
  ban_expires: Date | null;
  locale: string;
}

/** A suspension takes effect at once, even for a session opened before it (DOMAIN.md §6). */
function isSuspended(user: { banned?: boolean | null; banExpires?: Date | string | null }, now = new Date()): boolean {
  return Boolean(user.banned) && (!user.banExpires || new Date(user.banExpires) > now);
}

function toViewer(user: { id: string; email: string; role?: string | null }): Viewer {
  return { id: user.id, email: user.email, role: user.role === 'admin' ? 'admin' : 'user' };
}

/** better-call's signed cookie: `value.base64(HMAC-SHA256(secret, value))`; the value, or null when it is not one. */
export function verifiedCookieValue(cookie: string | undefined, secret: string): string | null {
  if (!cookie) return null;
  const dot = cookie.lastIndexOf('.');
  if (dot < 1) return null;
  const value = cookie.slice(0, dot);
  const signature = Buffer.from(cookie.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(value).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? value : null;
}

async function sessionsByToken(db: Db, tokens: string[]): Promise<(SessionRow | undefined)[]> {
  const { rows } = await sql<SessionRow>`${named('session-by-token')}
    SELECT s.token, s.expires_at, u.id AS user_id, u.email, u.role, u.banned, u.ban_expires, u.locale
    FROM auth_sessions s JOIN users u ON u.id = s.user_id
    WHERE s.token = ANY(${[...new Set(tokens)]}::text[])`.execute(db);
  const byToken = new Map(rows.map((row) => [row.token, row]));
  return tokens.map((token) => byToken.get(token));
}

/** `(c) => the signed-in viewer, or null`, for every route that needs one; `prefetch(c)` starts its read early. */
export interface SessionReader {
  (c: Context<AppEnv>): Promise<Viewer | null>;
  /**
   * Starts reading the session of `c`'s cookie now, for the reader to use when the route asks: the
   * contract router calls it before a signed-in route's rate-limit count, so that the two reads run side
   * by side instead of one after the other (issue #21 §3: one round trip less before every backing).
   * Only the plain read is started (a validly signed cookie; one coalesced SELECT, no write): anything
   * else waits for the reader, and better-auth's getSession runs only for a request the limit let through.
   */
  prefetch(c: Context<AppEnv>): void;
}

type PlainRead = { token: string; row: SessionRow | undefined } | null;

export function createSessionReader(auth: Auth, db: Db): SessionReader {
  const lookup = coalesce((tokens: string[]) => sessionsByToken(db, tokens));
  // Keyed by the request itself: gone with it, whatever becomes of it (a refused request never reads its own).
  const started = new WeakMap<Request, Promise<PlainRead>>();

  async function slow(c: Context<AppEnv>): Promise<Viewer | null> {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) return null;
    const user = session.user as { id: string; email: string; role?: string | null; banned?: boolean | null; banExpires?: Date | string | null };
    return isSuspended(user) ? null : toViewer(user);
  }

  /** The session row of a validly signed cookie (read after the request arrived), or null without one. */
  async function plainRead(c: Context<AppEnv>): Promise<PlainRead> {
    const { secret, authCookies } = await auth.$context;
    const token = verifiedCookieValue(getCookie(c, authCookies.sessionToken.name), secret);
    return token ? { token, row: await lookup(token) } : null;
  }

  const reader = async (c: Context<AppEnv>): Promise<Viewer | null> => {
    const { sessionConfig } = await auth.$context;
    const read = await (started.get(c.req.raw) ?? plainRead(c));
    if (!read) return slow(c);
    const { row } = read;
    const now = Date.now();
    // better-auth extends a session once it is updateAge old (expiresAt − expiresIn + updateAge ≤ now): its job.
    const due = row && row.expires_at.getTime() - sessionConfig.expiresIn * 1000 + sessionConfig.updateAge * 1000 <= now;
    if (!row || row.expires_at.getTime() <= now || due) return slow(c);
    // The reader's language came with the session: their answer's message is put in it without a
    // query of its own after the work (http/error-locale/request-locale.ts; issue #21 §3).
    c.set('readerLocale', row.locale);
    return isSuspended({ banned: row.banned, banExpires: row.ban_expires }) ? null : toViewer({ id: row.user_id, email: row.email, role: row.role });
  };
  return Object.assign(reader, {
    prefetch(c: Context<AppEnv>) {
      if (started.has(c.req.raw)) return;
      const read = plainRead(c);
      // A request refused before it reads its session (429) never awaits this: its failure is nobody's.
      read.catch(() => {});
      started.set(c.req.raw, read);
    },
  });
}
