import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import './index.css';

// The first render runs as a transition, which React builds in small slices instead of one long task:
// a slow phone's main thread stays responsive while the page is built (Lighthouse's Total Blocking Time).
// Until it commits, the top bar that index.html paints stays on screen.
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

// The service worker (installable app, offline page, pushes; docs/decisions/035) is registered after the
// page has loaded, from a chunk of its own: no page's first load carries any of it.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void import('./lib/pwa/register-service-worker').then((m) => m.registerServiceWorker()), { once: true });
}
