// Retention (issue #22 item 5): the nightly job deletes idempotency keys, dev outbox messages and read
// notifications past their time, and nothing else (an unread notification is kept however old).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import { insertPerson } from '../../../test/helpers/challenges';
import { retentionJobs, RETENTION_JOB } from './retention.jobs';
import { applyRetention, RETENTION_DAYS } from './retention.repo';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe('retention', () => {
  it('deletes only what is past its time', async () => {
    const db = database.db;
    const person = await insertPerson(db, 'kept');
    const key = (k: string, days: number) => ({ user_id: person, key: k, endpoint: 'placeStake', request_hash: 'h', response_status: 200, response_body: '{}', created_at: daysAgo(days) });
    await db
      .insertInto('idempotency_keys')
      .values([key('old-key-1', RETENTION_DAYS.idempotencyKeys + 1), key('recent-key-1', RETENTION_DAYS.idempotencyKeys - 1)])
      .execute();
    const message = (subject: string, days: number) => ({ channel: 'email' as const, recipient: 'a@example.co.ke', subject, body_text: 'x', created_at: daysAgo(days) });
    await db
      .insertInto('dev_outbox')
      .values([message('old', RETENTION_DAYS.devOutbox + 1), message('recent', 1)])
      .execute();
    const note = (text: string, status: 'read' | 'unread', days: number) => ({ user_id: person, type: 'transaction_completed', message: text, status, created_at: daysAgo(days) });
    await db
      .insertInto('notifications')
      .values([note('old read', 'read', RETENTION_DAYS.readNotifications + 1), note('old unread', 'unread', RETENTION_DAYS.readNotifications + 30), note('recent read', 'read', 1)])
      .execute();

    expect(await applyRetention(db)).toEqual({ idempotencyKeys: 1, devOutbox: 1, readNotifications: 1 });
    expect((await db.selectFrom('idempotency_keys').select('key').where('user_id', '=', person).execute()).map((r) => r.key)).toEqual(['recent-key-1']);
    expect((await db.selectFrom('dev_outbox').select('subject').execute()).map((r) => r.subject)).toEqual(['recent']);
    expect((await db.selectFrom('notifications').select('message').where('user_id', '=', person).orderBy('message').execute()).map((r) => r.message)).toEqual(['old unread', 'recent read']);
    // A second run finds nothing more.
    expect(await applyRetention(db)).toEqual({ idempotencyKeys: 0, devOutbox: 0, readNotifications: 0 });
  });

  it('deletes in batches until none is left', async () => {
    const db = database.db;
    await sql`INSERT INTO dev_outbox (channel, recipient, subject, body_text, created_at)
              SELECT 'sms', '+254700000000', NULL, 'x', now() - interval '400 days' FROM generate_series(1, 12000)`.execute(db);
    expect((await applyRetention(db)).devOutbox).toBe(12000);
  });

  it('runs nightly as one scheduled pg-boss job', () => {
    const [job] = retentionJobs({ db: database.db });
    expect(job).toMatchObject({ name: RETENTION_JOB, schedule: '40 0 * * *' });
  });
});
