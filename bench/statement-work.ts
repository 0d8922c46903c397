// bench/statement-work: what each step of a measured piece of code made PostgreSQL do, from
// pg_stat_statements — buffers touched (shared hits + reads), buffers dirtied, WAL written, rows — beside
// its execution time. On a shared 2-core machine the wall (and even the CPU) of a step moves with the
// load; the buffers and the WAL do not: two runs of the same code on the same data touch the same pages.
// So a step whose time grew but whose work did not was slowed by the machine, and a step whose work grew
// was slowed by the code or the schema (an extra index, a scan, a wider row). Needs the cluster started
// with shared_preload_libraries=pg_stat_statements (STATEMENT_WORK_SETTINGS).
import { sql } from 'kysely';
import type { Db } from '../apps/server/src/db/client';

/** Server settings that make pg_stat_statements count (passed to startBenchPostgres). */
export const STATEMENT_WORK_SETTINGS = { shared_preload_libraries: 'pg_stat_statements', 'pg_stat_statements.track': 'all', 'pg_stat_statements.max': '10000' };

export interface StepWork {
  step: string;
  calls: number;
  /** PostgreSQL's own execution time of the step's statements (planning excluded). */
  execMs: number;
  /** Shared buffers found in (hit) or brought into (read) PostgreSQL's cache: the pages the step touched. */
  buffers: number;
  dirtied: number;
  walBytes: number;
  rows: number;
  /** Statements run by other statements (foreign-key checks, functions): their work is already in their caller's. */
  nested: boolean;
}

export interface StatementWork {
  /** Forgets what was counted so far (call right before the measured code). */
  reset(): Promise<void>;
  /** What was counted since reset, by step (the same [name, pattern] list as bench/query-profile), in order of buffers. */
  read(): Promise<StepWork[]>;
}

export async function statementWork(db: Db, steps: [string, RegExp][]): Promise<StatementWork> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_stat_statements`.execute(db);
  return {
    async reset() {
      await sql`SELECT pg_stat_statements_reset()`.execute(db);
    },
    async read() {
      const { rows } = await sql<{ query: string; toplevel: boolean; calls: string; exec_ms: number; hit: string; read: string; dirtied: string; wal_bytes: string; rows: string }>`
        SELECT query, toplevel, calls, total_exec_time AS exec_ms, shared_blks_hit AS hit, shared_blks_read AS read, shared_blks_dirtied AS dirtied, wal_bytes, rows
        FROM pg_stat_statements WHERE query NOT LIKE '%pg_stat_statements%'`.execute(db);
      const byStep = new Map<string, StepWork>();
      for (const row of rows) {
        const text = row.query.replace(/\s+/g, ' ').trim();
        const found = steps.find(([, pattern]) => pattern.test(text))?.[0] ?? `other: ${text.slice(0, 60)}`;
        const name = row.toplevel ? found : `(nested) ${found}`;
        const step = byStep.get(name) ?? byStep.set(name, { step: name, calls: 0, execMs: 0, buffers: 0, dirtied: 0, walBytes: 0, rows: 0, nested: !row.toplevel }).get(name)!;
        step.calls += Number(row.calls);
        step.execMs += Number(row.exec_ms);
        step.buffers += Number(row.hit) + Number(row.read);
        step.dirtied += Number(row.dirtied);
        step.walBytes += Number(row.wal_bytes);
        step.rows += Number(row.rows);
      }
      return [...byStep.values()].sort((a, b) => b.buffers - a.buffers);
    },
  };
}
