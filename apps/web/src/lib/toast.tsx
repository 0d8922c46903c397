// Toasts top-right with the spec §9 durations: default 4000 ms, success 3000 ms, error 5000 ms.
// sonner is not needed to show a page: it loads once the page has loaded and the browser is idle, or at
// once for a toast asked for before that; calls wait for the host.
import { lazy, Suspense, useEffect, useState, type CSSProperties } from 'react';

export const TOAST_DURATION_MS = { default: 4000, success: 3000, error: 5000 } as const;

/** Tint and text of each coloured toast: sonner's own text colours fall short of WCAG AA's 4.5:1 (about 4.3:1). */
export const TOAST_COLORS = {
  success: { bg: '#ecfdf3', text: '#166534' },
  info: { bg: '#f0f8ff', text: '#1e40af' },
  error: { bg: '#fff0f0', text: '#991b1b' },
} as const;
// sonner reads its colours from these custom properties on the toaster.
const toasterColors = Object.fromEntries(
  Object.entries(TOAST_COLORS).flatMap(([kind, { bg, text }]) => [
    [`--${kind}-bg`, bg],
    [`--${kind}-text`, text],
  ]),
) as CSSProperties;

type Sonner = typeof import('sonner'); // eslint-disable-line @typescript-eslint/consistent-type-imports -- a type of the lazily loaded module
let sonnerModule: Promise<Sonner> | undefined;
const loadSonner = () => (sonnerModule ??= import('sonner'));
const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

let markReady: () => void = () => {};
const hostReady = new Promise<void>((resolve) => (markReady = resolve));

function Mounted() {
  useEffect(() => markReady(), []);
  return null;
}

/** Mounts the mounted host's toaster now (a toast is waiting); until a host mounts, nothing to do. */
let showHost: () => void = () => {};

/** `run` after the window's load event, when the browser is idle (at the latest `timeout` ms on). */
function afterLoadWhenIdle(run: () => void, timeout: number): () => void {
  let idle: number | undefined;
  const schedule = () => {
    idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout }) : window.setTimeout(run, 1);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle === undefined) return;
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/** Rendered once by the app provider. */
export function ToasterHost() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    showHost = () => setShow(true);
    // Its code and styles off the page's first seconds on a slow phone: loaded when nothing else runs.
    const cancel = afterLoadWhenIdle(() => setShow(true), 2000);
    return () => {
      cancel();
      showHost = () => {};
    };
  }, []);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-right" duration={TOAST_DURATION_MS.default} richColors closeButton style={toasterColors} />
      <Mounted />
    </Suspense>
  );
}

type Kind = 'message' | 'info' | 'success' | 'error';
const durations: Record<Kind, number> = { message: TOAST_DURATION_MS.default, info: TOAST_DURATION_MS.default, success: TOAST_DURATION_MS.success, error: TOAST_DURATION_MS.error };

/** Shows a toast once sonner and the host are there; resolves then. `durationMs` overrides the kind's spec duration (the wallet's own, spec §9). */
function show(kind: Kind, text: string, { durationMs = durations[kind] }: { durationMs?: number } = {}): Promise<void> {
  showHost();
  return Promise.all([loadSonner(), hostReady]).then(([{ toast }]) => void (kind === 'message' ? toast(text, { duration: durationMs }) : toast[kind](text, { duration: durationMs })));
}

type ToastOptions = { durationMs?: number };

export const toast = {
  message: (text: string, options?: ToastOptions) => void show('message', text, options),
  info: (text: string, options?: ToastOptions) => void show('info', text, options),
  success: (text: string, options?: ToastOptions) => void show('success', text, options),
  error: (text: string, options?: ToastOptions) => void show('error', text, options),
  /** The same, resolving once the toast is shown. */
  shown: show,
};
