// The pretend phone: the M-Pesa prompts POST /charge puts on a number, and what the tester's PIN,
// cancel and timeout do (the charge's outcome, charge.success only on success, as Paystack).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TIMED_OUT_RESPONSE } from './phone-page';
import { startHarness, uniqueRef, type Harness } from './test-helpers';

let h: Harness;
beforeAll(async () => {
  // Prompts wait for the phone, as in the app's development simulator.
  h = await startHarness({ timing: { transferCompletionMs: 20, chargeCompletionMs: null } });
});
afterAll(() => h.stop());
beforeEach(() => {
  h.sim.controls.reset();
  h.sim.controls.setTiming({ chargeCompletionMs: null });
  h.hooks.received.length = 0;
});

async function charge(phone = '+254712345678', amount = 35_000) {
  const reference = uniqueRef('stk');
  const { json } = await h.api('POST', '/charge', { email: 'wanjiku@example.com', amount, currency: 'KES', reference, mobile_money: { phone, provider: 'mpesa' } });
  expect(json.data!.status).toBe('pay_offline');
  return reference;
}
const phone = (query = '') => fetch(`${h.sim.url}/phone${query}`).then(async (r) => ({ status: r.status, html: await r.text() }));
const act = (reference: string, action: string, fields: Record<string, string> = {}, query = '') => fetch(`${h.sim.url}/phone/${reference}/${action}${query}`, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
const verify = async (reference: string) => (await h.api('GET', `/transaction/verify/${reference}`)).json.data!;

describe('the pretend phone', () => {
  it('shows a waiting prompt with the amount on its number only, without the secret key', async () => {
    const reference = await charge('0712345678', 35_000);
    const other = await charge('0799000111', 9_900);
    const mine = await phone('?number=0712345678');
    expect(mine.status).toBe(200);
    expect(mine.html).toContain('<html lang="en">');
    expect(mine.html).toContain('Do you want to pay KES 350.00 to CHANGAMOTO? Enter your M-Pesa PIN.');
    expect(mine.html).toContain(reference);
    expect(mine.html).not.toContain(other);
    expect(mine.html).toMatch(/<label for="pin-[^"]+">M-Pesa PIN<\/label>/);
    expect((await phone()).html).toContain(other);
  });

  it('a PIN approves the charge and sends charge.success; the prompt is gone', async () => {
    const reference = await charge();
    const sent = await act(reference, 'pin', { pin: '1234' }, '?number=0712345678');
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/phone?number=0712345678&done=pin');
    expect(await verify(reference)).toMatchObject({ status: 'success', channel: 'mobile_money' });
    await h.sim.controls.idle();
    expect(h.hooks.received.map((w) => [w.event, w.data.reference])).toContainEqual(['charge.success', reference]);
    expect((await phone('?number=0712345678&done=pin')).html).toContain('No M-Pesa request waiting on this phone.');
  });

  it('a bad PIN is refused on the page and changes nothing', async () => {
    const reference = await charge();
    const res = await act(reference, 'pin', { pin: '12' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Enter a 4-digit M-Pesa PIN.');
    expect((await verify(reference)).status).toBe('ongoing');
  });

  it('cancel declines it and letting it time out fails it with the timeout words; no webhook for either', async () => {
    const declined = await charge();
    const timedOut = await charge();
    expect((await act(declined, 'decline')).status).toBe(303);
    expect((await act(timedOut, 'timeout')).status).toBe(303);
    expect(await verify(declined)).toMatchObject({ status: 'failed', gateway_response: 'Declined by customer' });
    expect(await verify(timedOut)).toMatchObject({ status: 'failed', gateway_response: TIMED_OUT_RESPONSE });
    await h.sim.controls.idle();
    expect(h.hooks.received).toEqual([]);
    // Once answered, the prompt cannot be answered again.
    expect((await act(declined, 'pin', { pin: '1234' })).status).toBe(404);
  });

  it('the switch makes the next PIN fail for too little on M-Pesa, then goes back to approving', async () => {
    const saved = await fetch(`${h.sim.url}/phone/switches`, { method: 'POST', body: new URLSearchParams({ next: 'insufficient' }), redirect: 'manual' });
    expect(saved.status).toBe(303);
    expect((await phone()).html).toMatch(/<option value="insufficient" selected>/);
    const poor = await charge();
    await act(poor, 'pin', { pin: '1234' });
    expect(await verify(poor)).toMatchObject({ status: 'failed', gateway_response: 'Insufficient funds' });
    const fine = await charge();
    await act(fine, 'pin', { pin: '1234' });
    expect((await verify(fine)).status).toBe('success');
  });
});
