// SMS receipts and notices (issue #19 §2, docs/decisions/031). A message is a row of sms_messages plus a
// pg-boss job, both written in the caller's transaction: it exists only if the money it tells about
// commits, and the send happens later, in the job, outside any transaction (decision 016). A failed
// send is retried by pg-boss; it never blocks or rolls back the money.
import { sql } from 'kysely';
import type { Db } from '../../db/client';
import type { JobDefinition, JobQueue } from '../../jobs/queue';
import type { Logger } from '../../logger';
import { SmsDeliveryError, type SmsSender } from '../../providers/sms';
import { SMS_MAX_SEPTETS, gsm7Length } from './gsm7';
import * as repo from './sms.repo';
import { renderSmsNotice, renderSmsReceipt, type SmsLocale, type SmsReceipt } from './sms-templates';

export const SEND_SMS_MESSAGE_JOB = 'sms.send-message';

export interface OutgoingSms {
  /** Whose it is (null for a number that is no account's). */
  userId: string | null;
  /** What it is about: a notification type, or the sender's own kind ('ussd_pin_locked'). */
  kind: string;
  /** E.164; the caller sends only to a verified phone. */
  phone: string;
  /** One GSM-7 SMS (≤ 160 septets): sms-templates.ts writes them so. */
  text: string;
}

/** What notify() hands over for one notification that goes out by SMS. */
export interface NoticeSms {
  userId: string;
  kind: string;
  phone: string;
  locale: SmsLocale;
  /** The money event's receipt; without one, the notification's message is sent. */
  receipt?: SmsReceipt;
  message: string;
}

/**
 * Queues SMS messages as part of `tx` (they are sent only if it commits); returns their ids. Refuses a
 * text that is not one GSM-7 SMS, so that a template's mistake fails its tests, not a person's receipt.
 */
export async function queueSms(tx: Db, jobs: JobQueue, messages: OutgoingSms[]): Promise<string[]> {
  if (!messages.length) return [];
  for (const m of messages) {
    if (gsm7Length(m.text) > SMS_MAX_SEPTETS) throw new Error(`SMS ${m.kind} is not one GSM-7 SMS of at most ${SMS_MAX_SEPTETS} characters`);
  }
  const ids = await repo.insertSmsMessages(
    tx,
    messages.map((m) => ({ userId: m.userId, kind: m.kind, phone: m.phone, body: m.text })),
  );
  await jobs.sendMany(
    SEND_SMS_MESSAGE_JOB,
    ids.map((smsId) => ({ smsId })),
    { tx },
  );
  return ids;
}

export function createSmsService({ jobs, log }: { jobs: JobQueue; log?: Logger }) {
  return {
    /** For any module (the USSD PIN lock, …): queue these SMS in `tx`. */
    queue: (tx: Db, messages: OutgoingSms[]) => queueSms(tx, jobs, messages),

    /**
     * For notify(): each notice's SMS, a receipt with the balance after (read in `tx`, so it counts
     * the movement just posted) or the notification's own message. Inside a savepoint: whatever goes
     * wrong with a receipt is logged and undone alone, and never rolls back the money it is about.
     * Returns whether they were queued.
     */
    async queueNotices(tx: Db, notices: NoticeSms[]): Promise<boolean> {
      if (!notices.length) return true;
      await sql`SAVEPOINT sms_notices`.execute(tx);
      try {
        const withReceipt = notices.filter((n) => n.receipt).map((n) => n.userId);
        const balances = await repo.balancesOf(tx, withReceipt);
        await queueSms(
          tx,
          jobs,
          notices.map((n) => ({
            userId: n.userId,
            kind: n.kind,
            phone: n.phone,
            text: n.receipt ? renderSmsReceipt(n.receipt, { locale: n.locale, balance: balances.get(n.userId) ?? 0 }) : renderSmsNotice(n.message),
          })),
        );
        await sql`RELEASE SAVEPOINT sms_notices`.execute(tx);
        return true;
      } catch (error) {
        await sql`ROLLBACK TO SAVEPOINT sms_notices`.execute(tx);
        log?.error({ err: error, kinds: [...new Set(notices.map((n) => n.kind))], count: notices.length }, 'SMS receipts could not be queued; the money goes on without them');
        return false;
      }
    },

    /** Africa's Talking's delivery report, recorded against its message (unknown ids are kept too). */
    recordDeliveryReport: (tx: Db, report: repo.DeliveryReport) => repo.recordDeliveryReport(tx, report),
  };
}
export type SmsService = ReturnType<typeof createSmsService>;

/**
 * The sender job: one message per job, idempotent (a message no longer queued is left alone). A
 * refusal about the number itself ends it as failed; anything else is thrown so that pg-boss retries
 * with backoff (5 s, 10 s, 20 s … about 20 minutes over 8 tries).
 */
export function smsJobs({ db, sender, log }: { db: Db; sender: SmsSender; log: Logger }, { retryDelaySeconds = 5 } = {}): JobDefinition<never>[] {
  const send: JobDefinition<{ smsId: string }> = {
    name: SEND_SMS_MESSAGE_JOB,
    retryLimit: 8,
    retryDelaySeconds,
    async handle({ smsId }) {
      const message = await repo.findSms(db, smsId);
      if (!message || message.status !== 'queued') return;
      let result;
      try {
        result = await sender.send({ to: message.phone, text: message.body });
      } catch (error) {
        const permanent = error instanceof SmsDeliveryError && error.permanent;
        await repo.recordAttemptFailed(db, smsId, error instanceof Error ? error.message : String(error), permanent);
        if (permanent) {
          log.warn({ smsId, kind: message.kind, err: error }, 'SMS refused for good; not retried');
          return;
        }
        throw error;
      }
      await repo.recordSent(db, smsId, { provider: sender.kind, ...result });
    },
  };
  return [send] as JobDefinition<never>[];
}
