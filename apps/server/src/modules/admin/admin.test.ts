// The admin console end to end (issue #7): the verification queue, featuring, people (search, detail,
// suspend / unsuspend / terminate / freeze / role — each effective at once and audited), payouts
// (list, retry with the same reference) and the platform report. Permissions: admin.permissions.test.ts.
import { randomUUID } from 'node:crypto';
import { ADMIN_MESSAGES as M, CHALLENGE_MESSAGES, CHALLENGE_STATUSES, CHALLENGE_TRANSITIONS } from '@changamoto/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../../test/helpers/test-app';
import { listAudit } from '../audit/audit.repo';
import { LEDGER_MESSAGES } from '../ledger/ledger.errors';
import { buy } from '../../../test/helpers/members';
import { addStake, admin, createChallenge, fund, insertPerson, member, send, type Member } from '../../../test/helpers/challenges';

let t: TestApp;
let boss: Member;
beforeAll(async () => {
  t = await createTestApp();
  boss = await admin(t, 'console_admin');
});
afterAll(() => t.close());

const db = () => t.database.db;
const get = <T>(path: string, who: Member = boss) => send<T>(t, who, path);
const post = <T = { success: true; message: string }>(path: string, body: unknown, who: Member = boss) => send<T>(t, who, path, { method: 'POST', body });
const lastAudit = async (targetId: string) => (await listAudit(db(), { targetId, limit: 1 }))[0];
const key = () => ({ 'Idempotency-Key': randomUUID() });

describe('verification queue', () => {
  it('lists disputed, claimed and overdue challenges oldest first with the claims side by side; nothing else', async () => {
    const a = await insertPerson(db(), 'q_a');
    const b = await insertPerson(db(), 'q_b');
    const hour = 3_600_000;
    const overdue = await createChallenge(db(), { type: 'solo', createdBy: a, endDate: new Date(Date.now() - hour / 2), title: 'Overdue solo' });
    const running = await createChallenge(db(), { type: 'solo', createdBy: a, title: 'Still running' });
    const disputed = await createChallenge(db(), { type: 'two_player', createdBy: a, playerB: b, status: 'pending_verification', title: 'Disputed duel' });
    await db().updateTable('challenges').set({ disputed: true }).where('id', '=', disputed).execute();
    await db()
      .insertInto('challenge_claims')
      .values([
        { challenge_id: disputed, user_id: a, outcome: 'player_a_wins', created_at: new Date(Date.now() - 10 * hour) },
        { challenge_id: disputed, user_id: b, outcome: 'player_b_wins', created_at: new Date(Date.now() - 9 * hour) },
      ])
      .execute();
    const res = await get<{ items: { challenge: { id: string; title: string }; reason: string; claims: { username: string; outcome: string }[]; playerB: { id: string } | null }[] }>('/api/admin/queue');
    expect(res.status).toBe(200);
    const mine = res.body.items.filter((i) => [overdue, running, disputed].includes(i.challenge.id));
    expect(mine.map((i) => [i.challenge.title, i.reason])).toEqual([
      ['Disputed duel', 'disputed'],
      ['Overdue solo', 'overdue'],
    ]);
    expect(mine[0]!.claims.map((c) => c.outcome)).toEqual(['player_a_wins', 'player_b_wins']);
    expect(mine[0]!.playerB?.id).toBe(b);
  });
});

describe('featuring', () => {
  it('features and unfeatures a challenge (the home strip follows), audited', async () => {
    const id = await createChallenge(db(), { type: 'solo', createdBy: await insertPerson(db(), 'feat'), title: 'Feature me' });
    expect((await post(`/api/admin/challenges/${id}/featured`, { featured: true })).status).toBe(200);
    const featured = await t.request('/api/challenges?featured=true&limit=50').then((r) => r.json() as Promise<{ challenges: { id: string }[] }>);
    expect(featured.challenges.map((c) => c.id)).toContain(id);
    await post(`/api/admin/challenges/${id}/featured`, { featured: false });
    expect(await lastAudit(id)).toMatchObject({ action: 'challenge.unfeature', before: { isFeatured: true }, after: { isFeatured: false } });
    expect((await post(`/api/admin/challenges/${randomUUID()}/featured`, { featured: true })).status).toBe(404);
  });

  it('may (un)feature a challenge in exactly the statuses the transition table allows (today every one)', async () => {
    const creator = await insertPerson(db(), 'featst');
    for (const status of CHALLENGE_STATUSES) {
      const id = await createChallenge(db(), { type: 'solo', createdBy: creator, title: `Feature ${status}` });
      await db().updateTable('challenges').set({ status }).where('id', '=', id).execute();
      const allowed = CHALLENGE_TRANSITIONS.some((row) => row.event === 'feature' && row.from === status && row.who === 'admin');
      const res = await post(`/api/admin/challenges/${id}/featured`, { featured: true });
      expect([status, res.status]).toEqual([status, allowed ? 200 : 409]);
    }
  });
});

