// POST /api/ussd/:secret: Africa's Talking's USSD callback (issue #19 §3). AT posts a form
// (sessionId, serviceCode, phoneNumber, text) and shows the plain-text answer ("CON …" continues,
// "END …" ends). It is authenticated the way AT deployments do it: a secret in the callback path
// (compared in constant time; a wrong one is a 404, as if there were no such route), and optionally
// an allow-list of AT's addresses (USSD_ALLOWED_IPS). Who the person is comes from the verified phone
// on an account, never from anything else in the request.
import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { Hono } from 'hono';
import { z } from 'zod';
import type { ussdContract } from '@changamoto/shared/contract';
import { errorBody } from '../../http/errors';
import { parseTrustedProxies } from '../../http/client-ip';
import type { Handlers } from '../../http/contract-router';
import { ROUTE_POLICIES } from '../../http/route-policies';
import type { AppEnv } from '../../http/types';
import type { UssdPinService } from './ussd-pin.service';
import type { UssdService } from './ussd.service';

const callbackForm = z.object({
  sessionId: z.string().trim().min(1).max(200),
  serviceCode: z.string().max(50).default(''),
  phoneNumber: z.string().trim().min(4).max(30),
  text: z.string().max(200).default(''),
});

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** USSD_ALLOWED_IPS as a check of the client's address; none: every address may call (the secret still applies). */
export function ussdAllowList(value: string | undefined): (ip: string) => boolean {
  const parsed = value ? parseTrustedProxies(value) : null;
  if (!parsed || !('ranges' in parsed)) return () => true;
  return (ip) => isIP(ip) !== 0 && parsed.ranges.check(ip, isIP(ip) === 4 ? 'ipv4' : 'ipv6');
}

/** `secret` is read at the first callback (a generated one is then written to the data directory, never at build time). */
export function ussdRoutes({ ussd, secret, allowedIps }: { ussd: UssdService; secret: () => string; allowedIps?: string }) {
  const app = new Hono<AppEnv>();
  const allowed = ussdAllowList(allowedIps);
  app.post(ROUTE_POLICIES.ussdCallback.path, async (c) => {
    if (!sameSecret(c.req.param('secret'), secret())) return c.json(errorBody('not_found', 'Not found.'), 404);
    if (!allowed(c.get('clientIp'))) {
      c.get('log').warn({ ip: c.get('clientIp') }, 'USSD callback from an address outside USSD_ALLOWED_IPS refused');
      return c.json(errorBody('forbidden', 'This address may not call the USSD callback.'), 403);
    }
    const form = await c.req.parseBody().catch(() => ({}));
    const parsed = callbackForm.safeParse(form);
    if (!parsed.success) return c.text('END Invalid request.', 400);
    return c.text(await ussd.handle(parsed.data));
  });
  return app;
}

/** GET/PUT /api/profile/ussd-pin: the web profile's side of the PIN. */
export function ussdPinHandlers(pins: UssdPinService): Handlers<typeof ussdContract> {
  return {
    getUssdPin: async (_input, _c, viewer) => pins.status(viewer.id),
    setUssdPin: async ({ body }, _c, viewer) => ({ success: true as const, ...(await pins.set(viewer.id, body)) }),
  };
}
