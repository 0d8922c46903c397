// Mounts a handler for every endpoint of the shared contract. A domain's routes file exports
// `Handlers<typeof xContract>`; app.ts spreads them into `Handlers<Contract>`, so a missing one fails to compile.
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { API_BODY_LIMIT_BYTES, RATE_LIMIT_CLASSES, uploadFields, type EndpointDef, type EndpointOutput, type ParsedInput } from '@changamoto/shared/contract';
import type { z } from 'zod';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Db } from '../db/client';
import type { Tx } from '../db/unit-of-work';
import { PRIVATE_CACHE_CONTROL } from '../providers/private-storage';
import { bodyLimit } from './body-limit';
import { AppError, errors, validationError } from './errors';
import { createIdempotentBatcher, type BatchAnswer, type KeyClaim } from './idempotent-batch';
import { readIdempotencyKey, requestHash, runIdempotent, runIdempotentAroundCall, type AroundCallSteps } from './idempotency';
import { rateLimit } from './rate-limit';
import type { AppEnv } from './types';

/** The signed-in caller, as the server checks permissions with it (DOMAIN.md §6). */
export interface Viewer {
  id: string;
  email: string;
  role: 'user' | 'admin';
}

/** user/admin endpoints receive the viewer; public ones do not look the session up (null), unless `personal` (the viewer when signed in). */
export type ViewerFor<E extends EndpointDef> = E['access'] extends 'public' ? (E['personal'] extends true ? Viewer | null : null) : Viewer;
/** Token-moving (idempotent) endpoints do all their writes with `tx`, the transaction that also stores the key (with tx.afterCommit, db/unit-of-work.ts). */
export type TxFor<E extends EndpointDef> = E['idempotent'] extends true ? Tx : undefined;
export type PlainHandler<E extends EndpointDef> = (input: ParsedInput<E>, c: Context<AppEnv>, viewer: ViewerFor<E>, tx: TxFor<E>) => Promise<EndpointOutput<E>>;
/**
 * An idempotent endpoint whose work waits on a provider (contract `providerCall`): given the request,
 * the steps of http/idempotency.ts runIdempotentAroundCall — a transaction before the call, the call with
 * none open, a transaction after (docs/decisions/016). Built with aroundCall(), which keeps the steps' types.
 */
export interface AroundCallHandler<E extends EndpointDef> {
  readonly aroundCall: (input: ParsedInput<E>, c: Context<AppEnv>, viewer: Viewer) => AroundCallSteps<unknown, unknown, EndpointOutput<E>>;
}
export type Handler<E extends EndpointDef> = E['providerCall'] extends true ? AroundCallHandler<E> : PlainHandler<E>;
export type Handlers<C extends Record<string, EndpointDef>> = { [K in keyof C]: Handler<C[K]> };

/** The handler of a `providerCall` endpoint: its steps for one request (P: what prepare wrote, R: what the provider answered). */
export function aroundCall<E extends EndpointDef>() {
  return <P, R>(steps: (input: ParsedInput<E>, c: Context<AppEnv>, viewer: Viewer) => AroundCallSteps<P, R, EndpointOutput<E>>): AroundCallHandler<E> => ({
    aroundCall: steps as unknown as AroundCallHandler<E>['aroundCall'],
  });
}

/**
 * An idempotent endpoint's work for many concurrent requests at once, in one transaction
 * (http/idempotent-batch.ts): one answer per request, in order. The endpoint's Handler stays for a
 * request on its own.
 */
/** A set-based handler (http/idempotent-batch.ts): runs `claim` in its first statement and answers 'alone' whatever it did not get. */
export type BatchHandler<E extends EndpointDef> = (tx: Tx, requests: { input: ParsedInput<E>; viewer: Viewer }[], claim: KeyClaim) => Promise<BatchAnswer[]>;
export type BatchHandlers<C extends Record<string, EndpointDef>> = { [K in keyof C]?: BatchHandlerIfIdempotent<C[K]> };
type BatchHandlerIfIdempotent<E extends EndpointDef> = E['idempotent'] extends true ? (E['providerCall'] extends true ? never : BatchHandler<E>) : never;

async function readJson(c: Context<AppEnv>): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('application/json')) throw errors.validation('Send the request body as JSON (Content-Type: application/json).');
  try {
    return await c.req.json();
  } catch {
    throw errors.validation('The request body is not valid JSON.');
  }
}

/** The text parts of an upload's multipart form (its file fields left out), to check against the endpoint's `body`. */
async function readFormText(c: Context<AppEnv>, def: EndpointDef): Promise<Record<string, string>> {
  const form = await c.req.parseBody().catch(() => null);
  if (!form) throw errors.validation('Send the form as multipart/form-data.');
  const files = new Set(def.upload ? uploadFields(def.upload) : []);
  return Object.fromEntries(Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && !files.has(entry[0])));
}

