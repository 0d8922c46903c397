// The read model (read-model.ts) at the HTTP edge: a public GET answered from the kept bytes (and their
// gzip, made once), and the answers' wiring to the realtime channel that drops them (decision 037).
import type { Context, MiddlewareHandler } from 'hono';
import { acceptedEncoding, bodyBytes, COMPRESS_LEVEL, COMPRESS_THRESHOLD_BYTES, encode, replaceResponse } from '../../http/compress';
import type { AppEnv } from '../../http/types';
import { challengeTopic, onPublished, personTopic, THIS_PROCESS, type RealtimeMessage } from '../realtime/realtime.publish';
import type { Realtime } from '../realtime/realtime.listener';
import { createReadModel, LISTS, SEARCHES, type KeptAnswer, type ReadModel } from './read-model';

/** The path and query of the request: the key of its answer (the host is not part of it). */
export function pathAndQuery(url: string): string {
  return url.slice(url.indexOf('/', url.indexOf('//') + 2));
}

const CHALLENGE_PREFIX = challengeTopic('');
const PERSON_PREFIX = personTopic('');

/**
 * What a message changes in the read model: a challenge (its answers, every list and search page) or a
 * person (the answers that show them, and every search page: one may now match their new name).
 */
function hear(model: ReadModel, message: Pick<RealtimeMessage, 'topic'>): void {
  const topic = message.topic;
  if (!topic) return;
  if (topic.startsWith(CHALLENGE_PREFIX)) model.dropGroups([topic.slice(CHALLENGE_PREFIX.length).toLowerCase(), LISTS, SEARCHES]);
  else if (topic.startsWith(PERSON_PREFIX)) {
    model.dropMentioning(topic.slice(PERSON_PREFIX.length).toLowerCase());
    model.dropGroups([SEARCHES]);
  }
}

/**
 * This instance's read model, listening: to its own writes as they commit (onPublished, before their
 * request is answered) and to every instance's through `realtime`. Served only while `realtime`
 * listens; a new LISTEN connection (after a loss) starts from empty.
 */
export function connectReadModel(realtime: Realtime, maxBytes: number): ReadModel {
  let heardOn = realtime.status().pid;
  const model: ReadModel = createReadModel({
    maxBytes,
    isLive: () => {
      const { listening, pid } = realtime.status();
      if (!listening) return false;
      if (pid !== heardOn) {
        heardOn = pid;
        model.clear();
      }
      return true;
    },
  });
  realtime.tap({
    // Its own writes' echo is skipped: they were heard as they committed (onPublished below).
    onMessage: (message) => message.heardBy !== THIS_PROCESS && hear(model, message),
    onResync: () => model.clear(),
  });
  onPublished((messages) => {
    for (const message of messages) hear(model, message);
  });
  return model;
}

/** Sends a kept answer (or `body`, a reader's own variant of it), encoded when the client takes it and it is worth it. */
export async function sendKept(c: Context, model: ReadModel, kept: KeptAnswer): Promise<void> {
  const encoding = kept.body.byteLength >= COMPRESS_THRESHOLD_BYTES ? acceptedEncoding(c.req.header('accept-encoding')) : null;
  let encoded: Uint8Array<ArrayBuffer> | null = null;
  if (encoding) {
    if (!kept.encoded[encoding]) {
      kept.encoded[encoding] = encode(kept.body, encoding, COMPRESS_LEVEL).then(
        (bytes) => (model.grew(kept, bytes.byteLength), bytes),
        () => null,
      );
    }
    encoded = await kept.encoded[encoding]!;
  }
  const body = encoded ?? kept.body;
  // With its length stated, compress.ts need not read a plain answer to size it; it leaves an encoded one alone.
  const headers: Record<string, string> = { 'Content-Type': kept.type, 'Content-Length': String(body.byteLength), Vary: 'Accept-Encoding' };
  if (encoded) headers['Content-Encoding'] = encoding!;
  // c.body keeps the headers set before the route ran (the request id).
  replaceResponse(c, c.body(body, 200, headers));
}

export interface KeptPagesOptions {
  /** The group the answer belongs to: LISTS, or the challenge (lower case) whose stakes it pages. */
  group(c: Context<AppEnv>): string;
  /** Past this age a page is loaded again (Infinity: only a write drops it). */
  maxAgeMs?: number;
}

/**
 * Middleware for a public GET whose answer is the same for everyone (a list page, a page of stakes):
 * the kept answer, else the route's own 200 answer, kept for the next request.
 */
export function keptPages(model: ReadModel, { group, maxAgeMs }: KeptPagesOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!model.enabled()) return next();
    let ran = false;
    const kept = await model.answer(pathAndQuery(c.req.url), group(c), async () => {
      ran = true;
      await next();
      const res = c.res;
      const type = res.headers.get('content-type');
      if (res.status !== 200 || !type || res.headers.has('content-encoding')) return null;
      return { body: await bodyBytes(res), type, maxAgeMs };
    });
    // The route's answer was read to keep it: this request is sent the kept bytes too.
    if (kept) return sendKept(c, model, kept);
    // Not one to keep: the route's own answer, or, for a request that waited on another's load, its own run.
    if (!ran) return next();
  };
}
