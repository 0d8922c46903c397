// The instance's read model (issue #21, decision 037): public answers (challenge details, list pages,
// stake pages) kept in memory as the bytes that are sent, built from the database once and dropped when
// a write changes what they show. Writes announce themselves after commit on the realtime channel
// (modules/realtime: challenge:<id> and person:<id> topics); this instance hears its own writes before
// their request is answered (realtime.publish.ts onPublished) and the other instances one NOTIFY later.
//
// Correctness rules, each with a test (read-model.test.ts):
// - an answer is kept in a group (the challenge's id, or LISTS for list pages); dropping a group drops
//   every answer in it;
// - a load that started before its group was dropped is given to the requests that were waiting for it
//   but never kept: a write that committed while it read may be missing from it;
// - while the instance cannot hear the channel (the LISTEN connection is down) nothing is served from
//   or kept in memory, and everything is dropped when it hears again (events were lost meanwhile);
// - the memory is bounded: past maxBytes, the least recently used answers go.
import type { Encoding } from '../../http/compress';

/** The group of every list page: any change of any challenge may move a page (its order, its members). */
export const LISTS = 'lists';

/**
 * The group of every search page (decision 046): dropped with the list pages, and also by a person's
 * change — a search matches usernames, so a new name may add challenges to a page that never showed them.
 */
export const SEARCHES = 'searches';

/** One kept answer: a 200's bytes and content type; each encoding made on first demand. */
export interface KeptAnswer {
  key: string;
  group: string;
  body: Uint8Array<ArrayBuffer>;
  type: string;
  /** What the entry's owner needs besides the bytes (the detail: where the reader's own part goes). */
  extra?: unknown;
  loadedAt: number;
  /** Past this age it is loaded again (lists: the trending window moves with the clock); Infinity: never. */
  maxAgeMs: number;
  encoded: Partial<Record<Encoding, Promise<Uint8Array<ArrayBuffer> | null>>>;
  /** Counted against maxBytes: the body, the encodings made so far and an estimate of the bookkeeping. */
  bytes: number;
}

/** What a loader hands back: the answer to keep, or null (not a 200: answered, never kept). */
export interface Loaded {
  body: Uint8Array<ArrayBuffer>;
  type: string;
  extra?: unknown;
  maxAgeMs?: number;
}

export interface ReadModelStats {
  entries: number;
  bytes: number;
  maxBytes: number;
  hits: number;
  loads: number;
  /** Loads not kept because their group was dropped while they read. */
  staleLoads: number;
  evictions: number;
  invalidations: number;
}

export interface ReadModelOptions {
  /** READ_MODEL_MAX_BYTES; 0 turns the read model off (every read goes to the database). */
  maxBytes: number;
  /** Whether this instance hears the channel now (realtime status().listening). */
  isLive: () => boolean;
  now?: () => number;
}

/** A rough per-entry cost of the Map slots, the key and the object itself. */
const ENTRY_OVERHEAD_BYTES = 256;

export interface ReadModel {
  /** True when answers may be served and kept now. */
  enabled(): boolean;
  /**
   * The answer kept under `key`, else `load`'s (one load per key at a time; others wait for it; a load
   * that may have missed a write is answered but not kept). Null when the loader's answer is not one
   * to keep (not a 200: the caller answers it its own way).
   */
  answer(key: string, group: string, load: () => Promise<Loaded | null>): Promise<KeptAnswer | null>;
  /** Drops every answer of these groups (a challenge changed: its own group and LISTS). */
  dropGroups(groups: Iterable<string>): void;
  /** Drops every answer whose bytes mention `id` (a person's name or picture changed). */
  dropMentioning(id: string): void;
  /** Drops everything (events may have been missed). */
  clear(): void;
  /** Records the size of an encoding made for a kept answer. */
  grew(entry: KeptAnswer, bytes: number): void;
  stats(): ReadModelStats;
}

