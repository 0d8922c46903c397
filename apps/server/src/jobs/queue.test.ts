import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../test/helpers/test-app';
import pino from 'pino';
import type { EmailSender } from '../providers/email';
import { startJobQueue } from './queue';
import { createMessaging } from '../modules/messaging/messaging.service';
import { runInTransaction } from '../db/unit-of-work';

let attempts = 0;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    providers: (defaults) => ({
      ...defaults,
      // Fails the first two attempts of a "flaky" message, like an SMTP server that is briefly down.
      email: {
        kind: 'outbox',
        async send(message) {
          if (message.subject.startsWith('flaky') && ++attempts <= 2) throw new Error('SMTP 421 try again later');
          await defaults.email.send(message);
        },
      } satisfies EmailSender,
    }),
  });
});
afterAll(() => t.close());

const outboxSubjects = async () => (await t.database.db.selectFrom('dev_outbox').select('subject').execute()).map((r) => r.subject);

describe('jobs', () => {
  it('an e-mail queued inside a transaction that rolls back is never sent', async () => {
    const messaging = createMessaging({ jobs: t.jobs });
    await expect(
      t.database.db.transaction().execute(async (tx) => {
        await messaging.queueEmail({ to: 'a@example.com', subject: 'rolled back', text: 'x' }, { tx });
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');
    await messaging.queueEmail({ to: 'a@example.com', subject: 'committed', text: 'x' });
    await eventually(async () => ((await outboxSubjects()).includes('committed') ? true : undefined));
    expect(await outboxSubjects()).not.toContain('rolled back');
  });

  it('a failing send is retried until it goes through, and delivered once', async () => {
    await createMessaging({ jobs: t.jobs }).queueEmail({ to: 'b@example.com', subject: 'flaky one', text: 'x' });
    await eventually(async () => ((await outboxSubjects()).includes('flaky one') ? true : undefined), { timeoutMs: 20_000 });
    expect(attempts).toBe(3);
    expect((await outboxSubjects()).filter((s) => s === 'flaky one')).toHaveLength(1);
  });
});

describe('job throughput', () => {
  it('jobs waiting in a queue are worked back to back, not one per polling interval', async () => {
    const log = pino({ level: 'silent' });
    const done: number[] = [];
    const definition = (handle: (data: { i: number }) => Promise<void>) => [{ name: 'test.back-to-back', retryLimit: 0, retryDelaySeconds: 1, handle }] as never;
    // The queue is created (and its worker stopped), then five jobs wait in it before any worker runs.
    await (await startJobQueue({ connectionString: t.database.url, log, jobs: definition(async () => {}) })).stop();
    const producer = await startJobQueue({ connectionString: t.database.url, log, jobs: [] });
    await producer.sendMany(
      'test.back-to-back',
      [0, 1, 2, 3, 4].map((i) => ({ i })),
    );
    await producer.stop();
    // A 60 s polling interval: a worker that slept after each job would take four minutes for the five.
    const worker = await startJobQueue({ connectionString: t.database.url, log, pollingIntervalSeconds: 60, jobs: definition(async ({ i }) => void done.push(i)) });
    try {
      await eventually(async () => (done.length === 5 ? true : undefined), { timeoutMs: 30_000 });
      expect([...done].sort()).toEqual([0, 1, 2, 3, 4]);
    } finally {
      await worker.stop();
    }
  }, 90_000);
});

describe('a job sent by this process', () => {
  it('is worked at once, not at the next poll: sent alone, or after the commit of its transaction (never when it rolls back)', async () => {
    const log = pino({ level: 'silent' });
    const done: string[] = [];
    // A 60 s polling interval: after its first (empty) poll the worker would sleep a minute, far beyond
    // `eventually`'s 20 s, unless sending wakes it.
    const queue = await startJobQueue({
      connectionString: t.database.url,
      log,
      pollingIntervalSeconds: 60,
      jobs: [{ name: 'test.wake', retryLimit: 0, retryDelaySeconds: 1, handle: async ({ label }: { label: string }) => void done.push(label) }] as never,
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await queue.send('test.wake', { label: 'alone' });
      await eventually(async () => (done.includes('alone') ? true : undefined), { timeoutMs: 20_000 });

      await expect(
        runInTransaction(t.database.db, async (tx) => {
          await queue.send('test.wake', { label: 'rolled back' }, { tx });
          throw new Error('business rule failed');
        }),
      ).rejects.toThrow('business rule failed');
      await runInTransaction(t.database.db, async (tx) => {
        await queue.sendMany('test.wake', [{ label: 'committed 1' }, { label: 'committed 2' }], { tx });
      });
      await eventually(async () => (done.includes('committed 1') && done.includes('committed 2') ? true : undefined), { timeoutMs: 20_000 });
      expect(done).not.toContain('rolled back');
    } finally {
      await queue.stop();
    }
  }, 90_000);
});