describe('people', () => {
  let pat: Member;
  beforeAll(async () => {
    pat = await member(t, 'pat_person');
    await db().updateTable('users').set({ username: 'pat_person', phone: '+254712345678' }).where('id', '=', pat.id).execute();
  });

  it('finds a person by username, e-mail or phone (a typed % is literal); 2 characters at least', async () => {
    for (const q of ['pat_per', 'PAT_PERSON@example', '712345']) {
      const res = await get<{ users: { id: string }[] }>(`/api/admin/users?q=${encodeURIComponent(q)}`);
      expect([q, res.body.users.map((u) => u.id)]).toEqual([q, [pat.id]]);
    }
    expect((await get<{ users: unknown[] }>('/api/admin/users?q=%25%25')).body.users).toEqual([]);
    const short = await get('/api/admin/users?q=p');
    expect([short.status, short.body.error?.message]).toEqual([400, M.queryTooShort]);
  });

  it('shows balances, challenges and transactions', async () => {
    await buy(t, pat.id, 40);
    const res = await get<{ user: { id: string; banned: boolean }; balances: { cash: number }; transactions: { type: string }[] }>(`/api/admin/users/${pat.id}`);
    expect(res.body).toMatchObject({ user: { id: pat.id, banned: false }, balances: { cash: 40 }, transactions: [{ type: 'token_bundle_purchase' }] });
    expect((await get(`/api/admin/users/${randomUUID()}`)).status).toBe(404);
  });

  it('shows the person’s deposit limits and break as they see them; nothing here can lift a break', async () => {
    const bea = await member(t, 'bea_on_break');
    const started = await send(t, bea, '/api/responsible-play/self-exclusions', { body: { kind: 'break_7d', confirm: true } });
    expect(started.status).toBe(201);
    const res = await get<{ responsiblePlay: { activeExclusion: { kind: string; endsAt: string } | null } }>(`/api/admin/users/${bea.id}`);
    expect(res.body.responsiblePlay.activeExclusion).toMatchObject({ kind: 'break_7d' });
    // Unsuspending is about suspensions: it does not touch a self-exclusion.
    const lift = await post(`/api/admin/users/${bea.id}/unsuspend`, { reason: 'Let them play' });
    expect([lift.status, lift.body.error?.message]).toEqual([409, M.notSuspended]);
    expect((await get<{ responsiblePlay: { activeExclusion: unknown } }>(`/api/admin/users/${bea.id}`)).body.responsiblePlay.activeExclusion).not.toBeNull();
  });

  it('suspending ends their session at once; unsuspending clears the ban; both audited', async () => {
    const sam = await member(t, 'sam_suspended');
    expect((await send(t, sam, '/api/profile')).status).toBe(200);
    const until = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const res = await post(`/api/admin/users/${sam.id}/suspend`, { reason: 'Abusive messages', until });
    expect(res.status).toBe(200);
    // Their open session ended (every instance reads the session from the database on each request).
    expect((await send(t, sam, '/api/profile')).status).toBe(401);
    expect(
      await db()
        .selectFrom('auth_sessions' as never)
        .select('id' as never)
        .where('user_id' as never, '=', sam.id as never)
        .execute(),
    ).toEqual([]);
    expect(await lastAudit(sam.id)).toMatchObject({ actor_id: boss.id, action: 'user.suspend', reason: 'Abusive messages', before: { banned: false }, after: { banned: true, banExpires: until } });
    expect((await post(`/api/admin/users/${sam.id}/unsuspend`, { reason: 'Appeal accepted' })).status).toBe(200);
    expect(await db().selectFrom('users').select(['banned', 'ban_reason', 'ban_expires']).where('id', '=', sam.id).executeTakeFirstOrThrow()).toEqual({ banned: false, ban_reason: null, ban_expires: null });
    const notSuspended = await post(`/api/admin/users/${sam.id}/unsuspend`, { reason: 'Twice' });
    expect([notSuspended.status, notSuspended.body.error?.message]).toEqual([409, M.notSuspended]);
  });

  it('refuses a past end date, an empty reason, and acting on yourself', async () => {
    const p = await insertPerson(db(), 'past_end');
    const past = await post(`/api/admin/users/${p}/suspend`, { reason: 'x', until: new Date(Date.now() - 1000).toISOString() });
    expect([past.status, past.body.error?.message]).toEqual([400, M.suspendUntilPast]);
    const empty = await post(`/api/admin/users/${p}/suspend`, { reason: '   ' });
    expect([empty.status, empty.body.error?.message]).toEqual([400, M.reasonRequired]);
    const self = await post(`/api/admin/users/${boss.id}/role`, { role: 'user', reason: 'Oops' });
    expect([self.status, self.body.error?.message]).toEqual([403, M.notYourself]);
  });

  it('a frozen balance refuses their stake with the ledger’s message; unfreezing lets it through', async () => {
    const fay = await member(t, 'fay_frozen');
    await buy(t, fay.id, 50);
    const id = await createChallenge(db(), { type: 'solo', createdBy: await insertPerson(db(), 'fay_opponent') });
    expect((await post(`/api/admin/users/${fay.id}/balance-freeze`, { frozen: true, reason: 'Chargeback under review' })).status).toBe(200);
    const back = () => send(t, fay, `/api/challenges/${id}/participation`, { body: { actionType: 'back', backedOutcome: 'solo_fails', stakeAmount: 10 }, headers: key() });
    const refused = await back();
    expect([refused.status, refused.body.error?.message]).toEqual([403, LEDGER_MESSAGES.frozen]);
    const twice = await post(`/api/admin/users/${fay.id}/balance-freeze`, { frozen: true, reason: 'Twice' });
    expect([twice.status, twice.body.error?.message]).toEqual([409, M.alreadyFrozen]);
    await post(`/api/admin/users/${fay.id}/balance-freeze`, { frozen: false, reason: 'Cleared' });
    const ok = await back();
    expect([ok.status, ok.body.message]).toEqual([200, CHALLENGE_MESSAGES.backed]);
  });

  it('terminating suspends for good and freezes; a terminated account cannot be unsuspended', async () => {
    const tom = await member(t, 'tom_terminated');
    expect((await post(`/api/admin/users/${tom.id}/terminate`, { reason: 'Match fixing' })).status).toBe(200);
    expect((await send(t, tom, '/api/profile')).status).toBe(401);
    const row = await db().selectFrom('users').select(['banned', 'ban_expires', 'balance_frozen', 'terminated_at']).where('id', '=', tom.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ banned: true, ban_expires: null, balance_frozen: true });
    expect(row.terminated_at).not.toBeNull();
    const lift = await post(`/api/admin/users/${tom.id}/unsuspend`, { reason: 'No' });
    expect([lift.status, lift.body.error?.message]).toEqual([409, M.terminated]);
  });

  it('making someone an admin lets them into the console at once; the same role twice is refused', async () => {
    const ann = await member(t, 'ann_promoted');
    expect((await get('/api/admin/queue', ann)).status).toBe(403);
    expect((await post(`/api/admin/users/${ann.id}/role`, { role: 'admin', reason: 'New moderator' })).status).toBe(200);
    expect((await get('/api/admin/queue', ann)).status).toBe(200);
    const same = await post(`/api/admin/users/${ann.id}/role`, { role: 'admin', reason: 'Twice' });
    expect([same.status, same.body.error?.message]).toEqual([409, M.sameRole]);
  });
});

