import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_NOTIFICATION_TYPES, NOTIFICATION_TYPE_LABELS, PUSH_ON_BY_DEFAULT, SENT_NOTIFICATION_TYPES, smsEnabledByDefault } from '@changamoto/shared/domain';
import { client, latestMessageTo, type Client } from '../../../test/helpers/session';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createMessaging } from '../messaging/messaging.service';
import { REALTIME_CHANNEL } from '../realtime/realtime.publish';
import { createNotificationsService, publishEvent, type NotificationsService, type NotifyInput } from './notifications.service';
import { emailJobsContaining as emailJobsOf, rowsWithMessage as rowsOf } from './notifications.test-helpers';

let t: TestApp;
let service: NotificationsService;
let alice: Client;
let bob: Client;
let aliceId: string;
let bobId: string;

async function member(email: string, username: string, ip: string) {
  const c = client(t, ip);
  const started = new Date();
  await c.json('/api/auth/sign-up/email', { body: { email, password: 'secret123', name: username, username, region: 'KE', isAdultConfirmed: true } });
  const mail = await latestMessageTo(t, email, { after: started });
  await c.request(`/api/auth/verify-email?token=${mail.body_text.match(/verify-email\?token=([^\s]+)/)![1]}`);
  return c;
}

beforeAll(async () => {
  t = await createTestApp();
  service = createNotificationsService({ db: t.database.db, messaging: createMessaging({ jobs: t.jobs }), publicUrl: t.env.PUBLIC_URL });
  alice = await member('alice@example.co.ke', 'alice_n', '203.0.113.81');
  bob = await member('bob@example.co.ke', 'bob_n', '203.0.113.82');
  aliceId = (await alice.json<{ id: string }>('/api/profile')).body.id;
  bobId = (await bob.json<{ id: string }>('/api/profile')).body.id;
});
afterAll(() => t.close());

const notify = (input: NotifyInput) => t.database.db.transaction().execute((tx) => service.notify(tx, input));
const rowsWithMessage = (message: string) => rowsOf(t, message);
const emailJobsContaining = (text: string) => emailJobsOf(t, text);

