// Direct charges: POST /charge (M-Pesa STK push), the submit_* follow-ups and GET /charge/:reference
// (check pending). Each answer is one of the charge states Paystack documents (docs/paystack.md); the
// tests choose them with planCharge(reference | 'next', states), by default an M-Pesa prompt (pay_offline).
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { SimContext } from './context';
import { firstIssue, paystackError, paystackOk, readJsonObject, simulated } from './http';
import { randomCode } from './ids';
import type { ChargeState, OpenChargeStep, SimTransaction } from './store';
import { completeTransaction, DECLINED, normaliseKenyanPhone, scheduleChargeCompletion, toPaystackTransaction } from './transaction-model';
import { addTransaction, common, newTransaction, refuse } from './transactions';

const chargeBody = z.object({
  ...common,
  mobile_money: z.object(
    { phone: z.string({ error: 'Phone number is required' }), provider: z.string({ error: 'Mobile money provider is required' }) },
    { error: 'The simulator only supports mobile money charges: pass mobile_money { phone, provider: "mpesa" }' },
  ),
});

/** What the customer is asked for at each step (display_text as in the charges/create examples). */
const DISPLAY_TEXT: Partial<Record<OpenChargeStep, string>> = {
  send_otp: 'Please send OTP',
  send_pin: 'Please send PIN',
  send_phone: 'Please send phone',
  send_birthday: 'Please send your birthday',
  send_address: 'Please send details for address verification',
  pay_offline: 'Please complete authorization process on your mobile phone',
};

/** The submit endpoints, the step each answers and the fields the OpenAPI requires of it. */
const SUBMITS = {
  submit_pin: { step: 'send_pin', fields: ['pin'] },
  submit_otp: { step: 'send_otp', fields: ['otp'] },
  submit_phone: { step: 'send_phone', fields: ['phone'] },
  submit_birthday: { step: 'send_birthday', fields: ['birthday'] },
  submit_address: { step: 'send_address', fields: ['address', 'city', 'state', 'zip_code'] },
} as const satisfies Record<string, { step: OpenChargeStep; fields: readonly string[] }>;

/** Waits for the customer outside our API (prompt on the phone, a URL, the bank): completes by itself after chargeCompletionMs. */
const WAITS_OUTSIDE: readonly ChargeState[] = ['pending', 'pay_offline', 'open_url'];

/** The `data` of a charge answer for the transaction's current state. */
function chargeData(ctx: SimContext, tx: SimTransaction) {
  if (tx.status === 'success') return toPaystackTransaction(tx);
  if (tx.status === 'failed') return { reference: tx.reference, status: 'failed', message: tx.gatewayResponse ?? DECLINED };
  if (tx.status !== 'ongoing') return { reference: tx.reference, status: tx.status };
  const step = tx.chargeStep ?? 'pay_offline';
  if (step === 'pending') return { reference: tx.reference, status: 'pending' };
  if (step === 'open_url') return { reference: tx.reference, status: 'open_url', url: `${ctx.publicUrl}/checkout/${tx.accessCode}` };
  return { reference: tx.reference, status: step, display_text: DISPLAY_TEXT[step] };
}

/** Moves an ongoing charge to its next planned state (after the last one: success) and saves it. */
function advance(ctx: SimContext, tx: SimTransaction, state: ChargeState): void {
  if (state === 'success' || state === 'failed') {
    const failure = tx.plannedFailure ?? DECLINED;
    completeTransaction(ctx, tx, state === 'success' ? { outcome: 'success', channel: 'mobile_money' } : { outcome: 'failed', channel: 'mobile_money', gatewayResponse: failure });
    return;
  }
  tx.chargeStep = state;
  const waitMs = ctx.timing.chargeCompletionMs;
  tx.dueAt = WAITS_OUTSIDE.includes(state) && waitMs !== null ? Date.now() + waitMs : null;
  ctx.store.save({ transactions: [tx] });
  scheduleChargeCompletion(ctx, tx);
}

/** The plan for a new charge: one planned for its reference wins, else one planned for 'next' is used up. */
function takePlan(ctx: SimContext, reference: string): ChargeState[] {
  const planned = ctx.faults.chargePlans.get(reference);
  if (planned) {
    ctx.faults.chargePlans.delete(reference);
    return [...planned];
  }
  const next = ctx.faults.nextChargePlan;
  ctx.faults.nextChargePlan = null;
  return next ? [...next] : ['pay_offline'];
}

