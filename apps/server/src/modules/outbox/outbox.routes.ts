// /dev/outbox: every e-mail and SMS the dev outbox caught, newest first. Never mounted in production,
// and answered only to this machine: it holds sign-in codes and reset links.
import { Hono } from 'hono';
import { html } from 'hono/html';
import type { Db } from '../../db/client';
import { localOnly } from '../../http/local-request';
import type { AppEnv } from '../../http/types';
import { listOutboxEntries } from './outbox.repo';

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#f9fafb;color:#111827}main{max-width:900px;margin:auto;padding:24px}
article{background:#fff;border:1px solid #e5e7eb;border-radius:8px;padding:16px;margin:12px 0}pre{white-space:pre-wrap;font:14px/1.5 ui-monospace,monospace;margin:8px 0 0}
.meta{color:#4b5563;font-size:13px}.tag{font-weight:700;text-transform:uppercase;font-size:12px;margin-right:8px}`;

export function outboxRoutes({ db }: { db: Db }) {
  const app = new Hono<AppEnv>();
  // 404, not 403: to anyone but this machine the outbox does not exist.
  app.use('/dev/outbox', localOnly);
  app.use('/dev/outbox.json', localOnly);
  app.get('/dev/outbox.json', async (c) => c.json({ messages: await listOutboxEntries(db, 100) }));
  app.get('/dev/outbox', async (c) => {
    const messages = await listOutboxEntries(db, 100);
    c.header('Cache-Control', 'no-store');
    return c.html(
      html`<!doctype html>
        <html lang="en">
          <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <title>Dev outbox · Changamoto</title>
            <style>
              ${STYLE}
            </style>
          </head>
          <body>
            <main>
              <h1>Dev outbox</h1>
              <p>E-mail and SMS sent while no real provider is configured (SMTP_URL, AT_API_KEY). Newest first.</p>
              ${messages.length === 0 ? html`<p>No messages yet.</p>` : ''}
              ${messages.map(
                (m) =>
                  html`<article>
                    <div class="meta"><span class="tag">${m.channel}</span>To: ${m.recipient} · ${m.created_at.toISOString()}</div>
                    ${m.subject ? html`<h2>${m.subject}</h2>` : ''}
                    <pre>${m.body_text}</pre>
                  </article>`,
              )}
            </main>
          </body>
        </html>`,
    );
  });
  return app;
}
