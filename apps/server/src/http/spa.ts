// Serves the built web app: hashed assets with a year-long cache, index.html for every client route.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono, MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';
import { localeFromAcceptLanguage, localeFromCookieHeader, type Locale } from '@changamoto/shared/domain';
import { hasSessionCookie } from '../modules/auth/session-cookie';
import { errorBody } from './errors';
import { dataPreloadTags, preloadTags, routeFor, type RoutePreload } from './route-preloads';
import type { AppEnv } from './types';

const cacheFor =
  (value: string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set('Cache-Control', value);
  };

/** Precached by the service worker and shown by it when a page cannot be fetched (apps/web/public/offline.html). */
const OFFLINE_PAGE = '/offline.html';
const SERVICE_WORKER_FILES = /^\/(sw\.js|workbox-[\w-]+\.js|push-handlers\.js|manifest\.webmanifest|offline\.html)$/;

export function mountSpa(app: Hono<AppEnv>, distDir: string): void {
  const indexPath = path.join(distDir, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`The web app is not built (${indexPath} is missing); run npm run build.`);
  const indexHtml = readFileSync(indexPath, 'utf8');
  const preloadsPath = path.join(distDir, 'route-preloads.json');
  const routes: RoutePreload[] = existsSync(preloadsPath) ? (JSON.parse(readFileSync(preloadsPath, 'utf8')) as RoutePreload[]) : [];
  // Prerendered page shells by router path (apps/web app/route-shells.tsx): the same for everyone.
  const shellsPath = path.join(distDir, 'route-shells.json');
  const shells: Record<string, string> = existsSync(shellsPath) ? (JSON.parse(readFileSync(shellsPath, 'utf8')) as Record<string, string>) : {};
  if (Object.keys(shells).length > 0 && !indexHtml.includes('</header>')) throw new Error(`${indexPath} has no top bar (</header>) to put the page shells after.`);
  // index.html with the path's preload tags, before the inline stylesheet so the browser's preload
  // scanner meets them early in the stream, and the page's shell after the top bar.
  // <html lang> is the visitor's language (issue #20 §1): the web app starts in it, and screen readers
  // read the page in it. The prerendered shells are English, so a Kiswahili page goes without one
  // rather than flashing English text before the app replaces it.
  const pageFor = (pathname: string, { session, locale }: { session: boolean; locale: Locale }) => {
    const route = routeFor(routes, pathname);
    const tags = dataPreloadTags(pathname, { session }) + preloadTags(route);
    const shell = route && locale === 'en' ? shells[route.path] : undefined;
    const page = indexHtml.replace(/<style>|<\/head>/, (found) => `${tags}${found}`).replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);
    return shell ? page.replace('</header>', `</header>${shell}`) : page;
  };
  const root = path.relative(process.cwd(), distDir) || '.';
  const files = serveStatic<AppEnv>({ root });

  // File names under /assets carry a content hash, so they never change.
  app.use('/assets/*', cacheFor('public, max-age=31536000, immutable'), files);
  app.get('/assets/*', (c) => c.text('Not found', 404)); // a missing asset is a 404, never index.html
  // Other files at the top of dist (favicon.ico, favicon.svg, robots.txt from apps/web/public): a modest
  // cache. Paths without an extension are client routes. A missing file (/wp-login.php) is a 404, here:
  // handing serveStatic the chain's `next` for one answered 500 ("init.status must be in the range of 200 to 599").
  // The service worker's files (issue #20, decision 035) are asked again on every visit (no-cache): a
  // stale sw.js or manifest would hold a phone on an old version. offline.html is a file too (the
  // service worker precaches it), not a client route.
  const topLevelFile: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!/\/[^/]+\.[a-z0-9]+$/i.test(c.req.path) || (c.req.path.endsWith('.html') && c.req.path !== OFFLINE_PAGE)) return next();
    return cacheFor(SERVICE_WORKER_FILES.test(c.req.path) ? 'no-cache' : 'public, max-age=3600')(c, async () => {
      const response = await files(c, async () => {});
      c.res = response ?? c.json(errorBody('not_found', 'Not found.'), 404);
    });
  };
  app.use('*', topLevelFile);
  // no-cache with an ETag: a return visit revalidates index.html (it carries the stylesheet inline)
  // and gets a 304 instead of the whole page again while the build is unchanged. Vary: Cookie, as the
  // preload tags depend on whether the request carries a session cookie (the page holds no personal data).
  // The language: the visitor's choice in the locale cookie, else the browser's Accept-Language.
  app.get('*', etag(), (c) => {
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Cookie, Accept-Language', { append: true });
    const cookie = c.req.header('cookie');
    const locale = localeFromCookieHeader(cookie) ?? localeFromAcceptLanguage(c.req.header('accept-language'));
    return c.html(pageFor(c.req.path, { session: hasSessionCookie(cookie), locale }));
  });
}
