import { serve } from '@hono/node-server';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { get as httpGet, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('HTTP basics', () => {
  it('answers an unknown /api route with a JSON 404 in the error shape', async () => {
    const response = await t.request('/api/no-such-thing', { method: 'POST', body: {} });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'No API endpoint POST /api/no-such-thing.' } });
  });

  it('sends security headers with a strict CSP and a request id on every response', async () => {
    const response = await t.request('/healthz');
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
  });

  it('keeps a well-formed incoming X-Request-Id so logs can be correlated across services', async () => {
    const response = await t.request('/healthz', { headers: { 'X-Request-Id': 'edge-1234abcd' } });
    expect(response.headers.get('x-request-id')).toBe('edge-1234abcd');
  });

  it('refuses a body that is not JSON with a clear 400', async () => {
    const response = await t.request('/api/contact', { method: 'POST', body: '{"name": ', ip: '198.51.100.1' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'validation_error', message: 'The request body is not valid JSON.' } });
  });

  it('refuses an oversized body with 413 in the error shape', async () => {
    const response = await t.request('/api/contact', { method: 'POST', body: { name: 'x'.repeat(70 * 1024) }, ip: '198.51.100.2' });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: { code: 'payload_too_large', message: 'The request is too large.' } });
  });

  it('publishes the public rule values at /api/config', async () => {
    const response = await t.request('/api/config');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      withdrawalFeeMode: 'tiered',
      withdrawalFeeTiers: [
        { fromKes: 1, toKes: 1500, feeKes: 20 },
        { fromKes: 1501, toKes: 20000, feeKes: 40 },
        { fromKes: 20001, toKes: null, feeKes: 60 },
      ],
      platformFeeRate: 0.2,
      lossMitigationRate: 0.1,
      onboardingBonusTokens: 50,
      minCustomPurchaseKes: 10,
      minNetWithdrawalKes: 10,
    });
  });
});

describe('dev outbox', () => {
  // Served on every interface, as HOST=0.0.0.0 would: only the socket's own address may make it local.
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = await new Promise<Server>((resolve) => {
      const s = serve({ fetch: t.app.fetch, port: 0, hostname: '0.0.0.0' }, () => resolve(s as Server)) as Server;
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  const external = Object.values(networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
  /** A GET with exactly these headers (fetch would not let a test set Host). */
  const get = (host: string, path: string, headers: Record<string, string> = {}) => new Promise<number>((resolve, reject) => httpGet({ host, port, path, headers }, (res) => resolve(res.resume().statusCode!)).on('error', reject));

  it('is readable from this machine: page and JSON', async () => {
    expect(await get('127.0.0.1', '/dev/outbox')).toBe(200);
    expect(await get('127.0.0.1', '/dev/outbox.json')).toBe(200);
    const page = await (await fetch(`http://localhost:${port}/dev/outbox`)).text();
    expect(page).toContain('Dev outbox');
  });

  it.skipIf(!external)('answers 404 to another machine on the network (the socket address, not a header)', async () => {
    expect(await get(external!, '/dev/outbox', { Host: `localhost:${port}` })).toBe(404);
    expect(await get(external!, '/dev/outbox.json', { Host: `localhost:${port}` })).toBe(404);
  });

  it('answers 404 through a proxy on this machine (forwarded headers) and to a page rebinding its own name to 127.0.0.1', async () => {
    expect(await get('127.0.0.1', '/dev/outbox.json', { 'X-Forwarded-For': '127.0.0.1' })).toBe(404);
    expect(await get('127.0.0.1', '/dev/outbox.json', { Forwarded: 'for=198.51.100.7' })).toBe(404);
    expect(await get('127.0.0.1', '/dev/outbox.json', { Host: `evil.example:${port}` })).toBe(404);
  });

  it('answers 404 when there is no socket to vouch for the request', async () => {
    expect((await t.app.request('/dev/outbox')).status).toBe(404);
  });

  it('is never mounted when NODE_ENV=production', async () => {
    const { buildApp } = await import('./app');
    const { loadEnv } = await import('./env');
    const { pino } = await import('pino');
    const production = buildApp({
      env: loadEnv({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'p'.repeat(32), ALLOW_SIMULATORS: 'true' }),
      db: t.database.db,
      jobs: t.jobs,
      auth: t.auth,
      paystack: t.paystackDeps,
      log: pino({ level: 'silent' }),
    });
    const local = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
    expect((await production.request('/dev/outbox', {}, local)).status).toBe(404);
    expect((await production.request('/dev/outbox.json', {}, local)).status).toBe(404);
  });
});

describe('API reference', () => {
  it('generates the OpenAPI document from the contract', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as { openapi: string; paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { required: string[] } }> } }>> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/contact', '/api/config', '/api/challenges']));
    expect(doc.paths['/api/contact']!.post!.requestBody!.content['application/json']!.schema.required).toEqual(['name', 'email', 'subject', 'message']);
  });

  it('renders a readable reference page at /api/docs', async () => {
    const response = await t.request('/api/docs');
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const page = await response.text();
    expect(page).toContain('Changamoto API reference');
    expect(page).toContain('/api/contact');
    expect(page).toContain('Send a message to support');
  });
});

