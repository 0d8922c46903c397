// The chaos clients' record of everything they asked the server and every answer they got. A request
// whose answer never came, or came as a 5xx, may or may not have applied: it is sent again with the
// same Idempotency-Key until the server gives a definite answer, which then says whether it applied.
import { randomUUID } from 'node:crypto';
import type { SignedInUser } from '../../helpers/signed-sessions';

export type Kind = 'buy' | 'create' | 'back' | 'redeem' | 'decide';

export interface Attempt {
  /** null: no answer (connection refused or cut, timeout). */
  status: number | null;
  body: Record<string, unknown> | null;
  error?: string;
  replayed: boolean;
  phase: 'chaos' | 'recovery' | 'replay-check';
}

export interface Sent {
  id: number;
  kind: Kind;
  user: SignedInUser;
  path: string;
  body: Record<string, unknown>;
  key: string;
  attempts: Attempt[];
}

/** A 2xx, or a refusal that happened before anything was written (4xx other than 429). */
export const isDefinite = (status: number | null): status is number => status !== null && status < 500 && status !== 429;
export const lastAttempt = (sent: Sent): Attempt => sent.attempts.at(-1)!;
/** The request took effect (exactly once, the checks say). Only meaningful once its last answer is definite. */
export const applied = (sent: Sent): boolean => {
  const { status } = lastAttempt(sent);
  return status !== null && status >= 200 && status < 300;
};
/** The body of its 2xx answer. */
export const answer = <T = Record<string, unknown>>(sent: Sent): T => lastAttempt(sent).body as T;

export interface Recorder {
  all: Sent[];
  /** POSTs with a fresh Idempotency-Key, retrying (same key) up to `retries` times while the answer is not definite. */
  send(kind: Kind, user: SignedInUser, path: string, body: Record<string, unknown>, options?: { retries?: number }): Promise<Sent>;
  /** Sends a recorded request again with its key. */
  resend(sent: Sent, phase: Attempt['phase']): Promise<Attempt>;
  /** A GET (not recorded: reads change nothing). */
  get(user: SignedInUser, path: string): Promise<number | null>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createRecorder({ baseUrl, timeoutMs = 20_000 }: { baseUrl: string; timeoutMs?: number }): Recorder {
  const all: Sent[] = [];
  let requests = 0;
  // Every request from its own address: the per-IP limit on money endpoints is not what this is about.
  const headers = (user: SignedInUser) => {
    requests += 1;
    return { Cookie: user.cookie, Origin: baseUrl, 'X-Forwarded-For': `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}` };
  };

  async function resend(sent: Sent, phase: Attempt['phase']): Promise<Attempt> {
    let attempt: Attempt;
    try {
      const response = await fetch(`${baseUrl}${sent.path}`, {
        method: 'POST',
        headers: { ...headers(sent.user), 'Content-Type': 'application/json', 'Idempotency-Key': sent.key },
        body: JSON.stringify(sent.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      let body: Record<string, unknown> | null = null;
      try {
        body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
      } catch {
        body = { text: text.slice(0, 200) };
      }
      attempt = { status: response.status, body, replayed: response.headers.get('idempotent-replayed') === 'true', phase };
    } catch (error) {
      attempt = { status: null, body: null, error: error instanceof Error ? `${error.name}: ${(error.cause as Error | undefined)?.message ?? error.message}` : String(error), replayed: false, phase };
    }
    sent.attempts.push(attempt);
    return attempt;
  }

  return {
    all,
    resend,
    async send(kind, user, path, body, { retries = 2 } = {}) {
      const sent: Sent = { id: all.length, kind, user, path, body, key: randomUUID(), attempts: [] };
      all.push(sent);
      for (let i = 0; ; i += 1) {
        const attempt = await resend(sent, 'chaos');
        if (isDefinite(attempt.status) || i >= retries) return sent;
        await pause(300 + Math.random() * 700); // as the web client does: the same key, a moment later
      }
    },
    async get(user, path) {
      try {
        const response = await fetch(`${baseUrl}${path}`, { headers: headers(user), signal: AbortSignal.timeout(timeoutMs) });
        await response.arrayBuffer();
        return response.status;
      } catch {
        return null;
      }
    },
  };
}
