// The client's direct-charge calls (the later STK push work builds on them) against the simulator, which
// answers each charge state Paystack documents when told to; and what the client tolerates where the
// published sources leave it open (docs/paystack.md).
import { startPaystackSimulator, type ChargeState, type RunningPaystackSimulator } from '@changamoto/paystack-simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaystackClient, isUnknownReference, parseWebhookEvent, PaystackError, toCharge, type PaystackClient } from './paystack';

const SECRET = 'sk_test_changamoto_charges_0123456789';
let sim: RunningPaystackSimulator;
let paystack: PaystackClient;
let counter = 0;
const ref = (prefix: string) => `${prefix}-${Date.now()}-${(counter += 1)}`;

beforeAll(async () => {
  sim = await startPaystackSimulator({ secretKey: SECRET, timing: { transferCompletionMs: null, chargeCompletionMs: null } });
  paystack = createPaystackClient({ baseUrl: sim.url, secretKey: SECRET });
});
afterAll(() => sim.stop());

function charge(reference: string, provider?: string) {
  return paystack.chargeMobileMoney({ email: 'a@example.com', amountSubunit: 18_000, phone: '+254712345678', reference, metadata: { bundleId: 'b-50' }, ...(provider ? { provider } : {}) });
}

describe('chargeMobileMoney / submitCharge / checkPendingCharge', () => {
  it.each<[ChargeState, object]>([
    ['pay_offline', { displayText: 'Please complete authorization process on your mobile phone' }],
    ['pending', {}],
    ['send_otp', { displayText: 'Please send OTP' }],
    ['send_pin', { displayText: 'Please send PIN' }],
    ['send_phone', { displayText: 'Please send phone' }],
    ['send_birthday', { displayText: 'Please send your birthday' }],
    ['send_address', { displayText: 'Please send details for address verification' }],
    ['open_url', { url: expect.stringContaining('/checkout/') }],
    ['failed', { message: 'Declined by customer' }],
    ['success', { transaction: expect.objectContaining({ status: 'success', amount: 18_000, channel: 'mobile_money' }) }],
  ])('understands %s', async (state, fields) => {
    const reference = ref(`c-${state.replace('_', '-')}`);
    sim.controls.planCharge(reference, [state]);
    expect(await charge(reference)).toEqual({ reference, status: state, ...fields });
  });

  it('answers each asked-for detail with its submit call until the charge succeeds, and checks a pending one', async () => {
    const reference = ref('flow');
    sim.controls.planCharge(reference, ['send_pin', 'send_otp', 'send_address', 'pending']);
    expect(await charge(reference, 'MPESA')).toMatchObject({ status: 'send_pin' });
    expect(await paystack.submitCharge(reference, { kind: 'pin', pin: '1234' })).toMatchObject({ status: 'send_otp' });
    expect(await paystack.submitCharge(reference, { kind: 'otp', otp: '123456' })).toMatchObject({ status: 'send_address' });
    expect(await paystack.submitCharge(reference, { kind: 'address', address: 'Moi Avenue 1', city: 'Nairobi', state: 'Nairobi', zipCode: '00100' })).toEqual({ reference, status: 'pending' });
    expect(await paystack.checkPendingCharge(reference)).toEqual({ reference, status: 'pending' });
    sim.controls.completeCharge(reference);
    expect(await paystack.checkPendingCharge(reference)).toMatchObject({ reference, status: 'success', transaction: { status: 'success' } });
    expect(await paystack.verifyTransaction(reference)).toMatchObject({ status: 'success' });
  });

  it('a submit the charge is not waiting for is refused; an unknown charge is an unknown reference', async () => {
    const reference = ref('wrong');
    sim.controls.planCharge(reference, ['send_otp']);
    await charge(reference);
    await expect(paystack.submitCharge(reference, { kind: 'pin', pin: '1234' })).rejects.toMatchObject({ httpStatus: 400 });
    const unknown = await paystack.checkPendingCharge('no-such-charge').catch((error: unknown) => error);
    expect(isUnknownReference(unknown)).toBe(true);
  });

  it('a state no source documents is no answer to act on', () => {
    expect(() => toCharge({ reference: 'x', status: 'teleported' })).toThrow(PaystackError);
    expect(() => toCharge({ reference: 'x', status: 'open_url' })).toThrow(PaystackError); // open_url without its url
  });
});

describe('what the sources leave open', () => {
  it('an unknown reference is 404, or 400 "not found"; nothing else is', () => {
    expect(isUnknownReference(new PaystackError('Transaction reference not found', { httpStatus: 404 }))).toBe(true);
    expect(isUnknownReference(new PaystackError('Entity not found', { httpStatus: 404 }))).toBe(true);
    expect(isUnknownReference(new PaystackError('Transaction reference not found', { httpStatus: 400, code: 'transaction_not_found' }))).toBe(true);
    expect(isUnknownReference(new PaystackError('Transfer not found', { httpStatus: 400 }))).toBe(true);
    expect(isUnknownReference(new PaystackError('Invalid reference', { httpStatus: 400, code: 'invalid_params' }))).toBe(false);
    expect(isUnknownReference(new PaystackError('An error occurred', { httpStatus: 500 }))).toBe(false);
    expect(isUnknownReference(new PaystackError('no answer', { httpStatus: null, code: 'timeout' }))).toBe(false);
    expect(isUnknownReference(new Error('not found'))).toBe(false);
  });

  it('verify of an unknown transaction or transfer is an unknown reference', async () => {
    expect(isUnknownReference(await paystack.verifyTransaction('no-such-transaction').catch((error: unknown) => error))).toBe(true);
    expect(isUnknownReference(await paystack.verifyTransfer('no_such_transfer_reference').catch((error: unknown) => error))).toBe(true);
    sim.controls.failNext('verify', { status: 400, message: 'Transaction reference not found', code: 'transaction_not_found' });
    expect(isUnknownReference(await paystack.verifyTransaction('no-such-transaction').catch((error: unknown) => error))).toBe(true);
  });

  it('a transfer webhook with data.integration as an object (every published example) is read', () => {
    const body = JSON.stringify({ event: 'transfer.success', data: { reference: 'rdm_0123456789abcdef', amount: 100, currency: 'KES', status: 'success', integration: { id: 463433, is_live: true, business_name: 'Paystack Demo' } } });
    expect(parseWebhookEvent(body)).toMatchObject({ event: 'transfer.success', data: { reference: 'rdm_0123456789abcdef', integration: { id: 463433 } } });
  });
});
