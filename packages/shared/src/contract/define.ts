// One declaration per endpoint (CONVENTIONS.md §1): the server registers a handler for each,
// the web client calls through it, and the OpenAPI document is generated from it.
import { z } from 'zod';
import type { RateLimitClass, SharedAnswerPolicy } from './policy';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an endpoint (DOMAIN.md §6). The server enforces it before the handler runs. */
export type Access = 'public' | 'user' | 'admin';

export interface EndpointDef {
  method: HttpMethod;
  /** Hono-style path, e.g. `/api/challenges/:id`. */
  path: string;
  access: Access;
  summary: string;
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /**
   * A file upload: the request body is multipart/form-data (not JSON) with the file in `field`, or one
   * file in each of `fields` (each at most maxBytes). The server does not read JSON for it: the text
   * parts of the form are checked against `body` when one is declared, and the handler reads the
   * files from the form (c.req.parseBody()) and checks them.
   */
  upload?: UploadDef;
  /**
   * The success response is a file's bytes, not JSON (e.g. a private image served only to its owner
   * and admins): the handler returns the web-standard Response itself, and `response` is fileResponseSchema.
   */
  download?: { types: readonly string[] };
  /**
   * Moves tokens: the client must send an `Idempotency-Key` header (one per user action, reused on
   * retry); a replay gets the first response, the same key with another body a 409.
   */
  idempotent?: true;
  /**
   * (Idempotent endpoints only.) The work waits on an outside provider (Paystack): no database
   * transaction may stay open while it does (DOMAIN.md §8, docs/decisions/016). The server's handler
   * then comes in steps — a first transaction claims the key and writes what is pending, the provider
   * is called with no transaction open, a second transaction stores the result and the key's answer —
   * and a replay of the key while the call is in flight answers 409 "still in progress".
   */
  providerCall?: true;
  /**
   * A public endpoint whose answer also holds the signed-in reader's own part (their stakes on a
   * challenge): the session is read when there is one (`viewer` is then set, else null), and such an
   * answer is never kept or shared for others.
   */
  personal?: true;
  /** HTTP status of a success; 200 unless said. */
  status?: 200 | 201 | 202;
  /** Endpoint policy (contract/policy.ts): its per-IP rate limit class; none, no limit of its own. */
  rateLimit?: RateLimitClass;
  /** Endpoint policy: its largest request body in bytes (uploads); API_BODY_LIMIT_BYTES unless said. */
  bodyLimit?: number;
  /** Endpoint policy: its answer is shared from memory with others asking the same (public GETs). */
  sharedAnswers?: SharedAnswerPolicy;
}

export type UploadDef = { maxBytes: number; types: readonly string[] } & ({ field: string } | { fields: readonly string[] });

/** The file fields of an upload, one or several. */
export function uploadFields(upload: UploadDef): readonly string[] {
  return 'fields' in upload ? upload.fields : [upload.field];
}

/** What a `download` endpoint's handler returns: the Response carrying the file (typed structurally, this package has no DOM types). */
export interface FileBody {
  readonly status: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}
export const fileResponseSchema = z.custom<FileBody>((value) => typeof value === 'object' && value !== null && 'arrayBuffer' in value, { error: 'Expected a file response.' });

export function endpoint<const E extends EndpointDef>(def: E): E {
  return def;
}

type InferOr<T, Fallback> = T extends z.ZodType ? z.output<T> : Fallback;
type InputOr<T, Fallback> = T extends z.ZodType ? z.input<T> : Fallback;

/** What a handler receives: everything already parsed and validated. */
export interface ParsedInput<E extends EndpointDef> {
  params: InferOr<E['params'], Record<string, never>>;
  query: InferOr<E['query'], Record<string, never>>;
  body: InferOr<E['body'], undefined>;
}

/** What a client sends. */
export interface ClientInput<E extends EndpointDef> {
  params: InputOr<E['params'], undefined>;
  query: InputOr<E['query'], undefined>;
  body: InputOr<E['body'], undefined>;
}

export type EndpointOutput<E extends EndpointDef> = z.output<E['response']>;

/** The one error shape every failure leaves the server in. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export type ErrorCode =
  | 'validation_error'
  | 'unauthorized'
  | 'forbidden'
  /** 403: the person has not confirmed they are 18 or older (DOMAIN.md §7); the web asks for it. */
  | 'adult_confirmation_required'
  /** 403: the person has no username yet ('Complete Your Profile', issue #24 item 1); the web sends them to that step. */
  | 'profile_incomplete'
  | 'not_found'
  | 'conflict'
  /** 409: not enough tokens for a spend (create, accept, join, back); the web offers 'Buy tokens' with it. */
  | 'insufficient_tokens'
  | 'rate_limited'
  | 'payload_too_large'
  /** 403: the action needs a sign-in within the last 10 minutes or a re-authentication code (DOMAIN.md §8). */
  | 'reauthentication_required'
  /** 409: the payout account is still within PAYOUT_ACCOUNT_HOLD_HOURS of being added (DOMAIN.md §8). */
  | 'payout_account_on_hold'
  | 'internal_error';
