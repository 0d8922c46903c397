// Background work of the simulator (transfer completion, M-Pesa prompts, webhook retries) runs through
// here so that reset() can cancel it, stop() can end it, and idle() lets a test wait for all of it.

export interface Scheduler {
  /** Runs fn now, in the background; its promise is tracked until it settles. */
  run(fn: () => Promise<void>): void;
  /** Runs fn after ms, unless cancelled by cancelAll() or stop() first. */
  after(ms: number, fn: () => Promise<void> | void): void;
  /** Resolves after ms, or early when cancelled; answers whether the caller should carry on. */
  sleep(ms: number): Promise<boolean>;
  /** The current generation: work started before a cancelAll() sees a different number and stops. */
  readonly generation: number;
  /** Aborted by cancelAll() and stop(): pass it to requests made by background work. */
  readonly signal: AbortSignal;
  cancelAll(): void;
  stop(): void;
  /** Resolves once no background work is left (including work started while waiting). */
  idle(): Promise<void>;
}

export function createScheduler(): Scheduler {
  const tasks = new Set<Promise<void>>();
  const sleepers = new Set<{ timer: NodeJS.Timeout; wake: () => void }>();
  let generation = 0;
  let stopped = false;
  let aborter = new AbortController();

  const scheduler: Scheduler = {
    get generation() {
      return generation;
    },
    get signal() {
      return aborter.signal;
    },
    run(fn) {
      if (stopped) return;
      const task: Promise<void> = fn()
        .catch((error: unknown) => console.error('[paystack-simulator] background task failed', error))
        .finally(() => tasks.delete(task));
      tasks.add(task);
    },
    after(ms, fn) {
      const startedIn = generation;
      scheduler.run(async () => {
        const carryOn = await scheduler.sleep(ms);
        if (carryOn && startedIn === generation) await fn();
      });
    },
    sleep(ms) {
      const startedIn = generation;
      return new Promise<boolean>((resolve) => {
        const sleeper = {
          wake: () => {
            clearTimeout(sleeper.timer);
            sleepers.delete(sleeper);
            resolve(!stopped && startedIn === generation);
          },
          timer: setTimeout(() => sleeper.wake(), Math.max(0, ms)),
        };
        sleepers.add(sleeper);
      });
    },
    cancelAll() {
      generation += 1;
      aborter.abort();
      aborter = new AbortController();
      for (const sleeper of [...sleepers]) sleeper.wake();
    },
    stop() {
      stopped = true;
      scheduler.cancelAll();
    },
    async idle() {
      while (tasks.size > 0) await Promise.allSettled([...tasks]);
    },
  };
  return scheduler;
}
