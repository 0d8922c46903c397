// Rate limits never share one bucket between people (issue #15 item 1). These run through a real
// listening server, so the address is the socket's as in production: Linux accepts any 127.x.y.z as
// a source address, and each one is a different client.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../../test/helpers/test-app';
import { totpFromUri } from '../../../test/helpers/totp';
import { buildApp } from '../../app';
import { loadEnv } from '../../env';
import { backoffState } from '../rate-limit/rate-limit.repo';
import { GUESS_BACKOFF } from './account-limits';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: { error?: { code: string; message: string }; twoFactorRedirect?: boolean; totpURI?: string } & Record<string, unknown>;
}

interface Listening {
  port: number;
  close(): Promise<void>;
}

function listen(app: { fetch: (request: Request, env: never) => Response | Promise<Response> }): Promise<Listening> {
  return new Promise((resolve) => {
    const server: ServerType = serve({ fetch: app.fetch as never, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve({ port: info.port, close: () => new Promise((done) => server.close(() => done())) }));
  });
}

/** A browser on one address: its own cookies, every request from `from` (a 127.x source address). */
function device(server: () => Listening, from: string, origin: string) {
  const cookies = new Map<string, string>();
  async function call(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
    const payload = init.body === undefined ? undefined : JSON.stringify(init.body);
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: server().port,
          localAddress: from,
          path,
          method: init.method ?? (payload === undefined ? 'GET' : 'POST'),
          headers: {
            Origin: origin,
            ...(payload === undefined ? {} : { 'Content-Type': 'application/json' }),
            ...(cookies.size ? { Cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
            ...init.headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            for (const line of res.headers['set-cookie'] ?? []) {
              const [pair, ...attributes] = line.split(';');
              const [name, ...rest] = pair!.split('=');
              const value = rest.join('=');
              if (value === '' || attributes.some((a) => /max-age=0/i.test(a.trim()))) cookies.delete(name!.trim());
              else cookies.set(name!.trim(), value);
            }
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ status: res.statusCode!, headers: res.headers, body: text ? (JSON.parse(text) as Answer['body']) : {} });
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }
  return { call };
}

const PASSWORD = 'right-password-1';

let t: TestApp;
let direct: Listening; // TRUST_PROXY off: the socket is the client
let proxied: Listening; // TRUST_PROXY=true: the socket is our proxy, X-Forwarded-For carries the client
let people = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'false' } });
  direct = await listen(t.app);
  const behindProxy = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: 'true', PUBLIC_URL: t.env.PUBLIC_URL, VISITOR_CACHE_MS: '0' });
  proxied = await listen(buildApp({ env: behindProxy, db: t.database.db, jobs: t.jobs, log: pino({ level: 'silent' }), auth: t.auth, webDistDir: null, realtime: t.realtime, paystack: t.paystackDeps }));
});
afterAll(async () => {
  await direct?.close();
  await proxied?.close();
  await t?.close();
});

const from = (address: string) => device(() => direct, address, t.env.PUBLIC_URL);
const viaProxy = (clientHeader: string) => {
  const proxy = device(() => proxied, '127.0.0.40', t.env.PUBLIC_URL);
  return (path: string, init: { method?: string; body?: unknown } = {}) => proxy.call(path, { ...init, headers: { 'X-Forwarded-For': clientHeader } });
};

/** A confirmed account with a password (made directly: sign-up has its own per-IP limit). */
async function person(name: string): Promise<{ email: string; username: string; id: string }> {
  people += 1;
  const username = `${name}_${people}`.toLowerCase();
  const email = `${username}@example.co.ke`;
  const { password } = await t.auth.$context;
  const user = await t.database.db.insertInto('users').values({ name, email, email_verified: true, username, display_username: username, is_adult_confirmed: true }).returning('id').executeTakeFirstOrThrow();
  await t.database.db
    .insertInto('auth_accounts')
    .values({ account_id: user.id, provider_id: 'credential', user_id: user.id, password: await password.hash(PASSWORD) })
    .execute();
  return { email, username, id: user.id };
}

