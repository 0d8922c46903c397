// issue #24 item 7: a challenge's open detail page is live. A stream that watches a challenge
// (GET /api/events?challenge=<id>) hears challenge.updated on every change its page shows — a join, a
// backing, an invite accepted, a claim, a decision, the settlement, a void — only once it committed;
// a stream that does not watch it hears nothing of it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createMessaging } from '../messaging/messaging.service';
import { createNotificationsService } from '../notifications/notifications.service';
import { publishEvent } from '../realtime/realtime.publish';
import { readEventStream, type SseEvent, type SseStream } from '../realtime/sse-test-client';
import { settleChallengeNow, type SettlementDeps } from '../settlement/settlement.service';
import { addStake, admin, createChallenge, fund, member, send, type Member } from '../../../test/helpers/challenges';

let t: TestApp;
let boss: Member;
let viewer: Member;
let creator: Member;
let joiner: Member;
let backer: Member;
let deps: SettlementDeps;
const streams: SseStream[] = [];

beforeAll(async () => {
  t = await createTestApp();
  deps = { db: t.database.db, notifications: createNotificationsService({ db: t.database.db, messaging: createMessaging({ jobs: t.jobs }), publicUrl: t.env.PUBLIC_URL }), jobs: t.jobs };
  boss = await admin(t, 'live_admin');
  viewer = await member(t, 'live_viewer');
  creator = await member(t, 'live_creator');
  joiner = await member(t, 'live_joiner');
  backer = await member(t, 'live_backer');
  for (const m of [creator, joiner, backer]) await fund(t.database.db, m.id, { cash: 500 });
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await t.close();
});

