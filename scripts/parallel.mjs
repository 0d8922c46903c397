// Runs the static checks side by side (`npm run checks`): ESLint, Prettier and each project's tsc are
// single-threaded, and one after another they took about 3.5 minutes of CI's 2 cores while the other
// core idled. Each command's output is held until it ends, then printed whole under its name, so
// the log reads like the serial run. Exits non-zero when any command failed (after all have ended,
// so one run reports every failing check).
// Usage: node scripts/parallel.mjs [--jobs N] "<command>" ... (commands run through the shell, with
// npm's PATH: run it from an npm script).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const args = process.argv.slice(2);
let jobs = availableParallelism();
if (args[0] === '--jobs') {
  jobs = Number(args[1]);
  args.splice(0, 2);
}
if (args.length === 0 || !(jobs >= 1)) {
  console.error('usage: node scripts/parallel.mjs [--jobs N] "<command>" ...');
  process.exit(2);
}

const started = performance.now();
const queue = [...args];
const failed = [];

function run(command) {
  return new Promise((resolve) => {
    const begun = performance.now();
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.once('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.once('close', (code, signal) => {
      const seconds = ((performance.now() - begun) / 1000).toFixed(1);
      const outcome = code === 0 ? 'ok' : `FAILED (${signal ?? `exit ${code}`})`;
      process.stdout.write(`\n── ${command} — ${outcome} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      if (code !== 0) failed.push(command);
      resolve();
    });
  });
}

async function worker() {
  for (let command = queue.shift(); command !== undefined; command = queue.shift()) await run(command);
}

await Promise.all(Array.from({ length: Math.min(jobs, args.length) }, worker));
const total = ((performance.now() - started) / 1000).toFixed(1);
if (failed.length > 0) {
  console.error(`\n${failed.length} of ${args.length} checks failed in ${total} s: ${failed.join('; ')}`);
  process.exit(1);
}
console.log(`\nall ${args.length} checks passed in ${total} s (${jobs} at a time)`);