const signIn = (d: ReturnType<typeof from>, email: string, password: string) => d.call('/api/auth/sign-in/email', { body: { email, password } });

/** The wait an account's failures impose after its last attempt (the counter row, read as the guard reads it). */
async function waitOf(key: string): Promise<{ waitSeconds: number }> {
  return (await backoffState(t.database.db, key, GUESS_BACKOFF)) ?? { waitSeconds: 0 };
}

/** The keys of better-auth's own per-IP counters (its table is not in our Kysely schema). */
async function authLimitKeys(): Promise<string[]> {
  return (await sql<{ key: string }>`SELECT key FROM auth_rate_limits`.execute(t.database.db)).rows.map((row) => row.key);
}

/** Moves an account's last attempt back past any wait, as if its owner had waited it out. */
async function passWait(key: string): Promise<void> {
  await sql`UPDATE rate_limit_counters SET window_started_at = window_started_at - make_interval(secs => ${GUESS_BACKOFF.capSeconds + 1}) WHERE key = ${key}`.execute(t.database.db);
}

describe('without a proxy, the socket address is the client', () => {
  it('wrong passwords for X from 127.0.0.3 do not stop Y signing in from 127.0.0.2', async () => {
    const [x, y] = [await person('x'), await person('y')];
    const attacker = from('127.0.0.3');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await signIn(attacker, x.email, `wrong-${i}`)).status);
    expect(statuses).toContain(429); // X is slowed down…
    const answer = await signIn(from('127.0.0.2'), y.email, PASSWORD);
    expect(answer.status).toBe(200); // …and nobody else is
  });

  it("better-auth's per-IP limit counts each address apart: one address flooding sign-in does not stop another", async () => {
    const y = await person('y');
    const flooder = from('127.0.0.5');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await signIn(flooder, `nobody-${i}@example.co.ke`, 'wrong-password')).status);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(Number((await signIn(flooder, 'nobody-else@example.co.ke', 'wrong-password')).headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(from('127.0.0.6'), y.email, PASSWORD)).status).toBe(200);
    // Its counters are keyed by the real addresses, never by a shared fallback.
    const keys = await authLimitKeys();
    expect(keys).toContain('127.0.0.5|/sign-in/email');
    expect(keys).toContain('127.0.0.6|/sign-in/email');
    expect(keys.filter((key) => key.startsWith('no-trusted-ip') || key.startsWith('127.0.0.1|'))).toEqual([]);
  });

  it('ignores an X-Forwarded-For header: a client cannot choose its own address', async () => {
    const flooder = from('127.0.0.7');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push(
        (await flooder.call('/api/auth/sign-in/email', { body: { email: `ghost-${i}@example.co.ke`, password: 'wrong-password' }, headers: { 'X-Forwarded-For': `203.0.113.${i}`, 'X-Changamoto-Client-Ip': `203.0.113.${i}` } })).status,
      );
    }
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe('behind a trusted proxy, the right-most address it did not write is the client', () => {
  const contact = { name: 'Wanjiru', email: 'wanjiru@example.co.ke', subject: 'Hello', message: 'A question about tokens.' };

  it('a client sending a new left-most X-Forwarded-For on every request still meets the per-IP limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      // The client wrote "X-Forwarded-For: 10.9.<i>.1"; the proxy appended the address it saw.
      statuses.push((await viaProxy(`10.9.${i}.1, 198.51.100.77`)('/api/contact', { body: contact })).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]); // 5 an hour per IP
    // Another client behind the same proxy has its own bucket.
    expect((await viaProxy('198.51.100.78')('/api/contact', { body: contact })).status).toBe(201);
  });

  it("better-auth's limits see the same address", async () => {
    const y = await person('y');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await viaProxy(`10.8.${i}.1, 198.51.100.90`)('/api/auth/sign-in/email', { body: { email: `ghost-${i}@example.co.ke`, password: 'wrong-password' } })).status);
    expect(statuses.at(-1)).toBe(429);
    expect((await viaProxy('198.51.100.91')('/api/auth/sign-in/email', { body: { email: y.email, password: PASSWORD } })).status).toBe(200);
    const keys = await authLimitKeys();
    expect(keys).toContain('198.51.100.90|/sign-in/email');
  });
});

