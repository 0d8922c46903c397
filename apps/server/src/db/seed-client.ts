// A demo person using the app the way the web app does: signed in with the demo password, every call
// through the real routes (origin check, sessions, rate limits, validation, idempotency, services,
// ledger), in-process with app.request(). The demo seed (db/seed.ts) is made of these calls.
import type { buildApp } from '../app';

type App = Pick<ReturnType<typeof buildApp>, 'request'>;

export class DemoSeedError extends Error {}

export interface SeedPerson {
  id: string;
  email: string;
  /** GET and POST as this person; fails with the route's own error message on anything but 2xx. */
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body: unknown, idempotencyKey?: string): Promise<T>;
}

export async function signIn(app: App, origin: string, email: string, password: string): Promise<SeedPerson> {
  const cookies = new Map<string, string>();
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, idempotencyKey?: string): Promise<T> {
    const headers: Record<string, string> = { Origin: origin };
    if (cookies.size) headers.Cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    const response = await app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const line of response.headers.getSetCookie()) {
      const [name, ...value] = line.split(';')[0]!.split('=');
      cookies.set(name!.trim(), value.join('='));
    }
    const answer = (await response.json().catch(() => null)) as (T & { error?: { message?: string }; message?: string }) | null;
    if (!response.ok) throw new DemoSeedError(`${method} ${path} as ${email}: ${response.status} ${answer?.error?.message ?? answer?.message ?? ''}`.trim());
    return answer as T;
  }
  await call('POST', '/api/auth/sign-in/email', { email, password });
  const { id } = await call<{ id: string }>('GET', '/api/profile');
  return { id, email, get: (path) => call('GET', path), post: (path, body, key) => call('POST', path, body, key) };
}
