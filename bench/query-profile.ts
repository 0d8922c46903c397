// bench/query-profile: where a piece of server code spends its time, without touching it — a Kysely
// over the same pool that timestamps every statement. Each statement is put in a step by its SQL, and
// the time between one statement's answer and the next one's start (the Node code in between: building
// parameters, mapping rows, the pure domain computation) is counted as that next step's JS time.
import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import type { Db } from '../apps/server/src/db/client';
import type { DB } from '../apps/server/src/db/schema';

export interface StepTime {
  step: string;
  statements: number;
  /** Time from sending the statement to its answer (PostgreSQL's work, the round trip, pg parsing the rows). */
  sqlMs: number;
  /** Node time before the step's statements, since the previous answer. */
  jsMs: number;
}

export interface QueryProfiler {
  db: Db;
  /** Runs `work` and returns its wall time and the steps, in the order each step first ran. */
  measure<T>(work: (db: Db) => Promise<T>): Promise<{ result: T; totalMs: number; steps: StepTime[] }>;
}

/** `steps`: [name, pattern] tried in order on each statement's SQL; anything else is 'other: <first words>'. */
export function queryProfiler(pool: pg.Pool, steps: [string, RegExp][]): QueryProfiler {
  let recording: { lastEnd: number; steps: Map<string, StepTime> } | undefined;
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool }),
    log(event) {
      if (!recording) return;
      const end = performance.now();
      const start = end - event.queryDurationMillis;
      const text = event.query.sql.replace(/\s+/g, ' ').trim();
      const name = steps.find(([, pattern]) => pattern.test(text))?.[0] ?? `other: ${text.slice(0, 60)}`;
      const step = recording.steps.get(name) ?? recording.steps.set(name, { step: name, statements: 0, sqlMs: 0, jsMs: 0 }).get(name)!;
      step.statements += 1;
      step.sqlMs += event.queryDurationMillis;
      step.jsMs += Math.max(0, start - recording.lastEnd);
      recording.lastEnd = end;
    },
  });
  return {
    db,
    async measure(work) {
      const started = performance.now();
      recording = { lastEnd: started, steps: new Map() };
      try {
        const result = await work(db);
        const totalMs = performance.now() - started;
        const tail = totalMs - (recording.lastEnd - started);
        const steps = [...recording.steps.values()];
        if (tail > 0) steps.push({ step: 'after the last statement', statements: 0, sqlMs: 0, jsMs: tail });
        return { result, totalMs, steps };
      } finally {
        recording = undefined;
      }
    },
  };
}
