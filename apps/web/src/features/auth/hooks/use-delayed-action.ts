// Runs an action after a delay (spec §4 redirect delays), cancelled if the component unmounts first.
import { useCallback, useEffect, useRef } from 'react';

export function useDelayedAction() {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const schedule = useCallback((action: () => void, delayMs: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(action, delayMs);
  }, []);
  return { schedule };
}
