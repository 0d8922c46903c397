// Result claims with evidence, disputes, the admin queue and the decision's reason (DOMAIN.md §9;
// issue #17 part 3), through the real endpoints, against PostgreSQL and local private storage.
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { CHALLENGE_RESULT_MESSAGES as R, type AdminQueueItem, type ChallengeClaims } from '@changamoto/shared/contract';
import { CLAIM_MESSAGES as M } from '@changamoto/shared/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { verifyLedger } from '../ledger/ledger.verify';
import { JPEG_WITH_GPS, PNG, raw } from '../../../test/helpers/kyc-uploads';
import { addStake, admin, challengeRow, createChallenge, fund, member, send, type Member } from '../../../test/helpers/challenges';

let t: TestApp;
let dataDir: string;
let boss: Member;
let pa: Member;
let pb: Member;
let backer: Member;
let stranger: Member;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'claims-data-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  boss = await admin(t, 'claims_boss');
  pa = await member(t, 'claims_pa');
  pb = await member(t, 'claims_pb');
  backer = await member(t, 'claims_backer');
  stranger = await member(t, 'claims_stranger');
  for (const m of [pa, pb])
    await db()
      .updateTable('users')
      .set({ username: m.email.split('@')[0]!, display_username: m.email.split('@')[0]! })
      .where('id', '=', m.id)
      .execute();
});
afterAll(async () => {
  // Every token movement of this file still balances (DOMAIN.md §1).
  expect(await verifyLedger(t.database.db)).toEqual([]);
  await t.close();
});

const db = () => t.database.db;
type Upload = { bytes: Buffer; name: string; type: string };
type ErrorBody = { error?: { code: string; message: string; fields?: Record<string, string> } };