describe('web app serving', () => {
  const webPublic = path.resolve(import.meta.dirname, '../../web/public');
  let spa: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="en"><head><style>p{}</style></head><div id="root">spa<header>top bar</header></div>');
    writeFileSync(
      path.join(dist, 'route-preloads.json'),
      JSON.stringify([
        { path: '', files: ['assets/home-abc123.js'] },
        { path: 'wallet', files: ['assets/wallet-abc123.js'] },
        { path: 'challenges/:id', files: ['assets/detail-abc123.js'] },
      ]),
    );
    writeFileSync(path.join(dist, 'route-shells.json'), JSON.stringify({ wallet: '<h1>My Wallet</h1><p>Loading Wallet...</p>', '': '<section>hero</section>' }));
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'assets', 'big-abc123.js'), `export const words = ${JSON.stringify('jambo '.repeat(2000))};`);
    // What the web build copies from apps/web/public to the top of dist.
    for (const file of ['favicon.ico', 'favicon.svg', 'robots.txt', 'offline.html', 'push-handlers.js', 'pwa-192x192.png']) copyFileSync(path.join(webPublic, file), path.join(dist, file));
    // What vite-plugin-pwa writes (decision 035).
    writeFileSync(path.join(dist, 'sw.js'), 'importScripts("/push-handlers.js")');
    writeFileSync(path.join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'Changamoto', start_url: '/' }));
    spa = await createTestApp({ webDistDir: dist });
  });
  afterAll(() => spa.close());

  it('serves index.html for client routes (SPA fallback) without caching it', async () => {
    for (const route of ['/', '/about-us', '/challenges/123', '/some/unknown/page']) {
      const response = await spa.request(route);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('id="root">spa');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it("lists the requested route's chunks as modulepreload links in index.html, ahead of the inline stylesheet", async () => {
    expect(await (await spa.request('/challenges/123')).text()).toContain('<link rel="modulepreload" crossorigin href="/assets/detail-abc123.js"><style>');
    const home = await (await spa.request('/')).text();
    expect(home).toContain('href="/assets/home-abc123.js"');
    expect(home).not.toContain('detail-abc123');
    expect(await (await spa.request('/about-us')).text()).not.toContain('modulepreload');
    expect(await (await spa.request('/about-us')).text()).toContain('<link rel="preload" href="/api/profile" as="fetch" crossorigin>');
  });

  it("puts a route's prerendered shell after the top bar, the same for everyone, and no other route's", async () => {
    const shell = '<header>top bar</header><h1>My Wallet</h1><p>Loading Wallet...</p></div>';
    expect(await (await spa.request('/wallet')).text()).toContain(shell);
    expect(await (await spa.request('/wallet', { headers: { Cookie: 'changamoto.session_token=abc.def' } })).text()).toContain(shell);
    // The index route's shell ('' in the build's file, decision 047): the home page's hero, on / only.
    expect(await (await spa.request('/')).text()).toContain('<header>top bar</header><section>hero</section></div>');
    for (const route of ['/about-us', '/challenges/123', '/wallet/paystack-callback', '/some/unknown/page']) expect(await (await spa.request(route)).text()).toContain('<header>top bar</header></div>');
  });

  it("preloads the wallet's reads only for a request with a session cookie, and says the page varies by cookie", async () => {
    const signedIn = await spa.request('/wallet', { headers: { Cookie: 'changamoto.session_token=abc.def' } });
    expect(await signedIn.text()).toContain('<link rel="preload" href="/api/wallet" as="fetch" crossorigin>');
    expect(signedIn.headers.get('vary')).toContain('Cookie');
    const visitor = await spa.request('/wallet');
    expect(await visitor.text()).not.toContain('href="/api/wallet"');
    expect(visitor.headers.get('vary')).toContain('Cookie');
    expect(visitor.headers.get('cache-control')).toBe('no-cache');
  });

  it('writes <html lang> from the locale cookie, else Accept-Language, else English, and gives a Kiswahili page no English shell (issue #20 §1)', async () => {
    const lang = async (headers: Record<string, string>) => (await (await spa.request('/wallet', { headers })).text()).match(/<html lang="(\w+)"/)?.[1];
    expect(await lang({})).toBe('en');
    expect(await lang({ 'Accept-Language': 'sw-KE,sw;q=0.9,en;q=0.8' })).toBe('sw');
    expect(await lang({ 'Accept-Language': 'fr-FR,fr;q=0.9' })).toBe('en');
    // The visitor's own choice beats the browser's.
    expect(await lang({ 'Accept-Language': 'sw', Cookie: 'locale=en' })).toBe('en');
    expect(await lang({ 'Accept-Language': 'en', Cookie: 'locale=sw' })).toBe('sw');
    const swahili = await spa.request('/wallet', { headers: { Cookie: 'locale=sw' } });
    expect(await swahili.text()).not.toContain('My Wallet');
    expect(swahili.headers.get('vary')).toContain('Accept-Language');
  });

  it('gives index.html an ETag, so a return visit with If-None-Match gets 304 and no body', async () => {
    const first = await spa.request('/wallet');
    const tag = first.headers.get('etag');
    expect(tag).toBeTruthy();
    const again = await spa.request('/wallet', { headers: { 'If-None-Match': tag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('serves hashed assets with a long immutable cache, and a missing asset is a 404, not the SPA', async () => {
    const found = await spa.request('/assets/app-abc123.js');
    expect(found.status).toBe(200);
    expect(found.headers.get('cache-control')).toContain('immutable');
    expect((await spa.request('/assets/missing-123.js')).status).toBe(404);
  });

  it('gzips scripts and JSON over 1 KB for clients that accept it, and nothing for those that do not', async () => {
    const gz = await spa.request('/assets/big-abc123.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('vary')).toContain('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString('utf8')).toContain('jambo jambo'); // intact once decoded
    const plain = await spa.request('/assets/big-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const api = await spa.request('/api/openapi.json', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(api.headers.get('content-encoding')).toBe('gzip');
    const small = await spa.request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('serves a real favicon.ico and a robots.txt that keeps crawlers out of the API and signed-in pages', async () => {
    const icon = await spa.request('/favicon.ico');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/x-icon');
    const bytes = Buffer.from(await icon.arrayBuffer());
    expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]); // the ICO header: reserved 0, type 1 (icon)
    expect(bytes.equals(readFileSync(path.join(webPublic, 'favicon.ico')))).toBe(true);
    const robots = await spa.request('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await robots.text();
    for (const rule of ['Disallow: /api/', 'Disallow: /dev/', 'Disallow: /admin', 'Disallow: /wallet']) expect(text).toContain(rule);
  });

  it('serves the service worker, its imports, the manifest and the offline page as files, revalidated on every visit', async () => {
    for (const [file, type] of [
      ['/sw.js', /javascript/],
      ['/push-handlers.js', /javascript/],
      ['/manifest.webmanifest', /^application\/manifest\+json/],
      ['/offline.html', /^text\/html/],
    ] as const) {
      const response = await spa.request(file);
      expect([file, response.status]).toEqual([file, 200]);
      expect(response.headers.get('content-type')).toMatch(type);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).not.toContain('id="root"');
    }
    expect(await (await spa.request('/offline.html')).text()).toContain('You are offline');
    // Icons keep the modest cache of the other top-level files.
    expect((await spa.request('/pwa-192x192.png')).headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('a missing top-level file is a 404, never a 500 and never the SPA page', async () => {
    for (const file of ['/wp-login.php', '/favicon.png', '/sitemap.xml', '/.well-known/security.txt', '/xmlrpc.php', '/a%2e%2e%2fetc%2fpasswd.txt', '/..%2f..%2fetc%2fpasswd.ini']) {
      const response = await spa.request(file);
      expect([file, response.status]).toEqual([file, 404]);
      expect(await response.text()).not.toContain('id="root"');
    }
    expect((await spa.request('/wp-login.php', { method: 'POST', body: 'log=admin' })).status).toBe(404);
  });

  it('still answers unknown /api routes with JSON, never the SPA', async () => {
    const response = await spa.request('/api/unknown');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});

describe('uploads in the API reference and the CSP', () => {
  it('documents the avatar upload as multipart/form-data with its field', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { required: string[] } }> } }>> };
    expect(doc.paths['/api/profile/avatar']!.post!.requestBody!.content['multipart/form-data']!.schema.required).toEqual(['avatar']);
  });

  it('allows images from the S3 public origin when S3 is configured', async () => {
    const s3 = await createTestApp({ env: { S3_ENDPOINT: 'https://s3.example.com', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_PUBLIC_URL: 'https://cdn.changamoto.example/avatars-bucket' } });
    try {
      expect((await s3.request('/healthz')).headers.get('content-security-policy')).toContain("img-src 'self' data: blob: https://cdn.changamoto.example;");
    } finally {
      await s3.close();
    }
  });
});

describe('money endpoints are rate limited', () => {
  it('answers 429 past 300 token-moving requests in 10 minutes from one address, before anything else runs', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 301; i++) statuses.push((await t.request('/api/wallet/payments', { method: 'POST', body: {}, ip: '198.51.100.77' })).status);
    expect(statuses.slice(0, 300).every((s) => s === 401)).toBe(true); // signed out: refused, but counted
    expect(statuses[300]).toBe(429);
    // Another address is not affected.
    expect((await t.request('/api/challenges', { method: 'POST', body: {}, ip: '198.51.100.78' })).status).toBe(401);
  });

  it('counts a burst from one address in one go exactly as one after another: 300 through, the rest 429', async () => {
    const responses = await Promise.all(Array.from({ length: 305 }, () => t.request('/api/wallet/payments', { method: 'POST', body: {}, ip: '198.51.100.79' })));
    expect(responses.filter((r) => r.status === 401)).toHaveLength(300);
    expect(responses.filter((r) => r.status === 429)).toHaveLength(5);
    // Each request saw its own count: remaining 299 … 0 once each, then 0 for the refused.
    const remaining = responses.filter((r) => r.status === 401).map((r) => Number(r.headers.get('RateLimit-Remaining')));
    expect(remaining.sort((a, b) => a - b)).toEqual(Array.from({ length: 300 }, (_, i) => i));
  });
});
