// Queues e-mail and SMS; a job sends them with retries, never the request that asked (issue #2 item 6).
import type { Db } from '../../db/client';
import type { JobDefinition, JobQueue } from '../../jobs/queue';
import type { EmailMessage } from '../../providers/email';
import type { Providers } from '../../providers';
import type { SmsMessage } from '../../providers/sms';

export const SEND_EMAIL_JOB = 'messaging.send-email';
export const SEND_SMS_JOB = 'messaging.send-sms';

export interface Messaging {
  /** With `tx`, the message is queued only if that transaction commits. */
  queueEmail(message: EmailMessage, options?: { tx?: Db }): Promise<void>;
  /** Many e-mails in one INSERT (a settlement tells thousands of winners at once). */
  queueEmails(messages: EmailMessage[], options?: { tx?: Db }): Promise<void>;
  queueSms(message: SmsMessage, options?: { tx?: Db }): Promise<void>;
}

export function createMessaging({ jobs }: { jobs: JobQueue }): Messaging {
  return {
    async queueEmail(message, options) {
      await jobs.send(SEND_EMAIL_JOB, message, options);
    },
    async queueEmails(messages, options) {
      await jobs.sendMany(SEND_EMAIL_JOB, messages, options);
    },
    async queueSms(message, options) {
      await jobs.send(SEND_SMS_JOB, message, options);
    },
  };
}

/** Retries with backoff from `retryDelaySeconds` (5 s, 10 s, 20 s … about 20 minutes over 8 tries). */
export function messagingJobs(providers: Providers, { retryDelaySeconds = 5 } = {}): JobDefinition<never>[] {
  const sendEmail: JobDefinition<EmailMessage> = { name: SEND_EMAIL_JOB, retryLimit: 8, retryDelaySeconds, handle: (m) => providers.email.send(m) };
  const sendSms: JobDefinition<SmsMessage> = { name: SEND_SMS_JOB, retryLimit: 8, retryDelaySeconds, handle: async (m) => void (await providers.sms.send(m)) };
  return [sendEmail, sendSms] as JobDefinition<never>[];
}
