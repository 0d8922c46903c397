// A payout's life after POST /transfer: pending → success | failed, and success → reversed, each
// announced by its webhook. The balance is debited when queued and given back on failure or reversal.
import type { SimContext } from './context';
import { INTEGRATION_ID, nowIso } from './ids';
import { toPaystackRecipient } from './recipients';
import type { SimTransfer } from './store';

/** Webhooks name the integration as an object (every published transfer.* event example); the API answers with its id. */
const INTEGRATION = { id: INTEGRATION_ID, is_live: false, business_name: 'Changamoto (Paystack simulator)', logo_path: null };

/** The transfer object as verify and the webhooks give it (the recipient in full). */
export function toPaystackTransfer(transfer: SimTransfer, { forWebhook = false }: { forWebhook?: boolean } = {}) {
  return {
    amount: transfer.amount,
    createdAt: transfer.createdAt,
    currency: transfer.currency,
    domain: 'test',
    failures: null,
    id: transfer.id,
    integration: forWebhook ? INTEGRATION : INTEGRATION_ID,
    // The schema wants a string; no reason is the empty string.
    reason: transfer.reason ?? '',
    reference: transfer.reference,
    source: 'balance',
    source_details: null,
    status: transfer.status,
    titan_code: null,
    transfer_code: transfer.transferCode,
    transferred_at: transfer.transferredAt,
    updatedAt: transfer.updatedAt,
    request: transfer.id,
    recipient: toPaystackRecipient(transfer.recipient),
    session: { provider: null, id: null },
    fee_charged: 0,
    fees_breakdown: null,
    gateway_response: transfer.gatewayResponse,
  };
}

/** The shape POST /transfer answers with (transfers/initiate example): the recipient as its numeric id. */
export function toQueuedTransfer(transfer: SimTransfer) {
  return {
    transfersessionid: [],
    transfertrials: [],
    domain: 'test',
    amount: transfer.amount,
    currency: transfer.currency,
    reference: transfer.reference,
    source: 'balance',
    source_details: null,
    reason: transfer.reason ?? '',
    status: transfer.status,
    failures: null,
    transfer_code: transfer.transferCode,
    titan_code: null,
    transferred_at: transfer.transferredAt,
    id: transfer.id,
    integration: INTEGRATION_ID,
    request: transfer.id,
    recipient: transfer.recipient.id,
    createdAt: transfer.createdAt,
    updatedAt: transfer.updatedAt,
  };
}

function touch(transfer: SimTransfer) {
  transfer.updatedAt = nowIso();
}

export function failTransferNow(ctx: SimContext, transfer: SimTransfer, reason: string): void {
  if (transfer.status !== 'pending') throw new Error(`Transfer ${transfer.reference} is already ${transfer.status}`);
  transfer.status = 'failed';
  transfer.gatewayResponse = reason;
  transfer.dueAt = null;
  touch(transfer);
  ctx.store.balance += transfer.amount;
  ctx.store.save({ transfers: [transfer] });
  ctx.webhooks.send('transfer.failed', toPaystackTransfer(transfer, { forWebhook: true }));
}

export function reverseTransferNow(ctx: SimContext, transfer: SimTransfer, reason = 'Transfer reversed by the receiving institution'): void {
  if (transfer.status !== 'success') throw new Error(`Only a successful transfer can be reversed; ${transfer.reference} is ${transfer.status}`);
  transfer.status = 'reversed';
  transfer.gatewayResponse = reason;
  touch(transfer);
  ctx.store.balance += transfer.amount;
  ctx.store.save({ transfers: [transfer] });
  ctx.webhooks.send('transfer.reversed', toPaystackTransfer(transfer, { forWebhook: true }));
}

/** The bank or M-Pesa answers at transfer.dueAt: the wait starts (or, after a restart, carries on). */
export function scheduleTransferCompletion(ctx: SimContext, transfer: SimTransfer): void {
  const dueAt = transfer.dueAt;
  if (dueAt === null || transfer.status !== 'pending') return;
  ctx.scheduler.after(Math.max(0, dueAt - Date.now()), () => void settleTransfer(ctx, transfer));
}

/** The bank or M-Pesa answered: success, unless failTransfer() planned a failure. Later calls change nothing. */
export function settleTransfer(ctx: SimContext, transfer: SimTransfer): boolean {
  if (transfer.status !== 'pending') return false;
  if (transfer.plannedFailure !== null) {
    failTransferNow(ctx, transfer, transfer.plannedFailure);
    return true;
  }
  transfer.status = 'success';
  transfer.gatewayResponse = 'Approved';
  transfer.transferredAt = nowIso();
  transfer.dueAt = null;
  touch(transfer);
  ctx.store.save({ transfers: [transfer] });
  ctx.webhooks.send('transfer.success', toPaystackTransfer(transfer, { forWebhook: true }));
  if (transfer.reverseAfterSuccess) reverseTransferNow(ctx, transfer);
  return true;
}
