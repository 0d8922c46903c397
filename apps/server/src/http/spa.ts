// Serves the built web app: hashed assets with a year-long cache, index.html for every client route.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './types';

export function mountSpa(app: Hono<AppEnv>, distDir: string): void {
  const indexPath = path.join(distDir, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`The web app is not built (${indexPath} is missing); run npm run build.`);
  const indexHtml = readFileSync(indexPath, 'utf8');
  const root = path.relative(process.cwd(), distDir) || '.';

  app.use(
    '/assets/*',
    serveStatic({ root, onFound: (_path, c) => void c.header('Cache-Control', 'public, max-age=31536000, immutable') }),
  );
  app.get('/assets/*', (c) => c.text('Not found', 404)); // a missing asset is a 404, never index.html
  // Other files at the top of dist (favicon, robots.txt, images) with a modest cache.
  app.use('*', serveStatic({ root, onFound: (_path, c) => void c.header('Cache-Control', 'public, max-age=3600') }));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
}
