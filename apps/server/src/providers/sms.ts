// SMS provider (ARCHITECTURE.md): Africa's Talking when AT_API_KEY/AT_USERNAME are set, else the dev outbox.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { insertOutboxEntry } from '../modules/outbox/outbox.repo';

export interface SmsMessage {
  /** E.164, e.g. +254712345678 */
  to: string;
  text: string;
}

/** What the provider answered for the one recipient: its message id (for delivery reports), status and cost. */
export interface SmsSendResult {
  messageId: string | null;
  status: string;
  cost: string | null;
}

export interface SmsSender {
  readonly kind: 'africastalking' | 'outbox';
  send(message: SmsMessage): Promise<SmsSendResult>;
}

/** A send that did not go through; `permanent` when trying again cannot help (a bad number, a blacklist). */
export class SmsDeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent = false,
  ) {
    super(message);
  }
}

interface AfricasTalkingResponse {
  SMSMessageData?: { Message?: string; Recipients?: { status: string; statusCode: number; number: string; cost?: string; messageId?: string }[] };
}

/**
 * Africa's Talking's per-recipient statusCode: 100 Processed, 101 Sent, 102 Queued are accepted. These
 * refusals are about the number itself and would be refused again: 403 InvalidPhoneNumber,
 * 404 UnsupportedNumberType, 406 UserInBlacklist, 409 DoNotDisturbRejection. The rest (401 RiskHold,
 * 402 InvalidSenderId, 405 InsufficientBalance, 407 CouldNotRoute, 500 InternalServerError,
 * 501 GatewayError, 502 RejectedByGateway) may pass later: the job retries them.
 */
const AT_ACCEPTED = [100, 101, 102];
const AT_PERMANENT = [403, 404, 406, 409];

// Africa's Talking bulk SMS API: POST {base}/version1/messaging, form-encoded, `apiKey` header.
// The sandbox account (username `sandbox`) lives on a different host.
export function createAfricasTalkingSmsSender(options: { apiKey: string; username: string; senderId?: string; baseUrl?: string }): SmsSender {
  const base = options.baseUrl ?? (options.username === 'sandbox' ? 'https://api.sandbox.africastalking.com' : 'https://api.africastalking.com');
  return {
    kind: 'africastalking',
    async send(message) {
      const form = new URLSearchParams({ username: options.username, to: message.to, message: message.text });
      if (options.senderId) form.set('from', options.senderId);
      const response = await fetch(`${base}/version1/messaging`, {
        method: 'POST',
        headers: { apiKey: options.apiKey, Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) throw new SmsDeliveryError(`Africa's Talking answered HTTP ${response.status}`);
      const body = (await response.json()) as AfricasTalkingResponse;
      const recipient = body.SMSMessageData?.Recipients?.[0];
      if (!recipient || !AT_ACCEPTED.includes(recipient.statusCode)) {
        const why = `Africa's Talking refused the message: ${recipient ? `${recipient.statusCode} ${recipient.status}` : (body.SMSMessageData?.Message ?? 'no recipient status')}`;
        throw new SmsDeliveryError(why, recipient !== undefined && AT_PERMANENT.includes(recipient.statusCode));
      }
      return { messageId: recipient.messageId ?? null, status: recipient.status, cost: recipient.cost ?? null };
    },
  };
}

export function createOutboxSmsSender(db: Db): SmsSender {
  return {
    kind: 'outbox',
    async send(message) {
      await insertOutboxEntry(db, { channel: 'sms', recipient: message.to, subject: null, bodyText: message.text });
      // An id of the outbox's own, so the dev outbox's messages are recorded as sent like Africa's Talking's.
      return { messageId: `outbox-${randomUUID()}`, status: 'Success', cost: null };
    },
  };
}
