// Toasts top-right with the spec §9 durations: default 4000 ms, success 3000 ms, error 5000 ms.
import { toast as sonner } from 'sonner';

export const TOAST_DURATION_MS = { default: 4000, success: 3000, error: 5000 } as const;

export const toast = {
  message: (text: string) => sonner(text, { duration: TOAST_DURATION_MS.default }),
  info: (text: string) => sonner.info(text, { duration: TOAST_DURATION_MS.default }),
  success: (text: string) => sonner.success(text, { duration: TOAST_DURATION_MS.success }),
  error: (text: string) => sonner.error(text, { duration: TOAST_DURATION_MS.error }),
};
