// Is this request from this machine? For pages only a developer at the keyboard may see (/dev/outbox).
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { errorBody } from './errors';
import type { AppEnv } from './types';

/** The host names (as a URL spells them) that reach this machine only. */
export const LOOPBACK_HOSTNAMES: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || /^127(\.\d{1,3}){3}$/.test(v4);
}

/**
 * Local means all three: the TCP peer is a loopback address (the socket, never X-Forwarded-For, which
 * anyone can write); no proxy forwarded it (a proxy on this machine would make every visitor look
 * local); and the Host is a loopback name (a DNS-rebinding page on another site gets its own name).
 */
export function isLocalRequest(c: Context<AppEnv>): boolean {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    return false; // no socket at all (app.request() without one): not provably local
  }
  const forwarded = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((name) => c.req.header(name) !== undefined);
  return isLoopbackAddress(peer) && !forwarded && LOOPBACK_HOSTNAMES.includes(new URL(c.req.url).hostname);
}

/** For the developer-only pages (/dev/outbox, /dev/ussd): anyone not provably local gets a plain 404. */
export const localOnly: MiddlewareHandler<AppEnv> = async (c, next) => (isLocalRequest(c) ? next() : c.json(errorBody('not_found', 'Not found.'), 404));
