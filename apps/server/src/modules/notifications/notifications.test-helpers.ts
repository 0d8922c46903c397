// Test helpers of the notifications tests: what notify() left behind, read straight from the database.
import { sql } from 'kysely';
import type { TestApp } from '../../../test/helpers/test-app';
import { SEND_EMAIL_JOB } from '../messaging/messaging.service';

export const rowsWithMessage = (t: TestApp, message: string) => t.database.db.selectFrom('notifications').selectAll().where('message', '=', message).execute();

/** E-mail jobs queued (whatever their state) whose body contains `text`: exact, no waiting for the worker. */
export async function emailJobsContaining(t: TestApp, text: string): Promise<number> {
  const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM pgboss.job WHERE name = ${SEND_EMAIL_JOB} AND data->>'text' LIKE ${`%${text}%`}`.execute(t.database.db);
  return Number(rows[0]!.n);
}
