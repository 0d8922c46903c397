// Answers in the reader's language (decision 039):
// - every /api answer of 400 or more in our one shape { error: { code, message, fields? } } — the
//   contract's, the hand-written routes', better-auth's (auth.routes.ts rewrites those into the shape)
//   and the generic 404/413/429/500 — has its message and field messages put into Kiswahili;
// - the success answers of the contract endpoints that carry a `message` for the person ("Referral code
//   applied! …", "Purchase cancelled. …"), named by `messageEndpoints`.
// `code` never changes: it is what clients branch on. English readers get the body untouched, byte for
// byte, and no other answer is read at all.
import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { Locale } from '@changamoto/shared/domain';
import type { AppEnv } from '../types';
import { localizeMessage } from './localize';

interface Body {
  message?: unknown;
  error?: { code?: unknown; message?: unknown; fields?: unknown };
}

/** The contract endpoints whose success answer has a top-level `message` (an object, or a union of objects). */
export function messageEndpoints(contract: Record<string, { response: z.ZodType }>): Set<string> {
  const hasMessage = (schema: z.ZodType): boolean => {
    const def = (schema as unknown as { def?: { type?: string; shape?: Record<string, unknown>; options?: z.ZodType[] } }).def;
    if (def?.type === 'object') return Boolean(def.shape && 'message' in def.shape);
    if (def?.type === 'union') return (def.options ?? []).some(hasMessage);
    return false;
  };
  return new Set(Object.entries(contract).flatMap(([name, def]) => (hasMessage(def.response) ? [name] : [])));
}

export function localizeErrors(localeOf: (c: Context<AppEnv>) => Promise<Locale>, withMessage: ReadonlySet<string> = new Set()): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const res = c.res;
    const failed = res.status >= 400;
    if (!failed && !(res.status < 300 && withMessage.has(c.get('routeName') ?? ''))) return;
    if (!res.headers.get('content-type')?.includes('application/json')) return;
    const locale = await localeOf(c);
    if (locale === 'en') return;
    const body = (await res
      .clone()
      .json()
      .catch(() => null)) as Body | null;
    if (!body || typeof body !== 'object') return;
    if (failed) {
      const error = body.error;
      if (!error || typeof error.message !== 'string') return;
      error.message = localizeMessage(error.message, locale);
      if (error.fields && typeof error.fields === 'object') {
        const fields = error.fields as Record<string, unknown>;
        for (const [key, text] of Object.entries(fields)) if (typeof text === 'string') fields[key] = localizeMessage(text, locale);
      }
    } else if (typeof body.message === 'string') body.message = localizeMessage(body.message, locale);
    else return;
    const headers = new Headers(res.headers);
    headers.delete('content-length');
    headers.set('Content-Language', locale);
    c.res = undefined as unknown as Response; // replace, not merge: Hono would otherwise keep the old body's headers
    c.res = new Response(JSON.stringify(body), { status: res.status, headers });
  };
}
