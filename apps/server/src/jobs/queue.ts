// Background jobs on pg-boss, in the same PostgreSQL as everything else (ARCHITECTURE.md).
// A job can be queued inside a database transaction (`tx`), so it exists only if that transaction commits.
import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import type { Db } from '../db/client';
import { hasAfterCommit } from '../db/unit-of-work';
import type { Logger } from '../logger';
import { guardJobEnds } from './job-end-guard';

export const JOB_SCHEMA = 'pgboss';

export interface JobDefinition<T extends object = object> {
  name: string;
  /** Retries with exponential backoff; a job that throws is retried until the limit. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** Cron (UTC) for a recurring job. */
  schedule?: string;
  handle(data: T): Promise<void>;
}

export interface JobQueue {
  /** Adds workers after start (jobs whose services need the queue themselves). */
  register(jobs: JobDefinition<never>[]): Promise<void>;
  send<T extends object>(name: string, data: T, options?: { tx?: Db; singletonKey?: string }): Promise<string | null>;
  /** Many jobs of one queue in one INSERT (a settlement's e-mails), with the queue's retry policy. */
  sendMany<T extends object>(name: string, items: T[], options?: { tx?: Db }): Promise<void>;
  isRunning(): boolean;
  stop(): Promise<void>;
}

function executorFor(tx: Db) {
  return {
    async executeSql(text: string, values: unknown[]) {
      const result = await tx.executeQuery(CompiledQuery.raw(text, values));
      return { rows: result.rows as unknown[] };
    },
  };
}

/** Creates or upgrades pg-boss's own tables. Run by migrations so test databases are cloned with them. */
export async function installJobSchema(connectionString: string): Promise<void> {
  const boss = new PgBoss({ connectionString, schema: JOB_SCHEMA, max: 2, supervise: false, schedule: false, migrate: true });
  boss.on('error', () => {});
  await boss.start();
  await boss.stop({ graceful: false, close: true, wait: true });
}

/** PostgreSQL's deadlock_detected. */
const DEADLOCK = '40P01';

/**
 * pg-boss 10 gives each new queue its own partition, made with DDL: instances that start at the same
 * moment and create new queues (a first deploy, or one that adds a job) can deadlock each other, and
 * PostgreSQL then rolls one back. That one tries again, and finds the queue made or makes it.
 */
async function createQueue(boss: PgBoss, job: JobDefinition<never>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await boss.createQueue(job.name, { name: job.name, retryLimit: job.retryLimit, retryDelay: job.retryDelaySeconds, retryBackoff: true });
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== DEADLOCK || attempt >= 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, attempt * 20 + Math.random() * 100));
    }
  }
}

export async function startJobQueue(options: {
  connectionString: string;
  log: Logger;
  jobs: JobDefinition<never>[];
  /** Seconds between polls of each queue; tests use the minimum. */
  pollingIntervalSeconds?: number;
  maxConnections?: number;
}): Promise<JobQueue> {
  const { log } = options;
  guardJobEnds();
  const boss = new PgBoss({ connectionString: options.connectionString, schema: JOB_SCHEMA, max: options.maxConnections ?? 4 });
  let running = false;
  // Each queue's worker in this process, so that a job sent here is fetched at once (wake, below).
  const workerIds = new Map<string, string>();
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  running = true;
  const register = async (jobs: JobDefinition<never>[]) => {
    for (const job of jobs) {
      await createQueue(boss, job);
      const worker: { id?: string } = {};
      worker.id = await boss.work<object>(job.name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async (batch) => {
        try {
          for (const item of batch) {
            const jobLog = log.child({ job: job.name, jobId: item.id });
            try {
              await job.handle(item.data as never);
              jobLog.debug('job done');
            } catch (error) {
              jobLog.warn({ err: error }, 'job failed; pg-boss will retry it');
              throw error;
            }
          }
        } finally {
          // pg-boss 10 waits a whole polling interval after every fetch, even one that found work: one job
          // per 2 s per queue (a settlement's 1,000 e-mails took half an hour). Waking the worker makes it
          // fetch again at once while there is work, and wait only when the queue is empty.
          if (batch.length && worker.id) boss.notifyWorker(worker.id);
        }
      });
      workerIds.set(job.name, worker.id);
      if (job.schedule) await boss.schedule(job.name, job.schedule, {}, { tz: 'UTC' });
    }
  };
  try {
    await register(options.jobs);
  } catch (error) {
    // Otherwise its pool and timers keep the process alive after main.ts has given up starting.
    running = false;
    await boss.stop({ graceful: false, wait: true }).catch(() => {});
    throw error;
  }
  // A worker otherwise finds a new job only at its next poll (up to pollingIntervalSeconds later): the
  // sign-in code e-mail, a settlement, a receipt all waited ~1 s on average for nothing. A job sent by
  // this process wakes this process's worker for its queue as soon as the job is visible: at once, or
  // after the commit of the transaction it was sent in (a job inside a transaction that rolls back
  // never existed). A transaction not opened by runInTransaction has no commit hook; its jobs wait for
  // the poll, as do jobs sent by other instances.
  const wake = (name: string, tx: Db | undefined) => {
    const id = workerIds.get(name);
    if (!id) return;
    const notify = () => {
      if (running) boss.notifyWorker(id);
    };
    if (!tx) notify();
    else if (hasAfterCommit(tx)) tx.afterCommit(notify);
  };
  return {
    register,
    async send(name, data, sendOptions = {}) {
      const id = await boss.send(name, data, {
        ...(sendOptions.tx ? { db: executorFor(sendOptions.tx) } : {}),
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
      });
      if (id) wake(name, sendOptions.tx);
      return id;
    },
    async sendMany(name, items, sendOptions = {}) {
      if (!items.length) return;
      await boss.insert(
        items.map((data) => ({ name, data })),
        sendOptions.tx ? { db: executorFor(sendOptions.tx) } : {},
      );
      wake(name, sendOptions.tx);
    },
    isRunning: () => running,
    async stop() {
      if (!running) return;
      running = false;
      // graceful: lets active handlers finish (up to the timeout) before the pool closes.
      await boss.stop({ graceful: true, wait: true, timeout: 15_000 });
    },
  };
}
