// POST /api/sms/delivery-reports/<secret>: Africa's Talking's SMS delivery reports (form-encoded: id,
// status, phoneNumber, networkCode, failureReason, retryCount). Africa's Talking signs nothing, so the
// secret in the path (AT_SMS_CALLBACK_SECRET, compared in constant time) is checked before the body is
// read; without one configured every call is refused. Recording is idempotent, so 200 is always safe.
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { Db } from '../../db/client';
import { runInTransaction } from '../../db/unit-of-work';
import { errorBody } from '../../http/errors';
import { ROUTE_POLICIES } from '../../http/route-policies';
import type { AppEnv } from '../../http/types';
import type { SmsService } from './sms.service';

const digest = (value: string) => createHash('sha256').update(value).digest();
/** Equal length digests, so the comparison's time says nothing about the secret's length or prefix. */
const sameSecret = (given: string, secret: string) => timingSafeEqual(digest(given), digest(secret));

const field = (form: URLSearchParams, name: string, max = 120) => {
  const value = form.get(name)?.trim();
  return value ? value.slice(0, max) : null;
};

export const SMS_DELIVERY_REPORTS_PREFIX = ROUTE_POLICIES.smsDeliveryReports.path.slice(0, -2);

export function smsDeliveryReportRoutes({ db, sms, secret }: { db: Db; sms: SmsService; secret: string | undefined }) {
  const app = new Hono<AppEnv>();
  app.post(`${SMS_DELIVERY_REPORTS_PREFIX}/:secret`, async (c) => {
    if (!secret || !sameSecret(c.req.param('secret'), secret)) {
      c.get('log').warn('SMS delivery report with a missing or wrong secret refused');
      return c.json(errorBody('unauthorized', 'Invalid callback secret.'), 401);
    }
    const form = new URLSearchParams(await c.req.text());
    const id = field(form, 'id', 200);
    const status = field(form, 'status', 60);
    if (!id || !status) return c.json(errorBody('validation_error', 'A delivery report needs id and status.'), 400);
    const retryText = field(form, 'retryCount', 10);
    const retry = retryText === null ? Number.NaN : Number(retryText);
    const report = {
      id,
      status,
      phoneNumber: field(form, 'phoneNumber', 20),
      networkCode: field(form, 'networkCode', 20),
      failureReason: field(form, 'failureReason'),
      retryCount: Number.isInteger(retry) && retry >= 0 && retry < 1_000_000 ? retry : null,
    };
    const messageId = await runInTransaction(db, (tx) => sms.recordDeliveryReport(tx, report));
    if (!messageId) c.get('log').warn({ providerMessageId: id, status }, 'SMS delivery report for a message we do not know: kept');
    return c.json({ received: true });
  });
  return app;
}
