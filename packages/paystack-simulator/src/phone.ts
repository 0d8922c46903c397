// The pretend phone (issue #19 §1): GET /phone[?number=07…] shows the M-Pesa prompts that POST /charge
// put on a number; the tester enters a PIN (the charge succeeds and charge.success goes out, as
// Paystack does), cancels it (declined), or lets it time out (failed with Safaricom's timeout words).
// A switch chooses what the next PIN does (approve, not enough on M-Pesa, declined). Not Paystack's
// API and not behind the secret key, like /checkout and /__control.
import type { Context, Hono } from 'hono';
import type { SimContext } from './context';
import type { SimulatorControls } from './controls';
import { NEXT_OUTCOMES, renderPhonePage, TIMED_OUT_RESPONSE, type NextOutcome } from './phone-page';
import type { SimTransaction } from './store';
import { normaliseKenyanPhone } from './transaction-model';

const FLASH = {
  pin: 'PIN sent. M-Pesa is processing the payment.',
  decline: 'Request cancelled on the phone.',
  timeout: 'The request timed out on the phone.',
  switches: 'Switches saved.',
} as const;

/** Prompts still waiting for the customer (an STK push in pay_offline), newest first. */
function waitingPrompts(ctx: SimContext, number: string | null): SimTransaction[] {
  return [...ctx.store.transactions.values()].filter((tx) => tx.status === 'ongoing' && tx.channel === 'mobile_money' && (tx.chargeStep ?? 'pay_offline') === 'pay_offline' && (!number || tx.phone === number)).sort((a, b) => b.id - a.id);
}

/** The next outcome the switch shows: what failCharge('next') has planned. */
function nextOutcome(ctx: SimContext): NextOutcome {
  const planned = ctx.faults.nextChargeFailure;
  const found = (Object.keys(NEXT_OUTCOMES) as NextOutcome[]).find((key) => NEXT_OUTCOMES[key].failure === planned);
  return found ?? 'approve';
}

export function mountPhoneRoutes(app: Hono, ctx: SimContext, controls: SimulatorControls) {
  const numberOf = (c: Context) => {
    const raw = c.req.query('number');
    return raw ? normaliseKenyanPhone(raw) : null;
  };
  const show = (c: Context, extra: { flash?: string; error?: string } = {}, status: 200 | 400 | 404 = 200) => {
    const number = numberOf(c);
    return c.html(renderPhonePage({ number, prompts: waitingPrompts(ctx, number), next: nextOutcome(ctx), ...extra }), status);
  };
  const back = (c: Context, flash: keyof typeof FLASH) => {
    const query = new URLSearchParams({ ...(c.req.query('number') ? { number: c.req.query('number')! } : {}), done: flash });
    return c.redirect(`/phone?${query}`, 303);
  };

  app.get('/phone', (c) => {
    const done = c.req.query('done');
    return show(c, done && done in FLASH ? { flash: FLASH[done as keyof typeof FLASH] } : {});
  });

  app.post('/phone/switches', async (c) => {
    const form = await c.req.parseBody();
    const next = typeof form.next === 'string' && form.next in NEXT_OUTCOMES ? (form.next as NextOutcome) : null;
    if (!next) return show(c, { error: 'Choose what the next PIN does.' }, 400);
    ctx.faults.nextChargeFailure = NEXT_OUTCOMES[next].failure;
    return back(c, 'switches');
  });

  app.post('/phone/:reference/:action', async (c) => {
    const tx = ctx.store.transactions.get(c.req.param('reference'));
    const action = c.req.param('action');
    if (!tx || tx.status !== 'ongoing' || tx.channel !== 'mobile_money') return show(c, { error: 'This M-Pesa request is no longer waiting on the phone.' }, 404);
    if (action === 'pin') {
      const form = await c.req.parseBody();
      if (typeof form.pin !== 'string' || !/^\d{4}$/.test(form.pin)) return show(c, { error: 'Enter a 4-digit M-Pesa PIN.' }, 400);
      controls.completeCharge(tx.reference);
      return back(c, 'pin');
    }
    if (action === 'decline') {
      controls.failCharge(tx.reference, NEXT_OUTCOMES.declined.failure);
      return back(c, 'decline');
    }
    if (action === 'timeout') {
      controls.failCharge(tx.reference, TIMED_OUT_RESPONSE);
      return back(c, 'timeout');
    }
    return show(c, { error: 'Unknown action.' }, 404);
  });
}
