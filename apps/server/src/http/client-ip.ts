// Who is calling, by network address: the socket's peer, or behind trusted proxies the right-most
// address that none of them wrote (issue #15 item 1). Every per-IP limit keys on this.
import { BlockList, isIP } from 'node:net';

/** Which peers are our own proxies: the last `hops` addresses of the chain, or those in `ranges`. */
export type TrustedProxies = { hops: number } | { ranges: BlockList; description: string };

export const NO_PROXY: TrustedProxies = { hops: 0 };

/** Proxy hops beyond this are a typo, not a deployment. */
const MAX_HOPS = 10;

export const TRUSTED_PROXIES_FORMAT = `a number of proxy hops (1–${MAX_HOPS}) or a comma-separated list of IP addresses or CIDR ranges, such as 10.0.0.0/8,2001:db8::/32`;

/**
 * One address as a canonical string: IPv4 dotted, IPv6 lower-case and compressed, an IPv4-mapped IPv6
 * address as its IPv4 (a dual-stack socket reports IPv4 peers as ::ffff:a.b.c.d). A port some proxies
 * append (`1.2.3.4:5678`, `[2001:db8::1]:443`) and an IPv6 zone are dropped. Null when it is no address.
 */
export function canonicalIp(raw: string): string | null {
  let value = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  value = value.replace(/%.*$/, '');
  const family = isIP(value);
  if (family === 4) return value.split('.').map(Number).join('.');
  if (family !== 6) return null;
  // The URL parser prints IPv6 in its canonical form (RFC 5952), embedded IPv4 as hex groups.
  const host = new URL(`http://[${value}]`).hostname.slice(1, -1);
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(host);
  if (!mapped) return host;
  const [high, low] = [parseInt(mapped[1]!, 16), parseInt(mapped[2]!, 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/**
 * TRUSTED_PROXIES as written in the environment: a whole number of hops, or a list of addresses and
 * CIDR ranges. Null when it is neither (env.ts turns that into a one-line error).
 */
export function parseTrustedProxies(value: string): TrustedProxies | null {
  const text = value.trim();
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops >= 1 && hops <= MAX_HOPS ? { hops } : null;
  }
  const ranges = new BlockList();
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.length === 0 || entries.some((entry) => !entry)) return null;
  for (const entry of entries) {
    const [address, prefix, ...rest] = entry.split('/');
    const ip = canonicalIp(address!);
    if (!ip || rest.length > 0 || address!.includes('[')) return null;
    const type = isIP(ip) === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) {
      ranges.addAddress(ip, type);
      continue;
    }
    const bits = Number(prefix);
    if (!/^\d+$/.test(prefix) || bits > (type === 'ipv4' ? 32 : 128)) return null;
    ranges.addSubnet(ip, bits, type);
  }
  return { ranges, description: entries.join(',') };
}

function isTrusted(ip: string, ranges: BlockList): boolean {
  return ranges.check(ip, isIP(ip) === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The client's address. `chain` is what the hops say, nearest last: the X-Forwarded-For entries, then
 * the socket's peer. Each proxy appends the address it saw, so only entries right of the first
 * untrusted one were written by us; everything left of it, the left-most above all, is whatever the
 * client chose to send. Null when the address that should be the client's is not an address.
 */
export function pickClientIp(chain: readonly string[], trusted: TrustedProxies): string | null {
  if (chain.length === 0) return null;
  if ('hops' in trusted) {
    // Fewer entries than hops: a request that reached us by a shorter path (a health check, an
    // internal call); the farthest address a trusted hop wrote is the best there is.
    // Garbage where an address should be (a misconfigured hop): the nearest address to its right.
    for (let i = Math.max(0, chain.length - 1 - trusted.hops); i < chain.length; i++) {
      const ip = canonicalIp(chain[i]!);
      if (ip) return ip;
    }
    return null;
  }
  for (let i = chain.length - 1; i >= 0; i--) {
    const ip = canonicalIp(chain[i]!);
    // Garbage where an address should be: the hop to its right (one of ours) is the last one known.
    if (!ip) return i < chain.length - 1 ? canonicalIp(chain[i + 1]!) : null;
    // Each entry was written by the hop to its right: when that hop is ours, the entry is true, so an
    // all-trusted chain (an internal caller) ends at its left-most entry.
    if (!isTrusted(ip, trusted.ranges) || i === 0) return ip;
  }
  return null;
}

/** X-Forwarded-For's entries, left to right (several headers are one list, in order). */
export function forwardedFor(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * The key of an address's rate-limit counters. An IPv6 subscriber is given a whole /64 and picks any
 * address in it at will, so the /64 is the one client (as better-auth keys its own limits).
 */
export function ipBucket(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  const [head, tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
