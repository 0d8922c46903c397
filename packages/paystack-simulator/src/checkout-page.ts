// The HTML of the simulated hosted checkout: self-contained (no scripts, no external assets), usable by
// keyboard and screen reader, driven by a person or by a browser test through its visible labels.
import type { SimTransaction } from './store';

export const CHECKOUT_TITLE = 'Paystack Checkout (simulator)';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);
}

/** 35000 → "KES 350.00" */
export function formatKes(subunit: number): string {
  const whole = Math.floor(subunit / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `KES ${whole}.${String(subunit % 100).padStart(2, '0')}`;
}

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f5f7;color:#1b2631}
  main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
  h1{font-size:1.25rem;margin:0 0 .25rem}
  .note{color:#4a5561;font-size:.875rem;margin:0 0 1rem}
  dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1.25rem}
  dt{color:#4a5561} dd{margin:0;font-weight:600;overflow-wrap:anywhere}
  fieldset{border:1px solid #c9d1d9;border-radius:8px;margin:0 0 1rem;padding:.5rem 1rem}
  legend{font-weight:600;padding:0 .25rem}
  .choice{display:flex;align-items:center;gap:.5rem;padding:.35rem 0}
  .field{margin:0 0 1rem} .field label{display:block;font-weight:600;margin-bottom:.25rem}
  input[type=tel]{width:100%;padding:.6rem .75rem;font:inherit;border:1px solid #6b7785;border-radius:6px}
  .hint{color:#4a5561;font-size:.875rem;margin:.25rem 0 0}
  .error{color:#a4161a;background:#fdecec;border:1px solid #f5b5b5;border-radius:6px;padding:.5rem .75rem}
  .actions{display:flex;gap:.75rem;flex-wrap:wrap}
  button,.button{font:inherit;font-weight:600;padding:.65rem 1rem;border-radius:6px;border:2px solid #0b7a3b;cursor:pointer;text-decoration:none;display:inline-block}
  button.success,.button{background:#0b7a3b;color:#fff} button.failure{background:#fff;color:#a4161a;border-color:#a4161a}
  :focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}
  form:has(#channel-card:checked) .mpesa-only{display:none}
`;

function page(body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${CHECKOUT_TITLE}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${CHECKOUT_TITLE}</h1>
<p class="note">A stand-in for Paystack's hosted checkout: no money moves.</p>
${body}
</main>
</body>
</html>`;
}

function summary(tx: SimTransaction): string {
  return `<dl>
<dt>Amount</dt><dd>${formatKes(tx.amount)}</dd>
<dt>Email</dt><dd>${escapeHtml(tx.email)}</dd>
<dt>Reference</dt><dd>${escapeHtml(tx.reference)}</dd>
</dl>`;
}

export interface CheckoutFormState {
  channel?: string;
  phone?: string;
  error?: string;
}

export function renderCheckoutForm(tx: SimTransaction, state: CheckoutFormState = {}): string {
  const offersMpesa = tx.channels.includes('mobile_money');
  const offersCard = tx.channels.includes('card');
  const chosen = state.channel === 'card' || !offersMpesa ? 'card' : 'mobile_money';
  const error = state.error ? `<p class="error" role="alert" id="checkout-error">${escapeHtml(state.error)}</p>` : '';
  const radio = (id: string, value: string, label: string) => `<div class="choice"><input type="radio" id="${id}" name="channel" value="${value}"${chosen === value ? ' checked' : ''}><label for="${id}">${label}</label></div>`;
  const phoneField = offersMpesa
    ? `<div class="field mpesa-only">
<label for="phone">M-Pesa phone number</label>
<input id="phone" name="phone" type="tel" inputmode="tel" autocomplete="tel" placeholder="0712 345 678" value="${escapeHtml(state.phone ?? '')}" aria-describedby="phone-hint${state.error ? ' checkout-error' : ''}"${state.error ? ' aria-invalid="true"' : ''}>
<p class="hint" id="phone-hint">The Safaricom number that gets the M-Pesa prompt, e.g. 0712 345 678. Not needed for Card.</p>
</div>`
    : '';
  return page(`${summary(tx)}
${error}
<form method="post" action="./${escapeHtml(tx.accessCode)}">
<fieldset>
<legend>Pay with</legend>
${offersMpesa ? radio('channel-mpesa', 'mobile_money', 'M-Pesa') : ''}
${offersCard ? radio('channel-card', 'card', 'Card') : ''}
</fieldset>
${phoneField}
<div class="actions">
<button type="submit" class="success" name="outcome" value="success">Simulate success</button>
<button type="submit" class="failure" name="outcome" value="failure">Simulate failure</button>
</div>
</form>`);
}

export function renderCheckoutDone(tx: SimTransaction, returnUrl: string | null): string {
  const outcome = tx.status === 'success' ? 'This payment was successful.' : 'This payment did not go through.';
  const link = returnUrl ? `<p><a class="button" href="${escapeHtml(returnUrl)}">Return to the merchant</a></p>` : '';
  return page(`${summary(tx)}<p role="status">${outcome}</p>${link}`);
}

export function renderCheckoutNotFound(): string {
  return page('<p role="alert">This checkout link is not valid. Start the payment again from the merchant.</p>');
}