describe('per account: failures slow that account down from every address, and no other', () => {
  it('after a few wrong passwords X waits (429, Retry-After) from any address; Y does not; a right password after the wait clears it', async () => {
    const [x, y] = [await person('x'), await person('y')];
    const key = `password:user:${x.id}`;
    const first = from('127.0.1.1');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await signIn(first, x.email, `wrong-${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]); // five free
    // Then a wait before each next guess: 1 s, 2 s, 4 s, 8 s, 16 s, whatever address the guesser moves to.
    // It waits each one out here (the clock moved back rather than slept through: a loaded machine is
    // slower than the first waits).
    for (let i = 0; i < 5; i++) {
      expect((await signIn(from(`127.0.1.${10 + i}`), x.email, `wrong-later-${i}`)).status).toBe(401);
      expect((await waitOf(key)).waitSeconds).toBe(2 ** i);
      if (i < 4) await passWait(key);
    }

    const slowed = await signIn(first, x.email, 'wrong-again');
    expect(slowed.status).toBe(429);
    expect(slowed.body.error).toEqual({ code: 'rate_limited', message: 'Too many attempts. Please try again later.' });
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(8);
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(16);
    // The wait is the account's, not the address's: X from elsewhere waits too…
    expect((await signIn(from('127.0.1.2'), x.email, PASSWORD)).status).toBe(429);
    // …and Y, from the very address the guesses came from, is not slowed at all.
    expect((await signIn(first, y.email, PASSWORD)).status).toBe(200);

    // X waits it out and signs in: the failures are forgotten, five free ones ahead again.
    await passWait(key);
    expect((await signIn(from('127.0.1.2'), x.email, PASSWORD)).status).toBe(200);
    expect(await t.database.db.selectFrom('rate_limit_counters').select('key').where('key', '=', key).execute()).toEqual([]);
    expect((await signIn(first, x.email, 'wrong-once-more')).status).toBe(401);
  });

  it('the TOTP step is limited per account across sign-ins, through the pending two-factor cookie', async () => {
    const x = await person('x');
    const key = `second-factor:user:${x.id}`;
    const setup = from('127.0.2.1');
    expect((await signIn(setup, x.email, PASSWORD)).status).toBe(200);
    const enabled = await setup.call('/api/auth/two-factor/enable', { body: { password: PASSWORD } });
    expect(enabled.status).toBe(200);
    const uri = enabled.body.totpURI!;
    expect((await setup.call('/api/auth/two-factor/verify-totp', { body: { code: totpFromUri(uri) } })).status).toBe(200);

    // Someone who knows the password guesses codes; better-auth ends each challenge after 5 wrong codes.
    const wrongCode = String((Number(totpFromUri(uri)) + 500_000) % 1_000_000).padStart(6, '0');
    const thief = from('127.0.2.2');
    expect((await signIn(thief, x.email, PASSWORD)).body.twoFactorRedirect).toBe(true);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await thief.call('/api/auth/two-factor/verify-totp', { body: { code: wrongCode } })).status);
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    // A fresh challenge does not start the count again: the waits keep growing (1 s, 2 s, 4 s, 8 s).
    expect((await signIn(thief, x.email, PASSWORD)).body.twoFactorRedirect).toBe(true);
    for (let i = 0; i < 3; i++) {
      await passWait(key);
      expect((await thief.call('/api/auth/two-factor/verify-totp', { body: { code: wrongCode } })).status).toBe(401);
    }
    expect((await waitOf(key)).waitSeconds).toBe(8);
    const other = from('127.0.2.3');
    expect((await signIn(other, x.email, PASSWORD)).body.twoFactorRedirect).toBe(true);
    const slowed = await other.call('/api/auth/two-factor/verify-totp', { body: { code: totpFromUri(uri) } });
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);

    await passWait(key);
    expect((await other.call('/api/auth/two-factor/verify-totp', { body: { code: totpFromUri(uri) } })).status).toBe(200);
    expect(await t.database.db.selectFrom('rate_limit_counters').select('key').where('key', '=', key).execute()).toEqual([]);
  });

  it('codes sent to one address: three, then a growing wait, until a code is used', async () => {
    const email = `codes-${Date.now()}@example.co.ke`;
    const clearLockout = () => t.database.db.deleteFrom('rate_limit_counters').where('key', 'like', 'otp-email:%').execute();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      await clearLockout(); // the one-per-60-s lockout is tested in auth-otp.test.ts
      statuses.push((await from(`127.0.3.${i + 1}`).call('/api/auth/email-otp/send-verification-otp', { body: { email, type: 'sign-in' } })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const counter = await t.database.db.selectFrom('rate_limit_counters').select('hits').where('key', '=', `send:email:${email}`).executeTakeFirstOrThrow();
    expect(counter.hits).toBe(4);

    // The person uses the last code: the address is proven, and codes can be sent to it again.
    // The codes leave through a job: wait for the fourth, the only one still valid.
    const messages = await eventually(async () => {
      const rows = await t.database.db.selectFrom('dev_outbox').select('body_text').where('recipient', '=', email).orderBy('created_at', 'desc').execute();
      return rows.length === 4 ? rows : undefined;
    });
    const code = messages[0]!.body_text.match(/code is (\d{6})/)![1];
    expect((await from('127.0.3.9').call('/api/auth/sign-in/email-otp', { body: { email: email.toUpperCase(), otp: code } })).status).toBe(200);
    await clearLockout();
    expect((await from('127.0.3.9').call('/api/auth/email-otp/send-verification-otp', { body: { email, type: 'sign-in' } })).status).toBe(200);
  });

  it('wrong e-mail codes slow that address down whatever the IP; the right code clears it', async () => {
    const email = `guessed-${Date.now()}@example.co.ke`;
    const key = `code:email:${email}`;
    const sendCode = async (address: string) => {
      await t.database.db.deleteFrom('rate_limit_counters').where('key', '=', `otp-email:${email}`).execute();
      const before = Number(
        (
          await t.database.db
            .selectFrom('dev_outbox')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('recipient', '=', email)
            .executeTakeFirstOrThrow()
        ).n,
      );
      expect((await from(address).call('/api/auth/email-otp/send-verification-otp', { body: { email, type: 'sign-in' } })).status).toBe(200);
      const rows = await eventually(async () => {
        const all = await t.database.db.selectFrom('dev_outbox').select('body_text').where('recipient', '=', email).orderBy('created_at', 'desc').execute();
        return all.length > before ? all : undefined;
      });
      return rows[0]!.body_text.match(/code is (\d{6})/)![1]!;
    };
    const code = await sendCode('127.0.4.1');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await from(`127.0.4.${10 + i}`).call('/api/auth/sign-in/email-otp', { body: { email, otp: wrong } })).status);
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    expect((await waitOf(key)).waitSeconds).toBe(1);
    for (let i = 0; i < 2; i++) {
      await passWait(key); // waited out: 2 s, then 4 s
      expect((await from(`127.0.4.${20 + i}`).call('/api/auth/sign-in/email-otp', { body: { email, otp: wrong } })).status).not.toBe(429);
    }
    expect((await waitOf(key)).waitSeconds).toBe(4);
    const slowed = await from('127.0.4.30').call('/api/auth/sign-in/email-otp', { body: { email: email.toUpperCase(), otp: wrong } });
    expect(slowed.status).toBe(429);

    // better-auth spent that code after 5 wrong guesses; a new one, after the wait, signs in and clears.
    const fresh = await sendCode('127.0.4.1');
    await passWait(key);
    expect((await from('127.0.4.31').call('/api/auth/sign-in/email-otp', { body: { email, otp: fresh } })).status).toBe(200);
    expect(
      await t.database.db
        .selectFrom('rate_limit_counters')
        .select('key')
        .where('key', 'in', [key, `send:email:${email}`])
        .execute(),
    ).toEqual([]);
  });
});
