import type { Db } from '../../db/client';

export interface NewContactMessage {
  name: string;
  email: string;
  type: string;
  subject: string;
  message: string;
  ip: string | null;
}

export async function insertContactMessage(db: Db, message: NewContactMessage): Promise<string> {
  const row = await db.insertInto('contact_messages').values(message).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
