// A payment's life after initialize/charge: the Paystack transaction object (verify and charge.success
// carry the same one) and the single place where a transaction succeeds or fails.
import type { SimContext } from './context';
import { nextId, nowIso, randomCode } from './ids';
import type { Channel, SimTransaction } from './store';

export const MIN_AMOUNT_SUBUNIT = 300; // KES 3.00 (paystack.md)
export const DECLINED = 'Declined by customer';

/** +2547XXXXXXXX / 2547… / 07… / 01… (spaces allowed) → +254XXXXXXXXX, or null. */
export function normaliseKenyanPhone(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '');
  const match = /^(?:\+?254|0)([17]\d{8})$/.exec(compact);
  return match ? `+254${match[1]}` : null;
}

export function customerIdFor(ctx: SimContext, email: string): number {
  const known = ctx.store.customersByEmail.get(email);
  if (known) return known;
  const id = nextId();
  ctx.store.customersByEmail.set(email, id);
  return id;
}

function authorizationOf(tx: SimTransaction) {
  if (tx.status !== 'success' || !tx.channel) return {};
  // Non-reusable authorizations carry signature and account_name null, as the charge examples show.
  const common = { authorization_code: `AUTH_${randomCode(10)}`, reusable: false, signature: null, account_name: null, receiver_bank_account_number: null, receiver_bank: null, country_code: 'KE' };
  if (tx.channel === 'mobile_money') {
    // Shaped like the mobile money example (charges/create 200_momo): masked number, bank = the provider.
    const phone = tx.phone ?? '';
    return { ...common, channel: 'mobile_money', bin: `${phone.slice(1, 4)}XXX`, last4: `X${phone.slice(-3)}`, exp_month: '12', exp_year: '9999', bank: 'M-PESA', brand: 'M-PESA', card_type: '', mobile_money_number: tx.phone };
  }
  return { ...common, channel: 'card', bin: '408408', last4: '4081', exp_month: '12', exp_year: '2030', bank: 'TEST BANK', brand: 'visa', card_type: 'visa ' };
}

/** What verify says of a transaction nobody has paid yet: the schema wants strings, not null (docs/paystack.md). */
function gatewayResponseOf(tx: SimTransaction): string {
  if (tx.gatewayResponse) return tx.gatewayResponse;
  return tx.status === 'abandoned' ? 'The transaction was not completed' : 'Transaction in progress';
}

/** Paystack keeps metadata as sent (an object, or a string); none is the empty string (transactions/verify example). */
function metadataOf(tx: SimTransaction): Record<string, unknown> | string {
  const value = tx.metadata;
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  return '';
}

export function toPaystackTransaction(tx: SimTransaction) {
  return {
    id: tx.id,
    domain: 'test',
    status: tx.status,
    reference: tx.reference,
    receipt_number: null,
    amount: tx.amount,
    message: null,
    gateway_response: gatewayResponseOf(tx),
    paid_at: tx.paidAt,
    created_at: tx.createdAt,
    // Before payment Paystack names the channel offered first (checkout) or the one charged (POST /charge).
    channel: tx.channel ?? tx.channels[0] ?? 'card',
    currency: tx.currency,
    ip_address: '127.0.0.1',
    metadata: metadataOf(tx),
    log: null,
    fees: tx.status === 'success' ? Math.ceil(tx.amount * 0.015) : null,
    fees_split: null,
    authorization: authorizationOf(tx),
    customer: {
      id: tx.customerId,
      first_name: null,
      last_name: null,
      email: tx.email,
      customer_code: `CUS_${String(tx.customerId)}`,
      phone: tx.phone,
      metadata: null,
      risk_action: 'default',
      international_format_phone: tx.phone,
    },
    plan: null,
    split: {},
    order_id: null,
    paidAt: tx.paidAt,
    createdAt: tx.createdAt,
    requested_amount: tx.amount,
    pos_transaction_data: null,
    source: null,
    fees_breakdown: null,
    connect: null,
    transaction_date: tx.createdAt,
    plan_object: {},
    subaccount: {},
  };
}

export interface Completion {
  outcome: 'success' | 'failed';
  channel: Channel;
  phone?: string | null;
  gatewayResponse?: string;
}

/** Settles an open transaction once; later calls change nothing. Only successes are announced by webhook (after the record is saved). */
export function completeTransaction(ctx: SimContext, tx: SimTransaction, completion: Completion): boolean {
  if (tx.status !== 'abandoned' && tx.status !== 'ongoing') return false;
  tx.channel = completion.channel;
  if (completion.phone) tx.phone = completion.phone;
  tx.dueAt = null;
  tx.chargeStep = null;
  tx.chargePlan = [];
  if (completion.outcome === 'success') {
    tx.status = 'success';
    tx.gatewayResponse = 'Approved';
    tx.paidAt = nowIso();
  } else {
    tx.status = 'failed';
    tx.gatewayResponse = completion.gatewayResponse ?? DECLINED;
  }
  ctx.store.save({ transactions: [tx] });
  if (tx.status === 'success') ctx.webhooks.send('charge.success', toPaystackTransaction(tx));
  return true;
}

/** The customer answers a pending M-Pesa prompt at tx.dueAt: the wait starts (or, after a restart, carries on). */
export function scheduleChargeCompletion(ctx: SimContext, tx: SimTransaction): void {
  const dueAt = tx.dueAt;
  if (dueAt === null || tx.status !== 'ongoing') return;
  ctx.scheduler.after(Math.max(0, dueAt - Date.now()), () => void completeCharge(ctx, tx));
}

/** The customer answered the M-Pesa prompt: approve, unless failCharge() planned otherwise. */
export function completeCharge(ctx: SimContext, tx: SimTransaction): boolean {
  const failure = tx.plannedFailure;
  return completeTransaction(ctx, tx, failure ? { outcome: 'failed', channel: 'mobile_money', gatewayResponse: failure } : { outcome: 'success', channel: 'mobile_money' });
}
