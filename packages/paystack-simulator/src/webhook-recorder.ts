// A tiny webhook receiver for tests: records each request's raw body and signature and answers with
// the statuses it is told to (200 once those run out).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedWebhook {
  rawBody: string;
  signature: string | undefined;
  event: string;
  data: { reference?: string; status?: string } & Record<string, unknown>;
  /** What the recorder answered. */
  answeredStatus: number;
}

export interface WebhookRecorder {
  url: string;
  received: RecordedWebhook[];
  /** The next requests are answered with these statuses, in order; then 200 again. */
  answerWith(statuses: number[]): void;
  /** Resolves with the recorded webhooks once `count` of them match (default: any), or rejects after timeoutMs. */
  waitFor(count: number, match?: (webhook: RecordedWebhook) => boolean, timeoutMs?: number): Promise<RecordedWebhook[]>;
  stop(): Promise<void>;
}

export async function startWebhookRecorder(): Promise<WebhookRecorder> {
  const received: RecordedWebhook[] = [];
  let answers: number[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const answeredStatus = answers.shift() ?? 200;
      let parsed: { event?: string; data?: RecordedWebhook['data'] } = {};
      try {
        parsed = JSON.parse(rawBody) as typeof parsed;
      } catch {
        // kept as raw text; event stays empty
      }
      const signature = req.headers['x-paystack-signature'];
      received.push({ rawBody, signature: typeof signature === 'string' ? signature : undefined, event: parsed.event ?? '', data: parsed.data ?? {}, answeredStatus });
      res.writeHead(answeredStatus, { 'content-type': 'text/plain' }).end(answeredStatus === 200 ? 'ok' : 'not now');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/webhooks/paystack`,
    received,
    answerWith(statuses) {
      answers = [...statuses];
    },
    async waitFor(count, match = () => true, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.filter(match);
        if (found.length >= count) return found;
        if (Date.now() > deadline) throw new Error(`Expected ${count} matching webhook(s) within ${timeoutMs} ms, got ${found.length}: ${received.map((w) => `${w.event} ${String(w.data.reference)}`).join(', ') || 'none'}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
