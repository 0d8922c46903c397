// Web push against a local, protocol-true push service (test/helpers/push-service.ts: checks the VAPID
// JWT, decrypts aes128gcm): subscribing, the pushes a real event sends, and 404/410 and failures.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPE_LABELS, NOTIFICATION_TYPE_LABELS_SW, PUSH_MESSAGES, type NotificationType } from '@changamoto/shared/domain';
import { fund, member, send, type Member } from '../../../test/helpers/challenges';
import { startLocalPushService, type LocalPushService, type PushBrowser } from '../../../test/helpers/push-service';
import { createTestApp, eventually, type TestApp } from '../../../test/helpers/test-app';
import { runInTransaction } from '../../db/unit-of-work';
import { createMessaging } from '../messaging/messaging.service';
import { createNotificationsService, type NotificationsService } from '../notifications/notifications.service';
import { createPushQueue } from './push.queue';
import { MAX_PUSH_FAILURES, MAX_PUSH_SUBSCRIPTIONS } from './push.service';

let t: TestApp;
let pushService: LocalPushService;
let notifications: NotificationsService;
let alice: Member;
let bob: Member;
let publicKey: string;

beforeAll(async () => {
  pushService = await startLocalPushService();
  t = await createTestApp({ push: { extraHosts: [pushService.host], agent: pushService.agent } });
  notifications = createNotificationsService({ db: t.database.db, messaging: createMessaging({ jobs: t.jobs }), publicUrl: t.env.PUBLIC_URL, push: createPushQueue({ jobs: t.jobs }) });
  [alice, bob] = await Promise.all([member(t, 'alice_push'), member(t, 'bob_push')]);
  publicKey = (await send<{ publicKey: string }>(t, alice, '/api/push/public-key')).body.publicKey;
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});

const subscribe = async (m: Member): Promise<PushBrowser> => {
  const browser = pushService.subscribe(publicKey);
  const saved = await send(t, m, '/api/push/subscriptions', { body: browser.subscription });
  expect(saved.status).toBe(201);
  return browser;
};
const subscriptionRow = (endpoint: string) => t.database.db.selectFrom('push_subscriptions').selectAll().where('endpoint', '=', endpoint).executeTakeFirst();
const notify = (userId: string, type: NotificationType, relatedEntityUuid: string | null, message = `A ${type} for you ${randomUUID()}`) =>
  runInTransaction(t.database.db, (tx) => notifications.notify(tx, { userId, type, message, relatedEntityUuid }));
const pushesTo = (browser: PushBrowser, count: number) => eventually(async () => (pushService.received(browser.id).length >= count ? pushService.received(browser.id) : undefined));
const jobsOfUser = async (userId: string) =>
  (
    await t.database.db
      .selectFrom('pgboss.job' as never)
      .select('data' as never)
      .where('name' as never, '=', 'push.send' as never)
      .execute()
  ).filter((row) => (row as { data: { userId: string } }).data.userId === userId).length;

describe('the routes, as the wrong person and with bad input', () => {
  it('answers 401 to a visitor on each push route', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/push/public-key', undefined],
      ['POST', '/api/push/subscriptions', pushService.subscribe('x').subscription],
      ['POST', '/api/push/subscriptions/remove', { endpoint: 'https://fcm.googleapis.com/fcm/send/abc' }],
    ] as const) {
      const response = await t.request(path, { method, body });
      expect(response.status, path).toBe(401);
    }
  });

  it('gives the VAPID public key: a 65-byte uncompressed P-256 point', () => {
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(publicKey, 'base64url')[0]).toBe(4);
  });

  it('refuses an endpoint that is not a known push service (the server would POST anywhere) and writes nothing', async () => {
    for (const endpoint of ['https://169.254.169.254/latest/meta-data', 'https://intranet.example.co.ke/push/1', 'https://fcm.googleapis.com.evil.example/x']) {
      const response = await send(t, alice, '/api/push/subscriptions', { body: { endpoint, keys: { p256dh: 'BAAA', auth: 'AAAA' } } });
      expect(response.status).toBe(400);
      expect(response.body.error?.message).toBe(PUSH_MESSAGES.invalidSubscription);
      expect(await subscriptionRow(endpoint)).toBeUndefined();
    }
  });

  it('refuses a subscription without keys, with bad keys or over http, with a 400', async () => {
    const good = pushService.subscribe(publicKey).subscription;
    for (const body of [{ endpoint: good.endpoint }, { endpoint: good.endpoint, keys: { p256dh: 'not base64!', auth: good.keys.auth } }, { ...good, endpoint: good.endpoint.replace('https:', 'http:') }, 'nonsense']) {
      const response = await send(t, alice, '/api/push/subscriptions', { body });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect(await subscriptionRow(good.endpoint)).toBeUndefined();
  });

  it('will not remove another person’s subscription (404) and keeps it', async () => {
    const bobs = await subscribe(bob);
    const response = await send(t, alice, '/api/push/subscriptions/remove', { body: { endpoint: bobs.subscription.endpoint } });
    expect(response.status).toBe(404);
    expect(response.body.error?.message).toBe(PUSH_MESSAGES.notFound);
    expect(await subscriptionRow(bobs.subscription.endpoint)).toMatchObject({ user_id: bob.id });
    expect((await send(t, bob, '/api/push/subscriptions/remove', { body: { endpoint: bobs.subscription.endpoint } })).status).toBe(200);
    expect(await subscriptionRow(bobs.subscription.endpoint)).toBeUndefined();
  });

  it(`keeps a person's ${MAX_PUSH_SUBSCRIPTIONS} newest browsers and drops the oldest (each push goes to every one)`, async () => {
    const person = await member(t, `many_${randomUUID().slice(0, 6)}`);
    const browsers: PushBrowser[] = [];
    for (let i = 0; i < MAX_PUSH_SUBSCRIPTIONS + 2; i++) browsers.push(await subscribe(person));
    const rows = await t.database.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', person.id).execute();
    expect(rows.map((r) => r.endpoint).sort()).toEqual(
      browsers
        .slice(2)
        .map((b) => b.subscription.endpoint)
        .sort(),
    );
  });

  it('moves a browser’s subscription to whoever signs in on it next', async () => {
    const browser = await subscribe(alice);
    expect((await send(t, bob, '/api/push/subscriptions', { body: browser.subscription })).status).toBe(201);
    expect(await subscriptionRow(browser.subscription.endpoint)).toMatchObject({ user_id: bob.id });
    await send(t, bob, '/api/push/subscriptions/remove', { body: { endpoint: browser.subscription.endpoint } });
  });
});