export function createReadModel({ maxBytes, isLive, now = Date.now }: ReadModelOptions): ReadModel {
  const entries = new Map<string, KeptAnswer>();
  const groups = new Map<string, Set<string>>();
  const loading = new Map<string, { started: number; group: string; promise: Promise<KeptAnswer | null> }>();
  /** Each change counts one; a group remembers the count when it was last dropped (pruned, see forget). */
  let epoch = 0;
  const droppedAt = new Map<string, number>();
  let clearedAt = 0;
  let bytes = 0;
  const stats = { hits: 0, loads: 0, staleLoads: 0, evictions: 0, invalidations: 0 };

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
    const members = groups.get(entry.group);
    members?.delete(key);
    if (members && !members.size) groups.delete(entry.group);
  }

  function keep(entry: KeptAnswer) {
    remove(entry.key);
    if (entry.bytes > maxBytes) return;
    entries.set(entry.key, entry);
    bytes += entry.bytes;
    let members = groups.get(entry.group);
    if (!members) groups.set(entry.group, (members = new Set()));
    members.add(entry.key);
    evict();
  }

  /** The Map's order is the use order (a hit re-inserts): the first keys are the least recently used. */
  function evict() {
    for (const key of entries.keys()) {
      if (bytes <= maxBytes) break;
      remove(key);
      stats.evictions += 1;
    }
  }

  /** Whether a load that started at `started` may be kept in `group`: nothing dropped it since. */
  function stillFresh(group: string, started: number) {
    return clearedAt < started && (droppedAt.get(group) ?? 0) < started;
  }

  /** droppedAt only matters to loads in flight: forget what is older than the oldest of them. */
  function forget() {
    if (droppedAt.size < 1_000) return;
    let oldest = epoch + 1;
    for (const { started } of loading.values()) oldest = Math.min(oldest, started);
    for (const [group, at] of droppedAt) if (at < oldest) droppedAt.delete(group);
  }

  function drop(group: string) {
    epoch += 1;
    droppedAt.set(group, epoch);
    // A load of this group in flight is left to its waiters; the next request starts a new one.
    for (const [key, load] of loading) if (load.group === group) loading.delete(key);
    for (const key of [...(groups.get(group) ?? [])]) remove(key);
  }

  async function load(key: string, group: string, loader: () => Promise<Loaded | null>): Promise<KeptAnswer | null> {
    epoch += 1;
    const started = epoch;
    const promise = (async () => {
      stats.loads += 1;
      const loaded = await loader();
      if (!loaded) return null;
      const entry: KeptAnswer = {
        key,
        group,
        body: loaded.body,
        type: loaded.type,
        extra: loaded.extra,
        loadedAt: now(),
        maxAgeMs: loaded.maxAgeMs ?? Number.POSITIVE_INFINITY,
        encoded: {},
        bytes: loaded.body.byteLength + key.length * 2 + ENTRY_OVERHEAD_BYTES,
      };
      if (isLive() && stillFresh(group, started)) keep(entry);
      else stats.staleLoads += 1;
      return entry;
    })();
    loading.set(key, { started, group, promise });
    try {
      return await promise;
    } finally {
      if (loading.get(key)?.promise === promise) loading.delete(key);
      forget();
    }
  }

  return {
    enabled: () => maxBytes > 0 && isLive(),

    async answer(key, group, loader) {
      const entry = entries.get(key);
      if (entry && now() - entry.loadedAt < entry.maxAgeMs) {
        stats.hits += 1;
        // Most recently used: last in the Map.
        entries.delete(key);
        entries.set(key, entry);
        return entry;
      }
      const pending = loading.get(key);
      return pending ? pending.promise : load(key, group, loader);
    },

    dropGroups(names) {
      stats.invalidations += 1;
      for (const group of new Set(names)) drop(group);
    },

    dropMentioning(id) {
      stats.invalidations += 1;
      // Rare (a new username or picture): a scan of the kept bytes instead of an index of every person shown.
      const needle = Buffer.from(id);
      for (const entry of [...entries.values()]) if (Buffer.from(entry.body.buffer, entry.body.byteOffset, entry.body.byteLength).indexOf(needle) >= 0) drop(entry.group);
    },

    clear() {
      epoch += 1;
      clearedAt = epoch;
      stats.invalidations += 1;
      loading.clear();
      entries.clear();
      groups.clear();
      droppedAt.clear();
      bytes = 0;
    },

    grew(entry, added) {
      if (entries.get(entry.key) !== entry) return;
      entry.bytes += added;
      bytes += added;
      evict();
    },

    stats: () => ({ entries: entries.size, bytes, maxBytes, ...stats }),
  };
}
