// A readable API reference at /api/docs, rendered on the server from the OpenAPI document
// (no third-party viewer: the CSP allows only our own scripts, and nothing loads from the internet).
import { html, raw } from 'hono/html';
import type { buildOpenApiDocument } from './openapi';

type Document = ReturnType<typeof buildOpenApiDocument>;
type Operation = {
  operationId: string;
  summary: string;
  tags: string[];
  'x-access': string;
  parameters: unknown[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content: Record<string, { schema: unknown }> }>;
};

const json = (value: unknown) => JSON.stringify(value, null, 2);

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#111827;background:#f9fafb}main{max-width:960px;margin:auto;padding:24px}
h1{margin:0 0 4px}section{background:#fff;border:1px solid #e5e7eb;border-radius:8px;margin:16px 0;padding:16px}
.m{display:inline-block;min-width:64px;font-weight:700;color:#fff;border-radius:4px;padding:2px 8px;text-align:center;margin-right:8px}
.GET{background:#1d4ed8}.POST{background:#047857}.PUT,.PATCH{background:#b45309}.DELETE{background:#b91c1c}
code{font-size:14px}pre{background:#111827;color:#f9fafb;padding:12px;border-radius:6px;overflow:auto;font-size:13px}
.access{float:right;font-size:13px;color:#374151;border:1px solid #d1d5db;border-radius:999px;padding:0 10px}`;

export function renderApiDocs(document: Document): string {
  const operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op: op as Operation })));
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Changamoto API reference</title>
        <style>
          ${raw(STYLE)}
        </style>
      </head>
      <body>
        <main>
          <h1>Changamoto API reference</h1>
          <p>${document.info.description} Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
          ${operations.map(
            ({ path, method, op }) =>
              html`<section id="${op.operationId}">
                <span class="access">${op['x-access']}</span>
                <h2><span class="m ${method}">${method}</span><code>${path}</code></h2>
                <p>${op.summary}</p>
                ${
                  op.parameters.length
                    ? html`<h3>Parameters</h3>
                        <pre>${json(op.parameters)}</pre>`
                    : ''
                }
                ${
                  op.requestBody
                    ? html`<h3>Request body (${Object.keys(op.requestBody.content).join(', ')})</h3>
                        <pre>${json(Object.values(op.requestBody.content)[0]?.schema)}</pre>`
                    : ''
                }
                ${Object.entries(op.responses).map(
                  ([status, response]) =>
                    html`<h3>Response ${status}</h3>
                      <pre>${json(response.content['application/json']?.schema)}</pre>`,
                )}
              </section>`,
          )}
        </main>
      </body>
    </html>`.toString();
}
