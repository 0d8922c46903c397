// Navigation that works inside the router (pages) and outside one, where useNavigate() throws (the auth
// modal rendered beside the old data router's <RouterProvider>; a component rendered without a router).
// There we push the URL and send the popstate event the browser router listens to, so it renders the
// new page without a reload.
import { useCallback, useContext } from 'react';
import { UNSAFE_NavigationContext } from 'react-router';

export type AuthNavigate = (to: string, options?: { replace?: boolean }) => void;

export function useAuthNavigate(): AuthNavigate {
  // null outside a router (the context has no default value).
  const navigation = useContext(UNSAFE_NavigationContext) as { navigator?: { push(to: string): void; replace(to: string): void } } | null;
  const navigator = navigation?.navigator;
  return useCallback<AuthNavigate>(
    (to, options) => {
      if (navigator) {
        if (options?.replace) navigator.replace(to);
        else navigator.push(to);
        return;
      }
      const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx: options?.replace ? index : index + 1 };
      if (options?.replace) window.history.replaceState(state, '', to);
      else window.history.pushState(state, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state }));
    },
    [navigator],
  );
}
