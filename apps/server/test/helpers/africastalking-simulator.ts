// A local Africa's Talking SMS API for tests, speaking its HTTP protocol: POST /version1/messaging,
// form-encoded (username, to, message, from), authenticated by the `apiKey` header, answered 201 with
// SMSMessageData.Recipients[] (statusCode, number, status, cost, messageId); and its delivery report,
// the form (id, status, phoneNumber, networkCode, failureReason, retryCount) it posts to our callback.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { freePort } from './ports';

export interface SimulatedSms {
  messageId: string;
  username: string;
  to: string;
  message: string;
  from: string | null;
}

/** What the next sends answer instead of 101 Success: an HTTP error, or a recipient status. */
export type AtRefusal = { http: number } | { statusCode: number; status: string };

export interface AfricasTalkingSimulator {
  baseUrl: string;
  apiKey: string;
  username: string;
  /** Every message accepted, in order. */
  sent: SimulatedSms[];
  /** Requests refused, in order (for counting attempts). */
  refused: number;
  /** The next `count` sends are refused so. */
  refuseNext(refusal: AtRefusal, count?: number): void;
  /** The form Africa's Talking posts to the delivery-report callback for `messageId`. */
  deliveryReport(messageId: string, status: string, extra?: { failureReason?: string; networkCode?: string; retryCount?: number }): URLSearchParams;
  stop(): Promise<void>;
}

export async function startAfricasTalkingSimulator({ apiKey = 'atsk_test_changamoto', username = 'changamoto' } = {}): Promise<AfricasTalkingSimulator> {
  const sent: SimulatedSms[] = [];
  const refusals: AtRefusal[] = [];
  const sim = { refused: 0 };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': typeof body === 'string' ? 'text/plain' : 'application/json' });
        res.end(typeof body === 'string' ? body : JSON.stringify(body));
      };
      if (req.method !== 'POST' || req.url !== '/version1/messaging') return answer(404, 'Not found');
      const form = new URLSearchParams(raw);
      if (req.headers.apikey !== apiKey || form.get('username') !== username) return answer(401, 'The supplied authentication is invalid');
      const to = form.get('to');
      const message = form.get('message');
      if (!to || !message) return answer(400, 'Request is missing required form field');
      const refusal = refusals.shift();
      if (refusal && 'http' in refusal) {
        sim.refused += 1;
        return answer(refusal.http, 'Internal Server Error');
      }
      if (refusal) {
        sim.refused += 1;
        return answer(201, { SMSMessageData: { Message: 'Sent to 0/1 Total Cost: 0', Recipients: [{ statusCode: refusal.statusCode, number: to, status: refusal.status, cost: '0', messageId: 'None' }] } });
      }
      const messageId = `ATXid_${randomBytes(16).toString('hex')}`;
      sent.push({ messageId, username, to, message, from: form.get('from') });
      return answer(201, { SMSMessageData: { Message: 'Sent to 1/1 Total Cost: KES 0.8000', Recipients: [{ statusCode: 101, number: to, status: 'Success', cost: 'KES 0.8000', messageId }] } });
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    apiKey,
    username,
    sent,
    get refused() {
      return sim.refused;
    },
    refuseNext(refusal, count = 1) {
      for (let i = 0; i < count; i += 1) refusals.push(refusal);
    },
    deliveryReport(messageId, status, extra = {}) {
      const phoneNumber = sent.find((m) => m.messageId === messageId)?.to ?? '';
      const form = new URLSearchParams({ id: messageId, status, phoneNumber, networkCode: extra.networkCode ?? '63902', retryCount: String(extra.retryCount ?? 0) });
      if (extra.failureReason) form.set('failureReason', extra.failureReason);
      return form;
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
