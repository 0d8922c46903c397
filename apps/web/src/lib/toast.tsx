// Toasts top-right with the spec §9 durations: default 4000 ms, success 3000 ms, error 5000 ms.
// sonner loads after the first paint (it is not needed to show a page), so calls wait for the host.
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

/** Rendered once by the app provider. */
export function ToasterHost() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShow(true), 0);
    return () => clearTimeout(timer);
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

function show(kind: Kind, text: string): void {
  void Promise.all([loadSonner(), hostReady]).then(([{ toast }]) => (kind === 'message' ? toast(text, { duration: durations.message }) : toast[kind](text, { duration: durations[kind] })));
}

export const toast = {
  message: (text: string) => show('message', text),
  info: (text: string) => show('info', text),
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
};
