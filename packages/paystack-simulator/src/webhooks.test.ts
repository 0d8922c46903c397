// Webhook delivery: signature, retries with backoff, duplicates, out-of-order delivery, replays.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ControlError } from './controls';
import { createMpesaRecipient, SECRET, startHarness, transferBody, type Harness } from './test-helpers';
import { startWebhookRecorder } from './webhook-recorder';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ webhookRetryDelaysMs: [10, 20, 40] });
});
afterAll(() => h.stop());
beforeEach(() => {
  h.sim.controls.reset();
  h.sim.controls.setWebhookUrl(h.hooks.url);
  h.hooks.received.length = 0;
  h.hooks.answerWith([]);
});

async function queueTransfer(overrides: Record<string, unknown> = {}) {
  const body = transferBody(await createMpesaRecipient(h), overrides);
  await h.api('POST', '/transfer', body);
  return body.reference as string;
}

describe('webhooks', () => {
  it('POSTs {event, data} as JSON signed with hex HMAC-SHA512 of the exact body', async () => {
    const reference = await queueTransfer();
    const [webhook] = await h.hooks.waitFor(1);
    expect(webhook!.signature).toBe(createHmac('sha512', SECRET).update(webhook!.rawBody).digest('hex'));
    expect(JSON.parse(webhook!.rawBody)).toEqual({ event: 'transfer.success', data: expect.objectContaining({ reference, status: 'success' }) });
  });

  it('stops after the last retry when the receiver never answers 200, and logs every attempt', async () => {
    h.hooks.answerWith([500, 502, 404, 500]);
    const reference = await queueTransfer();
    await h.hooks.waitFor(4);
    await h.sim.controls.idle();
    const [delivery] = h.sim.controls.webhookLog();
    expect(delivery).toMatchObject({ event: 'transfer.success', reference, copy: 1, delivered: false, finished: true });
    expect(delivery!.attempts.map((attempt) => attempt.status)).toEqual([500, 502, 404, 500]);
    expect(h.hooks.received).toHaveLength(4);
  });

  it('retries after a network error, reading the URL again on each attempt', async () => {
    const gone = await startWebhookRecorder();
    await gone.stop();
    h.sim.controls.setWebhookUrl(gone.url);
    await queueTransfer();
    for (let i = 0; i < 100 && !h.sim.controls.webhookLog()[0]?.attempts.length; i += 1) await new Promise((r) => setTimeout(r, 5));
    h.sim.controls.setWebhookUrl(h.hooks.url);
    await h.hooks.waitFor(1);
    await h.sim.controls.idle();
    const [delivery] = h.sim.controls.webhookLog();
    expect(delivery!.attempts[0]).toMatchObject({ status: null, error: expect.any(String) });
    expect(delivery!.attempts.at(-1)).toMatchObject({ status: 200, error: null });
    expect(delivery!.delivered).toBe(true);
  });

  it('duplicateWebhooks(n) sends n copies of each event, each delivered on its own', async () => {
    h.sim.controls.duplicateWebhooks(2);
    await queueTransfer();
    const copies = await h.hooks.waitFor(2);
    expect(copies[0]!.rawBody).toBe(copies[1]!.rawBody);
    await h.sim.controls.idle();
    expect(h.sim.controls.webhookLog().map((d) => [d.copy, d.delivered])).toEqual([
      [1, true],
      [2, true],
    ]);
  });

  it('reorderWebhooks holds events and, when turned off, sends them newest first (reversed before success)', async () => {
    h.sim.controls.reorderWebhooks(true);
    const reference = await queueTransfer();
    h.sim.controls.reverseTransfer(reference); // still pending: succeeds, then is reversed
    await h.sim.controls.idle();
    expect(h.hooks.received).toEqual([]);
    h.sim.controls.reorderWebhooks(false);
    const events = await h.hooks.waitFor(2);
    expect(events.map((w) => w.event)).toEqual(['transfer.reversed', 'transfer.success']);
  });

  it('resendWebhook replays the last event about a reference byte for byte; an unknown reference is an error', async () => {
    const reference = await queueTransfer();
    const [original] = await h.hooks.waitFor(1);
    h.sim.controls.resendWebhook(reference);
    const both = await h.hooks.waitFor(2);
    expect(both[1]!.rawBody).toBe(original!.rawBody);
    expect(both[1]!.signature).toBe(original!.signature);
    expect(() => h.sim.controls.resendWebhook('never_sent_reference')).toThrow(ControlError);
  });

  it('with no webhook URL, logs the event as not delivered', async () => {
    h.sim.controls.setWebhookUrl(null);
    await queueTransfer();
    await h.sim.controls.idle();
    const [delivery] = h.sim.controls.webhookLog();
    expect(delivery!.delivered).toBe(false);
    expect(delivery!.attempts[0]).toMatchObject({ status: null, error: 'No webhook URL is configured' });
  });
});
