// Wallet toasts keep the spec §9 wallet durations (errors 4 s, successes 2 s), which differ from
// the app defaults of lib/toast; they go through lib/toast, which loads sonner and its host.
import { toast } from '@/lib/toast';

export const WALLET_TOAST_MS = { error: 4000, success: 2000 } as const;

/** Each call resolves once the toast is shown; callers need not wait for it. */
export const walletToast = {
  error: (text: string): Promise<void> => toast.shown('error', text, { durationMs: WALLET_TOAST_MS.error }),
  success: (text: string): Promise<void> => toast.shown('success', text, { durationMs: WALLET_TOAST_MS.success }),
};
