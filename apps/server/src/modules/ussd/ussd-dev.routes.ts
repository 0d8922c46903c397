// /dev/ussd: a feature phone's keypad in the browser that drives the real USSD callback, as Africa's
// Talking would (same form, same secret path). Never mounted in production, and answered only to this
// machine (http/local-request.ts): the page carries the callback's secret. Its script is a file of its
// own, since the CSP allows no inline script.
import { Hono } from 'hono';
import { html } from 'hono/html';
import { USSD_SERVICE_CODE } from '@changamoto/shared/domain';
import { localOnly } from '../../http/local-request';
import type { AppEnv } from '../../http/types';

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f3f4f6;color:#111827}main{max-width:360px;margin:auto;padding:16px}
label{display:block;font-weight:600;margin-top:8px}input{font:inherit;width:100%;box-sizing:border-box;padding:8px;border:1px solid #6b7280;border-radius:6px}
#screen{white-space:pre-wrap;background:#1f2937;color:#d1fae5;font:15px/1.4 ui-monospace,monospace;min-height:180px;padding:12px;border-radius:8px;margin:12px 0}
.keys{display:grid;grid-template-columns:repeat(3,1fr);gap:8px}.keys button,.actions button{font:inherit;font-size:20px;padding:12px;border-radius:8px;border:1px solid #6b7280;background:#fff;cursor:pointer}
.actions{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;margin-top:8px}.actions button{font-size:16px}button:focus-visible,input:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
#send{background:#047857;color:#fff;border-color:#047857}`;

const SCRIPT = `(() => {
  const page = document.querySelector('main');
  const screen = document.getElementById('screen');
  const reply = document.getElementById('reply');
  const phone = document.getElementById('phone');
  let sessionId = null;
  let answers = [];
  const newSession = () => { sessionId = 'dev-' + Date.now().toString(36) + '-' + Math.random().toString(36).slice(2, 8); answers = []; };
  async function send() {
    if (!sessionId) newSession();
    const text = answers.join('*');
    const form = new URLSearchParams({ sessionId, serviceCode: page.dataset.serviceCode, phoneNumber: phone.value.trim(), text });
    const response = await fetch(page.dataset.callback, { method: 'POST', body: form });
    const answer = await response.text();
    screen.textContent = answer.replace(/^(CON|END) /, '');
    if (!answer.startsWith('CON ')) sessionId = null;
    reply.value = '';
    reply.focus();
  }
  document.querySelectorAll('[data-key]').forEach((key) => key.addEventListener('click', () => { reply.value += key.dataset.key; reply.focus(); }));
  document.getElementById('dial').addEventListener('click', () => { newSession(); send(); });
  document.getElementById('clear').addEventListener('click', () => { reply.value = reply.value.slice(0, -1); reply.focus(); });
  document.getElementById('send').addEventListener('click', () => { if (!sessionId) { newSession(); send(); return; } answers.push(reply.value.trim()); send(); });
  reply.addEventListener('keydown', (event) => { if (event.key === 'Enter') document.getElementById('send').click(); });
})();`;

export function ussdDevRoutes({ callbackPath }: { callbackPath: () => string }) {
  const app = new Hono<AppEnv>();
  // 404, not 403: to anyone but this machine the page does not exist.
  app.use('/dev/ussd', localOnly);
  app.use('/dev/ussd.js', localOnly);
  app.get('/dev/ussd.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-store');
    return c.body(SCRIPT);
  });
  app.get('/dev/ussd', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.html(
      html`<!doctype html>
        <html lang="en">
          <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <title>Dev USSD phone · Changamoto</title>
            <style>
              ${STYLE}
            </style>
          </head>
          <body>
            <main data-callback="${callbackPath()}" data-service-code="${USSD_SERVICE_CODE}">
              <h1>Dev USSD phone</h1>
              <p>Dials ${USSD_SERVICE_CODE} through the same callback Africa's Talking calls. Use a verified phone of an account.</p>
              <label for="phone">Phone number</label>
              <input id="phone" name="phone" type="tel" value="+254712345678" autocomplete="off" />
              <div id="screen" role="status" aria-live="polite">Press Dial to start a session.</div>
              <label for="reply">Reply</label>
              <input id="reply" name="reply" autocomplete="off" />
              <div class="keys" role="group" aria-label="Keypad">${['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'].map((key) => html`<button type="button" data-key="${key}">${key}</button>`)}</div>
              <div class="actions">
                <button type="button" id="dial">Dial</button>
                <button type="button" id="clear" aria-label="Delete last character">Del</button>
                <button type="button" id="send">Send</button>
              </div>
            </main>
            <script src="/dev/ussd.js"></script>
          </body>
        </html>`,
    );
  });
  return app;
}
