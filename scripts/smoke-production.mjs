// CI's check of the production build (issue #22 item 2), run by `npm run test:e2e` right after
// `npm run build`: starts apps/server/dist/main.js as production would (NODE_ENV=production, plain
// node with source maps, no tsx), waits for /readyz, checks that /metrics is served on METRICS_PORT
// and not on PORT, then stops it with SIGTERM and expects a clean exit. Staging settings
// (ALLOW_SIMULATORS=true, embedded PostgreSQL in a fresh data directory) so it needs no provider.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(root, 'apps/server/dist/main.js');
const TIMEOUT_MS = 60_000;

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

function fail(message) {
  console.error(`production smoke test: ${message}`);
  process.exitCode = 1;
}

if (!existsSync(entry)) {
  fail(`${path.relative(root, entry)} is missing: run npm run build first`);
  process.exit(1);
}
// The bundle must not reach for tsx (production runs compiled JavaScript only).
if (/from ["']tsx|import\(["']tsx|["']tsx\/esm/.test(readFileSync(entry, 'utf8'))) fail('the bundle imports tsx');

const [port, metricsPort, pgPort, simulatorPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
const dataDir = path.join(root, '.data', 'smoke-production');
rmSync(dataDir, { recursive: true, force: true });
const args = ['--enable-source-maps', entry];
const child = spawn(process.execPath, args, {
  cwd: root,
  stdio: ['ignore', 'pipe', 'pipe'],
  env: {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    ALLOW_SIMULATORS: 'true',
    BETTER_AUTH_SECRET: randomBytes(24).toString('hex'),
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    METRICS_PORT: String(metricsPort),
    EMBEDDED_PG_PORT: String(pgPort),
    PAYSTACK_SIMULATOR_PORT: String(simulatorPort),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
});
let output = '';
child.stdout.on('data', (chunk) => (output += chunk));
child.stderr.on('data', (chunk) => (output += chunk));
const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));

async function get(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    return { status: response.status, text: await response.text() };
  } catch {
    return { status: 0, text: '' };
  }
}

const started = Date.now();
let ready = false;
while (!ready && Date.now() - started < TIMEOUT_MS && child.exitCode === null) {
  ready = (await get(`http://127.0.0.1:${port}/readyz`)).status === 200;
  if (!ready) await new Promise((resolve) => setTimeout(resolve, 500));
}
if (!ready) fail(`/readyz did not answer 200 within ${TIMEOUT_MS / 1000} s`);
else {
  console.log(`production build ready in ${((Date.now() - started) / 1000).toFixed(1)} s (node ${args.join(' ')})`);
  const cmdline = existsSync(`/proc/${child.pid}/cmdline`) ? readFileSync(`/proc/${child.pid}/cmdline`, 'utf8') : '';
  if (cmdline.includes('tsx')) fail(`the process runs tsx: ${cmdline.replaceAll('\0', ' ')}`);
  if ((await get(`http://127.0.0.1:${port}/healthz`)).status !== 200) fail('/healthz did not answer 200');
  const onApp = await get(`http://127.0.0.1:${port}/metrics`);
  if (onApp.status !== 404) fail(`/metrics on the app's port answered ${onApp.status}, expected 404`);
  const metrics = await get(`http://127.0.0.1:${metricsPort}/metrics`);
  if (metrics.status !== 200 || !metrics.text.includes('changamoto_http_request_duration_seconds_bucket{')) fail(`/metrics on METRICS_PORT answered ${metrics.status} without request latencies`);
}
child.kill('SIGTERM');
const { code, signal } = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve({ code: 'timeout' }), 30_000))]);
if (code !== 0) fail(`the server did not stop cleanly on SIGTERM (exit ${code ?? signal})`);
if (process.exitCode) console.error(output.split('\n').slice(-40).join('\n'));
else {
  rmSync(dataDir, { recursive: true, force: true });
  console.log('production smoke test passed: /readyz, /healthz, /metrics only on METRICS_PORT, clean SIGTERM');
}
