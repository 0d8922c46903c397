// The hosted checkout page: what a person sees, and what submitting it does.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { escapeHtml, formatKes } from './checkout-page';
import { CALLBACK, initializeBody, startHarness, type Harness } from './test-helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.stop());
beforeEach(() => {
  h.sim.controls.reset();
  h.hooks.received.length = 0;
});

async function initialize(overrides: Record<string, unknown> = {}) {
  const body = initializeBody(overrides);
  const { json } = await h.api('POST', '/transaction/initialize', body);
  return { reference: body.reference as string, url: json.data!.authorization_url as string };
}

const submit = (url: string, fields: Record<string, string>) => fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
const verify = async (reference: string) => (await h.api('GET', `/transaction/verify/${reference}`)).json.data!;

describe('GET /checkout/:access_code', () => {
  it('shows an accessible, self-contained page with the amount, the e-mail, M-Pesa or Card, and the two outcomes', async () => {
    const { url, reference } = await initialize({ amount: 123_456 });
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Paystack Checkout (simulator)</title>');
    expect(html).toContain('<h1>Paystack Checkout (simulator)</h1>');
    expect(html).toContain('KES 1,234.56');
    expect(html).toContain('wanjiku@example.com');
    expect(html).toContain(reference);
    expect(html).toContain('<legend>Pay with</legend>');
    expect(html).toMatch(/<input type="radio" id="channel-mpesa" name="channel" value="mobile_money" checked><label for="channel-mpesa">M-Pesa<\/label>/);
    expect(html).toMatch(/<input type="radio" id="channel-card" name="channel" value="card"><label for="channel-card">Card<\/label>/);
    expect(html).toContain('<label for="phone">M-Pesa phone number</label>');
    expect(html).toMatch(/<input id="phone" name="phone" type="tel"/);
    expect(html).toContain('<button type="submit" class="success" name="outcome" value="success">Simulate success</button>');
    expect(html).toContain('<button type="submit" class="failure" name="outcome" value="failure">Simulate failure</button>');
    expect(html).not.toMatch(/<script|<link|<img|src=|https?:\/\//);
  });

  it('offers only the channels the merchant asked for', async () => {
    const { url } = await initialize({ channels: ['card'] });
    const html = await (await fetch(url)).text();
    expect(html).toContain('>Card</label>');
    expect(html).not.toContain('M-Pesa phone number');
    expect((await submit(url, { channel: 'mobile_money', phone: '0712345678', outcome: 'success' })).status).toBe(400);
  });

  it('answers 404 with a message for an unknown access code', async () => {
    const response = await fetch(`${h.sim.url}/checkout/nosuchcode`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('This checkout link is not valid');
  });
});

describe('POST /checkout/:access_code', () => {
  it('M-Pesa success: success, channel mobile_money, the phone on the customer, one charge.success, 303 to the callback', async () => {
    const { url, reference } = await initialize();
    const response = await submit(url, { channel: 'mobile_money', phone: '0712 345 678', outcome: 'success' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${CALLBACK}?trxref=${reference}&reference=${reference}`);
    expect(await verify(reference)).toMatchObject({ status: 'success', channel: 'mobile_money', gateway_response: 'Approved', paid_at: expect.any(String), customer: { phone: '+254712345678' } });
    const [webhook] = await h.hooks.waitFor(1);
    expect(webhook).toMatchObject({ event: 'charge.success', data: { reference, status: 'success' } });
  });

  it('card failure: failed with "Declined by customer", 303 to the callback, no webhook', async () => {
    const { url, reference } = await initialize();
    const response = await submit(url, { channel: 'card', outcome: 'failure' });
    expect(response.headers.get('location')).toBe(`${CALLBACK}?trxref=${reference}&reference=${reference}`);
    expect(await verify(reference)).toMatchObject({ status: 'failed', channel: 'card', gateway_response: 'Declined by customer', paid_at: null });
    await h.sim.controls.idle();
    expect(h.hooks.received).toEqual([]);
  });

  it('M-Pesa without a valid phone number shows the form again with an alert and changes nothing', async () => {
    const { url, reference } = await initialize();
    const response = await submit(url, { channel: 'mobile_money', phone: '12', outcome: 'success' });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('Enter a valid M-Pesa phone number, e.g. 0712 345 678.');
    expect(html).toContain('aria-invalid="true"');
    expect((await verify(reference)).status).toBe('abandoned');
  });

  it('a second submit changes nothing and sends the browser back again', async () => {
    const { url, reference } = await initialize();
    await submit(url, { channel: 'card', outcome: 'success' });
    const second = await submit(url, { channel: 'card', outcome: 'failure' });
    expect(second.status).toBe(303);
    expect((await verify(reference)).status).toBe('success');
    await h.sim.controls.idle();
    expect(h.hooks.received).toHaveLength(1);
    const page = await (await fetch(url)).text();
    expect(page).toContain('This payment was successful.');
    expect(page).toContain(`href="${escapeHtml(`${CALLBACK}?trxref=${reference}&reference=${reference}`)}"`);
  });

  it('without a callback_url, shows the outcome instead of redirecting', async () => {
    const { url } = await initialize({ callback_url: undefined });
    const response = await submit(url, { channel: 'card', outcome: 'failure' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('This payment did not go through.');
  });
});

describe('page helpers', () => {
  it('formats KES cents and escapes HTML', () => {
    expect(formatKes(300)).toBe('KES 3.00');
    expect(formatKes(100_000_005)).toBe('KES 1,000,000.05');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
