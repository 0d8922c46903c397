// A workaround for pg-boss 10 (timgit/pg-boss#577, fixed only in 11, which needs Node 22): after a
// handler returns or throws, its worker calls complete()/fail() without awaiting them. When PostgreSQL
// is unreachable at that moment (a restart), the rejection is unhandled and Node ends the process.
// Here every complete()/fail() promise also gets a handler that reports the failure as the queue's
// 'error' event; a caller that awaits it still sees the rejection. The job stays active, and pg-boss
// runs it again once it expires — every handler here is idempotent.
import { createRequire } from 'node:module';

type Completion = (this: { emit(event: 'error', error: Error): boolean }, ...args: unknown[]) => Promise<unknown>;

export class JobEndNotRecordedError extends Error {
  constructor(method: string, cause: unknown) {
    super(`pg-boss could not record that a job ended (${method}); it runs again once it expires: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

let installed = false;

export function guardJobEnds(): void {
  if (installed) return;
  installed = true;
  const manager = (createRequire(import.meta.url)('pg-boss/src/manager.js') as { prototype: Record<string, Completion | undefined> }).prototype;
  for (const method of ['complete', 'fail'] as const) {
    const original = manager[method];
    if (typeof original !== 'function') continue; // another pg-boss: queue.outage.test.ts says whether it still needs this
    manager[method] = function (this, ...args) {
      const pending = original.apply(this, args);
      pending.catch((error: unknown) => this.emit('error', new JobEndNotRecordedError(method, error)));
      return pending;
    };
  }
}
