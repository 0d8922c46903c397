// 'New version available — Reload' (issue #20 §2): shown when a new service worker waits. It mounts its
// own small root, so none of it is in any page's first load.
import { createRoot } from 'react-dom/client';
import { useSharedT } from '@/lib/i18n';

export function UpdatePrompt({ onReload, onDismiss }: { onReload: () => void; onDismiss: () => void }) {
  const t = useSharedT();
  return (
    <div role="status" aria-live="polite" className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md items-center gap-3 rounded-lg bg-gray-900 px-4 py-3 text-sm text-white shadow-lg">
      <span className="flex-1">{t('common.pwa.updateAvailable')}</span>
      <button type="button" onClick={onReload} className="min-h-11 rounded-md bg-white px-4 font-semibold text-gray-900 focus-visible:ring-2 focus-visible:ring-amber-400 focus-visible:outline-none">
        {t('common.pwa.reload')}
      </button>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t('common.pwa.dismiss')}
        className="min-h-11 min-w-11 rounded-md text-lg leading-none text-gray-300 hover:text-white focus-visible:ring-2 focus-visible:ring-amber-400 focus-visible:outline-none"
      >
        ×
      </button>
    </div>
  );
}

export function showUpdatePrompt(onReload: () => void): void {
  const host = document.createElement('div');
  host.dataset.updatePrompt = '';
  document.body.append(host);
  const root = createRoot(host);
  const close = () => {
    root.unmount();
    host.remove();
  };
  root.render(<UpdatePrompt onReload={onReload} onDismiss={close} />);
}