describe('notify(tx, …) inside the caller’s transaction', () => {
  it('with no preference row (both channels on) stores an unread notification and e-mails it with a link to its target', async () => {
    const challengeId = randomUUID();
    const started = new Date();
    const result = await notify({ userId: aliceId, type: 'challenge_won', message: 'You won “Run 5 km” and 180 tokens.', relatedEntityUuid: challengeId });

    expect(result.emailQueued).toBe(true);
    expect(result.notification).toMatchObject({ type: 'challenge_won', status: 'unread', relatedEntityUuid: challengeId, target: `/challenges/${challengeId}` });
    const [row] = await rowsWithMessage('You won “Run 5 km” and 180 tokens.');
    expect(row).toMatchObject({ id: result.notification!.id, user_id: aliceId, type: 'challenge_won', status: 'unread', related_entity_uuid: challengeId });

    const mail = await latestMessageTo(t, 'alice@example.co.ke', { after: started });
    expect(mail.subject).toBe('Challenge won · Changamoto');
    expect(mail.body_text).toContain('You won “Run 5 km” and 180 tokens.');
    expect(mail.body_text).toContain(`Open it in Changamoto: http://localhost:3000/challenges/${challengeId}`);
  });

  it('uses the caller’s e-mail subject and text when given, still adding the link', async () => {
    const transactionId = randomUUID();
    const started = new Date();
    await notify({
      userId: aliceId,
      type: 'mpesa_topup_success',
      message: 'Your top-up of 100 tokens arrived.',
      relatedEntityUuid: transactionId,
      email: { subject: 'Your M-Pesa top-up is complete', text: 'Hello alice_n,\n\nWe received KES 350 and added 100 tokens to your wallet.' },
    });
    const mail = await latestMessageTo(t, 'alice@example.co.ke', { after: started });
    expect(mail.subject).toBe('Your M-Pesa top-up is complete');
    expect(mail.body_text).toContain('We received KES 350 and added 100 tokens to your wallet.');
    expect(mail.body_text).toContain(`http://localhost:3000/transactions/${transactionId}`);
  });

  it('with in-app off for the type stores no notification (and publishes nothing) but still e-mails', async () => {
    await service.updatePreference(aliceId, 'login_bonus_received', { inAppEnabled: false });
    const result = await notify({ userId: aliceId, type: 'login_bonus_received', message: 'Daily bonus: 10 tokens (in-app off).' });
    expect(result).toEqual({ notification: null, emailQueued: true, smsQueued: false, pushQueued: false });
    expect(await rowsWithMessage('Daily bonus: 10 tokens (in-app off).')).toEqual([]);
    expect(await emailJobsContaining('Daily bonus: 10 tokens (in-app off).')).toBe(1);
  });

  it('with e-mail off for the type stores the notification but queues no e-mail; other types still e-mail', async () => {
    await service.updatePreference(aliceId, 'referral_bonus_received', { emailEnabled: false });
    const off = await notify({ userId: aliceId, type: 'referral_bonus_received', message: 'Referral bonus: 25 tokens (e-mail off).' });
    expect(off.emailQueued).toBe(false);
    expect(await rowsWithMessage('Referral bonus: 25 tokens (e-mail off).')).toHaveLength(1);
    expect(await emailJobsContaining('Referral bonus: 25 tokens (e-mail off).')).toBe(0);

    const on = await notify({ userId: aliceId, type: 'transaction_completed', message: 'Transaction done (e-mail on).', relatedEntityUuid: randomUUID() });
    expect(on.emailQueued).toBe(true);
    expect(await emailJobsContaining('Transaction done (e-mail on).')).toBe(1);
  });

  it('never e-mails an unverified placeholder address (a phone-only account)', async () => {
    const phoneUser = await t.database.db.insertInto('users').values({ name: '+254712000111', email: '254712000111@phone.changamoto.invalid', phone: '+254712000111' }).returning('id').executeTakeFirstOrThrow();
    const result = await notify({ userId: phoneUser.id, type: 'login_bonus_received', message: 'Bonus for a phone-only account.' });
    expect(result.emailQueued).toBe(false);
    expect(result.notification?.status).toBe('unread');
    expect(await emailJobsContaining('Bonus for a phone-only account.')).toBe(0);
  });

  it('a rolled-back transaction leaves no notification, no e-mail and no live event; a committed one sends its event on commit', async () => {
    const listener = new pg.Client({ connectionString: t.database.url });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (n) => heard.push(n.payload ?? ''));
    await listener.query(`LISTEN ${REALTIME_CHANNEL}`);
    try {
      await expect(
        t.database.db.transaction().execute(async (tx) => {
          await service.notify(tx, { userId: bobId, type: 'challenge_backed_won', message: 'Rolled back: you won 40 tokens.', relatedEntityUuid: randomUUID() });
          throw new Error('the settlement failed after notifying');
        }),
      ).rejects.toThrow('the settlement failed after notifying');

      // Then a committed one: the first (and only) event heard must be this one.
      const committed = await notify({ userId: bobId, type: 'challenge_backed_won', message: 'Committed: you won 40 tokens.', relatedEntityUuid: randomUUID() });
      await expect.poll(() => heard.length).toBe(1);
      expect(JSON.parse(heard[0]!)).toEqual({
        userId: bobId,
        event: { type: 'notification.created', data: expect.objectContaining({ id: committed.notification!.id, message: 'Committed: you won 40 tokens.', type: 'challenge_backed_won' }) },
      });
      expect(await rowsWithMessage('Rolled back: you won 40 tokens.')).toEqual([]);
      expect(await emailJobsContaining('Rolled back: you won 40 tokens.')).toBe(0);
      expect(await emailJobsContaining('Committed: you won 40 tokens.')).toBe(1);
    } finally {
      await listener.end();
    }
  });

  it('one live message per person: the notice and the events the caller adds (a settlement’s wallet changes) travel in one NOTIFY, in order; with in-app off the events still go', async () => {
    await service.updatePreference(bobId, 'loss_mitigation_refund', { inAppEnabled: false });
    const listener = new pg.Client({ connectionString: t.database.url });
    await listener.connect();
    const heard: unknown[] = [];
    listener.on('notification', (n) => heard.push(JSON.parse(n.payload ?? '{}')));
    await listener.query(`LISTEN ${REALTIME_CHANNEL}`);
    try {
      const credit = randomUUID();
      await t.database.db.transaction().execute((tx) =>
        service.notifyMany(tx, [
          {
            userId: aliceId,
            type: 'challenge_backed_won',
            message: 'One message: alice won 12 tokens.',
            events: [
              { type: 'transaction.created', data: { id: credit } },
              { type: 'balance.changed', data: {} },
            ],
          },
          { userId: bobId, type: 'loss_mitigation_refund', message: 'One message: bob gets 1 bonus token back.', events: [{ type: 'balance.changed', data: {} }] },
        ]),
      );
      await expect.poll(() => heard.length).toBe(2);
      expect(heard).toContainEqual({
        userId: aliceId,
        events: [
          { type: 'notification.created', data: expect.objectContaining({ message: 'One message: alice won 12 tokens.' }) },
          { type: 'transaction.created', data: { id: credit } },
          { type: 'balance.changed', data: {} },
        ],
      });
      expect(heard).toContainEqual({ userId: bobId, event: { type: 'balance.changed', data: {} } });
    } finally {
      await listener.end();
      await service.updatePreference(bobId, 'loss_mitigation_refund', { inAppEnabled: true });
    }
  });

  it('notifyMany tells many people in one go, each by their own switches, and each live event reaches the right person', async () => {
    await service.updatePreference(bobId, 'loss_mitigation_refund', { inAppEnabled: false });
    const listener = new pg.Client({ connectionString: t.database.url });
    await listener.connect();
    const heard: { userId: string; event: { data: { message: string } } }[] = [];
    listener.on('notification', (n) => heard.push(JSON.parse(n.payload ?? '{}')));
    await listener.query(`LISTEN ${REALTIME_CHANNEL}`);
    try {
      const results = await t.database.db.transaction().execute((tx) =>
        service.notifyMany(tx, [
          { userId: aliceId, type: 'loss_mitigation_refund', message: 'Many: alice gets 3 bonus tokens back.' },
          { userId: bobId, type: 'loss_mitigation_refund', message: 'Many: bob gets 4 bonus tokens back.' },
          { userId: bobId, type: 'challenge_backed_won', message: 'Many: bob won 12 tokens.' },
        ]),
      );
      expect(results.map((r) => r.notification?.message ?? null)).toEqual(['Many: alice gets 3 bonus tokens back.', null, 'Many: bob won 12 tokens.']);
      expect(results.map((r) => r.emailQueued)).toEqual([true, true, true]);
      expect((await rowsWithMessage('Many: bob gets 4 bonus tokens back.')).length).toBe(0);
      expect(await emailJobsContaining('Many: bob gets 4 bonus tokens back.')).toBe(1);
      await expect.poll(() => heard.length).toBe(2);
      expect(heard.map((h) => [h.userId, h.event.data.message]).sort()).toEqual(
        [
          [aliceId, 'Many: alice gets 3 bonus tokens back.'],
          [bobId, 'Many: bob won 12 tokens.'],
        ].sort(),
      );
    } finally {
      await listener.end();
      await service.updatePreference(bobId, 'loss_mitigation_refund', { inAppEnabled: true });
    }
  });

  it('refuses to run outside a transaction, and for a user that does not exist', async () => {
    await expect(service.notify(t.database.db, { userId: aliceId, type: 'challenge_won', message: 'x' })).rejects.toThrow(/inside the caller’s transaction/);
    await expect(notify({ userId: randomUUID(), type: 'challenge_won', message: 'x' })).rejects.toThrow(/no user/);
  });

  it('publishEvent refuses a payload PostgreSQL would reject (8000 bytes or more) and an event name that could break the stream', async () => {
    await expect(publishEvent(t.database.db, aliceId, { type: 'transaction.created', data: { note: 'x'.repeat(8000) } })).rejects.toThrow(/under 8000/);
    await expect(publishEvent(t.database.db, aliceId, { type: 'bad\nevent: forged' })).rejects.toThrow(/Invalid realtime event type/);
    await expect(publishEvent(t.database.db, aliceId, { type: 'balance.changed', data: { balance: 120 } })).resolves.toBeUndefined();
  });
});

