// Which page origins may send state-changing requests: our own origin-check middleware and
// better-auth's trustedOrigins read the same list (issue #15 items 7 and 8).
import type { Env } from '../env';
import { LOOPBACK_HOSTNAMES } from './local-request';

/** `npm run dev`: Vite serves the web app on its own port and proxies /api here. */
const VITE_DEV_ORIGIN = 'http://localhost:5173';

/**
 * PUBLIC_URL's origin; outside production also Vite's, and each one's loopback aliases on the same port:
 * a developer who opens http://127.0.0.1:3000 while PUBLIC_URL says localhost is the same person on
 * the same machine, not a foreign page. Production accepts exactly PUBLIC_URL.
 */
export function acceptedOrigins(env: Pick<Env, 'NODE_ENV' | 'PUBLIC_URL'>): string[] {
  const own = new URL(env.PUBLIC_URL).origin;
  if (env.NODE_ENV === 'production') return [own];
  const origins = new Set<string>();
  for (const origin of [own, VITE_DEV_ORIGIN]) {
    origins.add(origin);
    const url = new URL(origin);
    if (!LOOPBACK_HOSTNAMES.includes(url.hostname)) continue;
    for (const host of LOOPBACK_HOSTNAMES) {
      url.hostname = host;
      origins.add(url.origin);
    }
  }
  return [...origins];
}

/** What a person sees when a request comes from a page we do not recognise (ours or better-auth's refusal). */
export function unrecognisedOriginMessage(publicUrl: string): string {
  return `This request came from a page the server does not recognise. Open ${publicUrl} and try again.`;
}
