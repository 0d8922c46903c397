// The simulator's answers held against Paystack's published OpenAPI (trimmed copy in
// ../openapi/paystack.trimmed.json, source and commit in its x-source), for every operation the app
// uses. Where the documentation examples disagree with the schemas, openapi-schemas.ts names the
// deviation; the charge states the schemas do not describe are held against the examples' shapes.
import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHARGE_STATES, type ChargeState } from './store';
import { describeErrors, listedStatuses, responseSchemaName, schemaValidator, SPEC } from './openapi-schemas';
import { createMpesaRecipient, initializeBody, SECRET, startHarness, transferBody, uniqueRef, type Harness } from './test-helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.stop();
});

interface Answer {
  status: number;
  json: unknown;
}

async function call(method: 'GET' | 'POST', path: string, init: { body?: string; contentType?: string; authorization?: string } = {}): Promise<Answer> {
  const response = await fetch(`${h.sim.url}${path}`, {
    method,
    headers: { authorization: init.authorization ?? `Bearer ${SECRET}`, ...(init.contentType ? { 'content-type': init.contentType } : {}) },
    body: init.body,
  });
  return { status: response.status, json: await response.json() };
}
const postJson = (path: string, body: unknown) => call('POST', path, { body: JSON.stringify(body), contentType: 'application/json' });

/** Holds one answer against the operation's schema for its status; an error status the operation does not list is held against Error. */
function expectConforms(method: 'get' | 'post', path: string, answer: Answer): void {
  const listed = listedStatuses(method, path);
  const name = responseSchemaName(method, path, answer.status);
  if (!name && answer.status < 400) throw new Error(`${method.toUpperCase()} ${path} answered ${answer.status}, which the OpenAPI does not list (${listed.join(', ')})`);
  const validate = schemaValidator(name ?? 'Error');
  const ok = validate(answer.json);
  expect(ok ? [] : describeErrors(validate), `${method.toUpperCase()} ${path} → ${answer.status}: ${JSON.stringify(answer.json).slice(0, 400)}`).toEqual([]);
}

describe('the vendored OpenAPI copy', () => {
  it('names its source repository, file and commit, and keeps every operation the app uses', () => {
    expect(SPEC['x-source']).toMatchObject({ repository: 'https://github.com/PaystackOSS/openapi', path: 'dist/paystack.yaml', commit: expect.stringMatching(/^[0-9a-f]{40}$/) });
    for (const operation of SPEC['x-source'].operations) {
      const [method, path] = operation.split(' ') as [string, string];
      expect(SPEC.paths[path]?.[method.toLowerCase()], operation).toBeDefined();
    }
  });
});

describe('payments', () => {
  it('initialize (JSON and form bodies, any case of "Bearer"), its 400 and 401', async () => {
    const body = initializeBody();
    expectConforms('post', '/transaction/initialize', await postJson('/transaction/initialize', body));
    const form = new URLSearchParams({ email: 'form@example.com', amount: '35000', currency: 'KES', reference: uniqueRef('form'), callback_url: 'http://localhost:3000/cb', metadata: '{"bundle":"b-100"}' });
    const viaForm = await call('POST', '/transaction/initialize', { body: form.toString(), contentType: 'application/x-www-form-urlencoded', authorization: `bearer ${SECRET}` });
    expect(viaForm.status).toBe(200);
    expectConforms('post', '/transaction/initialize', viaForm);
    const duplicate = await postJson('/transaction/initialize', body);
    expect(duplicate.status).toBe(400);
    expectConforms('post', '/transaction/initialize', duplicate);
    const unauthorized = await call('POST', '/transaction/initialize', { body: JSON.stringify(body), contentType: 'application/json', authorization: 'Bearer sk_test_wrong' });
    expect(unauthorized.status).toBe(401);
    expectConforms('post', '/transaction/initialize', unauthorized);
  });

  it('verify for an unpaid, a paid and an unknown reference; the transaction list', async () => {
    const unpaid = initializeBody();
    await postJson('/transaction/initialize', unpaid);
    expectConforms('get', '/transaction/verify/{reference}', await call('GET', `/transaction/verify/${unpaid.reference}`));
    const reference = uniqueRef('paid');
    h.sim.controls.planCharge(reference, ['success']);
    await postJson('/charge', { email: 'a@example.com', amount: 18_000, currency: 'KES', reference, metadata: { purchase: 'x' }, mobile_money: { phone: '+254712345678', provider: 'MPESA' } });
    const paid = await call('GET', `/transaction/verify/${reference}`);
    expect(paid.json).toMatchObject({ data: { status: 'success' } });
    expectConforms('get', '/transaction/verify/{reference}', paid);
    const unknown = await call('GET', '/transaction/verify/nothing-here');
    expect(unknown.status).toBe(404);
    expectConforms('get', '/transaction/verify/{reference}', unknown);
    expectConforms('get', '/transaction', await call('GET', '/transaction?perPage=5&page=1&status=success'));
  });
});

