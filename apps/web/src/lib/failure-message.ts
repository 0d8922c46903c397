// spec §8 wording of a failed action, by what went wrong. "Server-provided messages take precedence
// where present"; then the spec has two fallbacks for the same action: the one its server function
// gave when it failed without a reason (§8 "Function fallbacks", e.g. 'Failed to set default
// account.'), and the screen's own for anything unexpected (e.g. 'An unexpected error occurred during
// payment initiation.'). Here the first is our server answering without a reason of its own (its 500,
// or a body without our error shape), the second no answer at all (network) or anything else thrown.
import { ApiError } from './api-client';

/**
 * The server answered, but could not say why: its generic 500 (http/errors.ts: an unhandled error),
 * or a body without our error shape (a proxy's page). Its 502 'Payment initiation failed on server.'
 * is a reason, and is shown as it is.
 */
export function isUnexplainedServerFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status > 0 && ((error.code === 'internal_error' && error.status === 500) || error.code === 'http_error');
}

export function failureMessage(error: unknown, fallbacks: { serverFailed: string; unexpected: string }): string {
  if (isUnexplainedServerFailure(error)) return fallbacks.serverFailed;
  if (error instanceof ApiError && error.status > 0) return error.message;
  return fallbacks.unexpected;
}
