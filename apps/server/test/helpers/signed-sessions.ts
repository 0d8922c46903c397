// Signed-in people built in bulk, without going through sign-up: a users row, a better-auth session row
// and its signed cookie each, and optionally cash bought through the ledger. For tests and benches that
// drive a real server process (which shares only the database and BETTER_AUTH_SECRET with them).
import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../src/db/client';
import { cash, move, platform } from '../../src/modules/ledger/ledger';
import { insertTransaction } from '../../src/modules/ledger/ledger.test-helpers';

/** better-auth's cookiePrefix (src/modules/auth/auth.ts) + its session cookie name. */
export const SESSION_COOKIE = 'changamoto.session_token';

export interface SignedInUser {
  userId: string;
  /** `Cookie:` header value that signs this person in. */
  cookie: string;
}

/** What better-call's signCookieValue produces: `token.base64(HMAC-SHA256(secret, token))`, URI-encoded. */
export function signedSessionCookie(token: string, secret: string): string {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${signature}`)}`;
}

/** Users named `${tag}_${n}` (tag ≤ 12 characters, so the name fits the 3–20 rule). */
async function insertUsers(db: Db, tag: string, count: number): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    INSERT INTO users (name, email, email_verified, username, display_username, is_adult_confirmed)
    SELECT ${tag} || '_' || g, ${tag} || '-' || g || '@signed-in.example', true, ${tag} || '_' || g, ${tag} || '_' || g, true
    FROM generate_series(1, ${count}) g
    ORDER BY g
    RETURNING id`.execute(db);
  return rows.map((row) => row.id);
}

/**
 * Session rows as better-auth writes them at sign-in. updated_at = now keeps them inside updateAge, so
 * reading a session never turns into a session write during the run.
 */
async function insertSessions(db: Db, userIds: string[], secret: string): Promise<SignedInUser[]> {
  const tokens = userIds.map(() => randomBytes(24).toString('base64url'));
  await sql`
    INSERT INTO auth_sessions (token, user_id, expires_at, ip_address, user_agent)
    SELECT t, u, now() + interval '30 days', '127.0.0.1', 'signed-sessions'
    FROM unnest(${tokens}::text[], ${userIds}::uuid[]) AS s(t, u)`.execute(db);
  return userIds.map((userId, i) => ({ userId, cookie: signedSessionCookie(tokens[i]!, secret) }));
}

/** Each user buys `tokens` cash tokens: their own completed purchase row, one ledger movement per batch. */
async function fund(db: Db, userIds: string[], tokens: number): Promise<void> {
  const BATCH = 500;
  const batches: string[][] = [];
  for (let i = 0; i < userIds.length; i += BATCH) batches.push(userIds.slice(i, i + BATCH));
  // A few batches at once; they queue on the payments_in row only for their last statement.
  const PARALLEL = 4;
  for (let i = 0; i < batches.length; i += PARALLEL) {
    await Promise.all(
      batches.slice(i, i + PARALLEL).map((batch) =>
        db.transaction().execute(async (tx) => {
          const legs = [];
          for (const user of batch) {
            const transactionId = await insertTransaction(tx, { userId: user, type: 'token_bundle_purchase', status: 'completed', amountTokens: tokens });
            legs.push({ from: platform('payments_in'), to: cash(user), amount: tokens, kind: 'token_bundle_purchase', transactionId });
          }
          await move(tx, legs);
        }),
      ),
    );
  }
}

/** `count` signed-in people tagged `tag`, each with `tokens` cash (0: none). */
export async function createSignedInUsers(db: Db, { tag, count, tokens, secret }: { tag: string; count: number; tokens: number; secret: string }): Promise<SignedInUser[]> {
  const userIds = await insertUsers(db, tag, count);
  const users = await insertSessions(db, userIds, secret);
  if (tokens > 0) await fund(db, userIds, tokens);
  return users;
}
