// SQL of the SMS receipts (0037_sms_messages.sql): the messages, their sends, their delivery reports.
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/client';
import type { SmsMessagesTable } from '../../db/schema';

export type SmsMessageRow = Selectable<SmsMessagesTable>;

export interface NewSms {
  userId: string | null;
  kind: string;
  phone: string;
  body: string;
}

/** Many messages in one INSERT; their ids in the order given. */
export async function insertSmsMessages(db: Db, values: NewSms[]): Promise<string[]> {
  if (!values.length) return [];
  const { rows } = await sql<{ id: string }>`
    INSERT INTO sms_messages (user_id, kind, phone, body)
    SELECT user_id, kind, phone, body FROM unnest(${values.map((v) => v.userId)}::uuid[], ${values.map((v) => v.kind)}::text[], ${values.map((v) => v.phone)}::text[], ${values.map((v) => v.body)}::text[])
      WITH ORDINALITY AS v(user_id, kind, phone, body, i)
    ORDER BY i
    RETURNING id`.execute(db);
  return rows.map((row) => row.id);
}

/** Each user's balance (cash + bonus tokens), for the receipts' "balance after"; 0 for a user with no pockets yet. */
export async function balancesOf(db: Db, userIds: string[]): Promise<Map<string, number>> {
  if (!userIds.length) return new Map();
  const { rows } = await sql<{ user_id: string; balance: string }>`
    SELECT user_id, sum(balance)::text AS balance FROM ledger_accounts
    WHERE user_id = ANY(${[...new Set(userIds)]}::uuid[]) AND kind IN ('user_cash', 'user_bonus')
    GROUP BY user_id`.execute(db);
  return new Map(rows.map((row) => [row.user_id, Number(row.balance)]));
}

export async function findSms(db: Db, id: string): Promise<SmsMessageRow | undefined> {
  return db.selectFrom('sms_messages').selectAll().where('id', '=', id).executeTakeFirst();
}

/** One more try, and why it failed (the job throws after this so that pg-boss retries). */
export async function recordAttemptFailed(db: Db, id: string, error: string, permanent: boolean): Promise<void> {
  await db
    .updateTable('sms_messages')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: error.slice(0, 500), ...(permanent ? { status: 'failed' as const } : {}) }))
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .execute();
}

export async function recordSent(db: Db, id: string, sent: { provider: 'africastalking' | 'outbox'; messageId: string | null; status: string; cost: string | null }): Promise<void> {
  await db
    .updateTable('sms_messages')
    .set((eb) => ({
      status: 'sent' as const,
      provider: sent.provider,
      provider_message_id: sent.messageId,
      provider_status: sent.status,
      cost: sent.cost,
      attempts: eb('attempts', '+', 1),
      last_error: null,
      sent_at: sql<Date>`now()`,
    }))
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .execute();
}

export interface DeliveryReport {
  id: string;
  status: string;
  phoneNumber: string | null;
  networkCode: string | null;
  failureReason: string | null;
  retryCount: number | null;
}

/**
 * Africa's Talking's final delivery statuses: Success is delivered; Failed, Rejected, AbsentSubscriber
 * and Expired are not. Sent, Submitted and Buffered are on the way (recorded, the status stays sent).
 */
const DELIVERED = ['Success'];
const NOT_DELIVERED = ['Failed', 'Rejected', 'AbsentSubscriber', 'Expired'];

/** Keeps the report as it came and brings its message (if we know the id) up to date; returns the message's id. */
export async function recordDeliveryReport(tx: Db, report: DeliveryReport): Promise<string | null> {
  const message = await tx.selectFrom('sms_messages').select(['id']).where('provider_message_id', '=', report.id).forUpdate().executeTakeFirst();
  await tx
    .insertInto('sms_delivery_reports')
    .values({
      sms_message_id: message?.id ?? null,
      provider_message_id: report.id,
      status: report.status,
      phone_number: report.phoneNumber,
      network_code: report.networkCode,
      failure_reason: report.failureReason,
      retry_count: report.retryCount,
    })
    .execute();
  if (!message) return null;
  const status = DELIVERED.includes(report.status) ? 'delivered' : NOT_DELIVERED.includes(report.status) ? 'delivery_failed' : undefined;
  await tx
    .updateTable('sms_messages')
    .set({
      ...(status ? { status } : {}),
      delivery_status: report.status,
      delivery_failure_reason: report.failureReason,
      network_code: report.networkCode,
      delivery_retry_count: report.retryCount,
      delivery_reported_at: sql<Date>`now()`,
    })
    .where('id', '=', message.id)
    // A report never undoes a final one (reports may arrive out of order).
    .where('status', 'in', ['sent', 'queued'])
    .execute();
  return message.id;
}