/** POST /api/challenges/:id/claim as the browser's FormData sends it. */
async function claim(m: Member | null, id: string, fields: Record<string, string>, files: Upload[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('evidence', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  const res = await raw(t, m, `/api/challenges/${id}/claim`, { method: 'POST', body: form });
  return { status: res.status, body: (await res.json()) as { success: true; message: string; claims: ChallengeClaims } & ErrorBody };
}
const claimsOf = (m: Member, id: string) => send<ChallengeClaims>(t, m, `/api/challenges/${id}/claims`);
const decide = (m: Member, id: string, body: Record<string, unknown>) => send(t, m, `/api/admin/challenges/${id}/decision`, { body, headers: { 'Idempotency-Key': randomUUID() } });
const queue = () => send<{ items: AdminQueueItem[] }>(t, boss, '/api/admin/queue');
const photo = async (seed = 0): Promise<Upload> => ({ bytes: await PNG(seed), name: `score-${seed}.png`, type: 'image/png' });
const storedFiles = (challengeId: string) => {
  const dir = path.join(dataDir, 'private', 'claims', challengeId);
  return existsSync(dir) ? readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.webp')) : [];
};
const duel = () => createChallenge(db(), { type: 'two_player', createdBy: pa.id, playerA: pa.id, playerB: pb.id });

describe('claims from both players (DOMAIN.md §9)', () => {
  it('A claims with a photo and a note; B sees it and disagrees with another photo: disputed; A changes to agree: agreed', async () => {
    const id = await duel();
    const first = await claim(pa, id, { outcome: 'player_a_wins', note: '  I won 3–1, scoreboard attached.  ' }, [await photo(1)]);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(R.submitted);
    expect(first.body.claims).toMatchObject({ state: 'claimed', canClaim: true, decision: null });
    expect(await challengeRow(db(), id)).toMatchObject({ status: 'pending_verification', disputed: false });

    // B reads A's claim, note and image path (spec words on the web: "Player A claims: …").
    const seen = (await claimsOf(pb, id)).body;
    expect(seen.players.map((p) => [p.userId, p.role])).toEqual([
      [pa.id, 'player_a'],
      [pb.id, 'player_b'],
    ]);
    expect(seen.claims).toHaveLength(1);
    expect(seen.claims[0]).toMatchObject({ userId: pa.id, role: 'player_a', outcome: 'player_a_wins', note: 'I won 3–1, scoreboard attached.' });
    expect(seen.claims[0]!.evidence).toHaveLength(1);
    expect(seen.claims[0]!.evidence[0]!.path).toBe(`/api/challenges/${id}/evidence/${seen.claims[0]!.evidence[0]!.id}`);

    const disagree = await claim(pb, id, { outcome: 'player_b_wins', note: 'The last goal was offside.' }, [await photo(2), { bytes: await JPEG_WITH_GPS(), name: 'replay.jpg', type: 'image/jpeg' }]);
    expect(disagree.status).toBe(200);
    expect(disagree.body.claims.state).toBe('disputed');
    expect(await challengeRow(db(), id)).toMatchObject({ status: 'pending_verification', disputed: true });
    expect(storedFiles(id)).toHaveLength(3);

    // A changes their claim: same time of first claim, the earlier image replaced (removed from storage too).
    const createdAt = first.body.claims.claims[0]!.createdAt;
    const agree = await claim(pa, id, { outcome: 'player_b_wins' });
    expect(agree.status).toBe(200);
    expect(agree.body.claims.state).toBe('agreed');
    const mine = agree.body.claims.claims.find((c) => c.userId === pa.id)!;
    expect(mine).toMatchObject({ outcome: 'player_b_wins', note: null, evidence: [], createdAt });
    expect(await challengeRow(db(), id)).toMatchObject({ status: 'pending_verification', disputed: false });
    expect(storedFiles(id)).toHaveLength(2);
  });

  it('the JSON form of a claim changes a claim too (no images)', async () => {
    const id = await duel();
    expect((await send(t, pa, `/api/challenges/${id}/result`, { body: { outcome: 'player_a_wins' } })).status).toBe(200);
    expect((await send(t, pa, `/api/challenges/${id}/result`, { body: { outcome: 'player_b_wins' } })).status).toBe(200);
    expect((await claimsOf(pa, id)).body.claims.map((c) => c.outcome)).toEqual(['player_b_wins']);
  });

  it('a player who missed the end date can still claim once the end-date job moved it to pending_verification', async () => {
    const id = await createChallenge(db(), { type: 'two_player', createdBy: pa.id, playerA: pa.id, playerB: pb.id, status: 'pending_verification', endDate: new Date(Date.now() - 60_000) });
    expect((await claim(pb, id, { outcome: 'player_b_wins' })).status).toBe(200);
  });

  it('solo: only player A claims; public: only the creator, with the winners', async () => {
    const solo = await createChallenge(db(), { type: 'solo', createdBy: pa.id });
    expect((await claim(pb, solo, { outcome: 'solo_succeeds' })).status).toBe(403);
    expect((await claim(pa, solo, { outcome: 'solo_succeeds' })).body.claims.state).toBe('claimed');
    const pub = await createChallenge(db(), { type: 'public', createdBy: pa.id });
    await fund(db(), stranger.id, { cash: 20 });
    await addStake(db(), pub, { userId: stranger.id, role: 'participant', outcome: 'completed', amount: 20 });
    expect((await claim(stranger, pub, { outcome: 'completed', winnerIds: stranger.id })).status).toBe(403);
    expect((await claim(pa, pub, { outcome: 'completed' })).body.error?.message).toBe(R.selectWinner);
    const ok = await claim(pa, pub, { outcome: 'completed', winnerIds: stranger.id, note: 'Everyone finished; one winner.' });
    expect(ok.status).toBe(200);
    expect(ok.body.claims.claims[0]).toMatchObject({ role: 'creator', note: 'Everyone finished; one winner.' });
  });
});

describe('who may claim and read (DOMAIN.md §6, §9)', () => {
  it('a backer, a stranger, a visitor and a suspended player cannot claim, list the claims or read the evidence; players and admins can', async () => {
    const suspendedPlayer = await member(t, 'claims_suspended');
    const id = await createChallenge(db(), { type: 'two_player', createdBy: pa.id, playerA: pa.id, playerB: suspendedPlayer.id });
    await fund(db(), backer.id, { cash: 10 });
    await addStake(db(), id, { userId: backer.id, role: 'backer', outcome: 'player_a_wins', amount: 10 });
    const made = await claim(pa, id, { outcome: 'player_a_wins' }, [{ bytes: await JPEG_WITH_GPS(), name: 'proof.jpg', type: 'image/jpeg' }]);
    const evidencePath = made.body.claims.claims[0]!.evidence[0]!.path;
    expect((await send(t, boss, `/api/admin/users/${suspendedPlayer.id}/suspend`, { body: { reason: 'Claims permission test' } })).status).toBe(200);

    for (const [who, m] of [
      ['backer', backer],
      ['stranger', stranger],
    ] as const) {
      const denied = await claim(m, id, { outcome: 'player_a_wins' }, [await photo(3)]);
      expect([who, denied.status, denied.body.error?.message]).toEqual([who, 403, R.notPlayer]);
      expect([who, (await claimsOf(m, id)).status]).toEqual([who, 403]);
      const read = await raw(t, m, evidencePath);
      expect([who, read.status]).toEqual([who, 404]);
    }
    for (const m of [null, suspendedPlayer]) {
      expect((await claim(m, id, { outcome: 'player_b_wins' })).status).toBe(401);
      expect((await raw(t, m, `/api/challenges/${id}/claims`)).status).toBe(401);
      expect((await raw(t, m, evidencePath)).status).toBe(401);
    }
    // Nothing the refused ones sent was kept.
    expect((await claimsOf(pa, id)).body.claims.map((c) => c.userId)).toEqual([pa.id]);
    expect(storedFiles(id)).toHaveLength(1);

    for (const m of [pa, boss]) {
      const res = await raw(t, m, evidencePath);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined(); // the GPS of the phone photo is gone
    }
    expect((await claimsOf(boss, id)).status).toBe(200);
    // An evidence id of another challenge is not found through this one.
    expect((await raw(t, pa, `/api/challenges/${await duel()}/evidence/${evidencePath.split('/').pop()}`)).status).toBe(404);
  });

  it('no claim once an admin decided, nor while the invite is pending', async () => {
    const id = await duel();
    expect((await decide(boss, id, { outcome: 'player_a_wins' })).status).toBe(200);
    const late = await claim(pb, id, { outcome: 'player_b_wins' });
    expect([late.status, late.body.error?.message]).toEqual([409, R.notActive]);
    const pending = await createChallenge(db(), { type: 'two_player', createdBy: pa.id, playerA: pa.id, playerB: pb.id, status: 'pending_acceptance' });
    expect((await claim(pa, pending, { outcome: 'player_a_wins' })).status).toBe(409);
    expect((await claimsOf(pb, id)).body.canClaim).toBe(false);
  });
});

describe('evidence checks (the avatar upload’s: magic bytes, re-encode, 2 MB; up to 3; note ≤ 500)', () => {
  it.each([
    ['wrong magic bytes', async () => ({ fields: {}, files: [{ bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), name: 'x.png', type: 'image/png' }] }), 400, M.imageType],
    ['a truncated PNG', async () => ({ fields: {}, files: [{ bytes: (await PNG(4)).subarray(0, 60), name: 'x.png', type: 'image/png' }] }), 400, M.imageType],
    ['an image over 2 MB', async () => ({ fields: {}, files: [{ bytes: Buffer.concat([await PNG(5), Buffer.alloc(2 * 1024 * 1024)]), name: 'big.png', type: 'image/png' }] }), 413, M.imageTooLarge],
    ['4 images', async () => ({ fields: {}, files: await Promise.all([6, 7, 8, 9].map(photo)) }), 400, M.tooManyImages],
    ['a note of 501 characters', async () => ({ fields: { note: 'x'.repeat(501) }, files: [await photo(10)] }), 400, M.noteTooLong],
  ] as const)('%s is refused with a clear message and nothing is written', async (_name, make, status, message) => {
    const id = await duel();
    const { fields, files } = await make();
    const res = await claim(pa, id, { outcome: 'player_a_wins', ...fields }, files as Upload[]);
    expect([res.status, res.body.error?.message]).toEqual([status, message]);
    expect((await claimsOf(pa, id)).body.claims).toEqual([]);
    expect((await challengeRow(db(), id)).status).toBe('active');
    expect(storedFiles(id)).toEqual([]);
  });

  it('a note of exactly 500 characters and 3 images are accepted', async () => {
    const id = await duel();
    const res = await claim(pa, id, { outcome: 'player_a_wins', note: 'n'.repeat(500) }, await Promise.all([11, 12, 13].map(photo)));
    expect(res.status).toBe(200);
    expect(res.body.claims.claims[0]!.evidence).toHaveLength(3);
  });
});

describe('the admin queue and the decision’s reason', () => {
  it('a disputed challenge comes first, with both claims, notes and evidence side by side; matching claims are marked agreed', async () => {
    // An older claim that is not disputed, then a newer dispute, then an agreed one.
    const older = await createChallenge(db(), { type: 'solo', createdBy: pa.id });
    await claim(pa, older, { outcome: 'solo_succeeds' });
    await db()
      .updateTable('challenge_claims')
      .set({ created_at: new Date(Date.now() - 86_400_000) })
      .where('challenge_id', '=', older)
      .execute();
    const disputed = await duel();
    await claim(pa, disputed, { outcome: 'player_a_wins', note: 'Mine.' }, [await photo(14)]);
    await claim(pb, disputed, { outcome: 'player_b_wins', note: 'No, mine.' }, [await photo(15)]);
    const agreed = await duel();
    await claim(pa, agreed, { outcome: 'player_a_wins' });
    await claim(pb, agreed, { outcome: 'player_a_wins' });

    const items = (await queue()).body.items;
    const ids = items.map((i) => i.challenge.id);
    expect(ids.indexOf(disputed)).toBeLessThan(ids.indexOf(older));
    expect(items.filter((i) => i.reason === 'disputed').every((i) => ids.indexOf(i.challenge.id) < ids.indexOf(older))).toBe(true);
    const item = items.find((i) => i.challenge.id === disputed)!;
    expect(item.reason).toBe('disputed');
    expect(item.claims.map((c) => [c.userId, c.outcome, c.note, c.evidence.length])).toEqual([
      [pa.id, 'player_a_wins', 'Mine.', 1],
      [pb.id, 'player_b_wins', 'No, mine.', 1],
    ]);
    // The admin reads both players' evidence.
    for (const c of item.claims) expect((await raw(t, boss, c.evidence[0]!.path)).status).toBe(200);
    expect(items.find((i) => i.challenge.id === agreed)!.reason).toBe('agreed');
    expect(items.find((i) => i.challenge.id === older)!.reason).toBe('pending_verification');
  });

  it('deciding a dispute needs a reason; both players are told the decision and the reason, and read it on the challenge', async () => {
    const id = await duel();
    await claim(pa, id, { outcome: 'player_a_wins' });
    await claim(pb, id, { outcome: 'player_b_wins' });
    const bare = await decide(boss, id, { outcome: 'player_b_wins' });
    expect([bare.status, bare.body.error?.message, bare.body.error?.fields]).toEqual([400, M.reasonRequired, { reason: M.reasonRequired }]);
    expect((await challengeRow(db(), id)).status).toBe('pending_verification');

    const reason = 'The replay shows the last goal was offside.';
    expect((await decide(boss, id, { outcome: 'player_b_wins', reason })).status).toBe(200);
    for (const m of [pa, pb]) {
      const rows = await db().selectFrom('notifications').select(['message', 'related_entity_uuid']).where('user_id', '=', m.id).where('type', '=', 'challenge_result_decided').where('related_entity_uuid', '=', id).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.message).toBe(`An admin decided “Test two_player challenge”: claims_pb Wins. Reason: ${reason}`);
      const seen = (await claimsOf(m, id)).body;
      expect(seen.decision).toMatchObject({ outcome: 'player_b_wins', reason });
      expect(seen.canClaim).toBe(false);
    }
    // A backer is told nothing here (their money notice comes with the settlement).
    const audit = await db().selectFrom('audit_log').select(['reason']).where('target_id', '=', id).where('action', '=', 'challenge.decide').executeTakeFirstOrThrow();
    expect(audit.reason).toBe(reason);
  });

  it('a decision that confirms the claims (agreed) or meets none needs no reason', async () => {
    const id = await duel();
    await claim(pa, id, { outcome: 'player_a_wins' });
    await claim(pb, id, { outcome: 'player_a_wins' });
    expect((await decide(boss, id, { outcome: 'player_a_wins' })).status).toBe(200);
    const message = (await db().selectFrom('notifications').select('message').where('user_id', '=', pb.id).where('related_entity_uuid', '=', id).executeTakeFirstOrThrow()).message;
    expect(message).toBe('An admin decided “Test two_player challenge”: claims_pa Wins.');
    const none = await createChallenge(db(), { type: 'solo', createdBy: pa.id, endDate: new Date(Date.now() - 60_000) });
    expect((await decide(boss, none, { outcome: 'solo_fails' })).status).toBe(200);
    // Overruling a single claim is a dispute with that player: it needs a reason too.
    const solo = await createChallenge(db(), { type: 'solo', createdBy: pa.id });
    await claim(pa, solo, { outcome: 'solo_succeeds' });
    expect((await decide(boss, solo, { outcome: 'solo_fails', reason: 'no' })).status).toBe(400);
    expect((await decide(boss, solo, { outcome: 'solo_fails', reason: 'The video stops at 3 km.' })).status).toBe(200);
  });
});
