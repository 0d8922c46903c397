// The visitor cache's rules without a database: fresh for exactly the TTL (by an injected clock), then the
// old value while one refresh runs (up to twice the TTL), one load for callers waiting on the same key,
// failures never kept, the oldest entry evicted past the limit.
import { describe, expect, it } from 'vitest';
import { createTtlCache } from './visitor-cache';

function counter() {
  let calls = 0;
  return { load: async () => `value ${++calls}`, calls: () => calls };
}

describe('createTtlCache', () => {
  it('serves the loaded value until the TTL has passed since the load started, then loads again', async () => {
    let now = 1_000;
    const cache = createTtlCache<string>({ ttlMs: 1_000, maxEntries: 10, now: () => now });
    const source = counter();
    expect(await cache.get('k', source.load)).toBe('value 1');
    now += 999;
    expect(await cache.get('k', source.load)).toBe('value 1');
    expect(source.calls()).toBe(1);
    now += 1;
    // Stale: this caller still gets the old value, and a refresh starts (finished by the next turn).
    expect(await cache.get('k', source.load)).toBe('value 1');
    expect(source.calls()).toBe(2);
    expect(await cache.get('k', source.load)).toBe('value 2');
  });

  it('while a refresh runs, the old value is served up to twice the TTL; older, callers wait for the refresh', async () => {
    let now = 0;
    const cache = createTtlCache<string>({ ttlMs: 1_000, maxEntries: 10, now: () => now });
    await cache.get('k', async () => 'old');
    let release!: (value: string) => void;
    const slow = () => new Promise<string>((resolve) => (release = resolve));
    now = 1_500;
    expect(await cache.get('k', slow)).toBe('old');
    now = 1_999;
    expect(await cache.get('k', slow)).toBe('old');
    now = 2_000;
    const waiting = cache.get('k', slow);
    release('new');
    expect(await waiting).toBe('new');
  });

  it('a failed refresh nobody waited for is not kept: the next caller loads again', async () => {
    let now = 0;
    const cache = createTtlCache<string>({ ttlMs: 1_000, maxEntries: 10, now: () => now });
    await cache.get('k', async () => 'old');
    now = 1_500;
    expect(await cache.get('k', async () => Promise.reject(new Error('database down')))).toBe('old');
    await new Promise((resolve) => setImmediate(resolve)); // the refresh has failed by now
    now = 2_500;
    expect(await cache.get('k', async () => 'recovered')).toBe('recovered');
  });

  it('keeps keys apart', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1_000, maxEntries: 10, now: () => 0 });
    expect(await cache.get('a', async () => 'A')).toBe('A');
    expect(await cache.get('b', async () => 'B')).toBe('B');
    expect(await cache.get('a', async () => 'other')).toBe('A');
  });

  it('callers asking for a key while it loads share that one load', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1_000, maxEntries: 10, now: () => 0 });
    let release!: (value: string) => void;
    let calls = 0;
    const load = () => {
      calls += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const answers = Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    release('shared');
    expect(await answers).toEqual(['shared', 'shared', 'shared']);
    expect(calls).toBe(1);
  });

  it('does not keep a failed load: the next caller loads again', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1_000, maxEntries: 10, now: () => 0 });
    await expect(cache.get('k', async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('k', async () => 'recovered')).toBe('recovered');
  });

  it('holds at most maxEntries, dropping the least recently loaded', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1_000, maxEntries: 2, now: () => 0 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    expect(await cache.get('a', async () => 'a again')).toBe('a again');
    expect(await cache.get('c', async () => 'c again')).toBe('c');
  });

  it('with a TTL of 0 every call loads', async () => {
    const cache = createTtlCache<string>({ ttlMs: 0, maxEntries: 10 });
    const source = counter();
    await cache.get('k', source.load);
    expect(await cache.get('k', source.load)).toBe('value 2');
  });
});