describe('payouts', () => {
  it('lists a transfer in flight and settles it on retry with its same reference; a final one cannot be retried', async () => {
    const rae = await member(t, 'rae_redeems', { kyc: 'verified' });
    await buy(t, rae.id, 500);
    const account = await send<{ account: { recipientCode: string } }>(t, rae, '/api/wallet/payout-accounts', { body: { type: 'mobile_money', name: 'Rae', accountNumber: '0712000099', bankCode: 'MPESA' } });
    const redeemed = await send<{ transactionId: string }>(t, rae, '/api/wallet/redemptions', { body: { tokensToRedeem: 200, recipientCode: account.body.account.recipientCode, currency: 'KES' }, headers: key() });
    expect(redeemed.status).toBe(201);
    const payout = await eventually(async () => {
      const row = await db().selectFrom('payouts').selectAll().where('transaction_id', '=', redeemed.body.transactionId).executeTakeFirstOrThrow();
      return row.status === 'processing' ? row : undefined;
    });
    const inFlight = await get<{ payouts: { id: string; status: string; transferReference: string }[] }>('/api/admin/payouts?status=in_flight');
    expect(inFlight.body.payouts.find((p) => p.id === payout.id)).toMatchObject({ status: 'processing', transferReference: payout.transfer_reference });

    const still = await post<{ status: string; message: string }>(`/api/admin/payouts/${payout.id}/retry`, undefined);
    expect([still.status, still.body.status, still.body.message]).toEqual([200, 'processing', 'Paystack is still processing this transfer.']);
    t.paystack.controls.completeTransfer(payout.transfer_reference); // no webhook reaches the test app: only the retry can learn of it
    const done = await post<{ status: string }>(`/api/admin/payouts/${payout.id}/retry`, undefined);
    expect([done.status, done.body.status]).toEqual([200, 'completed']);
    expect(t.paystack.controls.transfer(payout.transfer_reference)).toMatchObject({ status: 'success' });
    expect(await lastAudit(payout.id)).toMatchObject({ action: 'payout.retry', before: { status: 'processing' }, after: { status: 'completed' } });
    const final = await post(`/api/admin/payouts/${payout.id}/retry`, undefined);
    expect([final.status, final.body.error?.message]).toEqual([409, M.payoutNotInFlight]);
  });
});

