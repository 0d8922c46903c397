// runInTransaction's after-commit hooks (decision 024), on a real database: a hook never runs for a
// rolled-back transaction, runs once after the commit (seeing what was committed), and a failing hook
// is logged while the caller still gets its committed result.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/database';
import { insertUser } from '../../test/helpers/fixtures';
import { runIdempotent } from '../http/idempotency';
import type { Db } from './client';
import { hasAfterCommit, runInTransaction } from './unit-of-work';

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await sql`CREATE TABLE uow_probe (id int PRIMARY KEY)`.execute(db);
});
afterAll(async () => {
  await database?.drop();
});

const probeIds = async (): Promise<number[]> => (await sql<{ id: number }>`SELECT id FROM uow_probe ORDER BY id`.execute(db)).rows.map((row) => row.id);

describe('runInTransaction', () => {
  it('never runs a hook of a transaction that rolls back, and rethrows the work’s error', async () => {
    const ran: string[] = [];
    await expect(
      runInTransaction(db, async (tx) => {
        await sql`INSERT INTO uow_probe (id) VALUES (1)`.execute(tx);
        tx.afterCommit(() => ran.push('hook'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(ran).toEqual([]);
    expect(await probeIds()).toEqual([]);
  });

  it('a transaction that fails at commit (a deferred constraint) runs no hook either', async () => {
    await sql`CREATE TABLE uow_deferred (id int UNIQUE DEFERRABLE INITIALLY DEFERRED)`.execute(db);
    const ran: string[] = [];
    await expect(
      runInTransaction(db, async (tx) => {
        await sql`INSERT INTO uow_deferred (id) VALUES (1), (1)`.execute(tx);
        tx.afterCommit(() => ran.push('hook'));
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(ran).toEqual([]);
  });

  it('runs each hook once, after the commit, in the order registered, with the database (not the finished transaction)', async () => {
    const seen: { hook: string; ids: number[]; isTransaction: boolean }[] = [];
    const result = await runInTransaction(db, async (tx) => {
      expect(hasAfterCommit(tx)).toBe(true);
      await sql`INSERT INTO uow_probe (id) VALUES (2)`.execute(tx);
      tx.afterCommit(async (hookDb) => seen.push({ hook: 'first', ids: await probeIds(), isTransaction: hookDb.isTransaction }));
      tx.afterCommit(async (hookDb) => seen.push({ hook: 'second', ids: await probeIds(), isTransaction: hookDb.isTransaction }));
      // Not yet: the work is still in its transaction.
      expect(seen).toEqual([]);
      return 'answer';
    });
    expect(result).toBe('answer');
    // Each hook saw the committed row from another connection: it ran after the commit.
    expect(seen.map((s) => s.hook).sort()).toEqual(['first', 'second']);
    expect(seen).toEqual(
      expect.arrayContaining([
        { hook: 'first', ids: [2], isTransaction: false },
        { hook: 'second', ids: [2], isTransaction: false },
      ]),
    );
    // Once: a second transaction does not run them again.
    await runInTransaction(db, async () => {});
    expect(seen).toHaveLength(2);
  });

  it('a failing hook is logged, and the caller still gets its result (the money is committed)', async () => {
    const logged: { details: object; message: string }[] = [];
    const log = { error: (details: object, message: string) => logged.push({ details, message }) };
    const ran: string[] = [];
    const result = await runInTransaction(
      db,
      async (tx) => {
        await sql`INSERT INTO uow_probe (id) VALUES (3)`.execute(tx);
        tx.afterCommit(() => {
          throw new Error('hint lost');
        });
        tx.afterCommit(async () => {
          throw new Error('async hint lost');
        });
        tx.afterCommit(() => ran.push('the next hook still runs'));
        return { committed: true };
      },
      { log },
    );
    expect(result).toEqual({ committed: true });
    expect(await probeIds()).toEqual([2, 3]);
    expect(ran).toEqual(['the next hook still runs']);
    expect(logged.map((l) => (l.details as { err: Error }).err.message).sort()).toEqual(['async hint lost', 'hint lost']);
    expect(logged[0]!.message).toMatch(/after-commit hook failed/);
  });

  it('a token-moving request (runIdempotent) whose hook fails is still answered, its key and writes committed, and the failure logged', async () => {
    const userId = await insertUser(db);
    const logged: string[] = [];
    const log = { error: (details: object) => logged.push((details as { err: Error }).err.message) };
    const result = await runIdempotent(db, { userId, key: 'uow-hook-fails-1', endpoint: 'test', hash: 'h', log }, async (tx) => {
      await sql`INSERT INTO uow_probe (id) VALUES (4)`.execute(tx);
      tx.afterCommit(() => {
        throw new Error('live hint lost');
      });
      return { status: 201, body: { done: true } };
    });
    expect(result).toEqual({ status: 201, body: { done: true }, replayed: false });
    expect(logged).toEqual(['live hint lost']);
    expect(await probeIds()).toContain(4);
    const stored = await db.selectFrom('idempotency_keys').select(['response_status', 'response_body']).where('user_id', '=', userId).where('key', '=', 'uow-hook-fails-1').executeTakeFirstOrThrow();
    expect(stored).toEqual({ response_status: 201, response_body: { done: true } });
  });

  it("'background' returns after the commit without waiting for the hooks, which still run once", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const ran: string[] = [];
    const result = await runInTransaction(
      db,
      async (tx) => {
        tx.afterCommit(async () => {
          await gate;
          ran.push('hook');
        });
        return 'answered';
      },
      { hooks: 'background' },
    );
    expect(result).toBe('answered');
    expect(ran).toEqual([]);
    release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(ran).toEqual(['hook']);
  });

  it('refuses a hook registered once the transaction is over', async () => {
    let kept!: { afterCommit(hook: () => void): void };
    await runInTransaction(db, async (tx) => {
      kept = tx;
    });
    expect(() => kept.afterCommit(() => {})).toThrow(/transaction is over/);
  });

  it('takes an isolation level', async () => {
    const level = await runInTransaction(db, async (tx) => (await sql<{ level: string }>`SELECT current_setting('transaction_isolation') AS level`.execute(tx)).rows[0]!.level, { isolation: 'repeatable read' });
    expect(level).toBe('repeatable read');
  });
});
