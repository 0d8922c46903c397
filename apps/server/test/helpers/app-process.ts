// The real server (src/main.ts) as a child process, configured like production (no demo data, no
// outbox, responses not re-validated) behind a proxy (TRUST_PROXY, so each simulated phone can bring its
// own X-Forwarded-For address). For tests that need real processes (two instances, kill -9) and benches.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './ports';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface AppProcessOptions {
  databaseUrl: string;
  /** BETTER_AUTH_SECRET: the same one signs sessions for every process of one deployment. */
  secret: string;
  dataDir: string;
  /** A fixed port (a restarted process keeps its address); default a free one. */
  port?: number;
  /** More variables, applied last (e.g. PAYSTACK_SECRET_KEY and PAYSTACK_BASE_URL of a shared simulator). */
  env?: Record<string, string>;
  /** Node flags before the script (e.g. --cpu-prof). */
  nodeArgs?: string[];
  /** Every line the process writes (stdout and stderr). */
  onLine?: (line: string) => void;
  /** How long to wait for /readyz; default 90 s. */
  readyTimeoutMs?: number;
}

export interface AppProcess {
  url: string;
  port: number;
  pid: number;
  /** Resolves when the process has exited (for any reason). */
  exited: Promise<void>;
  hasExited(): boolean;
  /** The last few KB it wrote, for error messages. */
  tail(): string;
  /** SIGTERM: drains requests, stops jobs, closes its pool (SIGKILL after 30 s). */
  stop(): Promise<void>;
  /** kill -9: no draining, no cleanup, as a crash or an OOM kill. */
  kill(): Promise<void>;
}

/** Empty means "not set" to loadEnv: a developer's real providers must not leak into a test or bench run. */
const UNSET = Object.fromEntries(
  ['PAYSTACK_SECRET_KEY', 'SMTP_URL', 'AT_API_KEY', 'AT_USERNAME', 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL', 'S3_PRIVATE_BUCKET'].map((name) => [
    name,
    '',
  ]),
);

export async function startAppProcess(options: AppProcessOptions): Promise<AppProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...UNSET,
      NODE_ENV: 'production',
      // A staging server: production settings on the Paystack simulator and the dev outbox (env.ts).
      ALLOW_SIMULATORS: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      SEED_DEMO_DATA: 'false',
      BETTER_AUTH_SECRET: options.secret,
      PAYSTACK_SIMULATOR_PORT: String(await freePort()),
      // Production serves /metrics on 9464 by default: each instance its own port, so two can run at once.
      METRICS_PORT: String(await freePort()),
      // Its clients redeem to payout accounts they have just added; the hold has tests of its own (payout-account-hold.test.ts).
      PAYOUT_ACCOUNT_HOLD_HOURS: '0',
      ...options.env,
    },
  });
  // Keep the tail of its output for error messages, hand out whole lines, and drain the pipes.
  let output = '';
  const partial = { stdout: '', stderr: '' };
  const reader = (stream: 'stdout' | 'stderr') => (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    output = (output + text).slice(-8000);
    if (!options.onLine) return;
    const lines = (partial[stream] + text).split('\n');
    partial[stream] = lines.pop()!;
    for (const line of lines) options.onLine(line);
  };
  child.stdout.on('data', reader('stdout'));
  child.stderr.on('data', reader('stderr'));
  // Should this process die without stopping it (a test runner ending a timed-out worker), a watchdog
  // holding a pipe from us kills the server when the pipe closes: never a stray server left running.
  const watchdog = spawn('/bin/sh', ['-c', `cat >/dev/null; kill -9 ${child.pid} 2>/dev/null`], { stdio: ['pipe', 'ignore', 'ignore'] });
  watchdog.unref();
  (watchdog.stdin as unknown as { unref(): void }).unref();
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      // Its work is done: ended before the pipe closes, so it never signals a pid reused since.
      watchdog.kill('SIGKILL');
      watchdog.stdin!.destroy();
      resolve();
    }),
  );

  const signal = async (name: NodeJS.Signals, graceMs: number) => {
    if (exited) return;
    child.kill(name);
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exit;
    clearTimeout(timer);
  };
  const stop = () => signal('SIGTERM', 30_000);
  const kill = () => signal('SIGKILL', 5_000);

  const readyTimeoutMs = options.readyTimeoutMs ?? 90_000;
  const giveUp = Date.now() + readyTimeoutMs;
  for (;;) {
    if (exited) throw new Error(`the server exited while starting:\n${output}`);
    const ready = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(5_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { url, port, pid: child.pid!, exited: exit, hasExited: () => exited, tail: () => output, stop, kill };
    if (Date.now() > giveUp) {
      await stop();
      throw new Error(`the server was not ready after ${readyTimeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
