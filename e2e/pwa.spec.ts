// The installable app and web push in Chromium (issue #20 §2–3, docs/decisions/035): the manifest and
// its icons, the service worker registered after load with a fetch handler, the offline page for pages
// (start_url included) and no /api/* answer in any cache, and a push shown as a notification by the
// service worker, carrying the page it opens. Other journeys block service workers (playwright.config.ts).
import type { Page } from '@playwright/test';
import { expect, test } from './test';

test.use({ serviceWorkers: 'allow', permissions: ['notifications'] });

/** The service worker's registration once it is active and controls this page (a reload after the first visit). */
async function controlledPage(page: Page): Promise<void> {
  // Installing precaches the app shell and every chunk (~1.2 MB): more than a usual step on a loaded machine.
  test.setTimeout(120_000);
  await page.goto('/');
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none'), { timeout: 60_000 }).toBe('activated');
  await page.goto('/about-us');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none')).toBe('activated');
}

test('the manifest names the app with its start_url, standalone display, colours and 192/512/maskable icons', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await request.get(href!);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as Record<string, unknown> & { icons: { src: string; sizes: string; purpose?: string; type: string }[] };
  expect(manifest).toMatchObject({ name: 'Changamoto', short_name: 'Changamoto', start_url: '/', display: 'standalone', theme_color: '#065f46', background_color: '#ffffff' });
  for (const [sizes, purpose] of [
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['512x512', 'maskable'],
  ]) {
    const icon = manifest.icons.find((i) => i.sizes === sizes && (i.purpose ?? 'any').split(' ').includes(purpose!));
    expect(icon, `${sizes} ${purpose}`).toBeDefined();
    const png = await request.get(icon!.src);
    expect(png.status()).toBe(200);
    const bytes = await png.body();
    // PNG's IHDR holds width and height at bytes 16–23.
    expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(sizes);
  }
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#065f46');
});

test('the service worker is registered after load, controls the page, and offline shows the offline page while /api/* is never cached', async ({ page, context }) => {
  await controlledPage(page);
  const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL);
  expect(scriptUrl).toMatch(/\/sw\.js$/);

  // Money answers go to the network: one read now, then nothing from /api in any cache.
  await page.evaluate(() => fetch('/api/config').then((r) => r.json()));
  const cached = await page.evaluate(async () => (await Promise.all((await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)))).flat());
  expect(cached.length).toBeGreaterThan(10);
  expect(cached.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);
  expect(cached.some((url) => url.includes('/offline.html'))).toBe(true);

  await context.setOffline(true);
  try {
    for (const path of ['/', '/wallet', '/challenges']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/');
    // An API call offline fails; it is never answered from a cache.
    expect(
      await page.evaluate(() =>
        fetch('/api/config').then(
          () => 'answered',
          () => 'failed',
        ),
      ),
    ).toBe('failed');
  } finally {
    await context.setOffline(false);
  }
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);
});

test('a push reaches the service worker, which shows it as a notification that opens its page', async ({ page, context }) => {
  await controlledPage(page);
  expect(await page.evaluate(() => Notification.permission)).toBe('granted');
  // Deliver a push as the push service would, with the payload the server sends (modules/push).
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((r) => r.scopeURL === new URL('/', page.url()).href && !r.isDeleted);
      if (found) resolve(found.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const payload = { title: 'Challenge won', body: 'You won “Run 5 km” and 180 tokens.', url: '/challenges/3f1c0e6a-1111-4222-8333-944455556666', tag: 'n-1' };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(page.url()).origin, registrationId: await registrationId, data: JSON.stringify(payload) });

  await expect
    .poll(() => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown }))), { timeout: 30_000 })
    .toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, data: { url: payload.url } }]);

  // A push whose url is not a path of ours opens the notifications page instead.
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(page.url()).origin, registrationId: await registrationId, data: JSON.stringify({ ...payload, tag: 'n-2', url: 'https://evil.example/' }) });
  await expect.poll(() => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications({ tag: 'n-2' })).map((n) => n.data as unknown)), { timeout: 30_000 }).toEqual([{ url: '/notifications' }]);
});
