// The hosted checkout at authorization_url: GET shows the page, POST settles the payment the way the
// person chose and sends the browser back to callback_url?trxref=REF&reference=REF (paystack.md).
import type { Hono } from 'hono';
import type { SimContext } from './context';
import { renderCheckoutDone, renderCheckoutForm, renderCheckoutNotFound } from './checkout-page';
import type { Channel, SimTransaction } from './store';
import { completeTransaction, normaliseKenyanPhone } from './transaction-model';

function callbackFor(tx: SimTransaction): string | null {
  if (!tx.callbackUrl) return null;
  const url = new URL(tx.callbackUrl);
  url.searchParams.set('trxref', tx.reference);
  url.searchParams.set('reference', tx.reference);
  return url.toString();
}

export function mountCheckoutRoutes(app: Hono, ctx: SimContext) {
  app.get('/checkout/:accessCode', (c) => {
    const tx = ctx.store.transactionsByAccessCode.get(c.req.param('accessCode'));
    if (!tx) return c.html(renderCheckoutNotFound(), 404);
    if (tx.status !== 'abandoned') return c.html(renderCheckoutDone(tx, callbackFor(tx)));
    return c.html(renderCheckoutForm(tx));
  });

  app.post('/checkout/:accessCode', async (c) => {
    const tx = ctx.store.transactionsByAccessCode.get(c.req.param('accessCode'));
    if (!tx) return c.html(renderCheckoutNotFound(), 404);
    const form = await c.req.parseBody();
    const field = (name: string) => (typeof form[name] === 'string' ? form[name] : '');
    const channel = field('channel');
    const outcome = field('outcome');
    const phoneInput = field('phone');

    // A second submit (double click, back button) changes nothing and goes back to the merchant again.
    if (tx.status === 'abandoned') {
      if (channel !== 'card' && channel !== 'mobile_money') {
        return c.html(renderCheckoutForm(tx, { phone: phoneInput, error: 'Choose how to pay: M-Pesa or Card.' }), 400);
      }
      if (!tx.channels.includes(channel)) {
        return c.html(renderCheckoutForm(tx, { phone: phoneInput, error: 'This payment method is not offered for this payment.' }), 400);
      }
      if (outcome !== 'success' && outcome !== 'failure') {
        return c.html(renderCheckoutForm(tx, { channel, phone: phoneInput, error: 'Choose Simulate success or Simulate failure.' }), 400);
      }
      const phone = channel === 'mobile_money' ? normaliseKenyanPhone(phoneInput) : null;
      if (channel === 'mobile_money' && outcome === 'success' && !phone) {
        return c.html(renderCheckoutForm(tx, { channel, phone: phoneInput, error: 'Enter a valid M-Pesa phone number, e.g. 0712 345 678.' }), 400);
      }
      completeTransaction(ctx, tx, { outcome: outcome === 'success' ? 'success' : 'failed', channel: channel satisfies Channel, phone });
    }
    const back = callbackFor(tx);
    return back ? c.redirect(back, 303) : c.html(renderCheckoutDone(tx, null));
  });
}
