// Every route the running app answers, read from Hono's `app.routes` (each registered method + path),
// and what each one is (issue #15 item 11). The authorisation matrix and the fuzzer both walk this, so
// a route nobody described fails them with its name, instead of staying outside the proofs:
// - our contract's endpoints are described by the contract (packages/shared/src/contract);
// - better-auth's mounted endpoints by AUTH_ROUTES (apps/server/src/modules/auth/auth-surface.ts) and
//   the matrix's AUTH_SAMPLES (test/authz/auth-samples.ts);
// - everything else (middleware, health, docs, events, uploads, webhook, dev and static files) by
//   OTHER_ROUTES below.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contract, type EndpointDef } from '@changamoto/shared/contract';
import { AUTH_ROUTES, type AuthRoute } from '../../src/modules/auth/auth-surface';

export interface OtherRoute {
  /** What the route is, in a few words. */
  what: string;
  /**
   * middleware: runs before other routes and answers nothing of its own (nothing to call);
   * public: anyone reads it; user: signed-in people only (others 401);
   * static: files, anyone (2xx/3xx/404); dev: development only (the outbox);
   * webhook: a provider's signed calls (an unsigned call is a 401 for everyone).
   */
  kind: 'middleware' | 'public' | 'user' | 'static' | 'dev' | 'webhook';
  /** The URL the matrix calls for a path with parameters or a wildcard. */
  sample?: string;
  /** The answers the matrix accepts for `sample` (default: 200; user: 401 signed out, 200 signed in). */
  answers?: number[];
}

/** Every registration of the app that is neither a contract endpoint nor an AUTH_ROUTES one, keyed `METHOD path` as app.routes spells it. */
export const OTHER_ROUTES: Record<string, OtherRoute> = {
  'ALL /*': { kind: 'middleware', what: 'request context, security headers, gzip; with a built web app, its top-level files (spa.ts)' },
  'ALL /api/*': { kind: 'middleware', what: 'body limits, CSRF, the writers mark, and the JSON 404 of an unknown /api path' },
  'ALL /api/auth/*': { kind: 'middleware', what: 'the OTP lockout and suspended check (auth.routes.ts)' },
  'ALL /api/auth/phone-number/verify': { kind: 'middleware', what: 'a phone change needs a recent sign-in or a code, and sends notices (modules/reauthentication)' },
  'ALL /dev/outbox': { kind: 'middleware', what: 'the outbox answers only this machine (http/local-request.ts)' },
  'ALL /dev/outbox.json': { kind: 'middleware', what: 'the outbox answers only this machine (http/local-request.ts)' },
  'GET /healthz': { kind: 'public', what: 'liveness' },
  'GET /readyz': { kind: 'public', what: 'readiness (database and jobs)' },
  'GET /api/events': { kind: 'user', what: 'live updates (server-sent events)' },
  'POST /api/paystack/webhook': { kind: 'webhook', what: 'Paystack events, HMAC-signed' },
  'POST /api/sms/delivery-reports/:secret': { kind: 'webhook', what: "Africa's Talking SMS delivery reports, a secret in the path", sample: '/api/sms/delivery-reports/not-the-secret' },
  // A wrong secret in the path is a 404 for everyone (modules/ussd/ussd.routes.ts); ussd.callback.test.ts calls it with the right one.
  'POST /api/ussd/:secret': { kind: 'webhook', what: "Africa's Talking USSD callback, a secret in its path", sample: '/api/ussd/not-the-secret', answers: [404] },
  'GET /api/openapi.json': { kind: 'public', what: 'the contract as OpenAPI' },
  'GET /api/docs': { kind: 'public', what: 'the API reference page' },
  'GET /uploads/*': { kind: 'static', what: 'files written by local storage', sample: '/uploads/avatars/not-there.png', answers: [404] },
  // Local-only (http/local-request.ts): the matrix's calls have no loopback socket, so everyone gets a 404.
  'GET /dev/outbox.json': { kind: 'dev', what: 'development e-mail/SMS outbox (not mounted in production; this machine only)', answers: [404] },
  'GET /dev/outbox': { kind: 'dev', what: 'development e-mail/SMS outbox page (this machine only)', answers: [404] },
  'ALL /dev/ussd': { kind: 'middleware', what: 'the USSD keypad answers only this machine (http/local-request.ts)' },
  'ALL /dev/ussd.js': { kind: 'middleware', what: 'the USSD keypad answers only this machine (http/local-request.ts)' },
  'GET /dev/ussd': { kind: 'dev', what: 'development USSD keypad driving the callback (not mounted in production; this machine only)', answers: [404] },
  'GET /dev/ussd.js': { kind: 'dev', what: "the USSD keypad's script (this machine only)", answers: [404] },
  'ALL /assets/*': { kind: 'middleware', what: 'the built web app: hashed assets, a year-long cache (spa.ts)' },
  'GET /assets/*': { kind: 'static', what: 'a missing asset is a 404, never the page', sample: '/assets/app-abc123.js', answers: [200] },
  // Metrics live on their own port (METRICS_PORT, modules/metrics): the app's port answers 404, never the page.
  'ALL /metrics': { kind: 'static', what: 'not metrics: a JSON 404 (they are on METRICS_PORT only)', answers: [404] },
  'GET /*': { kind: 'static', what: 'the web app page (index.html) for every client route', sample: '/challenges' },
};

