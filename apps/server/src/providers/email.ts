// E-mail provider (ARCHITECTURE.md): SMTP through nodemailer when SMTP_URL is set, else the dev outbox.
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { insertOutboxEntry } from '../modules/outbox/outbox.repo';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface EmailSender {
  readonly kind: 'smtp' | 'outbox';
  send(message: EmailMessage): Promise<void>;
}

export function createSmtpEmailSender(options: { url: string; from: string }): EmailSender {
  const transport = nodemailer.createTransport(options.url);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text, replyTo: message.replyTo });
    },
  };
}

export function createOutboxEmailSender(db: Db): EmailSender {
  return {
    kind: 'outbox',
    async send(message) {
      const text = message.replyTo ? `Reply-To: ${message.replyTo}\n\n${message.text}` : message.text;
      await insertOutboxEntry(db, { channel: 'email', recipient: message.to, subject: message.subject, bodyText: text });
    },
  };
}
