// Wallet toasts keep the spec §9 wallet durations (errors 4 s, successes 2 s), which differ from
// the app defaults of lib/toast; sonner is loaded on demand as lib/toast does.
export const WALLET_TOAST_MS = { error: 4000, success: 2000 } as const;

const loadSonner = () => import('sonner');

/** Each call resolves once the toast is shown; callers need not wait for it. */
export const walletToast = {
  error: (text: string): Promise<void> => loadSonner().then(({ toast }) => void toast.error(text, { duration: WALLET_TOAST_MS.error })),
  success: (text: string): Promise<void> => loadSonner().then(({ toast }) => void toast.success(text, { duration: WALLET_TOAST_MS.success })),
};
