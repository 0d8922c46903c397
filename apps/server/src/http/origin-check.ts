// Cross-site request forgery guard for every state-changing /api request, JSON included (issue #15
// item 8; hono's csrf() looked at form content types only, so a JSON POST from any page went through).
// The rule, in order:
// 1. An Origin header (other than "null") must be one of the accepted origins (http/origins.ts).
// 2. Without one, Sec-Fetch-Site decides: same-origin or none (typed by the person) pass; same-site and
//    cross-site are refused (a sibling subdomain is not us).
// 3. With neither header the request passes: it does not come from a browser (curl, our own scripts,
//    server-to-server), so it carries no visitor's cookies to abuse. Every browser we serve sends Origin
//    on a POST, and Sec-Fetch-Site besides. Go's net/http CrossOriginProtection draws the same line.
// "Origin: null" (sandboxed frames, privacy modes) only passes with Sec-Fetch-Site same-origin.
import type { MiddlewareHandler } from 'hono';
import { AppError } from './errors';
import { acceptedOrigins, unrecognisedOriginMessage } from './origins';
import type { Env } from '../env';
import type { AppEnv } from './types';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ALLOWED_FETCH_SITES = new Set(['same-origin', 'none']);

function allowed(origin: string | undefined, site: string | undefined, accepted: Set<string>): boolean {
  if (origin && origin !== 'null') return accepted.has(origin);
  if (site !== undefined) return ALLOWED_FETCH_SITES.has(site);
  return origin === undefined;
}

export function originCheck(env: Pick<Env, 'NODE_ENV' | 'PUBLIC_URL'>, { exempt = [] }: { exempt?: string[] } = {}): MiddlewareHandler<AppEnv> {
  const accepted = new Set(acceptedOrigins(env));
  const message = unrecognisedOriginMessage(env.PUBLIC_URL);
  // A path ending in /* exempts everything under it (a callback whose secret is in its path).
  const isExempt = (path: string) => exempt.some((e) => (e.endsWith('/*') ? path.startsWith(e.slice(0, -1)) : path === e));
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method) || isExempt(c.req.path)) return next();
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    if (!allowed(origin, site, accepted)) {
      c.get('log').warn({ origin, secFetchSite: site, path: c.req.path }, 'state-changing request from an unrecognised origin refused');
      throw new AppError(403, 'forbidden', message);
    }
    return next();
  };
}
