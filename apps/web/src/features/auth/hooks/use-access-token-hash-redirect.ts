// spec §2 Root behaviour: on / with an access token in the hash, replace the location with
// /auth/callback carrying the hash. Call redirectAccessTokenHash() before the router is created, or
// useAccessTokenHashRedirect() from any component inside the router (e.g. the app layout).
import { useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';

/** The URL to go to instead, or null when the location is not a root URL with an access token. */
export function accessTokenHashTarget({ pathname, search = '', hash }: { pathname: string; search?: string; hash: string }): string | null {
  if (pathname !== paths.home) return null;
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (!params.get('access_token')) return null;
  return `${paths.authCallback}${search}${hash}`;
}

/** Rewrites window.location in place (no reload); returns whether it did. For use before the router starts. */
export function redirectAccessTokenHash(location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location): boolean {
  const target = accessTokenHashTarget(location);
  if (!target) return false;
  window.history.replaceState(window.history.state, '', target);
  return true;
}

export function useAccessTokenHashRedirect(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const target = accessTokenHashTarget(location);
  useLayoutEffect(() => {
    if (target) void navigate(target, { replace: true });
  }, [target, navigate]);
}