describe('charges', () => {
  // The examples' shapes for answers that are not a finished transaction (api/charges/create, check, submit-*).
  const example = (required: string[]) => ({ type: 'object', required: ['reference', 'status', ...required], properties: { reference: { type: 'string' }, status: { type: 'string' } } });
  const STATE_SHAPES: Record<Exclude<ChargeState, 'success'>, object> = {
    pending: example([]),
    send_otp: example(['display_text']),
    send_pin: example([]),
    send_phone: example(['display_text']),
    send_birthday: example(['display_text']),
    send_address: example(['display_text']),
    open_url: example(['url']),
    pay_offline: example(['display_text']),
    failed: example(['message']),
  };
  const ajv = new Ajv({ strict: false, allErrors: true });

  /** A charge answer: a finished success is the transaction object (VerifyResponse's data, as the submit-otp example shows); other states the example shapes. */
  function expectChargeAnswer(path: string, answer: Answer, state: ChargeState) {
    expect(answer.status).toBe(200);
    expect(listedStatuses('post', path).concat(listedStatuses('get', path))).toContain('200');
    const json = answer.json as { status: boolean; message: string; data: { status: string } };
    expect(json).toMatchObject({ status: true, message: expect.any(String), data: { status: state } });
    if (state === 'success') {
      expectConforms('get', '/transaction/verify/{reference}', answer);
      return;
    }
    const validate = ajv.compile(STATE_SHAPES[state]);
    expect(validate(json.data) ? [] : describeErrors(validate)).toEqual([]);
  }

  const charge = (reference: string) => ({ email: 'a@example.com', amount: 18_000, currency: 'KES', reference, metadata: { purchase: 'x' }, mobile_money: { phone: '+254712345678', provider: 'mpesa' } });

  it.each(CHARGE_STATES.map((state) => [state]))('POST /charge can answer %s, and GET /charge/:reference checks it', async (state) => {
    h.sim.controls.setTiming({ chargeCompletionMs: null });
    const reference = uniqueRef(`charge-${state.replace('_', '-')}`);
    h.sim.controls.planCharge(reference, [state]);
    expectChargeAnswer('/charge', await postJson('/charge', charge(reference)), state);
    const check = await call('GET', `/charge/${reference}`);
    expect(check.status).toBe(200);
    expect(listedStatuses('get', '/charge/{reference}')).toContain('200');
    expectChargeAnswer('/charge/{reference}', check, state === 'pay_offline' ? 'pending' : state);
  });

  it.each([
    ['submit_otp', 'send_otp', { otp: '123456' }],
    ['submit_pin', 'send_pin', { pin: '1234' }],
    ['submit_phone', 'send_phone', { phone: '0712345678' }],
    ['submit_birthday', 'send_birthday', { birthday: '1990-01-31' }],
    ['submit_address', 'send_address', { address: 'Moi Avenue 1', city: 'Nairobi', state: 'Nairobi', zip_code: '00100' }],
  ] as const)('%s answers the next planned state (then success)', async (path, step, fields) => {
    const reference = uniqueRef(`submit-${step.replace('_', '-')}`);
    h.sim.controls.planCharge(reference, [step, 'pending']);
    expectChargeAnswer('/charge', await postJson('/charge', charge(reference)), step);
    expectChargeAnswer(`/charge/${path}`, await postJson(`/charge/${path}`, { reference, ...fields }), 'pending');
    h.sim.controls.completeCharge(reference);
    expectChargeAnswer('/charge/{reference}', await call('GET', `/charge/${reference}`), 'success');
  });

  it('a check of an unknown charge is a 404 the operation lists', async () => {
    const unknown = await call('GET', '/charge/nothing-here');
    expect(unknown.status).toBe(404);
    expectConforms('get', '/charge/{reference}', unknown);
  });
});

describe('payouts', () => {
  it('bank list, recipient (201, also again), transfer, its verify and the transfer list', async () => {
    const banks = await call('GET', '/bank?currency=KES&type=mobile_money&perPage=100');
    expectConforms('get', '/bank', banks);
    const recipientBody = { type: 'mobile_money', name: 'Wanjiku Kamau', account_number: '254712345001', bank_code: 'MPESA', currency: 'KES' };
    const created = await postJson('/transferrecipient', recipientBody);
    expect(created.status).toBe(201);
    expectConforms('post', '/transferrecipient', created);
    const again = await postJson('/transferrecipient', recipientBody);
    expect(again.status).toBe(201);
    expectConforms('post', '/transferrecipient', again);

    const recipient = await createMpesaRecipient(h);
    const body = transferBody(recipient);
    const queued = await postJson('/transfer', body);
    expectConforms('post', '/transfer', queued);
    expectConforms('get', '/transfer/verify/{reference}', await call('GET', `/transfer/verify/${body.reference}`));
    const unknown = await call('GET', '/transfer/verify/no_such_transfer_reference');
    expect(unknown.status).toBe(404);
    expectConforms('get', '/transfer/verify/{reference}', unknown);
    expectConforms('get', '/transfer', await call('GET', '/transfer?perPage=2&page=1'));
  });

  it('an unknown recipient is the documented invalid_transfer_recipient', async () => {
    const answer = await postJson('/transfer', transferBody('RCP_doesnotexist'));
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ status: false, message: 'Recipient specified is invalid', type: 'validation_error', code: 'invalid_transfer_recipient' });
    expectConforms('post', '/transfer', answer);
  });
});
