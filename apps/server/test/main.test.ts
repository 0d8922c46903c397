// `npm start` as a person runs it: the real main.ts in a child process, with its own embedded PostgreSQL.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './helpers/ports';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Run {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<number | null>;
}

function start(env: Record<string, string>): Run {
  let stdout = '';
  let stderr = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: SERVER_DIR, env: { ...process.env, NODE_ENV: 'test', SEED_DEMO_DATA: 'true', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, stdout: () => stdout, stderr: () => stderr, exit };
}

async function waitFor(run: Run, text: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!run.stdout().includes(text)) {
    if (run.child.exitCode !== null) throw new Error(`exited early: ${run.stderr()}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for "${text}"`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** `npm run ledger:verify` with the same settings as the app (its exit code and output). */
async function ledgerVerify(env: Record<string, string>) {
  // A child of our own (not spawnSync): this process keeps reading the running server's output meanwhile.
  const run = spawn(process.execPath, ['--import', 'tsx', 'src/modules/ledger/ledger-verify-cli.ts'], { cwd: SERVER_DIR, env: { ...process.env, NODE_ENV: 'test', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  run.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  run.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const status = await new Promise<number | null>((resolve) => run.once('exit', (code) => resolve(code)));
  return { status, stdout, stderr };
}

const postgresProcessesUsing = (dir: string) =>
  execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes('postgres') && line.includes(dir));

/** This machine's address on its network, if it has one (another machine would reach it there). */
const external = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('npm start (main.ts)', () => {
  it('a bad env variable gives one clear line and exit code 1, no stack trace', async () => {
    const run = start({ PORT: 'abc' });
    expect(await run.exit).toBe(1);
    expect(run.stderr()).toBe("Invalid environment: PORT must be a whole number between 1 and 65535 (got 'abc')\n");
  });

  it('NODE_ENV=production without real providers refuses to start with one line naming them (no simulator in production)', async () => {
    const run = start({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'p'.repeat(32), PAYSTACK_SECRET_KEY: '', SMTP_URL: '', AT_API_KEY: '', AT_USERNAME: '', ALLOW_SIMULATORS: '' });
    expect(await run.exit).toBe(1);
    expect(run.stderr()).toBe(
      'Invalid environment: PAYSTACK_SECRET_KEY, SMTP_URL, AT_API_KEY and AT_USERNAME are required in production (real payments, e-mail and SMS instead of the local simulators); a staging server may set ALLOW_SIMULATORS=true instead\n',
    );
  });

  it('a port already in use gives one clear line and exit code 1', async () => {
    const port = await freePort();
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(port, '0.0.0.0', resolve));
    try {
      const run = start({ PORT: String(port) });
      expect(await run.exit).toBe(1);
      expect(run.stderr()).toBe(`Error: port ${port} is already in use. Stop the other process or set PORT to a free port.\n`);
    } finally {
      blocker.close();
    }
  });

  it('starts embedded PostgreSQL, migrates, seeds once, serves, and SIGTERM stops everything; the next start reuses the data', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'changamoto-start-'));
    chmodSync(dataDir, 0o755);
    dirs.push(dataDir);
    const env = { DATA_DIR: dataDir, PORT: String(await freePort()), EMBEDDED_PG_PORT: String(await freePort()), PAYSTACK_SIMULATOR_PORT: String(await freePort()), LOG_LEVEL: 'info' };

    const first = start(env);
    // The first start also plays the demo data through the app (purchases, challenges, two settlements).
    await waitFor(first, 'Changamoto is running at', 180_000);
    const base = `http://127.0.0.1:${env.PORT}`;
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    // The demo data, made through the app (db/seed.ts): every challenge has a creator and stakes.
    const list = (await (await fetch(`${base}/api/challenges?limit=50`)).json()) as { challenges: { totalJackpot: number }[] };
    expect(list.challenges).toHaveLength(8);
    expect(list.challenges.every((c) => c.totalJackpot > 0)).toBe(true);
    expect(first.stdout()).toContain('"msg":"demo data seeded through the app"');
    expect(first.stdout()).toContain('admin@demo.changamoto.co.ke');
    expect(first.stdout()).toContain('kamau@demo.changamoto.co.ke');
    // `npm run ledger:verify` while the app runs: through the app's PostgreSQL, not a second one on the same data.
    const postgresBefore = postgresProcessesUsing(dataDir).length;
    const whileRunning = await ledgerVerify(env);
    expect(whileRunning.stderr).toBe('');
    expect(whileRunning.stdout).toContain('Ledger OK: all five invariants hold.');
    expect(whileRunning.status).toBe(0);
    expect(postgresProcessesUsing(dataDir).length).toBe(postgresBefore);
    expect((await fetch(`${base}/readyz`)).status).toBe(200); // the app's database is still there
    // Safe defaults (issue #15 item 7): this machine only, and the banner says so, and that the outbox is local.
    expect(first.stdout()).toContain(`  listens:  127.0.0.1:${env.PORT}, this machine only (HOST=0.0.0.0 opens it to your network)`);
    expect(first.stdout()).toContain(`  messages: dev outbox (e-mail and SMS) at http://localhost:${env.PORT}/dev/outbox (answers requests from this machine only)`);
    expect((await fetch(`${base}/dev/outbox.json`)).status).toBe(200);
    expect((await fetch(`${base}/dev/outbox.json`, { headers: { 'X-Forwarded-For': '127.0.0.1' } })).status).toBe(404);
    if (external) await expect(fetch(`http://${external}:${env.PORT}/readyz`)).rejects.toThrow(); // nothing listens there
    expect(postgresProcessesUsing(dataDir).length).toBeGreaterThan(0);

    // A request still arriving when SIGTERM comes is served before the server exits (drain).
    const body = JSON.stringify({ name: 'Otieno', email: 'otieno@example.com', subject: 'Drain', message: 'Sent during shutdown.' });
    const socket = connect(Number(env.PORT), '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    socket.write(`POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 20)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    first.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    socket.write(body.slice(20)); // not end(): a half-closed socket could not read the answer
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 201 Created/);
    expect(await first.exit).toBe(0);
    expect(first.stdout()).toContain('"msg":"stopped"');
    expect(postgresProcessesUsing(dataDir)).toEqual([]); // no stray process

    // And with the app stopped: it starts its own embedded PostgreSQL, and stops it again.
    const whileStopped = await ledgerVerify(env);
    expect(whileStopped.stdout).toContain('Ledger OK: all five invariants hold.');
    expect(whileStopped.status).toBe(0);
    expect(postgresProcessesUsing(dataDir)).toEqual([]);

    const second = start(env);
    await waitFor(second, 'Changamoto is running at');
    const again = (await (await fetch(`${base}/api/challenges?limit=50`)).json()) as { challenges: unknown[] };
    expect(again.challenges).toHaveLength(8);
    expect(second.stdout()).not.toContain('demo data seeded');
    expect(second.stdout()).not.toContain('demo data not seeded');
    second.child.kill('SIGINT');
    expect(await second.exit).toBe(0);
    expect(postgresProcessesUsing(dataDir)).toEqual([]);
  }, 300_000);

  it('kill -9 of the server still stops its PostgreSQL, and the next start works', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'changamoto-kill-'));
    chmodSync(dataDir, 0o755);
    dirs.push(dataDir);
    // No demo data: this is about PostgreSQL outliving a killed server (the test above seeds).
    const env = { DATA_DIR: dataDir, PORT: String(await freePort()), EMBEDDED_PG_PORT: String(await freePort()), PAYSTACK_SIMULATOR_PORT: String(await freePort()), LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'false' };
    const first = start(env);
    await waitFor(first, 'Changamoto is running at');
    first.child.kill('SIGKILL');
    await first.exit;
    const deadline = Date.now() + 15_000;
    while (postgresProcessesUsing(dataDir).length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(postgresProcessesUsing(dataDir)).toEqual([]);

    const second = start(env);
    await waitFor(second, 'Changamoto is running at');
    expect((await fetch(`http://127.0.0.1:${env.PORT}/readyz`)).status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exit).toBe(0);
  }, 120_000);
});