describe('notification endpoints', () => {
  it('every endpoint answers 401 when signed out', async () => {
    const anonymous = client(t);
    const id = randomUUID();
    for (const [path, method, body] of [
      ['/api/notifications', 'GET'],
      ['/api/notifications/unread-count', 'GET'],
      [`/api/notifications/${id}/read`, 'POST', {}],
      ['/api/notifications/read-all', 'POST', {}],
      ['/api/notifications/earlier', 'GET'],
      ['/api/notification-preferences', 'GET'],
      ['/api/notification-preferences/challenge_won', 'PUT', { emailEnabled: false }],
      ['/api/events', 'GET'],
    ] as const) {
      const res = await anonymous.json<{ error: { code: string; message: string } }>(path, { method, body });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.error).toEqual({ code: 'unauthorized', message: 'User not authenticated.' });
    }
  });

  it('lists the caller’s unread notifications newest first (only theirs), all with ?status=all, at most 50', async () => {
    const carol = await member('carol@example.co.ke', 'carol_n', '203.0.113.83');
    const carolId = (await carol.json<{ id: string }>('/api/profile')).body.id;
    const base = Date.now() - 3_600_000;
    await t.database.db
      .insertInto('notifications')
      .values(Array.from({ length: 55 }, (_, i) => ({ user_id: carolId, type: 'login_bonus_received', message: `Bonus ${i}`, created_at: new Date(base + i * 1000), status: i < 3 ? ('read' as const) : ('unread' as const) })))
      .execute();
    await notify({ userId: bobId, type: 'login_bonus_received', message: 'Bob’s own bonus' });

    const unread = await carol.json<{ notifications: { message: string; status: string; target: string }[] }>('/api/notifications');
    expect(unread.status).toBe(200);
    expect(unread.body.notifications).toHaveLength(50);
    expect(unread.body.notifications[0]).toMatchObject({ message: 'Bonus 54', status: 'unread', target: '/notifications' });
    expect(unread.body.notifications.at(-1)!.message).toBe('Bonus 5');
    expect(unread.body.notifications.every((n) => n.status === 'unread')).toBe(true);

    const all = await carol.json<{ notifications: { message: string }[] }>('/api/notifications?status=all');
    expect(all.body.notifications).toHaveLength(50);
    expect(all.body.notifications.map((n) => n.message)).not.toContain('Bob’s own bonus');

    expect((await carol.json<{ count: number }>('/api/notifications/unread-count')).body).toEqual({ count: 52 });
    const bad = await carol.json<{ error: { message: string } }>('/api/notifications?status=old');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('status must be unread or all.');
  });

  it('shows where a click leads, and no target for an invite without its challenge id', async () => {
    const challengeId = randomUUID();
    await notify({ userId: bobId, type: 'challenge_invite_received', message: 'Alice invited you (with id).', relatedEntityUuid: challengeId });
    await notify({ userId: bobId, type: 'challenge_invite_received', message: 'Alice invited you (no id).' });
    const { body } = await bob.json<{ notifications: { message: string; target: string | null; relatedEntityUuid: string | null }[] }>('/api/notifications');
    expect(body.notifications.find((n) => n.message === 'Alice invited you (with id).')).toMatchObject({ target: `/challenges/invite/${challengeId}`, relatedEntityUuid: challengeId });
    expect(body.notifications.find((n) => n.message === 'Alice invited you (no id).')).toMatchObject({ target: null, relatedEntityUuid: null });
  });

  it('the owner marks one read; another user gets 404 and changes nothing', async () => {
    const { notification } = await notify({ userId: aliceId, type: 'challenge_won', message: 'Mark me read.', relatedEntityUuid: randomUUID() });
    const id = notification!.id;

    const stranger = await bob.json<{ error: { code: string; message: string } }>(`/api/notifications/${id}/read`, { method: 'POST', body: {} });
    expect(stranger.status).toBe(404);
    expect(stranger.body.error).toEqual({ code: 'not_found', message: 'Notification not found.' });
    expect((await rowsWithMessage('Mark me read.'))[0]!.status).toBe('unread');

    const before = (await alice.json<{ count: number }>('/api/notifications/unread-count')).body.count;
    const owner = await alice.json<{ id: string; status: string; message: string }>(`/api/notifications/${id}/read`, { method: 'POST', body: {} });
    expect(owner.status).toBe(200);
    expect(owner.body).toMatchObject({ id, status: 'read', message: 'Mark me read.' });
    expect((await alice.json<{ count: number }>('/api/notifications/unread-count')).body.count).toBe(before - 1);
    // Marking it again is harmless.
    expect((await alice.json<{ status: string }>(`/api/notifications/${id}/read`, { method: 'POST', body: {} })).body.status).toBe('read');

    expect((await alice.json(`/api/notifications/${randomUUID()}/read`, { method: 'POST', body: {} })).status).toBe(404);
    const malformed = await alice.json<{ error: { message: string } }>('/api/notifications/not-a-uuid/read', { method: 'POST', body: {} });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBe('Notification id must be a UUID.');
  });

  it('marks all of the caller’s notifications read, and only theirs', async () => {
    await notify({ userId: aliceId, type: 'premium_unlocked', message: 'Premium one', relatedEntityUuid: randomUUID() });
    await notify({ userId: aliceId, type: 'premium_unlocked', message: 'Premium two', relatedEntityUuid: randomUUID() });
    const bobUnread = (await bob.json<{ count: number }>('/api/notifications/unread-count')).body.count;
    const aliceUnread = (await alice.json<{ count: number }>('/api/notifications/unread-count')).body.count;
    expect(aliceUnread).toBeGreaterThanOrEqual(2);

    const res = await alice.json<{ updated: number }>('/api/notifications/read-all', { method: 'POST', body: {} });
    expect(res).toEqual({ status: 200, body: { updated: aliceUnread } });
    expect((await alice.json<{ notifications: unknown[] }>('/api/notifications')).body.notifications).toEqual([]);
    expect((await alice.json<{ count: number }>('/api/notifications/unread-count')).body.count).toBe(0);
    expect((await bob.json<{ count: number }>('/api/notifications/unread-count')).body.count).toBe(bobUnread);
    expect((await alice.json('/api/notifications/read-all', { method: 'POST', body: {} })).body).toEqual({ updated: 0 });
  });
});

