// A short-lived in-process cache for public reads that are the same for every caller (issue #8): the
// challenge lists and details a visitor's phone asks for again and again. Only requests that carry no
// credentials use it, so a signed-in person always reads the database and sees their own stake or new
// challenge at once. An answer is at most twice the TTL old (no invalidation by local events), which
// stays correct with several server instances on one database; the web client already keeps these
// answers far longer (spec §7: details 1 min, trending 10 min).
import type { Context } from 'hono';

export interface TtlCache<T> {
  /**
   * The value under `key` if it was loaded less than the TTL ago. Past the TTL, one `load()` refreshes
   * it; meanwhile callers get the old value while it is less than twice the TTL old, and wait for the
   * load when it is older (or when there is none). A failed load is not kept.
   */
  get(key: string, load: () => Promise<T>): Promise<T>;
}

export function createTtlCache<T>({ ttlMs, maxEntries, now = Date.now }: { ttlMs: number; maxEntries: number; now?: () => number }): TtlCache<T> {
  const entries = new Map<string, { value: T; loadedAt: number }>();
  const loading = new Map<string, Promise<T>>();

  function refresh(key: string, load: () => Promise<T>): Promise<T> {
    // Aged from when the load started: the data is at least that fresh.
    const startedAt = now();
    const pending = load()
      .then((value) => {
        entries.delete(key); // re-inserted last: the Map's order is the eviction order
        entries.set(key, { value, loadedAt: startedAt });
        for (const oldest of entries.keys()) {
          if (entries.size <= maxEntries) break;
          entries.delete(oldest);
        }
        return value;
      })
      .finally(() => loading.delete(key));
    pending.catch(() => {}); // a refresh nobody waits for may fail quietly: the next caller loads again
    loading.set(key, pending);
    return pending;
  }

  return {
    get(key, load) {
      if (ttlMs <= 0) return load();
      const entry = entries.get(key);
      const age = entry ? now() - entry.loadedAt : Number.POSITIVE_INFINITY;
      if (entry && age < ttlMs) return Promise.resolve(entry.value);
      const pending = loading.get(key) ?? refresh(key, load);
      // While it refreshes, nobody waits for the database when a recent enough answer is at hand.
      return entry && age < 2 * ttlMs ? Promise.resolve(entry.value) : pending;
    },
  };
}

/** A request with no cookie and no Authorization header: nobody signed in, so the answer may be shared. */
export function isVisitor(c: Context): boolean {
  return !c.req.header('cookie') && !c.req.header('authorization');
}

/** `load()` through `cache` for a visitor; always fresh for anyone who could be signed in. */
export function forVisitors<T>(c: Context, cache: TtlCache<T>, key: string, load: () => Promise<T>): Promise<T> {
  return isVisitor(c) ? cache.get(key, load) : load();
}
