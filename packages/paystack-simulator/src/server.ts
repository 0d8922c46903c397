// The simulator's HTTP surface: Paystack's API behind the secret key, the hosted checkout page, and
// the /__control switches.
import { Hono } from 'hono';
import { mountBankRoutes } from './banks';
import { mountChargeRoutes } from './charges';
import { mountCheckoutRoutes } from './checkout';
import type { SimContext } from './context';
import { mountControlRoutes } from './control-routes';
import type { SimulatorControls } from './controls';
import { paystackError } from './http';
import { mountListRoutes } from './lists';
import { mountPhoneRoutes } from './phone';
import { mountRecipientRoutes } from './recipients';
import { mountTransactionRoutes } from './transactions';
import { mountTransferRoutes } from './transfers';

const OPEN_PATHS = /^\/(?:(?:checkout|__control)\/|phone(?:\/|$))/;

export function createSimulatorApp(ctx: SimContext, controls: SimulatorControls): Hono {
  const app = new Hono();

  app.use('*', async (c, next) => {
    if (OPEN_PATHS.test(c.req.path)) return next();
    // RFC 7235: the scheme name is case-insensitive (the OpenAPI's bearerAuth is an http "bearer" scheme).
    const match = /^bearer +(\S+) *$/i.exec(c.req.header('authorization') ?? '');
    if (match?.[1] !== ctx.secretKey) {
      return c.json({ status: false, message: 'Invalid key' }, 401);
    }
    return next();
  });

  mountTransactionRoutes(app, ctx);
  mountChargeRoutes(app, ctx);
  mountCheckoutRoutes(app, ctx);
  mountBankRoutes(app, ctx);
  mountRecipientRoutes(app, ctx);
  mountTransferRoutes(app, ctx);
  // After the routes above: /transaction/:id and /transfer/:idOrCode must not shadow verify or initialize.
  mountListRoutes(app, ctx);
  mountControlRoutes(app, controls);
  // The pretend phone for M-Pesa prompts (issue #19 §1).
  mountPhoneRoutes(app, ctx, controls);

  app.notFound((c) => paystackError(c, 404, `The simulator has no route ${c.req.method} ${c.req.path}`, { code: 'not_found', type: 'api_error' }));
  app.onError((error, c) => {
    console.error('[paystack-simulator]', error);
    return paystackError(c, 500, 'An error occurred in the Paystack simulator', { code: 'unknown', type: 'api_error' });
  });
  return app;
}