function chargeMessage(tx: SimTransaction) {
  return tx.chargeStep === 'pending' && tx.status === 'ongoing' ? 'Reference check successful' : 'Charge attempted';
}

export function mountChargeRoutes(app: Hono, ctx: SimContext) {
  app.post('/charge', simulated(ctx, 'charge'), async (c) => {
    const parsed = chargeBody.safeParse(await readJsonObject(c));
    if (!parsed.success) return paystackError(c, 400, firstIssue(parsed.error));
    const input = parsed.data;
    // The bank list names M-Pesa "MPESA"; the charge examples write providers in lowercase: both are M-Pesa.
    if (input.mobile_money.provider.toLowerCase() !== 'mpesa') {
      return paystackError(c, 400, `Mobile money provider ${input.mobile_money.provider} is not supported for KES charges in the simulator; use mpesa`);
    }
    const phone = normaliseKenyanPhone(input.mobile_money.phone);
    if (!phone) return paystackError(c, 400, 'Invalid phone number', { code: 'invalid_phone' });
    const reference = input.reference ?? randomCode(15);
    const refused = refuse(c, ctx, { currency: input.currency, reference });
    if (refused) return refused;
    const tx = newTransaction(ctx, {
      reference,
      email: input.email,
      amount: input.amount,
      metadata: input.metadata ?? null,
      callbackUrl: null,
      channels: ['mobile_money'],
      status: 'ongoing',
      channel: 'mobile_money',
      phone,
    });
    // A failure planned for this reference wins; otherwise one planned for "the next charge" is used up.
    const plannedFailure = ctx.faults.chargeFailures.get(reference);
    ctx.faults.chargeFailures.delete(reference);
    tx.plannedFailure = plannedFailure ?? ctx.faults.nextChargeFailure;
    if (plannedFailure === undefined) ctx.faults.nextChargeFailure = null;
    const [first = 'pay_offline', ...rest] = takePlan(ctx, reference);
    tx.chargePlan = rest;
    tx.chargeStep = 'pay_offline';
    addTransaction(ctx, tx);
    advance(ctx, tx, first);
    return paystackOk(c, chargeMessage(tx), chargeData(ctx, tx));
  });

  for (const [path, { step, fields }] of Object.entries(SUBMITS)) {
    app.post(`/charge/${path}`, simulated(ctx, 'submitCharge'), async (c: Context) => {
      const body = await readJsonObject(c);
      if (!body) return paystackError(c, 400, 'Invalid request body');
      const missing = ['reference', ...fields].find((field) => typeof body[field] !== 'string' || (body[field] as string).trim() === '');
      if (missing) return paystackError(c, 400, `${missing} is required`, { code: 'missing_params', nextStep: 'Provide all required params' });
      const tx = ctx.store.transactions.get(body.reference as string);
      // charges/submit-* 400 example: an unknown reference is "Transaction reference is invalid".
      if (!tx) return paystackError(c, 400, 'Transaction reference is invalid');
      if (tx.status !== 'ongoing' || tx.chargeStep !== step) {
        return paystackError(c, 400, `This charge is not awaiting ${step.replace('send_', '')}: it is ${tx.status === 'ongoing' ? (tx.chargeStep ?? 'pay_offline') : tx.status}`);
      }
      const [next = 'success', ...rest] = tx.chargePlan ?? [];
      tx.chargePlan = rest;
      advance(ctx, tx, next);
      return paystackOk(c, 'Charge attempted', chargeData(ctx, tx));
    });
  }

  app.get('/charge/:reference', simulated(ctx, 'checkCharge'), (c) => {
    const tx = ctx.store.transactions.get(c.req.param('reference'));
    if (!tx) {
      return paystackError(c, 404, 'Charge not found', { code: 'transaction_not_found', nextStep: 'Ensure that you are passing the reference of a charge on this integration' });
    }
    const data = chargeData(ctx, tx);
    // Check pending says "pending" while the customer has yet to act on the phone (charges/check 200_pending).
    const waiting = tx.status === 'ongoing' && (tx.chargeStep === 'pay_offline' || tx.chargeStep === 'pending');
    return paystackOk(c, waiting || tx.status === 'failed' ? 'Reference check successful' : 'Charge attempted', waiting ? { reference: tx.reference, status: 'pending' } : data);
  });
}
