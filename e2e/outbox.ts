// Reads e-mails and SMS the app sent, from the dev outbox (/dev/outbox.json), waiting for the job.
import { expect, type APIRequestContext } from '@playwright/test';

interface OutboxMessage {
  recipient: string;
  subject: string | null;
  body_text: string;
  created_at: string;
}

export async function latestMessage(request: APIRequestContext, recipient: string, { after = 0 }: { after?: number } = {}): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect(async () => {
    const { messages } = (await (await request.get('/dev/outbox.json')).json()) as { messages: OutboxMessage[] };
    found = messages.find((m) => m.recipient === recipient && Date.parse(m.created_at) > after);
    expect(found, `a message to ${recipient}`).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  return found!;
}

export const codeIn = (message: OutboxMessage) => message.body_text.match(/code is (\d{6})/)![1]!;
export const linkIn = (message: OutboxMessage, path: string) => message.body_text.match(new RegExp(`https?://[^\\s]*${path}[^\\s]*`))![0];

/** Unique per run and worker, so journeys never collide on an address, username or phone. */
export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}