async function readBody(c: Context<AppEnv>, def: EndpointDef): Promise<unknown> {
  if (!def.body) return undefined;
  // An upload's body is multipart/form-data: its text fields are checked here, its files by the handler.
  return parseInput(def.body, def.upload ? await readFormText(c, def) : await readJson(c), 'body');
}

/** True when any string (or key) inside `value` holds U+0000, which PostgreSQL text cannot store. */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || hasNul(item, depth + 1));
}

/** `value` checked against `schema`: its output, or a 400 in the error shape (also used for better-auth's inputs, modules/auth). */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, where: 'body' | 'query' | 'params'): z.output<S> {
  // Refused here with a clear 400, instead of a 500 when the database rejects the text.
  if (hasNul(value)) throw errors.validation(`Text in the request ${where} must not contain the NUL character (U+0000).`);
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error, where);
  return result.data;
}

export interface MountOptions {
  checkResponses: boolean;
  /** Reads the session from the request (better-auth); null when signed out. */
  getViewer(c: Context<AppEnv>): Promise<Viewer | null>;
  /**
   * Starts getViewer's read of a request early (modules/auth/session-reader.ts prefetch): a signed-in
   * route's session is then read side by side with its rate-limit count, not after it.
   */
  prefetchViewer?(c: Context<AppEnv>): void;
  /** For idempotency keys. */
  db: Db;
  /** Idempotent endpoints whose concurrent requests share one transaction. */
  batches?: BatchHandlers<Record<string, EndpointDef>>;
  /**
   * The read model's middleware (modules/read-model, decision 037) of each entry that declares
   * `sharedAnswers`; none: those entries read the database every time (an app without a LISTEN connection).
   */
  keptAnswers?: Partial<Record<string, MiddlewareHandler<AppEnv>>>;
}

/**
 * An entry's policy middleware, run before its handler: its rate limit class (per IP, counted in
 * PostgreSQL across instances), then its kept answer (the read model). The body limit runs
 * earlier, before the origin check (contractBodyLimits).
 */
function policyMiddleware(name: string, def: EndpointDef, options: MountOptions): MiddlewareHandler<AppEnv>[] {
  const middleware: MiddlewareHandler<AppEnv>[] = [];
  if (def.rateLimit) middleware.push(rateLimit(options.db, RATE_LIMIT_CLASSES[def.rateLimit]));
  if (def.sharedAnswers) {
    // Only a public read is shared; one that holds the reader's own part (personal) only with visitors.
    if (def.method !== 'GET' || def.access !== 'public') throw new Error(`${name}: only a public GET may declare sharedAnswers`);
    if (def.personal && def.sharedAnswers.mayShare !== 'visitors') throw new Error(`${name}: a personal answer is shared with visitors only`);
    const kept = options.keptAnswers?.[name];
    if (options.keptAnswers && !kept) throw new Error(`${name}: declares sharedAnswers but the read model has no middleware for it`);
    if (kept) middleware.push(kept);
  }
  return middleware;
}

/** The names of the entries that declare a `bodyLimit` (uploads): each needs its own "too large" error. */
type WithBodyLimit<C> = { [K in keyof C]: C[K] extends { bodyLimit: number } ? K : never }[keyof C];

/**
 * The body limit of every /api request: the entry's `bodyLimit` for an upload, API_BODY_LIMIT_BYTES for
 * anything else (JSON endpoints, better-auth, the webhook: http/route-policies.ts). A body too large is
 * refused before it is read, with the upload's own 413 message (`tooLarge`).
 */
