// Serves the built web app: hashed assets with a year-long cache, index.html for every client route.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono, MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';
import { dataPreloadTags, preloadTags, routeFor, type RoutePreload } from './route-preloads';
import type { AppEnv } from './types';

const cacheFor = (value: string): MiddlewareHandler<AppEnv> => async (c, next) => {
  await next();
  if (c.res.status === 200) c.res.headers.set('Cache-Control', value);
};

export function mountSpa(app: Hono<AppEnv>, distDir: string): void {
  const indexPath = path.join(distDir, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`The web app is not built (${indexPath} is missing); run npm run build.`);
  const indexHtml = readFileSync(indexPath, 'utf8');
  const preloadsPath = path.join(distDir, 'route-preloads.json');
  const routes: RoutePreload[] = existsSync(preloadsPath) ? (JSON.parse(readFileSync(preloadsPath, 'utf8')) as RoutePreload[]) : [];
  // index.html with the path's preload tags, before the inline stylesheet so the browser's preload
  // scanner meets them early in the stream.
  const pageFor = (pathname: string) => {
    const tags = dataPreloadTags(pathname) + preloadTags(routeFor(routes, pathname));
    return indexHtml.replace(/<style>|<\/head>/, (found) => `${tags}${found}`);
  };
  const root = path.relative(process.cwd(), distDir) || '.';
  const files = serveStatic<AppEnv>({ root });

  // File names under /assets carry a content hash, so they never change.
  app.use('/assets/*', cacheFor('public, max-age=31536000, immutable'), files);
  app.get('/assets/*', (c) => c.text('Not found', 404)); // a missing asset is a 404, never index.html
  // Other files at the top of dist (favicon.svg, robots.txt): a modest cache. Paths without an extension are client routes.
  const topLevelFile: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!/\/[^/]+\.[a-z0-9]+$/i.test(c.req.path) || c.req.path.endsWith('.html')) return next();
    return cacheFor('public, max-age=3600')(c, async () => {
      const response = await files(c, next);
      if (response) c.res = response;
    });
  };
  app.use('*', topLevelFile);
  // no-cache with an ETag: a return visit revalidates index.html (it carries the stylesheet inline)
  // and gets a 304 instead of the whole page again while the build is unchanged.
  app.get('*', etag(), (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(pageFor(c.req.path));
  });
}
