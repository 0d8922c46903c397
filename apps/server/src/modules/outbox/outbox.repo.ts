import type { Db } from '../../db/client';

export interface OutboxEntry {
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  bodyText: string;
}

export async function insertOutboxEntry(db: Db, entry: OutboxEntry): Promise<void> {
  await db.insertInto('dev_outbox').values({ channel: entry.channel, recipient: entry.recipient, subject: entry.subject, body_text: entry.bodyText }).execute();
}

export async function listOutboxEntries(db: Db, limit: number) {
  return db.selectFrom('dev_outbox').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}
