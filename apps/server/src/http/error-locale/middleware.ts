// Error bodies in the reader's language (decision 039): every /api answer of 400 or more in our one
// shape { error: { code, message, fields? } } — the contract's, the hand-written routes', better-auth's
// (auth.routes.ts rewrites those into the shape) and the generic 404/413/429/500 — has its message and
// field messages put into Kiswahili for a Kiswahili reader. `code` never changes: it is what clients
// branch on. English readers get the body untouched, byte for byte.
import type { Context, MiddlewareHandler } from 'hono';
import type { Locale } from '@changamoto/shared/domain';
import type { AppEnv } from '../types';
import { localizeMessage } from './localize';

interface Body {
  error?: { code?: unknown; message?: unknown; fields?: unknown };
}

export function localizeErrors(localeOf: (c: Context<AppEnv>) => Promise<Locale>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (res.status < 400 || !res.headers.get('content-type')?.includes('application/json')) return;
    const locale = await localeOf(c);
    if (locale === 'en') return;
    const body = (await res
      .clone()
      .json()
      .catch(() => null)) as Body | null;
    const error = body?.error;
    if (!error || typeof error.message !== 'string') return;
    error.message = localizeMessage(error.message, locale);
    if (error.fields && typeof error.fields === 'object') {
      const fields = error.fields as Record<string, unknown>;
      for (const [key, text] of Object.entries(fields)) if (typeof text === 'string') fields[key] = localizeMessage(text, locale);
    }
    const headers = new Headers(res.headers);
    headers.delete('content-length');
    headers.set('Content-Language', locale);
    c.res = undefined as unknown as Response; // replace, not merge: Hono would otherwise keep the old body's headers
    c.res = new Response(JSON.stringify(body), { status: res.status, headers });
  };
}
