// The one error shape: { error: { code, message, fields? } } (issue #2, CONVENTIONS.md §2).
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody, ErrorCode } from '@changamoto/shared/contract';
import type { z } from 'zod';
import type { AppEnv } from './types';

export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const errors = {
  validation: (message: string, fields?: Record<string, string>) => new AppError(400, 'validation_error', message, fields),
  unauthorized: (message = 'User not authenticated.') => new AppError(401, 'unauthorized', message),
  forbidden: (message = 'You do not have permission to do that.') => new AppError(403, 'forbidden', message),
  notFound: (message = 'Not found.') => new AppError(404, 'not_found', message),
  conflict: (message: string) => new AppError(409, 'conflict', message),
  rateLimited: (retryAfterSeconds: number) => new AppError(429, 'rate_limited', 'Too many attempts. Please try again later.', undefined, { 'Retry-After': String(retryAfterSeconds) }),
};

export function errorBody(code: ErrorCode, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields && Object.keys(fields).length ? { code, message, fields } : { code, message } };
}

/** Turns zod issues into the error shape: the first message leads, each field keeps its first message. */
export function validationError(error: z.ZodError, where: 'body' | 'query' | 'params'): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[[...issue.path, key].join('.')] ??= 'Unknown field.';
      continue;
    }
    const key = issue.path.length ? issue.path.join('.') : where;
    fields[key] ??= issue.message;
  }
  const first = error.issues[0];
  const message =
    first?.code === 'unrecognized_keys' ? `Unknown field: ${first.keys.join(', ')}.` : first?.code === 'invalid_type' && first.path.length === 0 ? `The request ${where} is missing or malformed.` : (first?.message ?? 'Invalid request.');
  return errors.validation(message, fields);
}

export function handleError(error: Error, c: Context<AppEnv>): Response {
  if (error instanceof AppError) {
    if (error.headers) for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json(errorBody(error.code, error.message, error.fields), error.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    if (status === 413) return c.json(errorBody('payload_too_large', 'The request is too large.'), 413);
    if (status < 500) return c.json(errorBody(status === 401 ? 'unauthorized' : status === 403 ? 'forbidden' : 'validation_error', error.message || 'Bad request.'), status);
  }
  c.get('log').error({ err: error }, 'unhandled error');
  // Never a stack trace to the client; the request id ties the answer to the log line.
  return c.json(errorBody('internal_error', 'An unexpected error occurred. Please try again.'), 500);
}