export function contractBodyLimits<C extends Record<string, EndpointDef>>(contract: C, tooLarge: { [K in WithBodyLimit<C>]: () => AppError }): MiddlewareHandler<AppEnv> {
  const apiBodyLimit = bodyLimit({
    maxSize: API_BODY_LIMIT_BYTES,
    onError: () => {
      throw new AppError(413, 'payload_too_large', 'The request is too large.');
    },
  });
  // A route's path may hold parameters (/api/challenges/:id/claim): each matches one path segment.
  const pathPattern = (path: string) => new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`);
  const limits = Object.entries(contract).flatMap(([name, def]) => {
    if (def.bodyLimit === undefined) return [];
    const error = (tooLarge as Record<string, () => AppError>)[name];
    if (!error) throw new Error(`${name}: an endpoint with a bodyLimit needs its "too large" error`);
    return [
      {
        method: def.method,
        pattern: pathPattern(def.path),
        limit: bodyLimit({
          maxSize: def.bodyLimit,
          onError: () => {
            throw error();
          },
        }),
      },
    ];
  });
  return (c, next) => (limits.find((route) => c.req.method === route.method && route.pattern.test(c.req.path))?.limit ?? apiBodyLimit)(c, next);
}

async function authorize(def: EndpointDef, c: Context<AppEnv>, options: MountOptions): Promise<Viewer | null> {
  // A personal public answer reads the session when there is one; an expired or forged one is a visitor's.
  if (def.access === 'public') return def.personal ? options.getViewer(c) : null;
  const viewer = await options.getViewer(c);
  if (!viewer) throw errors.unauthorized();
  if (def.access === 'admin' && viewer.role !== 'admin') throw errors.forbidden();
  return viewer;
}

export function mountContract<C extends Record<string, EndpointDef>>(app: Hono<AppEnv>, contract: C, handlers: Handlers<C>, options: MountOptions): void {
  for (const [name, def] of Object.entries(contract)) {
    const handler = handlers[name as keyof C] as PlainHandler<EndpointDef> | AroundCallHandler<EndpointDef>;
    if (def.providerCall && !def.idempotent) throw new Error(`${name}: providerCall is for idempotent endpoints`);
    if (Boolean(def.providerCall) !== (typeof handler !== 'function')) throw new Error(`${name}: a providerCall endpoint, and only one, has an aroundCall handler`);
    const batch = options.batches?.[name] as BatchHandler<EndpointDef> | undefined;
    const check = (output: unknown) => (options.checkResponses ? def.response.parse(output) : output);
    const status = def.status ?? 200;
    const batcher = batch
      ? createIdempotentBatcher<{ input: ParsedInput<EndpointDef>; viewer: Viewer }>(options.db, {
          status,
          // In development and tests every answer is checked against the contract, as alone.
          // What the handler stores with the money goes through the same check as what it answers.
          run: async (tx, requests, claim) => {
            const checked = (answer: BatchAnswer): BatchAnswer => (typeof answer === 'object' && 'body' in answer ? { body: check(answer.body) } : answer);
            return (await batch(tx, requests, { ...claim, answersWritten: (answers) => claim.answersWritten(answers.map(checked)) })).map(checked);
          },
        })
      : null;
    // Named before its policies run, so a request they refuse (429, 413) is counted under its route too.
    const prefetch = def.access !== 'public' && def.rateLimit ? options.prefetchViewer : undefined;
    app.on(def.method, def.path, async (c, next) => {
      c.set('routeName', name);
      prefetch?.(c);
      await next();
    });
    for (const middleware of policyMiddleware(name, def, options)) app.on(def.method, def.path, middleware);
    app.on(def.method, def.path, async (c) => {
      c.set('routeName', name);
      const viewer = await authorize(def, c, options);
      // A signed-in person's answers are theirs alone: no cache, shared or the browser's, keeps them
      // (the HTML asks for some of them early: route-preloads.ts).
      if (viewer) c.header('Cache-Control', PRIVATE_CACHE_CONTROL);
      const input = {
        params: def.params ? parseInput(def.params, c.req.param(), 'params') : {},
        query: def.query ? parseInput(def.query, c.req.query(), 'query') : {},
        body: await readBody(c, def),
      } as ParsedInput<EndpointDef>;
      const call = handler as (i: typeof input, c: Context<AppEnv>, v: Viewer | null, tx: Tx | undefined) => Promise<unknown>;
      // In development and tests a response that drifts from the contract is a bug to see at once (check).
      // A download's handler answers with the file itself (a Response), never JSON.
      if (def.download) return check(await call(input, c, viewer, undefined)) as Response;
      if (!def.idempotent) return c.json(check(await call(input, c, viewer, undefined)) as object, def.status ?? 200);

      if (!viewer) throw new Error(`${name}: an idempotent endpoint must require a signed-in user`);
      const key = readIdempotencyKey(c.req.header('idempotency-key'));
      // A failing after-commit hook is logged with the request's id (the request still succeeds).
      const request = { userId: viewer.id, key, endpoint: name, hash: requestHash(def.method, new URL(c.req.url).pathname, input.body), log: c.get('log') };
      if (typeof handler !== 'function') {
        // The provider is called between two transactions, none open meanwhile (docs/decisions/016).
        const steps = handler.aroundCall(input, c, viewer);
        const result = await runIdempotentAroundCall(options.db, { ...request, status }, { ...steps, finish: async (tx, prepared, called) => check(await steps.finish(tx, prepared, called)) });
        if (result.replayed) c.header('Idempotent-Replayed', 'true');
        return c.json(result.body as object, result.status as ContentfulStatusCode);
      }
      const alone = () => runIdempotent(options.db, request, async (tx) => ({ status, body: check(await call(input, c, viewer, tx)) }));
      const result = batcher ? await batcher.submit({ ...request, input: { input, viewer }, alone }) : await alone();
      if (result.replayed) c.header('Idempotent-Replayed', 'true');
      return c.json(result.body as object, result.status as ContentfulStatusCode);
    });
  }
}
