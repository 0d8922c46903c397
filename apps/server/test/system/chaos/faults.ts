// What goes wrong during the chaos run, on purpose: the server is killed with SIGKILL and started
// again on the same port, PostgreSQL is stopped and started again, and Paystack fails, lags,
// duplicates and holds back webhooks, fails transfers and reverses paid ones.
import { OPERATIONS, type RunningPaystackSimulator } from '@changamoto/paystack-simulator';
import type { Db } from '../../../src/db/client';
import type { AppProcess } from '../../helpers/app-process';
import type { ScratchPostgres } from '../../helpers/scratch-postgres';

export interface Faults {
  server(): AppProcess;
  /** What was done, in order, with the time since the start (for the summary). */
  log: string[];
  /** Exits of the server nobody asked for (each is restarted; the test fails on any). */
  unexpectedExits: string[];
  killServer(): Promise<void>;
  restartPostgres(downMs: number): Promise<void>;
  breakPayments(): void;
  breakPayouts(): void;
  /** Reverses one paid-out redemption's transfer, if there is one. */
  reverseAPayout(): Promise<boolean>;
  /** Takes back every lasting switch (one-shot failures left over are used up by later calls). */
  clear(): void;
  /** The server is running and ready (restarted if it died on its own). */
  ensureServer(): Promise<void>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createFaults({ start, first, postgres, paystack, db }: { start: () => Promise<AppProcess>; first: AppProcess; postgres: ScratchPostgres; paystack: RunningPaystackSimulator; db: Db }): Faults {
  const controls = paystack.controls;
  const began = Date.now();
  const log: string[] = [];
  const unexpectedExits: string[] = [];
  let server = first;
  const note = (what: string) => log.push(`${((Date.now() - began) / 1000).toFixed(1)} s: ${what}`);

  async function ensureServer() {
    if (server.hasExited()) {
      unexpectedExits.push(server.tail());
      note('the server had exited on its own: starting it again');
      server = await start();
    }
    for (let i = 0; i < 240; i += 1) {
      if (
        await fetch(`${server.url}/readyz`, { signal: AbortSignal.timeout(5_000) }).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      if (server.hasExited()) return ensureServer();
      await pause(250);
    }
    throw new Error(`the server did not get ready again:\n${server.tail()}`);
  }

  return {
    server: () => server,
    log,
    unexpectedExits,
    ensureServer,
    async killServer() {
      await ensureServer();
      await server.kill();
      note(`kill -9 ${server.pid}`);
      server = await start();
      note(`server restarted (pid ${server.pid})`);
    },
    async restartPostgres(downMs) {
      await postgres.stop();
      note('PostgreSQL stopped');
      await pause(downMs);
      await postgres.start();
      note('PostgreSQL started again');
      await ensureServer();
      note('server ready again');
    },
    breakPayments() {
      controls.failNext('initialize', { status: 500, message: 'An error occurred', type: 'api_error' }, 2);
      controls.failNext('verify', { status: 503, message: 'Service unavailable', type: 'api_error' }, 2);
      controls.delay('initialize', 800);
      controls.delay('verify', 1_500);
      controls.duplicateWebhooks(3);
      note('Paystack: initialize and verify fail twice and lag, every webhook sent 3 times');
    },
    breakPayouts() {
      controls.failTransfer('next', 'Could not reach the recipient’s M-Pesa account');
      controls.failNext('transfer', { status: 500, message: 'An error occurred', type: 'api_error' });
      controls.delay('transfer', 1_000);
      controls.reorderWebhooks(true);
      note('Paystack: the next transfer fails, one POST /transfer answers 500, transfers lag, webhooks held back');
    },
    async reverseAPayout() {
      const paid = await db
        .selectFrom('payouts')
        .select('transfer_reference')
        .where('status', '=', 'completed')
        .execute()
        .catch(() => []);
      const candidate = paid.map((p) => p.transfer_reference).find((reference) => controls.transfer(reference)?.status === 'success');
      if (!candidate) return false;
      controls.reverseTransfer(candidate);
      note(`Paystack: transfer ${candidate} reversed`);
      return true;
    },
    clear() {
      for (const operation of OPERATIONS) controls.delay(operation, 0);
      controls.duplicateWebhooks(1);
      controls.reorderWebhooks(false); // sends what it held, newest first
      note('Paystack: delays and duplicates off, held webhooks released (newest first)');
    },
  };
}
