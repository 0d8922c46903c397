// The controls over HTTP, for browser tests and people: POST /__control/<kebab-case method> with the
// arguments as a JSON object; GET /__control/webhooks, /__control/balance, /__control/transactions/:ref,
// /__control/transfers/:ref. Not part of Paystack's API and not behind the secret key.
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { ControlError, type SimulatorControls } from './controls';
import { OPERATIONS } from './faults';
import { CHARGE_STATES } from './store';

const webhookEvent = z.enum(['charge.success', 'transfer.success', 'transfer.failed', 'transfer.reversed']);
const reference = z.string().min(1);

interface Command {
  schema: z.ZodType;
  run(controls: SimulatorControls, args: unknown): unknown;
}

function command<S extends z.ZodType>(schema: S, run: (controls: SimulatorControls, args: z.output<S>) => unknown): Command {
  return { schema, run: run as Command['run'] };
}

const commands: Record<string, Command> = {
  'fail-next': command(
    z.object({
      operation: z.enum(OPERATIONS),
      status: z.number().int().min(400).max(599),
      message: z.string().min(1),
      code: z.string().optional(),
      type: z.enum(['validation_error', 'processor_error', 'api_error']).optional(),
      times: z.number().int().min(1).optional(),
    }),
    (controls, { operation, times, ...failure }) => controls.failNext(operation, failure, times),
  ),
  delay: command(z.object({ operation: z.enum(OPERATIONS), ms: z.number().min(0) }), (controls, args) => controls.delay(args.operation, args.ms)),
  'duplicate-webhooks': command(z.object({ copies: z.number().int().min(1) }), (controls, args) => controls.duplicateWebhooks(args.copies)),
  'reorder-webhooks': command(z.object({ enabled: z.boolean() }), (controls, args) => controls.reorderWebhooks(args.enabled)),
  'release-webhooks': command(z.object({}), (controls) => controls.releaseWebhooks()),
  'reverse-transfer': command(z.object({ reference }), (controls, args) => controls.reverseTransfer(args.reference)),
  'fail-transfer': command(z.object({ reference, reason: z.string().min(1) }), (controls, args) => controls.failTransfer(args.reference, args.reason)),
  'complete-transfer': command(z.object({ reference }), (controls, args) => controls.completeTransfer(args.reference)),
  'fail-charge': command(z.object({ reference, gatewayResponse: z.string().min(1).optional() }), (controls, args) => controls.failCharge(args.reference, args.gatewayResponse)),
  'plan-charge': command(z.object({ reference, states: z.array(z.enum(CHARGE_STATES)).min(1) }), (controls, args) => controls.planCharge(args.reference, args.states)),
  'accept-next-transfer-with-error': command(
    z.object({ status: z.number().int().min(400).max(599), message: z.string().min(1), code: z.string().optional(), type: z.enum(['validation_error', 'processor_error', 'api_error']).optional() }),
    (controls, args) => controls.acceptNextTransferWithError(args),
  ),
  'complete-charge': command(z.object({ reference }), (controls, args) => controls.completeCharge(args.reference)),
  'set-balance': command(z.object({ balance: z.number().int().min(0) }), (controls, args) => controls.setBalance(args.balance)),
  'set-timing': command(z.object({ transferCompletionMs: z.number().min(0).nullable().optional(), chargeCompletionMs: z.number().min(0).nullable().optional() }), (controls, args) => controls.setTiming(args)),
  'set-webhook-url': command(z.object({ url: z.url().nullable() }), (controls, args) => controls.setWebhookUrl(args.url)),
  'resend-webhook': command(z.object({ reference, event: webhookEvent.optional() }), (controls, args) => controls.resendWebhook(args.reference, args.event)),
  idle: command(z.object({}), (controls) => controls.idle()),
  reset: command(z.object({}), (controls) => controls.reset()),
};

async function runCommand(c: Context, controls: SimulatorControls, { schema, run }: Command) {
  let body: unknown = {};
  const text = await c.req.text();
  if (text.trim()) {
    try {
      body = JSON.parse(text);
    } catch {
      return c.json({ ok: false, error: 'The body must be JSON' }, 400);
    }
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) return c.json({ ok: false, error: z.prettifyError(parsed.error) }, 400);
  try {
    await run(controls, parsed.data);
  } catch (error) {
    if (error instanceof ControlError) return c.json({ ok: false, error: error.message }, 409);
    throw error;
  }
  return c.json({ ok: true });
}

export function mountControlRoutes(app: Hono, controls: SimulatorControls) {
  for (const [name, cmd] of Object.entries(commands)) {
    app.post(`/__control/${name}`, (c) => runCommand(c, controls, cmd));
  }
  app.get('/__control/webhooks', (c) => c.json(controls.webhookLog()));
  app.get('/__control/balance', (c) => c.json({ balance: controls.getBalance() }));
  app.get('/__control/transactions/:reference', (c) => {
    const tx = controls.transaction(c.req.param('reference'));
    return tx ? c.json(tx) : c.json({ ok: false, error: 'No such transaction' }, 404);
  });
  app.get('/__control/transfers/:reference', (c) => {
    const transfer = controls.transfer(c.req.param('reference'));
    return transfer ? c.json(transfer) : c.json({ ok: false, error: 'No such transfer' }, 404);
  });
}
