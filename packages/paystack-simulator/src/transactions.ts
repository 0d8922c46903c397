// Payments API: POST /transaction/initialize, GET /transaction/verify/:reference (POST /charge: charges.ts).
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { SimContext } from './context';
import { firstIssue, paystackError, paystackOk, readJsonObject, simulated } from './http';
import { nextId, nowIso, randomCode } from './ids';
import type { Channel, SimTransaction } from './store';
import { customerIdFor, MIN_AMOUNT_SUBUNIT, toPaystackTransaction } from './transaction-model';

const REFERENCE = /^[A-Za-z0-9.=-]+$/;

const amount = z
  .union([z.number(), z.string().regex(/^\d+$/).transform(Number)], { error: 'Invalid Amount Sent' })
  .refine((value) => Number.isSafeInteger(value) && value > 0, 'Invalid Amount Sent')
  .refine((value) => value >= MIN_AMOUNT_SUBUNIT, `Amount must be at least KES ${(MIN_AMOUNT_SUBUNIT / 100).toFixed(2)} (${MIN_AMOUNT_SUBUNIT} in the subunit)`);

export const common = {
  email: z.email({ error: 'Invalid Email Address Passed' }),
  amount,
  currency: z.string().optional(),
  reference: z.string().max(100, 'Reference is too long').regex(REFERENCE, 'Only -, ., = and alphanumeric characters allowed for reference').optional(),
  metadata: z.unknown().optional(),
};

const initializeBody = z.object({
  ...common,
  callback_url: z.url({ error: 'Invalid callback_url' }).optional(),
  channels: z.array(z.string(), { error: 'channels must be an array' }).optional(),
});

/** Checks shared by initialize and charge; answers with the error response, or null when all is well. */
export function refuse(c: Context, ctx: SimContext, input: { currency?: string; reference: string }) {
  if (input.currency !== undefined && input.currency !== 'KES') {
    return paystackError(c, 400, 'Currency not supported by merchant', { code: 'unsupported_currency' });
  }
  if (ctx.store.transactions.has(input.reference)) {
    return paystackError(c, 400, 'Duplicate Transaction Reference', { code: 'duplicate_reference', nextStep: 'Ensure you pass a unique reference' });
  }
  return null;
}

/** A new transaction, not yet known to the API (addTransaction saves it, then lists it). */
export function newTransaction(ctx: SimContext, fields: Pick<SimTransaction, 'reference' | 'email' | 'amount' | 'metadata' | 'callbackUrl' | 'channels' | 'status' | 'channel' | 'phone'>) {
  const tx: SimTransaction = {
    ...fields,
    id: nextId(),
    accessCode: randomCode(15),
    currency: 'KES',
    gatewayResponse: null,
    paidAt: null,
    createdAt: nowIso(),
    customerId: customerIdFor(ctx, fields.email),
    plannedFailure: null,
    dueAt: null,
  };
  return tx;
}

/** On disk first: if the write fails the API answers 500 and nothing was created, so a retry with the reference works. */
export function addTransaction(ctx: SimContext, tx: SimTransaction) {
  ctx.store.save({ transactions: [tx] });
  ctx.store.transactions.set(tx.reference, tx);
  ctx.store.transactionsByAccessCode.set(tx.accessCode, tx);
}

export function mountTransactionRoutes(app: Hono, ctx: SimContext) {
  app.post('/transaction/initialize', simulated(ctx, 'initialize'), async (c) => {
    const parsed = initializeBody.safeParse(await readJsonObject(c));
    if (!parsed.success) return paystackError(c, 400, firstIssue(parsed.error));
    const input = parsed.data;
    const reference = input.reference ?? randomCode(15);
    const refused = refuse(c, ctx, { currency: input.currency, reference });
    if (refused) return refused;
    const channels = (input.channels ?? []).filter((channel): channel is Channel => channel === 'card' || channel === 'mobile_money');
    const tx = newTransaction(ctx, {
      reference,
      email: input.email,
      amount: input.amount,
      metadata: input.metadata ?? null,
      callbackUrl: input.callback_url ?? null,
      channels: channels.length > 0 ? channels : ['mobile_money', 'card'],
      status: 'abandoned',
      channel: null,
      phone: null,
    });
    addTransaction(ctx, tx);
    return paystackOk(c, 'Authorization URL created', {
      authorization_url: `${ctx.publicUrl}/checkout/${tx.accessCode}`,
      access_code: tx.accessCode,
      reference: tx.reference,
    });
  });

  app.get('/transaction/verify/:reference', simulated(ctx, 'verify'), (c) => {
    const tx = ctx.store.transactions.get(c.req.param('reference'));
    if (!tx) {
      return paystackError(c, 404, 'Transaction reference not found', { code: 'transaction_not_found', nextStep: "Ensure that you're passing the reference of a transaction that exists on this integration" });
    }
    return paystackOk(c, 'Verification successful', toPaystackTransaction(tx));
  });
}
