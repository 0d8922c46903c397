// Many small reads or writes asked for in the same turn of the event loop, done in one statement.
// Why: under load every request used to spend a round trip each on its session and its rate-limit
// counter; the cost was the round trips and per-statement work, not the rows (bench:backing). Each
// caller still gets its own answer, from a statement that ran after it asked — nothing is cached.

export interface CoalesceOptions {
  /** Most items in one flush (the rest go in the next). */
  max?: number;
}

/**
 * Returns `load(item)`: items asked for before the event loop moves on are handed to `flush` together,
 * which answers one result per item, in order. If `flush` fails, every item of it fails with its error.
 */
export function coalesce<T, R>(flush: (items: T[]) => Promise<R[]>, { max = 500 }: CoalesceOptions = {}): (item: T) => Promise<R> {
  const pending: { item: T; resolve(result: R): void; reject(error: unknown): void }[] = [];

  function run() {
    const batch = pending.splice(0, max);
    if (pending.length) setImmediate(run);
    Promise.resolve()
      .then(() => flush(batch.map((p) => p.item)))
      .then(
        (results) => batch.forEach((p, i) => p.resolve(results[i]!)),
        (error: unknown) => batch.forEach((p) => p.reject(error)),
      );
  }

  return (item) =>
    new Promise<R>((resolve, reject) => {
      if (!pending.length) setImmediate(run);
      pending.push({ item, resolve, reject });
    });
}
