// A browser-like client for tests: keeps the cookies the server sets, sends them back with Origin.
import type { TestApp } from './test-app';

export interface Client {
  request(path: string, init?: { method?: string; body?: unknown; ip?: string }): Promise<Response>;
  json<T = unknown>(path: string, init?: { method?: string; body?: unknown; ip?: string }): Promise<{ status: number; body: T }>;
  cookies: Map<string, string>;
}

export function client(t: TestApp, ip = '203.0.113.50'): Client {
  const cookies = new Map<string, string>();
  async function request(path: string, init: { method?: string; body?: unknown; ip?: string } = {}) {
    const headers: Record<string, string> = { Origin: t.env.PUBLIC_URL, 'X-Forwarded-For': init.ip ?? ip };
    if (cookies.size) headers.Cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await t.app.request(path, { method: init.method ?? (init.body === undefined ? 'GET' : 'POST'), headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      const expired = attributes.some((a) => /max-age=0/i.test(a.trim())) || value === '';
      if (expired) cookies.delete(name!.trim());
      else cookies.set(name!.trim(), value);
    }
    return response;
  }
  return {
    cookies,
    request,
    async json<T>(path: string, init?: { method?: string; body?: unknown; ip?: string }) {
      const response = await request(path, init);
      return { status: response.status, body: (await response.json().catch(() => null)) as T };
    },
  };
}

/** The latest outbox message to a recipient (e-mail or phone), waiting for the job to deliver it. */
export async function latestMessageTo(t: TestApp, recipient: string, { after = new Date(0), timeoutMs = 10_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await t.database.db.selectFrom('dev_outbox').selectAll().where('recipient', '=', recipient).where('created_at', '>', after).orderBy('created_at', 'desc').executeTakeFirst();
    if (row) return row;
    if (Date.now() > deadline) throw new Error(`no message to ${recipient}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