describe("'Show earlier': the caller's read notifications (issue #16 item 8)", () => {
  it('a clicked (read) invite leaves the unread list but is listed here, newest first, a page at a time, and only the caller’s', async () => {
    const erin = await member('erin@example.co.ke', 'erin_n', '203.0.113.85');
    const erinId = (await erin.json<{ id: string }>('/api/profile')).body.id;
    const base = Date.now() - 3_600_000;
    // 25 read and 2 unread, each a second apart; the same instant twice to check the (created_at, id) order.
    await t.database.db
      .insertInto('notifications')
      .values(
        Array.from({ length: 27 }, (_, i) => ({
          user_id: erinId,
          type: 'login_bonus_received',
          message: `Erin ${i}`,
          created_at: new Date(base + Math.min(i, 25) * 1000),
          status: i === 12 || i === 20 ? ('unread' as const) : ('read' as const),
        })),
      )
      .execute();
    const invite = await notify({ userId: erinId, type: 'challenge_invite_received', message: 'Alice invited Erin.', relatedEntityUuid: randomUUID() });
    await notify({ userId: bobId, type: 'login_bonus_received', message: 'Bob’s read bonus' });
    await bob.json('/api/notifications/read-all', { method: 'POST', body: {} });

    await erin.json(`/api/notifications/${invite.notification!.id}/read`, { method: 'POST', body: {} });
    const unread = await erin.json<{ notifications: { message: string }[] }>('/api/notifications');
    expect(unread.body.notifications.map((n) => n.message)).not.toContain('Alice invited Erin.');

    type Page = { notifications: { id: string; message: string; status: string; target: string | null }[]; nextCursor: string | null };
    const first = await erin.json<Page>('/api/notifications/earlier?limit=10');
    expect(first.status).toBe(200);
    expect(first.body.notifications[0]).toMatchObject({ message: 'Alice invited Erin.', status: 'read', target: `/challenges/invite/${invite.notification!.relatedEntityUuid}` });
    expect(first.body.notifications).toHaveLength(10);
    const seen = [...first.body.notifications];
    let cursor = first.body.nextCursor;
    while (cursor) {
      const next = await erin.json<Page>(`/api/notifications/earlier?limit=10&cursor=${cursor}`);
      expect(next.status).toBe(200);
      seen.push(...next.body.notifications);
      cursor = next.body.nextCursor;
    }
    // 25 read rows + the invite, each once, all read, none of Bob's.
    expect(seen).toHaveLength(26);
    expect(new Set(seen.map((n) => n.id)).size).toBe(26);
    expect(seen.every((n) => n.status === 'read')).toBe(true);
    expect(seen.map((n) => n.message)).not.toContain('Bob’s read bonus');
    expect(seen.map((n) => n.message)).not.toContain('Erin 12');
    // 26 and 25 share their instant: both come, once each, in (created_at, id) order across the pages.
    expect(
      seen
        .slice(1, 3)
        .map((n) => n.message)
        .sort(),
    ).toEqual(['Erin 25', 'Erin 26']);
    expect(seen.map((n) => n.message)).not.toContain('Erin 20');
    expect(seen.at(-1)!.message).toBe('Erin 0');

    // The default page is 20.
    expect((await erin.json<Page>('/api/notifications/earlier')).body.notifications).toHaveLength(20);
  });

  it('another user’s cursor shows only their own; a bad cursor or limit is a 400 with a clear message', async () => {
    const page = await alice.json<{ nextCursor: string | null; notifications: { message: string }[] }>('/api/notifications/earlier?limit=1');
    expect(page.status).toBe(200);
    if (page.body.nextCursor) {
      const asBob = await bob.json<{ notifications: { message: string }[] }>(`/api/notifications/earlier?cursor=${page.body.nextCursor}`);
      expect(asBob.status).toBe(200);
      const bobAll = (await bob.json<{ notifications: { id: string }[] }>('/api/notifications/earlier?limit=50')).body.notifications.map((n) => n.id);
      expect(asBob.body.notifications.every((n) => bobAll.includes((n as unknown as { id: string }).id))).toBe(true);
    }
    for (const cursor of ['not!base64', Buffer.from('{"t":"yesterday","i":"x"}').toString('base64url'), Buffer.from('nope').toString('base64url')]) {
      const bad = await alice.json<{ error: { message: string } }>(`/api/notifications/earlier?cursor=${encodeURIComponent(cursor)}`);
      expect(bad.status, cursor).toBe(400);
      expect(bad.body.error.message).toBe('This list has changed. Reload the page to see your notifications.');
    }
    const badLimit = await alice.json<{ error: { message: string } }>('/api/notifications/earlier?limit=500');
    expect(badLimit.status).toBe(400);
    expect(badLimit.body.error.message).toBe('limit must be at most 50.');
  });
});

