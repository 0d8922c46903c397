// bench/installability: the installable-app checks of issue #20 §2, in the system's Chromium against the
// running app. Lighthouse 12 dropped its PWA category (and with it 'installable-manifest'), so this
// asks Chromium itself — Page.getInstallabilityErrors, the same check that offers 'Install app' — and
// reads the manifest, the service worker and an offline start_url. Figures only, never assertions.
import puppeteer from 'puppeteer-core';

export interface Installability {
  /** Chromium's own installability errors (empty: it would offer to install). */
  errors: string[];
  /** Manifest fields and icons the issue asks for that are missing or wrong. */
  manifestProblems: string[];
  /** A service worker is active for the start_url's scope. */
  serviceWorker: boolean;
  /** The status of start_url loaded with the network off (200: the service worker answers it). */
  offlineStartStatus: number | null;
  /** /api/* URLs found in the service worker's caches (must be none: money answers are live). */
  cachedApiUrls: number;
}

interface Manifest {
  name?: string;
  short_name?: string;
  start_url?: string;
  display?: string;
  theme_color?: string;
  background_color?: string;
  icons?: { sizes?: string; purpose?: string }[];
}

function manifestProblems(manifest: Manifest): string[] {
  const problems: string[] = [];
  for (const field of ['name', 'short_name', 'start_url', 'theme_color', 'background_color'] as const) if (!manifest[field]) problems.push(`no ${field}`);
  if (manifest.display !== 'standalone') problems.push(`display ${manifest.display ?? 'unset'}, not standalone`);
  const icon = (sizes: string, purpose: string) => (manifest.icons ?? []).some((i) => i.sizes?.split(' ').includes(sizes) && (i.purpose ?? 'any').split(' ').includes(purpose));
  if (!icon('192x192', 'any')) problems.push('no 192×192 icon');
  if (!icon('512x512', 'any')) problems.push('no 512×512 icon');
  if (!(manifest.icons ?? []).some((i) => (i.purpose ?? '').split(' ').includes('maskable'))) problems.push('no maskable icon');
  return problems;
}

/** Run in the page (as source text: this package is typed without the DOM). */
const IN_PAGE = {
  serviceWorkerActive: 'navigator.serviceWorker.getRegistration().then((r) => Boolean(r && r.active))',
  cachedApiUrls: `(async () => {
    const urls = (await Promise.all((await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)))).flat();
    return urls.filter((url) => new URL(url).pathname.startsWith('/api/')).length;
  })()`,
};

export async function checkInstallability(devtoolsPort: number, appUrl: string): Promise<Installability> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${devtoolsPort}` });
  // The browser's own profile (fresh for the bench): an incognito context is never offered 'Install'.
  const page = await browser.newPage();
  try {
    await page.goto(`${appUrl}/`, { waitUntil: 'load' });
    // Registered after the load event (main.tsx); active once it has precached the app shell.
    const serviceWorker = await page
      .waitForFunction(IN_PAGE.serviceWorkerActive, { timeout: 60_000 })
      .then(() => true)
      .catch(() => false);
    const cdp = await page.createCDPSession();
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const { data } = await cdp.send('Page.getAppManifest');
    const manifest = JSON.parse(data ?? '{}') as Manifest;
    const cachedApiUrls = (await page.evaluate(IN_PAGE.cachedApiUrls)) as number;
    await page.setOfflineMode(true);
    const offline = await page.goto(new URL(manifest.start_url ?? '/', appUrl).href).catch(() => null);
    await page.setOfflineMode(false);
    return {
      errors: installabilityErrors.map((e) => e.errorId),
      manifestProblems: manifestProblems(manifest),
      serviceWorker,
      offlineStartStatus: offline?.status() ?? null,
      cachedApiUrls,
    };
  } finally {
    await page.close();
    await browser.disconnect();
  }
}
