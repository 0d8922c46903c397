// The server tests' fixture kit (shared by most modules): signed-in people, funding with the ledger, idempotent posts.
import { sql } from 'kysely';
import { client, latestMessageTo, type Client } from './session';
import type { TestApp } from './test-app';
import type { LedgerAccountKind } from '../../src/db/schema';
import type { Db } from '../../src/db/client';
import { cash, move, platform } from '../../src/modules/ledger/ledger';
import { insertTransaction } from '../../src/modules/ledger/ledger.test-helpers';

export interface Member {
  c: Client;
  id: string;
  email: string;
}

let ipCounter = 0;

/**
 * A person signed in with an e-mail code (the account is created on first sign-in). Such an account has
 * not confirmed being 18 or older, so no token would move for it (DOMAIN.md §7): the helper confirms it,
 * as the app's Complete Your Profile step does, unless `adult: false` (the tests of that rule).
 */
export async function member(t: TestApp, name: string, options: { kyc?: 'verified' | 'unverified'; adult?: boolean; named?: boolean } = {}): Promise<Member> {
  ipCounter += 1;
  const email = `${name}@example.co.ke`;
  const c = client(t, `198.51.100.${(ipCounter % 250) + 1}`);
  const started = new Date();
  await c.json('/api/auth/email-otp/send-verification-otp', { body: { email, type: 'sign-in' } });
  const code = (await latestMessageTo(t, email, { after: started })).body_text.match(/code is (\d{6})/)![1];
  const signIn = await c.json('/api/auth/sign-in/email-otp', { body: { email, otp: code } });
  if (signIn.status !== 200) throw new Error(`sign-in failed for ${email}: ${JSON.stringify(signIn.body)}`);
  const id = (await c.json<{ id: string }>('/api/profile')).body.id;
  if (options.adult !== false) await t.database.db.updateTable('users').set({ is_adult_confirmed: true }).where('id', '=', id).execute();
  // 'Complete Your Profile' done (issue #24 item 1: no token moves without a username), unless the test is about that.
  if (options.named !== false) {
    const base = name
      .toLowerCase()
      .replace(/[^a-z0-9_]/g, '_')
      .slice(0, 20)
      .padEnd(3, '_');
    // Two names may cut to the same 20 characters: the second gets a piece of its id instead of a clash.
    const taken = await t.database.db.selectFrom('users').select('id').where('username', '=', base).executeTakeFirst();
    const username = taken ? `${base.slice(0, 13)}_${id.replace(/-/g, '').slice(0, 6)}` : base;
    await t.database.db.updateTable('users').set({ username, display_username: username }).where('id', '=', id).where('username', 'is', null).execute();
  }
  if (options.kyc === 'verified') await t.database.db.updateTable('users').set({ kyc_status: 'verified' }).where('id', '=', id).execute();
  return { c, id, email };
}

/** A completed purchase of `tokens` (payments_in → cash), as the wallet records one. */
export async function buy(t: TestApp, userId: string, tokens: number): Promise<void> {
  await t.database.db.transaction().execute(async (tx) => {
    const id = await insertTransaction(tx, { userId, type: 'token_bundle_purchase', status: 'completed', amountTokens: tokens });
    await move(tx, [{ from: platform('payments_in'), to: cash(userId), amount: tokens, kind: 'token_bundle_purchase', transactionId: id }]);
  });
}

export async function cashOf(t: TestApp, userId: string): Promise<number> {
  const row = await t.database.db.selectFrom('ledger_accounts').select('balance').where('user_id', '=', userId).where('kind', '=', 'user_cash').executeTakeFirst();
  return Number(row?.balance ?? 0);
}

export async function platformBalance(t: TestApp, kind: LedgerAccountKind): Promise<number> {
  const { rows } = await sql<{ balance: string }>`SELECT balance::text FROM ledger_accounts WHERE kind = ${kind} AND user_id IS NULL AND challenge_id IS NULL`.execute(t.database.db);
  return Number(rows[0]?.balance ?? 0);
}

/** A JSON request with the member's cookies and extra headers (the session client sends none). */
export async function send<T = Record<string, unknown>>(t: TestApp, m: Member, path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { Origin: t.env.PUBLIC_URL, 'X-Forwarded-For': '198.51.100.251', Cookie: [...m.c.cookies].map(([k, v]) => `${k}=${v}`).join('; '), ...init.headers };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await t.app.request(path, { method: init.method ?? (init.body === undefined ? 'GET' : 'POST'), headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  return { status: response.status, headers: response.headers, body: (await response.json()) as T & { error?: { code: string; message: string; fields?: Record<string, string> } } };
}

/**
 * Tokens one purchase credited to its buyer, from its own ledger transfers into a person's cash. A
 * completed purchase also carries its excise duty (decision 033), in KES cents between the platform's
 * tax accounts, which is not tokens and is left out here.
 */
export async function tokensCreditedBy(db: Db, reference: string): Promise<number> {
  const rows = await db
    .selectFrom('ledger_transfers as t')
    .innerJoin('transactions as tx', 'tx.id', 't.transaction_id')
    .innerJoin('ledger_accounts as a', 'a.id', 't.credit_account_id')
    .select('t.amount')
    .where('tx.reference', '=', reference)
    .where('a.kind', '=', 'user_cash')
    .execute();
  return rows.reduce((sum, r) => sum + Number(r.amount), 0);
}
