// SMS provider (ARCHITECTURE.md): Africa's Talking when AT_API_KEY/AT_USERNAME are set, else the dev outbox.
import type { Db } from '../db/client';
import { insertOutboxEntry } from '../modules/outbox/outbox.repo';

export interface SmsMessage {
  /** E.164, e.g. +254712345678 */
  to: string;
  text: string;
}

export interface SmsSender {
  readonly kind: 'africastalking' | 'outbox';
  send(message: SmsMessage): Promise<void>;
}

export class SmsDeliveryError extends Error {}

interface AfricasTalkingResponse {
  SMSMessageData?: { Message?: string; Recipients?: { status: string; statusCode: number; number: string }[] };
}

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
      // 100 Processed, 101 Sent, 102 Queued are accepted; anything else is a failure worth retrying.
      if (!recipient || ![100, 101, 102].includes(recipient.statusCode)) {
        throw new SmsDeliveryError(`Africa's Talking refused the message: ${recipient?.status ?? body.SMSMessageData?.Message ?? 'no recipient status'}`);
      }
    },
  };
}

export function createOutboxSmsSender(db: Db): SmsSender {
  return {
    kind: 'outbox',
    async send(message) {
      await insertOutboxEntry(db, { channel: 'sms', recipient: message.to, subject: null, bodyText: message.text });
    },
  };
}
