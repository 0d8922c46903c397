// POST /api/paystack/webhook: Paystack's signed events. The signature (HMAC-SHA512 of the raw body
// with our secret key) is checked in constant time before anything is read; a bad one writes nothing.
// Work is idempotent (duplicates and out-of-order deliveries happen), so answering 200 is always safe.
import { Hono } from 'hono';
import { errorBody } from '../../http/errors';
import { ROUTE_POLICIES } from '../../http/route-policies';
import type { AppEnv } from '../../http/types';
import { parseWebhookEvent, verifyWebhookSignature, type PaystackWebhookEvent } from '../../providers/paystack';
import type { PurchasesService } from './purchases.service';

export type TransferEventHandler = (event: Extract<PaystackWebhookEvent, { event: 'transfer.success' | 'transfer.failed' | 'transfer.reversed' }>) => Promise<unknown>;

export function paystackWebhookRoutes({ secretKey, purchases, onTransferEvent }: { secretKey: string; purchases: PurchasesService; onTransferEvent?: TransferEventHandler }) {
  const app = new Hono<AppEnv>();
  app.post(ROUTE_POLICIES.paystackWebhook.path, async (c) => {
    const raw = await c.req.text();
    if (!verifyWebhookSignature(raw, c.req.header('x-paystack-signature'), secretKey)) {
      c.get('log').warn('Paystack webhook with a missing or wrong signature refused');
      return c.json(errorBody('unauthorized', 'Invalid signature.'), 401);
    }
    const event = parseWebhookEvent(raw);
    if (!event) return c.json({ received: true, ignored: true });
    if (event.event === 'charge.success') {
      const outcome = await purchases.confirm(event.data.reference, event.data, 'webhook');
      return c.json({ received: true, outcome });
    }
    if (onTransferEvent) await onTransferEvent(event);
    return c.json({ received: true });
  });
  return app;
}
