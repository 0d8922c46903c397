// bench/figures: what a bench script measured, in one shape — the value, its target, and the baseline
// it is compared with (measured in the same run) — and the summary table that `npm run bench` prints
// over every script. Each script publishes its figures here; run alone, it prints its own rows.
import { appendFileSync } from 'node:fs';

export type Comparison = '>=' | '<=';

export interface Figure {
  /** e.g. 'hot-backing throughput' */
  name: string;
  value: number;
  /** e.g. 'backings/s', 'ms', 's', 'KB', 'score' */
  unit: string;
  /** A fixed target (`value op target.value`), or one relative to the peer (`value / peer op target.times`). */
  target?: { op: Comparison; value: number } | { op: Comparison; times: number };
  /** The yardstick measured in the same run on the same machine: pgbench, the minimal endpoint… */
  peer?: { name: string; value: number; unit: string };
  /** What to know when reading the row (a shortened duration, why a value is missing). */
  note?: string;
}

/** BENCH_FIGURES_FILE: where `npm run bench` collects every script's figures (one JSON line each). */
export const FIGURES_FILE_ENV = 'BENCH_FIGURES_FILE';

const round = (n: number) => (!Number.isFinite(n) ? 'n/a' : Number.isInteger(n) ? String(n) : Math.abs(n) >= 100 ? n.toFixed(0) : Math.abs(n) >= 10 ? n.toFixed(1) : n.toFixed(2));
const withUnit = (n: number, unit: string) => (Number.isFinite(n) ? `${round(n)} ${unit}` : 'n/a');
const sign = (op: Comparison) => (op === '>=' ? '≥' : '≤');

/** The ratio the table shows: value / peer when there is a peer, else value / target. */
export function ratioOf(f: Figure): number | undefined {
  if (f.peer) return f.value / f.peer.value;
  if (f.target && 'value' in f.target) return f.value / f.target.value;
  return undefined;
}

/** Whether the target is met; undefined without a target (or without the value to judge it). */
export function met(f: Figure): boolean | undefined {
  if (!f.target) return undefined;
  const measured = 'times' in f.target ? ratioOf(f) : f.value;
  const bar = 'times' in f.target ? f.target.times : f.target.value;
  if (measured === undefined || !Number.isFinite(measured)) return undefined;
  return f.target.op === '>=' ? measured >= bar : measured <= bar;
}

function targetText(f: Figure): string {
  const peer = f.peer ? `${f.peer.name} (${withUnit(f.peer.value, f.peer.unit)})` : '';
  if (!f.target) return peer ? `— vs ${peer}` : '—';
  if ('times' in f.target) return `${sign(f.target.op)} ${f.target.times.toFixed(2)}× ${peer}`;
  return `${sign(f.target.op)} ${withUnit(f.target.value, f.unit)}${peer ? `; vs ${peer}` : ''}`;
}

export function formatTable(rows: string[][], indent = '  '): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length)));
  return rows
    .map(
      (row) =>
        indent +
        row
          .map((cell, i) => cell.padEnd(widths[i]!))
          .join('  ')
          .trimEnd(),
    )
    .join('\n');
}

/** figure · value · target · ratio · met, one row per figure (notes below the table). */
export function summaryTable(figures: Figure[]): string {
  const rows = [['figure', 'value', 'target', 'ratio', 'met']];
  const notes: string[] = [];
  for (const f of figures) {
    const ratio = ratioOf(f);
    const ok = met(f);
    rows.push([f.name, withUnit(f.value, f.unit), targetText(f), ratio === undefined || !Number.isFinite(ratio) ? '—' : `${ratio.toFixed(2)}×`, ok === undefined ? '—' : ok ? 'yes' : 'NO']);
    if (f.note) notes.push(`  ${f.name}: ${f.note}`);
  }
  return formatTable(rows) + (notes.length ? `\n\nnotes:\n${notes.join('\n')}` : '');
}

/** Prints `bench`'s figures as summary rows, and hands them to `npm run bench` when it runs this script. */
export function publishFigures(bench: string, figures: Figure[]): void {
  console.log(`\n${bench} — summary\n${summaryTable(figures)}`);
  const file = process.env[FIGURES_FILE_ENV];
  if (file) appendFileSync(file, figures.map((f) => JSON.stringify({ bench, ...f }) + '\n').join(''));
}
