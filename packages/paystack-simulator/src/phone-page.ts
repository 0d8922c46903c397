// The pretend phone's HTML (GET /phone): the M-Pesa prompts an STK push put on a number, as Safaricom
// shows them, and the test switches. Self-contained (no scripts, no external assets), usable by
// keyboard and screen reader, driven by a person or a browser test through its visible labels.
import { escapeHtml, formatKes } from './checkout-page';
import type { SimTransaction } from './store';

export const PHONE_TITLE = 'Pretend phone (Paystack simulator)';

/** What the next prompt does once its PIN is sent (the phone's test switch). */
export const NEXT_OUTCOMES = {
  approve: { label: 'Approve (normal)', failure: null },
  insufficient: { label: 'Not enough on M-Pesa', failure: 'Insufficient funds' },
  declined: { label: 'Declined by M-Pesa', failure: 'Declined by customer' },
} as const;
export type NextOutcome = keyof typeof NEXT_OUTCOMES;

/** Safaricom's own words when nobody enters a PIN in time (the gateway_response of the failed charge). */
export const TIMED_OUT_RESPONSE = 'Request timed out: no PIN was entered on the phone';

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#e8ecef;color:#1b2631}
  main{max-width:22rem;margin:1rem auto;padding:1rem;background:#111;border-radius:28px;color:#fff}
  .screen{background:#fff;color:#1b2631;border-radius:16px;padding:1rem;min-height:24rem}
  h1{font-size:1.1rem;margin:0 0 .5rem} h2{font-size:1rem;margin:1rem 0 .5rem}
  .note{color:#4a5561;font-size:.875rem;margin:0 0 .75rem}
  .prompt{border:2px solid #0b7a3b;border-radius:12px;padding:.75rem;margin:0 0 1rem}
  .field{margin:.5rem 0} label{display:block;font-weight:600;margin-bottom:.25rem}
  input,select{width:100%;padding:.6rem .75rem;font:inherit;border:1px solid #6b7785;border-radius:6px}
  .actions{display:flex;gap:.5rem;flex-wrap:wrap;margin-top:.5rem}
  button{font:inherit;font-weight:600;padding:.55rem .9rem;border-radius:6px;border:2px solid #0b7a3b;background:#0b7a3b;color:#fff;cursor:pointer}
  button.secondary{background:#fff;color:#1b2631;border-color:#6b7785} button.danger{background:#fff;color:#a4161a;border-color:#a4161a}
  .flash{background:#e6f4ea;border:1px solid #9cd3ad;border-radius:6px;padding:.5rem .75rem}
  .error{color:#a4161a;background:#fdecec;border:1px solid #f5b5b5;border-radius:6px;padding:.5rem .75rem}
  :focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}
`;

export interface PhonePageState {
  /** The number whose prompts are shown (+254…), or null for every number. */
  number: string | null;
  prompts: SimTransaction[];
  next: NextOutcome;
  flash?: string;
  error?: string;
}

function prompt(tx: SimTransaction, numberQuery: string): string {
  const ref = escapeHtml(tx.reference);
  const action = (what: string) => `/phone/${encodeURIComponent(tx.reference)}/${what}${numberQuery}`;
  return `<section class="prompt" aria-labelledby="prompt-${ref}">
<h2 id="prompt-${ref}">M-Pesa</h2>
<p>Do you want to pay ${formatKes(tx.amount)} to CHANGAMOTO? Enter your M-Pesa PIN.</p>
<p class="note">To ${escapeHtml(tx.phone ?? '')} · reference ${ref}</p>
<form method="post" action="${action('pin')}">
<div class="field"><label for="pin-${ref}">M-Pesa PIN</label>
<input id="pin-${ref}" name="pin" type="password" inputmode="numeric" autocomplete="off" pattern="[0-9]{4}" maxlength="4" required></div>
<div class="actions"><button type="submit">Send</button></div>
</form>
<div class="actions">
<form method="post" action="${action('decline')}"><button type="submit" class="danger">Cancel</button></form>
<form method="post" action="${action('timeout')}"><button type="submit" class="secondary">Let it time out</button></form>
</div>
</section>`;
}

export function renderPhonePage(state: PhonePageState): string {
  const numberQuery = state.number ? `?number=${encodeURIComponent(state.number)}` : '';
  const prompts = state.prompts.length ? state.prompts.map((tx) => prompt(tx, numberQuery)).join('\n') : '<p role="status">No M-Pesa request waiting on this phone.</p>';
  const option = (value: NextOutcome) => `<option value="${value}"${state.next === value ? ' selected' : ''}>${NEXT_OUTCOMES[value].label}</option>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${PHONE_TITLE}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<div class="screen">
<h1>${PHONE_TITLE}</h1>
<p class="note">A stand-in for the customer's phone: no money moves. ${state.number ? `Showing ${escapeHtml(state.number)}.` : 'Showing every number.'} Reload to see new requests.</p>
${state.flash ? `<p class="flash" role="status">${escapeHtml(state.flash)}</p>` : ''}
${state.error ? `<p class="error" role="alert">${escapeHtml(state.error)}</p>` : ''}
${prompts}
<h2>Test switches</h2>
<form method="post" action="/phone/switches${numberQuery}">
<div class="field"><label for="next-outcome">The next M-Pesa request, once its PIN is sent</label>
<select id="next-outcome" name="next">${(Object.keys(NEXT_OUTCOMES) as NextOutcome[]).map(option).join('')}</select></div>
<div class="actions"><button type="submit" class="secondary">Save switches</button></div>
</form>
</div>
</main>
</body>
</html>`;
}
