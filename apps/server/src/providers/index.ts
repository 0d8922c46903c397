import type { Db } from '../db/client';
import type { Env } from '../env';
import { createOutboxEmailSender, createSmtpEmailSender, type EmailSender } from './email';
import { createAfricasTalkingSmsSender, createOutboxSmsSender, type SmsSender } from './sms';

export interface Providers {
  email: EmailSender;
  sms: SmsSender;
}

/** Real providers where their env is set; the local simulators (dev outbox) otherwise. */
export function createProviders(env: Env, db: Db): Providers {
  return {
    email: env.SMTP_URL ? createSmtpEmailSender({ url: env.SMTP_URL, from: env.EMAIL_FROM }) : createOutboxEmailSender(db),
    sms: env.AT_API_KEY && env.AT_USERNAME ? createAfricasTalkingSmsSender({ apiKey: env.AT_API_KEY, username: env.AT_USERNAME, senderId: env.AT_SENDER_ID, baseUrl: env.AT_BASE_URL }) : createOutboxSmsSender(db),
  };
}
