// A short-lived in-process cache for public reads that are the same for every caller (issue #8): the
// challenge lists and details a visitor's phone asks for again and again. Only requests that carry no
// credentials use it, so a signed-in person always reads the database and sees their own stake or new
// challenge at once. Staleness is bounded by the TTL alone (no invalidation by local events), which
// stays correct with several server instances on one database; the web client already keeps these
// answers far longer (spec §7: details 1 min, trending 10 min).
import type { Context } from 'hono';

export interface TtlCache<T> {
  /** The value under `key` if it was loaded less than the TTL ago; otherwise `load()`, shared by every caller waiting for the same key. */
  get(key: string, load: () => Promise<T>): Promise<T>;
}

export function createTtlCache<T>({ ttlMs, maxEntries, now = Date.now }: { ttlMs: number; maxEntries: number; now?: () => number }): TtlCache<T> {
  const entries = new Map<string, { value: T; loadedAt: number }>();
  const loading = new Map<string, Promise<T>>();
  return {
    get(key, load) {
      if (ttlMs <= 0) return load();
      const entry = entries.get(key);
      if (entry && now() - entry.loadedAt < ttlMs) return Promise.resolve(entry.value);
      let pending = loading.get(key);
      if (!pending) {
        // Aged from when the load started: the data is at least that fresh. A failed load is not kept.
        const startedAt = now();
        pending = load()
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
        loading.set(key, pending);
      }
      return pending;
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