export type MountedRoute = { key: string; method: string; path: string } & ({ kind: 'contract'; name: string; def: EndpointDef } | { kind: 'auth'; route: AuthRoute } | { kind: 'other'; entry: OtherRoute });

const HOW_TO_ADD =
  'Describe it: a contract endpoint in packages/shared/src/contract, a better-auth endpoint in AUTH_ROUTES (apps/server/src/modules/auth/auth-surface.ts) plus its AUTH_SAMPLES entry (apps/server/test/authz/auth-samples.ts), anything else in OTHER_ROUTES (apps/server/test/helpers/mounted-routes.ts), e.g.';

/** The app's routes, each with its description; `missing` names every registration that has none (and says how to add it), `stale` every OTHER_ROUTES entry the app no longer has. */
export function mountedRoutes(app: { routes: readonly { method: string; path: string }[] }): { routes: MountedRoute[]; missing: string[]; stale: string[] } {
  const contractByKey = new Map(Object.entries(contract).map(([name, def]) => [`${def.method} ${def.path}`, { name, def: def as EndpointDef }]));
  const authByKey = new Map(AUTH_ROUTES.map((route) => [`${route.method} /api/auth${route.path}`, route]));
  const keys = [...new Set(app.routes.map((r) => `${r.method} ${r.path}`))];
  const routes: MountedRoute[] = [];
  const missing: string[] = [];
  for (const key of keys) {
    const [method, routePath] = key.split(' ') as [string, string];
    const inContract = contractByKey.get(key);
    const auth = authByKey.get(key);
    const other = OTHER_ROUTES[key];
    if (inContract) routes.push({ key, method, path: routePath, kind: 'contract', ...inContract });
    else if (auth) routes.push({ key, method, path: routePath, kind: 'auth', route: auth });
    else if (other) routes.push({ key, method, path: routePath, kind: 'other', entry: other });
    else missing.push(`${key} is answered by the app but described nowhere. ${HOW_TO_ADD} '${key}': { kind: 'public', what: '…' }.`);
  }
  const stale = Object.keys(OTHER_ROUTES)
    .filter((key) => !keys.includes(key))
    .map((key) => `${key} is in OTHER_ROUTES (apps/server/test/helpers/mounted-routes.ts) but the app has no such route: remove it.`);
  return { routes, missing, stale };
}

/** A small built web app (index.html, an asset, the public files), so the static routes are mounted as in production. */
export function tinyWebDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'dist-surface-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><head><style>p{}</style></head><div id="root">spa<header>top bar</header></div>');
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /api/\n');
  return dist;
}
