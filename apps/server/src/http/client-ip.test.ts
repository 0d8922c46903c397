import { describe, expect, it } from 'vitest';
import { canonicalIp, forwardedFor, ipBucket, NO_PROXY, parseTrustedProxies, pickClientIp, type TrustedProxies } from './client-ip';

const list = (value: string) => parseTrustedProxies(value)!;
/** X-Forwarded-For as sent, then the socket's peer: the chain the picker reads. */
const chain = (xff: string | undefined, socket: string) => [...forwardedFor(xff), socket];

describe('pickClientIp', () => {
  it('without a proxy is the socket address, whatever X-Forwarded-For says', () => {
    expect(pickClientIp(['198.51.100.7'], NO_PROXY)).toBe('198.51.100.7');
    expect(pickClientIp(chain('1.2.3.4', '198.51.100.7'), NO_PROXY)).toBe('198.51.100.7');
  });

  it('behind one hop is the address the proxy appended, not the left-most entries a client wrote', () => {
    const oneHop: TrustedProxies = { hops: 1 };
    expect(pickClientIp(chain('203.0.113.9', '10.0.0.2'), oneHop)).toBe('203.0.113.9');
    // The client sent "X-Forwarded-For: 6.6.6.6, 7.7.7.7"; the proxy appended what it saw.
    expect(pickClientIp(chain('6.6.6.6, 7.7.7.7, 203.0.113.9', '10.0.0.2'), oneHop)).toBe('203.0.113.9');
    // A request that reached us without the proxy: its own socket.
    expect(pickClientIp(chain(undefined, '203.0.113.9'), oneHop)).toBe('203.0.113.9');
  });

  it('behind two hops skips both', () => {
    expect(pickClientIp(chain('6.6.6.6, 203.0.113.9, 172.16.0.5', '10.0.0.2'), { hops: 2 })).toBe('203.0.113.9');
  });

  it('with a list is the right-most address outside it', () => {
    const ours = list('10.0.0.0/8, 172.16.0.5');
    expect(pickClientIp(chain('6.6.6.6, 203.0.113.9, 172.16.0.5', '10.1.2.3'), ours)).toBe('203.0.113.9');
    // A client connecting directly is not a proxy: its X-Forwarded-For is ignored.
    expect(pickClientIp(chain('6.6.6.6', '203.0.113.9'), ours)).toBe('203.0.113.9');
    // A spoofed entry that claims to be one of our proxies only moves the pick to the next one left of it.
    expect(pickClientIp(chain('10.9.9.9, 203.0.113.9', '10.1.2.3'), ours)).toBe('203.0.113.9');
    // Only our own hops: an internal caller, named by the first of them.
    expect(pickClientIp(chain('10.0.0.7', '10.1.2.3'), ours)).toBe('10.0.0.7');
  });

  it('never takes garbage a client put where an address should be', () => {
    expect(pickClientIp(chain('not-an-ip', '10.1.2.3'), list('10.0.0.0/8'))).toBe('10.1.2.3');
    expect(pickClientIp(chain('not-an-ip', '10.1.2.3'), { hops: 1 })).toBe('10.1.2.3');
  });

  it('reads IPv6, IPv4-mapped IPv6, ports and IPv6 ranges', () => {
    expect(pickClientIp(['::ffff:198.51.100.7'], NO_PROXY)).toBe('198.51.100.7');
    expect(pickClientIp(chain('2001:DB8:0:0::1', '::ffff:10.0.0.2'), list('10.0.0.0/8'))).toBe('2001:db8::1');
    expect(pickClientIp(chain('[2001:db8::1]:4431, 2001:db8:ffff::2', 'fd00::1'), list('fd00::/8, 2001:db8:ffff::/48'))).toBe('2001:db8::1');
    expect(pickClientIp(chain('203.0.113.9:51000', '10.0.0.2'), { hops: 1 })).toBe('203.0.113.9');
  });
});

describe('canonicalIp', () => {
  it('gives one spelling per address', () => {
    expect(canonicalIp('2001:0DB8:0000::0001')).toBe('2001:db8::1');
    expect(canonicalIp('::ffff:7f00:1')).toBe('127.0.0.1');
    expect(canonicalIp('fe80::1%eth0')).toBe('fe80::1');
    expect(canonicalIp(' 198.51.100.7 ')).toBe('198.51.100.7');
    expect(canonicalIp('unknown')).toBeNull();
    expect(canonicalIp('')).toBeNull();
  });
});

describe('ipBucket', () => {
  it('puts a whole IPv6 /64 in one bucket, and an IPv4 address in its own', () => {
    expect(ipBucket('2001:db8:1:2:aaaa::1')).toBe(ipBucket('2001:db8:1:2:bbbb::2'));
    expect(ipBucket('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(ipBucket('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(ipBucket('2001:db8:1:3::1')).not.toBe(ipBucket('2001:db8:1:2::1'));
    expect(ipBucket('198.51.100.7')).toBe('198.51.100.7');
  });
});

describe('parseTrustedProxies', () => {
  it('reads a hop count or a list, and refuses anything else', () => {
    expect(parseTrustedProxies('2')).toEqual({ hops: 2 });
    expect(parseTrustedProxies('10.0.0.0/8,fd00::/8')).toMatchObject({ description: '10.0.0.0/8,fd00::/8' });
    for (const bad of ['0', '11', '-1', 'yes', '10.0.0.0/33', '10.0.0.0/8,', 'fd00::/129', '10.0.0.1/8/2', '300.1.1.1', '10.0.0.0/x']) {
      expect(parseTrustedProxies(bad), bad).toBeNull();
    }
  });
});
