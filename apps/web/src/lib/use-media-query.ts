// Whether a CSS media query matches now, kept current as the window changes.
import { useCallback, useSyncExternalStore } from 'react';

/** Tailwind's `md` breakpoint (48rem): where the desktop top bar takes over from the phone menu. */
export const DESKTOP_QUERY = '(min-width: 48rem)';

/** Without matchMedia (jsdom in tests) every query counts as matching. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : true));
}