describe('pushes sent after the event commits', () => {
  it('an invite received (a real two-player challenge) is pushed, signed and encrypted, opening the invite', async () => {
    const browser = await subscribe(bob);
    await fund(t.database.db, alice.id, { cash: 100 });
    const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
    const created = await send<{ challengeId: string }>(t, alice, '/api/challenges', {
      body: { title: 'Chess blitz at lunch', categorySlug: 'fitness', startDate: iso(3_600_000), endDate: iso(7 * 86_400_000), type: 'two_player', two_player: { opponentId: bob.id, playerAStake: 10, playerBStake: 10 } },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(created.status).toBe(201);
    const [push] = await pushesTo(browser, 1);
    expect(push!.payload).toMatchObject({ title: NOTIFICATION_TYPE_LABELS.challenge_invite_received, url: `/challenges/invite/${created.body.challengeId}` });
    expect(push!.claims.sub).toBe(t.env.VAPID_SUBJECT);
    expect(push!.ttl).toBeGreaterThan(0);
    expect(pushService.rejected.filter((r) => r.subscriptionId === browser.id)).toEqual([]);
    // The push service has the push before the job records its success: wait for the record.
    const delivered = await eventually(async () => (await subscriptionRow(browser.subscription.endpoint))?.last_success_at ?? undefined);
    expect(delivered).toBeInstanceOf(Date);
    await send(t, bob, '/api/push/subscriptions/remove', { body: { endpoint: browser.subscription.endpoint } });
  });

  it('a Kiswahili reader (users.locale sw) gets the push in Kiswahili: the type’s label and the message', async () => {
    const reader = await member(t, `push_sw_${randomUUID().slice(0, 6)}`);
    await t.database.db.updateTable('users').set({ locale: 'sw' }).where('id', '=', reader.id).execute();
    const browser = await subscribe(reader);
    await fund(t.database.db, alice.id, { cash: 100 });
    const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
    const created = await send<{ challengeId: string }>(t, alice, '/api/challenges', {
      body: { title: 'Bao la jioni', categorySlug: 'fitness', startDate: iso(3_600_000), endDate: iso(7 * 86_400_000), type: 'two_player', two_player: { opponentId: reader.id, playerAStake: 10, playerBStake: 10 } },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(created.status).toBe(201);
    const [push] = await pushesTo(browser, 1);
    expect(push!.payload).toMatchObject({ title: NOTIFICATION_TYPE_LABELS_SW.challenge_invite_received, url: `/challenges/invite/${created.body.challengeId}` });
    expect((push!.payload as { body: string }).body).toMatch(/amekupa changamoto ya "Bao la jioni"\. Kubali au kataa mwaliko\.$/);
  });

  it('pushes each of the money and win types to every browser of the person, each opening its spec §8 target', async () => {
    const person = await member(t, `push_${randomUUID().slice(0, 6)}`);
    const [phone, laptop] = [await subscribe(person), await subscribe(person)];
    const id = randomUUID();
    const expected: [NotificationType, string][] = [
      ['challenge_won', `/challenges/${id}`],
      ['challenge_backed_won', `/challenges/${id}`],
      ['mpesa_topup_success', `/transactions/${id}`],
      ['mpesa_redemption_initiated', `/transactions/${id}`],
      ['mpesa_redemption_failed', `/transactions/${id}`],
    ];
    for (const [type] of expected) expect((await notify(person.id, type, id)).pushQueued, type).toBe(true);
    for (const browser of [phone, laptop]) {
      const payloads = (await pushesTo(browser, expected.length)).map((p) => p.payload);
      expect(payloads).toHaveLength(expected.length);
      for (const [type, url] of expected) expect(payloads).toContainEqual(expect.objectContaining({ title: NOTIFICATION_TYPE_LABELS[type], url }));
    }
  });

  it('sends nothing when the type’s push is off, for a type whose push is off by default, nor when the transaction rolls back', async () => {
    const person = await member(t, `quiet_${randomUUID().slice(0, 6)}`);
    const browser = await subscribe(person);
    expect((await send(t, person, '/api/notification-preferences/challenge_won', { method: 'PUT', body: { pushEnabled: false } })).body).toMatchObject({ pushEnabled: false, inAppEnabled: true });
    expect((await notify(person.id, 'challenge_won', randomUUID())).pushQueued).toBe(false);
    expect((await notify(person.id, 'login_bonus_received', null)).pushQueued).toBe(false);
    await expect(
      runInTransaction(t.database.db, async (tx) => {
        await notifications.notify(tx, { userId: person.id, type: 'challenge_backed_won', message: 'rolled back', relatedEntityUuid: null });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await jobsOfUser(person.id)).toBe(0);
    // One that is on goes through, so the silence above is not a broken pipe.
    expect((await notify(person.id, 'challenge_backed_won', randomUUID())).pushQueued).toBe(true);
    expect(await pushesTo(browser, 1)).toHaveLength(1);
  });

  it('queues no push for a person with no browser subscribed', async () => {
    const person = await member(t, `nopush_${randomUUID().slice(0, 6)}`);
    expect((await notify(person.id, 'challenge_won', randomUUID())).pushQueued).toBe(false);
  });
});

describe('what the push service answers', () => {
  it('410 (unsubscribed) and 404 (expired) remove the subscription; other browsers still get theirs', async () => {
    const person = await member(t, `gone_${randomUUID().slice(0, 6)}`);
    const [gone, expired, alive] = [await subscribe(person), await subscribe(person), await subscribe(person)];
    pushService.answerWith(gone.id, 410);
    pushService.answerWith(expired.id, 404);
    await notify(person.id, 'challenge_won', randomUUID());
    await pushesTo(alive, 1);
    await eventually(async () => ((await subscriptionRow(gone.subscription.endpoint)) || (await subscriptionRow(expired.subscription.endpoint)) ? undefined : true));
    expect(await subscriptionRow(alive.subscription.endpoint)).toBeDefined();
  });

  it('a browser that subscribed with another server key refuses our signature (the local service checks VAPID): counted as a failure', async () => {
    const person = await member(t, `wrongkey_${randomUUID().slice(0, 6)}`);
    const other = pushService.subscribe(Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url'));
    expect((await send(t, person, '/api/push/subscriptions', { body: other.subscription })).status).toBe(201);
    await notify(person.id, 'challenge_won', randomUUID());
    await eventually(async () => ((await subscriptionRow(other.subscription.endpoint))?.failure_count === 1 ? true : undefined));
    expect(pushService.rejected).toContainEqual({ subscriptionId: other.id, reason: 'signed with another key than the subscription’s applicationServerKey' });
    expect(pushService.received(other.id)).toEqual([]);
  });

  it('counts other failures, resets them on success, and drops a subscription that failed MAX_PUSH_FAILURES times in a row', async () => {
    const person = await member(t, `flaky_${randomUUID().slice(0, 6)}`);
    const browser = await subscribe(person);
    pushService.answerWith(browser.id, 500);
    await notify(person.id, 'challenge_won', randomUUID());
    await eventually(async () => ((await subscriptionRow(browser.subscription.endpoint))?.failure_count === 1 ? true : undefined));
    pushService.answerWith(browser.id, 0);
    await notify(person.id, 'challenge_won', randomUUID());
    await pushesTo(browser, 1);
    await eventually(async () => ((await subscriptionRow(browser.subscription.endpoint))?.failure_count === 0 ? true : undefined));
    pushService.answerWith(browser.id, 500);
    await t.database.db
      .updateTable('push_subscriptions')
      .set({ failure_count: MAX_PUSH_FAILURES - 1 })
      .where('endpoint', '=', browser.subscription.endpoint)
      .execute();
    await notify(person.id, 'challenge_won', randomUUID());
    await eventually(async () => ((await subscriptionRow(browser.subscription.endpoint)) ? undefined : true));
  });
});