describe('notification preferences', () => {
  it('lists only the types the product sends, in spec order, both channels on when never changed; premium_unlocked reads Identity verification', async () => {
    const dave = await member('dave@example.co.ke', 'dave_n', '203.0.113.84');
    const res = await dave.json<{ preferences: { type: string; inAppEnabled: boolean; emailEnabled: boolean; pushEnabled: boolean }[] }>('/api/notification-preferences');
    expect(res.status).toBe(200);
    // SMS on by default for money events (issue #19 §2); push on by default only for the invite, wins, tokens credited and redemptions (domain/push.ts).
    // The admins' reconciliation alert (decision 036) is not a player's switch.
    expect(res.body.preferences).toEqual(
      SENT_NOTIFICATION_TYPES.filter((type) => !ADMIN_NOTIFICATION_TYPES.includes(type)).map((type) => ({
        type,
        inAppEnabled: true,
        emailEnabled: true,
        smsEnabled: smsEnabledByDefault(type),
        pushEnabled: PUSH_ON_BY_DEFAULT.includes(type),
      })),
    );
    expect(res.body.preferences.filter((p) => p.pushEnabled).map((p) => p.type)).toEqual([
      'challenge_invite_received',
      'challenge_won',
      'challenge_backed_won',
      'mpesa_topup_success',
      'mpesa_redemption_initiated',
      'transaction_completed',
      'mpesa_redemption_failed',
    ]);
    expect(res.body.preferences.map((p) => p.type)).not.toContain('stripe_purchase_success');
    expect(res.body.preferences.map((p) => p.type)).not.toContain('reconciliation_mismatch');
    expect(NOTIFICATION_TYPE_LABELS.premium_unlocked).toBe('Identity verification');
  });

  it('inserts a row on the first change (the other channel stays on) and updates that same row after', async () => {
    const rows = () => t.database.db.selectFrom('user_notification_preferences').selectAll().where('user_id', '=', bobId).where('notification_type', '=', 'mpesa_topup_failed').execute();
    expect(await rows()).toEqual([]);

    const first = await bob.json('/api/notification-preferences/mpesa_topup_failed', { method: 'PUT', body: { emailEnabled: false } });
    expect(first).toEqual({ status: 200, body: { type: 'mpesa_topup_failed', inAppEnabled: true, emailEnabled: false, smsEnabled: false, pushEnabled: false } });
    const [inserted] = await rows();
    // push_enabled stays NULL (the type's default) until the person touches it.
    expect(inserted).toMatchObject({ in_app_enabled: true, email_enabled: false, push_enabled: null });

    const second = await bob.json('/api/notification-preferences/mpesa_topup_failed', { method: 'PUT', body: { inAppEnabled: false } });
    expect(second.body).toEqual({ type: 'mpesa_topup_failed', inAppEnabled: false, emailEnabled: false, smsEnabled: false, pushEnabled: false });
    const after = await rows();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: inserted!.id, in_app_enabled: false, email_enabled: false, created_at: inserted!.created_at });
    expect(after[0]!.updated_at.getTime()).toBeGreaterThan(inserted!.updated_at.getTime());

    const list = await bob.json<{ preferences: { type: string; inAppEnabled: boolean; emailEnabled: boolean }[] }>('/api/notification-preferences');
    expect(list.body.preferences).toHaveLength(SENT_NOTIFICATION_TYPES.length - ADMIN_NOTIFICATION_TYPES.length);
    expect(list.body.preferences.find((p) => p.type === 'mpesa_topup_failed')).toEqual({ type: 'mpesa_topup_failed', inAppEnabled: false, emailEnabled: false, smsEnabled: false, pushEnabled: false });
    expect(list.body.preferences.filter((p) => !p.inAppEnabled || !p.emailEnabled)).toHaveLength(1);
    // Someone else's switches are untouched.
    const aliceList = await alice.json<{ preferences: { type: string; inAppEnabled: boolean; emailEnabled: boolean }[] }>('/api/notification-preferences');
    expect(aliceList.body.preferences.find((p) => p.type === 'mpesa_topup_failed')).toEqual({ type: 'mpesa_topup_failed', inAppEnabled: true, emailEnabled: true, smsEnabled: false, pushEnabled: false });

    // The push switch: stored on its own, and back to the stored value on the next read.
    const push = await bob.json('/api/notification-preferences/challenge_won', { method: 'PUT', body: { pushEnabled: false } });
    expect(push.body).toEqual({ type: 'challenge_won', inAppEnabled: true, emailEnabled: true, smsEnabled: smsEnabledByDefault('challenge_won'), pushEnabled: false });
    const on = await bob.json('/api/notification-preferences/login_bonus_received', { method: 'PUT', body: { pushEnabled: true } });
    expect(on.body).toEqual({ type: 'login_bonus_received', inAppEnabled: true, emailEnabled: true, smsEnabled: smsEnabledByDefault('login_bonus_received'), pushEnabled: true });
  });

  it.each([
    ['an unknown type', '/api/notification-preferences/challenge_lost', { emailEnabled: false }, 'Unknown notification type.'],
    ['an empty change', '/api/notification-preferences/challenge_won', {}, 'Send inAppEnabled, emailEnabled, smsEnabled, pushEnabled or several.'],
    ['a non-boolean', '/api/notification-preferences/challenge_won', { emailEnabled: 'no' }, 'emailEnabled must be true or false.'],
    ['a non-boolean push switch', '/api/notification-preferences/challenge_won', { pushEnabled: 1 }, 'pushEnabled must be true or false.'],
    ['an unknown field', '/api/notification-preferences/challenge_won', { emailEnabled: false, userId: 'x' }, 'Unknown field: userId.'],
  ])('refuses %s with a 400', async (_label, path, body, message) => {
    const res = await bob.json<{ error: { code: string; message: string } }>(path, { method: 'PUT', body });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'validation_error', message });
  });
});
