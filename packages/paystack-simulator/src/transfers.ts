// Payouts API: POST /transfer (queued, completes later), GET /transfer/verify/:reference, GET /balance.
import type { Hono } from 'hono';
import { z } from 'zod';
import type { SimContext } from './context';
import { firstIssue, paystackError, paystackOk, readJsonObject, simulated } from './http';
import { nextId, nowIso, randomCode } from './ids';
import type { SimTransfer } from './store';
import { scheduleTransferCompletion, toPaystackTransfer, toQueuedTransfer } from './transfer-model';

const transferBody = z.object({
  source: z.literal('balance', { error: 'Invalid source: only balance is supported' }),
  // A number in JSON, digits in a form body.
  amount: z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)], { error: 'Invalid amount' }).refine((value) => Number.isSafeInteger(value) && value > 0, 'Invalid amount'),
  recipient: z.string({ error: 'Recipient is required' }).min(1, 'Recipient is required'),
  // Required by the OpenAPI (TransferBase.required) and the key to idempotency.
  reference: z.string({ error: 'Reference is required' }).regex(/^[a-z0-9_-]{16,50}$/, 'Invalid reference: use 16 to 50 characters, only lowercase letters (a-z), digits, - and _'),
  reason: z.string().optional(),
  // Paystack defaults a missing currency to NGN (paystack.md), which a KES balance cannot pay.
  currency: z.string().default('NGN'),
});

export function mountTransferRoutes(app: Hono, ctx: SimContext) {
  app.post('/transfer', simulated(ctx, 'transfer'), async (c) => {
    const parsed = transferBody.safeParse(await readJsonObject(c));
    if (!parsed.success) return paystackError(c, 400, firstIssue(parsed.error));
    const input = parsed.data;
    const reference = input.reference;

    // Retrying with the same reference is safe; reusing it for a different transfer is refused.
    const existing = ctx.store.transfers.get(reference);
    if (existing) {
      const same = existing.amount === input.amount && existing.recipient.recipientCode === input.recipient && existing.currency === input.currency;
      if (!same) {
        // The message is paystack.md's; the code is not from a published source (docs/paystack.md): the client reads neither.
        return paystackError(c, 400, 'Please provide a unique reference. Reference already exists on a transfer', { code: 'duplicate_reference' });
      }
      return paystackOk(c, 'Transfer has been queued', toQueuedTransfer(existing));
    }

    const recipient = ctx.store.recipients.get(input.recipient);
    // transfers/initiate 400 example.
    if (!recipient) {
      return paystackError(c, 400, 'Recipient specified is invalid', { code: 'invalid_transfer_recipient', nextStep: 'Provide a valid recipient. Ensure you are passing the recipient code in the recipient param' });
    }
    if (input.currency !== recipient.currency) {
      return paystackError(c, 400, `Transfer currency ${input.currency} does not match the recipient's currency ${recipient.currency}`, { code: 'invalid_currency' });
    }
    if (input.amount > ctx.store.balance) {
      // The message is paystack.md's; the code is not from a published source (docs/paystack.md): the client reads neither.
      return paystackError(c, 400, 'Your balance is not enough to fulfill this request', { code: 'insufficient_balance', type: 'api_error', nextStep: 'Top up your balance and try again' });
    }

    const planned = ctx.faults.transferFailures.get(reference);
    ctx.faults.transferFailures.delete(reference);
    const now = nowIso();
    const transfer: SimTransfer = {
      id: nextId(),
      transferCode: `TRF_${randomCode(15)}`,
      reference,
      amount: input.amount,
      currency: 'KES',
      reason: input.reason ?? null,
      recipient,
      status: 'pending',
      gatewayResponse: null,
      transferredAt: null,
      createdAt: now,
      updatedAt: now,
      plannedFailure: planned ?? ctx.faults.nextTransferFailure,
      reverseAfterSuccess: false,
      dueAt: ctx.timing.transferCompletionMs === null ? null : Date.now() + ctx.timing.transferCompletionMs,
    };
    // On disk first (with the debited balance): a failed write queues nothing (500), and the same reference may be tried again.
    ctx.store.balance -= transfer.amount;
    try {
      ctx.store.save({ transfers: [transfer] });
    } catch (error) {
      ctx.store.balance += transfer.amount;
      throw error;
    }
    if (planned === undefined) ctx.faults.nextTransferFailure = null;
    ctx.store.transfers.set(reference, transfer);
    scheduleTransferCompletion(ctx, transfer);
    // acceptNextTransferWithError(): the transfer stands, but its caller hears an error.
    const lost = ctx.faults.acceptNextTransferWithError;
    if (lost) {
      ctx.faults.acceptNextTransferWithError = null;
      return paystackError(c, lost.status, lost.message, { code: lost.code ?? (lost.status >= 500 ? 'unknown' : 'invalid_params'), type: lost.type ?? (lost.status >= 500 ? 'api_error' : 'validation_error') });
    }
    return paystackOk(c, 'Transfer has been queued', toQueuedTransfer(transfer));
  });

  app.get('/transfer/verify/:reference', simulated(ctx, 'verifyTransfer'), (c) => {
    const transfer = ctx.store.transfers.get(c.req.param('reference'));
    if (!transfer) return paystackError(c, 404, 'Transfer not found', { code: 'transfer_not_found' });
    return paystackOk(c, 'Transfer retrieved', toPaystackTransfer(transfer));
  });

  app.get('/balance', (c) => paystackOk(c, 'Balances retrieved', [{ currency: 'KES', balance: ctx.store.balance }]));
}
