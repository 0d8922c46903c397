import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { loadFirstPage } from './app/router';
import { activateLocale, initialLocale } from './lib/i18n';
import './index.css';

// The first render runs as a transition, which React builds in small slices instead of one long task:
// a slow phone's main thread stays responsive while the page is built (Lighthouse's Total Blocking Time).
// Until it commits, the top bar that index.html paints stays on screen.
const root = createRoot(document.getElementById('root')!);
const render = () =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
// The first render waits for the page's code (preloaded with the HTML, so normally already here:
// app/router.tsx loadFirstPage) and, in another language than English, for its shared catalog, so the
// first paint of the app is the page itself, in that language. A failed fetch (offline) still renders:
// the page's error boundary or English.
const locale = initialLocale();
void Promise.all([loadFirstPage(window.location.pathname).catch(() => undefined), locale === 'en' || activateLocale(locale)]).then(render, render);

// The service worker (installable app, offline page, pushes; docs/decisions/035) is registered after the
// page has loaded, from a chunk of its own: no page's first load carries any of it.
// The list of each route's files, for later navigations (lib/route-files.ts), once the page has loaded.
// The page's boot script starts this file a frame after the HTML has painted (build-plugins/route-preloads.ts),
// which can be after the load event: then at once.
const afterLoad = (run: () => void) => (document.readyState === 'complete' ? run() : window.addEventListener('load', run, { once: true }));
if (import.meta.env.PROD) {
  afterLoad(() => void import('./lib/route-files').then((m) => m.loadRouteFiles()).catch(() => undefined));
}
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  afterLoad(() => void import('./lib/pwa/register-service-worker').then((m) => m.registerServiceWorker()));
}
