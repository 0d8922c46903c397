// DOMAIN.md §1: one Idempotency-Key per user action, reused when that same action is retried, so a
// retry after a lost answer can never move tokens twice. Every token-moving form uses this one hook.
import { useCallback, useRef } from 'react';

export function useIdempotencyKey() {
  const current = useRef<{ action: string; key: string } | null>(null);

  /** The key for `action` (e.g. the request body as JSON): the previous one if it is the same action. */
  const keyFor = useCallback((action: string) => {
    if (current.current?.action !== action) current.current = { action, key: crypto.randomUUID() };
    return current.current.key;
  }, []);

  /** After a success: the next attempt, even with the same body, is a new action. */
  const complete = useCallback(() => {
    current.current = null;
  }, []);

  return { keyFor, complete };
}
