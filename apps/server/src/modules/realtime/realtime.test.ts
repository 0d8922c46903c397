import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { connect, createServer, type Socket } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/helpers/ports';
import { client, latestMessageTo, type Client } from '../../../test/helpers/session';
import { createTestApp, eventually, type TestApp } from '../../../test/helpers/test-app';
import { buildApp } from '../../app';
import { createDatabase, type Database } from '../../db/client';
import type { AppEnv } from '../../http/types';
import { createAppAuth } from '../auth';
import { createMessaging } from '../messaging/messaging.service';
import { createNotificationsService, type NotificationsService, type NotifyInput } from '../notifications/notifications.service';
import { createRealtime, type Realtime } from './realtime.listener';
import { runInTransaction } from '../../db/unit-of-work';
import { publishEvent, publishEvents, REALTIME_CHANNEL } from './realtime.publish';
import { realtimeRoutes } from './realtime.routes';
import { openEventStream, readEventStream, type SseStream } from './sse-test-client';

const log = pino({ level: 'silent' });
let t: TestApp;
let notifications: NotificationsService;
let alice: Client;
let bob: Client;
let aliceId: string;
let bobId: string;
let baseA: string;
const cleanups: (() => Promise<unknown> | unknown)[] = [];
const streams: SseStream[] = [];

async function member(email: string, username: string, ip: string) {
  const c = client(t, ip);
  const started = new Date();
  await c.json('/api/auth/sign-up/email', { body: { email, password: 'secret123', name: username, username, region: 'KE', isAdultConfirmed: true } });
  const mail = await latestMessageTo(t, email, { after: started });
  await c.request(`/api/auth/verify-email?token=${mail.body_text.match(/verify-email\?token=([^\s]+)/)![1]}`);
  return c;
}

const cookieOf = (c: Client) => [...c.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/** Serves `fetch` on a real socket, as main.ts does; closed after the file. */
async function listen(fetch: (request: Request) => Response | Promise<Response>): Promise<{ base: string; server: Server }> {
  const port = await freePort();
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch, port, hostname: '127.0.0.1' }, () => resolve(s as Server)) as Server;
  });
  cleanups.push(
    () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  );
  return { base: `http://127.0.0.1:${port}`, server };
}

async function events(base: string, who: Client): Promise<SseStream> {
  const stream = await openEventStream(`${base}/api/events`, { Cookie: cookieOf(who) });
  streams.push(stream);
  return stream;
}

const notify = (input: NotifyInput) => t.database.db.transaction().execute((tx) => notifications.notify(tx, input));

beforeAll(async () => {
  t = await createTestApp();
  notifications = createNotificationsService({ db: t.database.db, messaging: createMessaging({ jobs: t.jobs }), publicUrl: t.env.PUBLIC_URL });
  alice = await member('alice@example.co.ke', 'alice_rt', '203.0.113.91');
  bob = await member('bob@example.co.ke', 'bob_rt', '203.0.113.92');
  aliceId = (await alice.json<{ id: string }>('/api/profile')).body.id;
  bobId = (await bob.json<{ id: string }>('/api/profile')).body.id;
  // Notification e-mails are not what this file is about.
  for (const userId of [aliceId, bobId]) {
    for (const type of ['challenge_won', 'login_bonus_received'] as const) await notifications.updatePreference(userId, type, { emailEnabled: false });
  }
  baseA = (await listen(t.app.fetch)).base;
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  for (const cleanup of cleanups.reverse()) await cleanup();
  await t.close();
});

