// Toasts top-right with the spec §9 durations: default 4000 ms, success 3000 ms, error 5000 ms.
// sonner loads after the first paint (it is not needed to show a page), so calls wait for the host.
import { lazy, Suspense, useEffect, useState } from 'react';

export const TOAST_DURATION_MS = { default: 4000, success: 3000, error: 5000 } as const;

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
      <Toaster position="top-right" duration={TOAST_DURATION_MS.default} richColors closeButton />
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
