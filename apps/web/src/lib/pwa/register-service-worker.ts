// Registers the service worker that vite-plugin-pwa generates (vite.config.ts, decision 035). Loaded in a
// chunk of its own after the page's load event (main.tsx), so no page's first load grows. A new version
// waits until the person presses 'Reload' in the update prompt, then takes over and the page reloads.
import { Workbox } from 'workbox-window';

export function registerServiceWorker(): Workbox {
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    void import('./update-prompt').then(({ showUpdatePrompt }) =>
      showUpdatePrompt(() => {
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      }),
    );
  });
  void wb.register();
  return wb;
}
