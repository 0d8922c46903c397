// Paystack's answer shapes: {status:true, message, data} and {status:false, message, meta, type, code}.
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { SimContext } from './context';
import type { ErrorType, Operation } from './faults';

export interface ErrorDetails {
  code?: string;
  type?: ErrorType;
  nextStep?: string;
}

export function paystackError(c: Context, httpStatus: number, message: string, details: ErrorDetails = {}) {
  const body = {
    status: false,
    message,
    meta: { nextStep: details.nextStep ?? 'Check the request and try again' },
    type: details.type ?? 'validation_error',
    code: details.code ?? 'invalid_params',
  };
  return c.json(body, httpStatus as ContentfulStatusCode);
}

export function paystackOk(c: Context, message: string, data: unknown, httpStatus = 200) {
  return c.json({ status: true, message, data }, httpStatus as ContentfulStatusCode);
}

/**
 * The request body as an object: JSON, or application/x-www-form-urlencoded (every POST operation of
 * the published OpenAPI lists both). A form's `channels[]`/repeated keys become arrays, `a[b]` keys objects, and a `metadata`
 * field holding JSON is parsed, as PHP's http_build_query in Paystack's examples sends them. Null when
 * the body is neither.
 */
export async function readJsonObject(c: Context): Promise<Record<string, unknown> | null> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  try {
    if (type.startsWith('application/x-www-form-urlencoded')) return readForm(await c.req.text());
    const value: unknown = await c.req.json();
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function readForm(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    // PHP-style nesting (mobile_money[phone]=…) is an object field.
    const nested = /^([^[\]]+)\[([^[\]]+)\]$/.exec(rawKey);
    if (nested) {
      const [, parent = '', child = ''] = nested;
      const known = out[parent];
      const target = known && typeof known === 'object' && !Array.isArray(known) ? (known as Record<string, unknown>) : {};
      target[child] = value;
      out[parent] = target;
      continue;
    }
    const isList = rawKey.endsWith('[]');
    const key = isList ? rawKey.slice(0, -2) : rawKey;
    const known = out[key];
    if (isList || known !== undefined) out[key] = [...(Array.isArray(known) ? known : known === undefined ? [] : [known]), value];
    else out[key] = value;
  }
  if (typeof out.metadata === 'string') {
    try {
      out.metadata = JSON.parse(out.metadata);
    } catch {
      // Left as the string it is: Paystack keeps a metadata string as given.
    }
  }
  return out;
}

export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid request';
}

/** Applies the latency and one-shot failures injected for an operation (controls.delay / failNext). */
export function simulated(ctx: SimContext, operation: Operation): MiddlewareHandler {
  return async (c, next) => {
    ctx.faults.calls.set(operation, (ctx.faults.calls.get(operation) ?? 0) + 1);
    const delayMs = ctx.faults.delays.get(operation) ?? 0;
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const failure = ctx.faults.takeFailure(operation);
    if (failure) {
      return paystackError(c, failure.status, failure.message, {
        code: failure.code ?? (failure.status >= 500 ? 'unknown' : 'invalid_params'),
        type: failure.type ?? (failure.status >= 500 ? 'api_error' : 'validation_error'),
      });
    }
    await next();
  };
}
