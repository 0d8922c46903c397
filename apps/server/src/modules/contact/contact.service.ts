import type { z } from 'zod';
import type { contactMessageInputSchema } from '@changamoto/shared/contract';
import type { Db } from '../../db/client';
import type { Messaging } from '../messaging/messaging.service';
import { insertContactMessage } from './contact.repo';
import { runInTransaction } from '../../db/unit-of-work';

const INQUIRY_LABELS: Record<string, string> = {
  general: 'General',
  technical: 'Technical support',
  billing: 'Billing',
  partnership: 'Partnership',
  feedback: 'Feedback',
  report: 'Report',
};

export function createContactService({ db, messaging, supportEmail }: { db: Db; messaging: Messaging; supportEmail: string }) {
  return {
    /** Stores the message and queues its e-mail to support in one transaction: both or neither. */
    async sendMessage(input: z.output<typeof contactMessageInputSchema>, meta: { ip: string | null }) {
      const id = await runInTransaction(db, async (tx) => {
        const messageId = await insertContactMessage(tx, { ...input, ip: meta.ip });
        await messaging.queueEmail(
          {
            to: supportEmail,
            replyTo: input.email,
            subject: `[Contact · ${INQUIRY_LABELS[input.type]}] ${input.subject}`,
            text: `From: ${input.name} <${input.email}>\nInquiry type: ${INQUIRY_LABELS[input.type]}\nMessage id: ${messageId}\n\n${input.message}\n`,
          },
          { tx },
        );
        return messageId;
      });
      return { success: true as const, id };
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
