// bench/app-server: the real server (apps/server/src/main.ts) as a child process on a bench database,
// configured like production (no demo data, no outbox, responses not re-validated) behind a proxy
// (TRUST_PROXY, so each simulated phone can bring its own X-Forwarded-For address).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './lib';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/server');

export interface AppServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export async function startAppServer({ databaseUrl, secret, dataDir }: { databaseUrl: string; secret: string; dataDir: string }): Promise<AppServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Empty means "not set" to loadEnv: a developer's real Paystack, SMTP, SMS, Google or S3 settings
  // must not leak into a bench run.
  const unset = Object.fromEntries(
    ['PAYSTACK_SECRET_KEY', 'SMTP_URL', 'AT_API_KEY', 'AT_USERNAME', 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'].map((name) => [name, '']),
  );
  // BENCH_SERVER_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops (open it in
  // Chrome DevTools) — to see where a request's time goes.
  const profile = process.env.BENCH_SERVER_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_SERVER_CPU_PROF)}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...unset,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
      BETTER_AUTH_SECRET: secret,
      PAYSTACK_SIMULATOR_PORT: String(await freePort()),
    },
  });
  // Keep the tail of its output for the error message if it fails to start (and drain the pipes).
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));

  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM'); // drains requests, stops jobs, closes its pool
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    await exit;
    clearTimeout(timer);
  };

  const giveUp = Date.now() + 90_000;
  for (;;) {
    if (exited) throw new Error(`the server exited while starting:\n${output}`);
    const ready = await fetch(`${url}/readyz`).then((r) => r.ok, () => false);
    if (ready) return { url, pid: child.pid!, stop };
    if (Date.now() > giveUp) {
      await stop();
      throw new Error(`the server was not ready after 90 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