describe('GET /api/events (Server-Sent Events)', () => {
  it('answers 401 JSON when signed out', async () => {
    const res = await fetch(`${baseA}/api/events`);
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ error: { code: 'unauthorized', message: 'User not authenticated.' } });
  });

  it('streams with the SSE headers and starts with a ready event', async () => {
    const stream = await events(baseA, alice);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('cache-control')).toBe('no-cache');
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.events[0]).toEqual({ event: 'realtime.ready', data: {} });
    stream.close();
  });

  it('delivers notification.created to its user only once the transaction commits; another user’s stream gets nothing', async () => {
    const aliceStream = await events(baseA, alice);
    const bobStream = await events(baseA, bob);
    const challengeId = randomUUID();

    let created: Awaited<ReturnType<NotificationsService['notify']>> | undefined;
    await t.database.db.transaction().execute(async (tx) => {
      created = await notifications.notify(tx, { userId: aliceId, type: 'challenge_won', message: 'You won “Plank 2 min”.', relatedEntityUuid: challengeId });
      // Still inside the transaction: nothing may reach the client yet.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(aliceStream.pending()).toEqual([]);
    });

    expect(await aliceStream.next()).toEqual({
      event: 'notification.created',
      data: { id: created!.notification!.id, type: 'challenge_won', message: 'You won “Plank 2 min”.', relatedEntityUuid: challengeId, target: `/challenges/${challengeId}`, createdAt: created!.notification!.createdAt },
    });

    // Bob's next event is his own notification: Alice's never reached him.
    const own = await notify({ userId: bobId, type: 'login_bonus_received', message: 'Bob’s daily bonus.' });
    expect(await bobStream.next()).toMatchObject({ event: 'notification.created', data: { id: own.notification!.id, message: 'Bob’s daily bonus.' } });
    expect(aliceStream.pending()).toEqual([]);
  });

  it('carries any module’s event (publishEvent), e.g. the wallet’s transaction.created and balance.changed', async () => {
    const stream = await events(baseA, bob);
    const transactionId = randomUUID();
    await t.database.db.transaction().execute(async (tx) => {
      await publishEvent(tx, bobId, { type: 'transaction.created', data: { id: transactionId } });
      await publishEvent(tx, bobId, { type: 'balance.changed', data: { tokens: 120 } });
    });
    expect(await stream.next()).toEqual({ event: 'transaction.created', data: { id: transactionId } });
    expect(await stream.next()).toEqual({ event: 'balance.changed', data: { tokens: 120 } });
  });

  it('a transaction of runInTransaction (every one in src) sends its events only after it committed, and a rolled-back one never', async () => {
    const stream = await events(baseA, bob);
    const db = t.database.db;
    const rolledBack = randomUUID();
    await expect(
      runInTransaction(db, async (tx) => {
        await publishEvent(tx, bobId, { type: 'transaction.created', data: { id: rolledBack } });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');

    const committed = randomUUID();
    await runInTransaction(db, async (tx) => {
      await publishEvents(tx, [
        { userId: bobId, event: { type: 'transaction.created', data: { id: committed } } },
        { userId: bobId, event: { type: 'balance.changed', data: {} } },
      ]);
      // Collected by an after-commit hook rather than NOTIFYed: nothing yet while it is open.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(stream.pending()).toEqual([]);
    });
    expect(await stream.next()).toEqual({ event: 'transaction.created', data: { id: committed } });
    expect(await stream.next()).toEqual({ event: 'balance.changed', data: {} });
    expect(stream.pending()).toEqual([]);
  });

  it('a person’s events of one call travel together (as many as fit in one NOTIFY) and reach the stream one by one, in order', async () => {
    const stream = await events(baseA, bob);
    const heard: string[] = [];
    const listener = new pg.Client({ connectionString: t.database.url });
    await listener.connect();
    listener.on('notification', (n) => heard.push(n.payload ?? ''));
    await listener.query(`LISTEN ${REALTIME_CHANNEL}`);
    try {
      // 12 events of about 1.5 kB each: more than one 8000-byte payload holds, so they are split.
      const sent = Array.from({ length: 12 }, (_, i) => ({ type: 'transaction.created', data: { id: `packed-${i}`, note: 'x'.repeat(1500) } }));
      await runInTransaction(t.database.db, async (tx) => {
        await publishEvents(tx, [...sent.map((event) => ({ userId: bobId, event })), { userId: aliceId, event: { type: 'balance.changed', data: {} } }]);
      });
      for (const event of sent) expect(await stream.next()).toEqual({ event: event.type, data: event.data });
      await expect.poll(() => heard.length).toBeGreaterThanOrEqual(4);
      const payloads = heard.map((payload) => JSON.parse(payload) as { userId: string; events?: { data: { id: string } }[]; event?: unknown });
      const bobs = payloads.filter((p) => p.userId === bobId);
      expect(heard.every((payload) => Buffer.byteLength(payload) < 8000)).toBe(true);
      expect(bobs.length).toBeLessThan(sent.length);
      expect(bobs.flatMap((p) => p.events!.map((e) => e.data.id))).toEqual(sent.map((e) => e.data.id));
      expect(payloads.filter((p) => p.userId === aliceId)).toEqual([{ userId: aliceId, event: { type: 'balance.changed', data: {} } }]);
    } finally {
      await listener.end();
    }
  });

  it('a commit with as many events as a 100k-backer settlement sends them all (the queue takes them without spreading arguments)', async () => {
    const stream = await events(baseA, bob);
    const last = randomUUID();
    const many = Array.from({ length: 150_000 }, (): { userId: string; event: { type: string } } => ({ userId: randomUUID(), event: { type: 'balance.changed' } }));
    await runInTransaction(t.database.db, async (tx) => {
      await publishEvents(tx, [...many, { userId: bobId, event: { type: 'transaction.created', data: { id: last } } }]);
    });
    expect(await stream.next()).toEqual({ event: 'transaction.created', data: { id: last } });
    // Every instance's listener parses 150k notifications: generous room on a busy machine.
  }, 120_000);

  it('a token-moving request (Idempotency-Key) delivers its events to the mover', async () => {
    const stream = await events(baseA, bob);
    const res = await t.app.request('/api/rewards/daily-bonus', {
      method: 'POST',
      headers: { Origin: t.env.PUBLIC_URL, 'X-Forwarded-For': '203.0.113.92', Cookie: cookieOf(bob), 'Idempotency-Key': randomUUID() },
    });
    expect(res.status).toBe(200);
    // Sent before the answer: the stream already has them when the response arrives.
    const kinds = new Set([(await stream.next()).event, (await stream.next()).event]);
    expect([...kinds].every((k) => ['transaction.created', 'balance.changed', 'notification.created'].includes(k))).toBe(true);
  });

  it('unsubscribes when the client disconnects', async () => {
    const before = t.realtime.subscriberCount(bobId);
    const stream = await events(baseA, bob);
    expect(t.realtime.subscriberCount(bobId)).toBe(before + 1);
    stream.close();
    await eventually(async () => (t.realtime.subscriberCount(bobId) === before ? true : undefined), { timeoutMs: 5_000 });
  });
});

describe('the stream itself (realtimeRoutes with short timings)', () => {
  const viewer = () => ({ id: randomUUID(), email: 'x@example.co.ke', role: 'user' as const });

  it('sends a `: ping` comment every interval', async () => {
    const who = viewer();
    const app = new Hono<AppEnv>().route('/', realtimeRoutes({ realtime: t.realtime, getViewer: async () => who, pingIntervalMs: 40 }));
    const response = await app.request('/api/events');
    const stream = readEventStream(response);
    expect(await stream.next()).toEqual({ event: 'realtime.ready', data: {} });
    await eventually(async () => (stream.comments.filter((c) => c === 'ping').length >= 2 ? true : undefined), { timeoutMs: 2_000 });
    stream.close();
  });

  it('ends the stream when the session is gone (signed out or suspended) at the next check', async () => {
    const who = viewer();
    let signedIn = true;
    const app = new Hono<AppEnv>().route('/', realtimeRoutes({ realtime: t.realtime, getViewer: async () => (signedIn ? who : null), sessionRecheckMs: 40 }));
    const stream = readEventStream(await app.request('/api/events'));
    await stream.next();
    expect(t.realtime.subscriberCount(who.id)).toBe(1);
    signedIn = false;
    await stream.ended;
    expect(t.realtime.subscriberCount(who.id)).toBe(0);
  });

  it('limits open streams per user on one instance (429)', async () => {
    const who = viewer();
    const app = new Hono<AppEnv>().route('/', realtimeRoutes({ realtime: t.realtime, getViewer: async () => who, maxStreamsPerUser: 2 }));
    const open = [await app.request('/api/events'), await app.request('/api/events')];
    const third = await app.request('/api/events');
    expect(third.status).toBe(429);
    for (const response of open) await response.body!.cancel();
    await eventually(async () => (t.realtime.subscriberCount(who.id) === 0 ? true : undefined));
    const again = await app.request('/api/events');
    expect(again.status).toBe(200);
    await again.body!.cancel();
  });

  it('an app built without a listener answers 503, not a stream that never delivers', async () => {
    const app = buildApp({ env: t.env, db: t.database.db, jobs: t.jobs, auth: t.auth, paystack: t.paystackDeps, log });
    const res = await app.request('/api/events', { headers: { Cookie: cookieOf(alice) } });
    expect(res.status).toBe(503);
  });
});

describe('more than one server instance (ARCHITECTURE.md "Beyond one machine")', () => {
  let second: { base: string; database: Database; realtime: Realtime };

  beforeAll(async () => {
    // Instance B: its own pool, auth and LISTEN connection; only the database is shared.
    const database = createDatabase(t.database.url, { max: 3 });
    const auth = createAppAuth({ env: t.env, db: database.db, jobs: t.jobs, secret: 'test-secret-0123456789-abcdefghijklmnop' });
    const realtime = createRealtime({ connectionString: t.database.url, log, initialRetryMs: 50 });
    await realtime.start();
    const app = buildApp({ env: t.env, db: database.db, jobs: t.jobs, log, auth, realtime, paystack: t.paystackDeps });
    const { base } = await listen(app.fetch);
    second = { base, database, realtime };
    cleanups.push(async () => {
      await realtime.stop();
      await database.close();
    });
  });

  it('a notification created through instance A reaches an SSE client of instance B', async () => {
    const onB = await events(second.base, alice);
    const onA = await events(baseA, alice);
    const { notification } = await notify({ userId: aliceId, type: 'challenge_won', message: 'Created on A, seen on B.', relatedEntityUuid: randomUUID() });
    expect(await onB.next()).toMatchObject({ event: 'notification.created', data: { id: notification!.id, message: 'Created on A, seen on B.' } });
    expect(await onA.next()).toMatchObject({ event: 'notification.created', data: { id: notification!.id } });

    // And an HTTP request served by A (mark read) reaches the user's tab on B.
    const res = await fetch(`${baseA}/api/notifications/${notification!.id}/read`, { method: 'POST', headers: { Cookie: cookieOf(alice), Origin: t.env.PUBLIC_URL } });
    expect(res.status).toBe(200);
    expect(await onB.next()).toEqual({ event: 'notification.read', data: { id: notification!.id } });
  });
});

describe('the listener connection', () => {
  it('survives its connection being terminated: reconnects, tells clients to resync, and delivers again', async () => {
    const stream = await events(baseA, alice);
    const { pid, reconnects } = t.realtime.status();
    expect(pid).toEqual(expect.any(Number));

    await sql`SELECT pg_terminate_backend(${pid})`.execute(t.database.db);
    expect(await stream.next()).toEqual({ event: 'realtime.resync', data: {} });
    const status = t.realtime.status();
    expect(status).toMatchObject({ listening: true, reconnects: reconnects + 1 });
    expect(status.pid).not.toBe(pid);

    const { notification } = await notify({ userId: aliceId, type: 'login_bonus_received', message: 'Delivered after the reconnect.' });
    expect(await stream.next()).toMatchObject({ event: 'notification.created', data: { id: notification!.id } });
  });

  it('keeps retrying while the database is unreachable (a restart), then recovers and delivers', async () => {
    // A TCP proxy in front of PostgreSQL stands in for the database going down and coming back.
    const target = new URL(t.database.url);
    const sockets = new Set<Socket>();
    const proxy = createServer((socket) => {
      const upstream = connect(Number(target.port), target.hostname);
      sockets.add(socket).add(upstream);
      socket.pipe(upstream).pipe(socket);
      for (const s of [socket, upstream]) s.on('error', () => {}).on('close', () => (socket.destroy(), upstream.destroy()));
    });
    const port = await freePort();
    const up = () => new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
    await up();
    const viaProxy = new URL(t.database.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(port);
    const realtime = createRealtime({ connectionString: viaProxy.toString(), log, initialRetryMs: 30, maxRetryMs: 200 });
    await realtime.start();
    cleanups.push(async () => {
      await realtime.stop();
      const closed = new Promise((resolve) => proxy.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    });
    const received: string[] = [];
    realtime.subscribe(aliceId, { onEvent: (event) => received.push(event.type), onClose: () => {} });

    // Down: refuse new connections and cut the open one.
    const down = new Promise((resolve) => proxy.close(resolve)); // resolves once its connections are gone
    for (const socket of sockets) socket.destroy();
    await down;
    await eventually(async () => (realtime.status().listening ? undefined : true));
    await new Promise((resolve) => setTimeout(resolve, 500)); // several refused attempts
    expect(realtime.status().listening).toBe(false);

    // Back up: the listener finds it by itself.
    await up();
    await eventually(async () => (realtime.status().listening ? true : undefined), { timeoutMs: 5_000 });
    expect(received).toContain('realtime.resync');
    expect(realtime.status().reconnects).toBe(1);
    await publishEvent(t.database.db, aliceId, { type: 'balance.changed', data: { tokens: 1 } });
    await eventually(async () => (received.includes('balance.changed') ? true : undefined));
  });

  it('stop() ends every open stream, so a graceful shutdown is not held open by them', async () => {
    const realtime = createRealtime({ connectionString: t.database.url, log });
    await realtime.start();
    const app = buildApp({ env: t.env, db: t.database.db, jobs: t.jobs, log, auth: t.auth, paystack: t.paystackDeps, realtime });
    const { base, server } = await listen(app.fetch);
    const stream = await events(base, bob);

    const closed = new Promise((resolve) => server.close(resolve));
    const stopping = Date.now();
    await realtime.stop();
    await stream.ended;
    await closed;
    // Not held until the 5 s keep-alive timeout: an ended stream closes its socket (Connection: close).
    expect(Date.now() - stopping).toBeLessThan(2_000);
    expect(realtime.status()).toMatchObject({ listening: false, subscribers: 0 });
  });
});