const cookieOf = (m: Member) => [...m.c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

/** The viewer's live stream, watching `challengeIds`; resolved once it is subscribed (realtime.ready). */
async function watch(m: Member, challengeIds: string[]): Promise<SseStream> {
  const controller = new AbortController();
  const query = challengeIds.map((id) => `challenge=${id}`).join('&');
  const response = await t.app.request(`/api/events${query ? `?${query}` : ''}`, { headers: { Cookie: cookieOf(m) }, signal: controller.signal });
  expect(response.status).toBe(200);
  const stream = readEventStream(response, () => controller.abort());
  streams.push(stream);
  expect(await stream.next()).toEqual({ event: 'realtime.ready', data: {} });
  // Writes made before watching announce themselves too (a new challenge tells the read models, decision
  // 037), and their NOTIFY may reach the listener just after this stream subscribed. A marker sent now
  // arrives after every one of them (one listener connection, in commit order): start after it.
  const marker = randomUUID();
  await publishEvent(t.database.db, m.id, { type: 'test.watching', data: { marker } });
  for (;;) {
    const event = await stream.next();
    if (event.event === 'test.watching' && (event.data as { marker?: string }).marker === marker) break;
  }
  return stream;
}

/** The next challenge.updated on `stream` (other events, e.g. a viewer's own wallet, are skipped). */
async function nextUpdate(stream: SseStream): Promise<SseEvent> {
  for (;;) {
    const event = await stream.next();
    if (event.event === 'challenge.updated') return event;
  }
}
const updatesIn = (stream: SseStream) => stream.pending().filter((e) => e.event === 'challenge.updated');
/** A public challenge with an entry fee, made through the endpoint (the helper's rows have none). */
async function pool(title: string): Promise<string> {
  const res = await send<{ challengeId: string }>(t, creator, '/api/challenges', {
    body: { title, categorySlug: 'fitness', type: 'public', public: { publicEntryFee: 5 }, startDate: new Date(Date.now() - 60_000).toISOString(), endDate: new Date(Date.now() + 86_400_000).toISOString() },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(res.status).toBe(201);
  return res.body.challengeId;
}
const stake = (m: Member, id: string, body: Record<string, unknown>) => send(t, m, `/api/challenges/${id}/participation`, { body, headers: { 'Idempotency-Key': randomUUID() } });

describe('GET /api/events?challenge=<id>: the detail page’s live updates', () => {
  it('a join and a backing reach whoever watches the challenge, after they commit; a stream that does not watch it hears nothing', async () => {
    const walk = await pool('Live walk');
    const solo = await createChallenge(t.database.db, { type: 'solo', createdBy: creator.id });
    const watching = await watch(viewer, [walk, solo]);
    const elsewhere = await watch(viewer, []);

    expect((await stake(joiner, walk, { actionType: 'join' })).status).toBe(200);
    expect(await nextUpdate(watching)).toEqual({ event: 'challenge.updated', data: { id: walk } });

    expect((await stake(backer, solo, { actionType: 'back', backedOutcome: 'solo_fails', stakeAmount: 10 })).status).toBe(200);
    expect(await nextUpdate(watching)).toEqual({ event: 'challenge.updated', data: { id: solo } });
    expect(updatesIn(elsewhere)).toEqual([]);

    // A refused stake changes nothing, and says nothing.
    expect((await stake(joiner, walk, { actionType: 'join' })).status).toBe(409);
    expect((await stake(backer, solo, { actionType: 'back', backedOutcome: 'solo_fails', stakeAmount: 10 })).status).toBe(409);
    const marker = await pool('Live marker');
    const markerStream = await watch(viewer, [marker, walk, solo]);
    expect((await stake(joiner, marker, { actionType: 'join' })).status).toBe(200);
    expect(await nextUpdate(markerStream)).toEqual({ event: 'challenge.updated', data: { id: marker } });
    expect(updatesIn(watching)).toEqual([]);
  });

  it('an accepted invite, a claim, the decision, the settlement and a void each tell the watchers', async () => {
    const duel = (
      await send<{ challengeId: string }>(t, creator, '/api/challenges', {
        body: {
          title: 'Live duel',
          categorySlug: 'gaming',
          type: 'two_player',
          two_player: { opponentId: joiner.id, playerAStake: 20, playerBStake: 20 },
          startDate: new Date(Date.now() - 60_000).toISOString(),
          endDate: new Date(Date.now() + 86_400_000).toISOString(),
        },
        headers: { 'Idempotency-Key': randomUUID() },
      })
    ).body.challengeId;
    const stream = await watch(viewer, [duel]);

    expect((await send(t, joiner, `/api/challenges/${duel}/invite-response`, { body: { action: 'accept' }, headers: { 'Idempotency-Key': randomUUID() } })).status).toBe(200);
    expect(await nextUpdate(stream)).toEqual({ event: 'challenge.updated', data: { id: duel } });

    expect((await send(t, creator, `/api/challenges/${duel}/result`, { body: { outcome: 'player_a_wins' } })).status).toBe(200);
    expect(await nextUpdate(stream)).toEqual({ event: 'challenge.updated', data: { id: duel } });

    expect((await send(t, boss, `/api/admin/challenges/${duel}/decision`, { body: { outcome: 'player_a_wins' }, headers: { 'Idempotency-Key': randomUUID() } })).status).toBe(200);
    expect(await nextUpdate(stream)).toEqual({ event: 'challenge.updated', data: { id: duel } });

    // The decision queued the settlement job, whose worker may have paid it out already ('noop' here):
    // either way the watchers hear the settlement.
    expect(['settled', 'noop']).toContain((await settleChallengeNow(deps, duel)).kind);
    expect(await nextUpdate(stream)).toEqual({ event: 'challenge.updated', data: { id: duel } });
    expect((await t.database.db.selectFrom('challenges').select('status').where('id', '=', duel).executeTakeFirstOrThrow()).status).toBe('paid_out');

    const voided = await createChallenge(t.database.db, { type: 'solo', createdBy: creator.id });
    await addStake(t.database.db, voided, { userId: creator.id, role: 'player_a', outcome: 'solo_succeeds', amount: 10 });
    const voidStream = await watch(viewer, [voided]);
    expect((await send(t, boss, `/api/admin/challenges/${voided}/void`, { body: { reason: 'Duplicate of another challenge.' }, headers: { 'Idempotency-Key': randomUUID() } })).status).toBe(200);
    expect(await nextUpdate(voidStream)).toEqual({ event: 'challenge.updated', data: { id: voided } });
  });

  it('refuses a watch list that is not challenge ids, or too long', async () => {
    const bad = await t.app.request('/api/events?challenge=not-a-uuid', { headers: { Cookie: cookieOf(viewer) } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: 'validation_error' } });
    const many = Array.from({ length: 6 }, () => `challenge=${randomUUID()}`).join('&');
    expect((await t.app.request(`/api/events?${many}`, { headers: { Cookie: cookieOf(viewer) } })).status).toBe(400);
    // Signed out: no stream at all, watched or not.
    expect((await t.app.request(`/api/events?challenge=${randomUUID()}`)).status).toBe(401);
  });
});
