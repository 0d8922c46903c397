// One way to open a database transaction (decision 024): runInTransaction(db, work). `work` gets the
// transaction `tx`, which can also take `tx.afterCommit(hook)`: work that must happen only once the
// transaction's writes are visible to everyone — today the live events (modules/realtime), which
// point at rows a client refetches. A hook
// - never runs when the transaction rolls back (nothing it would announce exists);
// - runs once, after the commit, with the database (the transaction is over by then);
// - cannot fail the work: the money is committed, so a failing hook is logged and the caller still
//   gets its result.
// The HTTP layer (idempotent requests, the batcher), webhooks, jobs and services all open their
// transactions here; lint refuses `.transaction()` anywhere else in src.
import type { Db } from './client';

export type AfterCommitHook = (db: Db) => unknown;

export interface UnitOfWork {
  /** Runs `hook` after this transaction commits (never if it rolls back); see the file's head. */
  afterCommit(hook: AfterCommitHook): void;
}

/** A transaction opened by runInTransaction: a Db for the work's statements, plus afterCommit. */
export type Tx = Db & UnitOfWork;

export interface RunInTransactionOptions {
  /** Where a failing hook is reported (default: a process warning). */
  log?: { error(details: object, message: string): void };
  /**
   * 'wait' (default): the result is returned once every hook has finished. 'background': returned at
   * once after the commit while the hooks run (the batcher: its answers must not wait on live hints).
   */
  hooks?: 'wait' | 'background';
  /** The transaction's isolation level (default: the database's, read committed). */
  isolation?: 'repeatable read' | 'serializable';
}

/** True when `db` is a transaction opened by runInTransaction (it takes after-commit hooks). */
export function hasAfterCommit(db: Db): db is Tx {
  return typeof (db as Partial<UnitOfWork>).afterCommit === 'function';
}

function reportHookError(error: unknown, log: RunInTransactionOptions['log']): void {
  if (log) log.error({ err: error }, 'an after-commit hook failed (the transaction had committed)');
  else process.emitWarning(`after-commit hook failed (the transaction had committed): ${(error as Error)?.message ?? String(error)}`);
}

/**
 * Runs `work` in one transaction and, once it has committed, the hooks it registered (in the order
 * registered, all started together). Rolls back and rethrows when `work` throws; its hooks are dropped.
 */
export async function runInTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>, options: RunInTransactionOptions = {}): Promise<T> {
  const hooks: AfterCommitHook[] = [];
  let open = true;
  const begin = options.isolation ? db.transaction().setIsolationLevel(options.isolation) : db.transaction();
  const result = await begin.execute(async (trx) => {
    // The transaction object itself carries afterCommit (no side table keyed by it): whatever the work
    // hands `tx` to (a service, a repo, the notifications) can register a hook with it.
    const tx = Object.assign(trx, {
      afterCommit(hook: AfterCommitHook) {
        if (!open) throw new Error('afterCommit: this transaction is over; register hooks while it runs.');
        hooks.push(hook);
      },
    });
    try {
      return await work(tx);
    } finally {
      open = false;
    }
  });
  const ran = Promise.all(
    hooks.map((hook) =>
      Promise.resolve()
        .then(() => hook(db))
        .catch((error: unknown) => reportHookError(error, options.log)),
    ),
  );
  if (options.hooks !== 'background') await ran;
  return result;
}
