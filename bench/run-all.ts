// bench/run-all: `npm run bench` — every benchmark of issue #8 in sequence, each as its own process (the
// same script `npm run bench:<name>` runs), then ONE summary table of every figure: value, target, and
// the ratio to its target or to the baseline measured in the same run (pgbench on the same PostgreSQL,
// the same server's minimal endpoint). Sized for ten minutes on a 2-core machine: each load figure runs
// BENCH_SECONDS (default here 8 s, after a 2 s warm-up) instead of the scripts' own 10 s, and the
// ledger bench runs only if the others left it time. Prints figures only (exit 0 whatever they are,
// non-zero when a bench itself failed).
// Growth (issue #21 §5): BENCH_SCALE=n runs reads, backing and settlement with n × the data (see lib.ts
// benchScale); BENCH_SAVE_FIGURES=<file> keeps this run's figures, and BENCH_COMPARE_FIGURES=<file> prints
// each figure beside the saved run's, with how it changed — e.g. save at BENCH_SCALE=1, compare at 10.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIGURES_FILE_ENV, formatTable, summaryTable, type Figure } from './figures';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SECONDS = process.env.BENCH_SECONDS ?? '8';
const BUDGET_SECONDS = 600;

interface Bench {
  name: string;
  script: string;
  env?: Record<string, string>;
  /** Run only if at least this many seconds of the budget are left (a typical run here, with room). */
  onlyIfSecondsLeft?: number;
}
const BENCHES: Bench[] = [
  { name: 'backing (hot + spread)', script: 'backing.ts' },
  { name: 'settlement (1k, 10k, 100k)', script: 'challenges.ts', env: { BENCH_SETTLE_SIZES: '1000,10000,100000' } },
  { name: 'reads (10k challenges, 1M backings)', script: 'reads.ts' },
  { name: 'web (first-load JS, Lighthouse)', script: 'web.ts' },
  { name: 'ledger', script: 'ledger.ts', onlyIfSecondsLeft: 100 },
];

const work = mkdtempSync(path.join(tmpdir(), 'changamoto-bench-all-'));
const figuresFile = path.join(work, 'figures.jsonl');
const started = performance.now();
// How busy the machine was: on a shared one, the absolute figures move with it (the ratios less so).
const loadAtStart = loadavg()[0]!;
const elapsed = () => (performance.now() - started) / 1000;
const ran: { bench: Bench; seconds?: number; outcome: string }[] = [];
try {
  for (const bench of BENCHES) {
    const left = BUDGET_SECONDS - elapsed();
    if (bench.onlyIfSecondsLeft && left < bench.onlyIfSecondsLeft) {
      ran.push({ bench, outcome: `skipped: ${left.toFixed(0)} s of the ${BUDGET_SECONDS} s budget left, it needs about ${bench.onlyIfSecondsLeft} s` });
      continue;
    }
    console.log(`\n━━ ${bench.name}: bench/${bench.script} (${elapsed().toFixed(0)} s in) ━━`);
    const benchStarted = performance.now();
    const code = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(HERE, bench.script)], {
        stdio: ['ignore', 'inherit', 'inherit'],
        env: { ...process.env, BENCH_SECONDS: SECONDS, ...bench.env, [FIGURES_FILE_ENV]: figuresFile },
      });
      child.once('error', reject);
      child.once('exit', (exitCode, signal) => resolve(signal ? null : exitCode));
    });
    const seconds = (performance.now() - benchStarted) / 1000;
    ran.push({ bench, seconds, outcome: code === 0 ? 'ok' : `FAILED (exit ${code ?? 'by signal'})` });
  }

  let lines: string[] = [];
  try {
    lines = readFileSync(figuresFile, 'utf8').split('\n').filter(Boolean);
  } catch {
    // no bench published anything
  }
  const figures = lines.map((line) => JSON.parse(line) as Figure);
  console.log(`\n\n━━ npm run bench — summary (${SECONDS} s per load figure; every ratio is to a baseline or target of this same run) ━━`);
  console.log(`machine: ${availableParallelism()} cores, load average ${loadAtStart.toFixed(1)} at the start and ${loadavg()[0]!.toFixed(1)} at the end\n`);
  console.log(summaryTable(figures));
  const save = process.env.BENCH_SAVE_FIGURES;
  if (save) writeFileSync(save, lines.map((line) => line + '\n').join(''));
  const compare = process.env.BENCH_COMPARE_FIGURES;
  if (compare && existsSync(compare)) console.log(`\n${growthTable(figures, readFileSync(compare, 'utf8'), compare)}`);
  console.log('\nbenches:');
  for (const { bench, seconds, outcome } of ran) console.log(`  ${bench.name.padEnd(36)} ${seconds === undefined ? '' : `${seconds.toFixed(0).padStart(4)} s  `}${outcome}`);
  console.log(`  total${' '.repeat(31)} ${elapsed().toFixed(0).padStart(4)} s  (budget ${BUDGET_SECONDS} s)`);
  if (ran.some((r) => r.outcome.startsWith('FAILED'))) process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}

/** Each figure beside the same figure of a saved run (BENCH_COMPARE_FIGURES) and their ratio. */
function growthTable(figures: Figure[], saved: string, file: string): string {
  const before = new Map(
    saved
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Figure)
      .map((f) => [f.name, f]),
  );
  const cell = (f: Figure | undefined) => (f && Number.isFinite(f.value) ? `${f.value.toFixed(f.value >= 100 ? 0 : 2)} ${f.unit}` : '—');
  const rows = [['figure', 'saved run', 'this run', 'this ÷ saved']];
  for (const f of figures) {
    const old = before.get(f.name);
    rows.push([f.name, cell(old), cell(f), old && Number.isFinite(old.value) && old.value !== 0 ? `${(f.value / old.value).toFixed(2)}×` : '—']);
  }
  return `compared with ${file} (BENCH_SCALE ${process.env.BENCH_SCALE ?? 'unset'} now):\n${formatTable(rows)}`;
}