describe('platform report', () => {
  it('balances add up to zero across kinds; revenue and loss mitigation of the range; one row per day', async () => {
    const a = await insertPerson(db(), 'rep_a');
    const f = await insertPerson(db(), 'rep_f');
    await fund(db(), a, { cash: 100 });
    await fund(db(), f, { cash: 50 });
    const id = await createChallenge(db(), { type: 'solo', createdBy: a });
    await addStake(db(), id, { userId: a, role: 'player_a', outcome: 'solo_succeeds', amount: 100 });
    await addStake(db(), id, { userId: f, role: 'backer', outcome: 'solo_fails', amount: 50 });
    const today = new Date().toISOString().slice(0, 10);
    const before = (await get<{ revenueTokens: number; lossMitigationTokens: number }>(`/api/admin/report?from=${today}&to=${today}`)).body;
    const decided = await send(t, boss, `/api/admin/challenges/${id}/decision`, { body: { outcome: 'solo_succeeds' }, headers: key() });
    expect(decided.status).toBe(200);
    await eventually(async () => ((await db().selectFrom('challenges').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status === 'paid_out' ? true : undefined));
    const weekAgo = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
    const res = await get<{ outstanding: { kind: string; tokens: number }[]; revenueTokens: number; lossMitigationTokens: number; days: { date: string }[] }>(`/api/admin/report?from=${weekAgo}&to=${today}`);
    expect(res.status).toBe(200);
    expect(res.body.outstanding.reduce((sum, o) => sum + o.tokens, 0)).toBe(0); // double entry: every token is somewhere
    // DOMAIN.md §4: the fee is 20% of the 150 pool (30, within what the losing side lost); 10% of f's lost 50
    // (5) goes back to f as bonus, paid out of revenue.
    expect(res.body.revenueTokens - before.revenueTokens).toBe(30);
    expect(res.body.lossMitigationTokens - before.lossMitigationTokens).toBe(5);
    expect(res.body.days.map((d) => d.date)).toHaveLength(7);
    expect(res.body.days.at(-1)!.date).toBe(today);
    const bad = await get(`/api/admin/report?from=${today}&to=${weekAgo}`);
    expect([bad.status, bad.body.error?.message]).toEqual([400, M.rangeInvalid]);
  });
});

describe('audit log screen', () => {
  it('filters by target and action and pages newest first without gaps', async () => {
    const p = await insertPerson(db(), 'audit_pages');
    for (let i = 0; i < 3; i++) {
      await post(`/api/admin/users/${p}/balance-freeze`, { frozen: true, reason: `Freeze ${i}` });
      await post(`/api/admin/users/${p}/balance-freeze`, { frozen: false, reason: `Unfreeze ${i}` });
    }
    type Page = { entries: { action: string; reason: string; actor: { id: string } }[]; nextCursor: string | null };
    const first = await get<Page>(`/api/admin/audit?targetType=user&targetId=${p}&limit=4`);
    expect(first.body.entries.map((e) => e.reason)).toEqual(['Unfreeze 2', 'Freeze 2', 'Unfreeze 1', 'Freeze 1']);
    const second = await get<Page>(`/api/admin/audit?targetType=user&targetId=${p}&limit=4&cursor=${first.body.nextCursor}`);
    expect([second.body.entries.map((e) => e.reason), second.body.nextCursor]).toEqual([['Unfreeze 0', 'Freeze 0'], null]);
    const freezes = await get<Page>(`/api/admin/audit?targetId=${p}&action=user.freeze`);
    expect(freezes.body.entries).toHaveLength(3);
    expect(freezes.body.entries[0]!.actor.id).toBe(boss.id);
    const badCursor = await get('/api/admin/audit?cursor=nonsense');
    expect(badCursor.status).toBe(400);
  });
});
