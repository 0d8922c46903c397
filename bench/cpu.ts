// bench/cpu: CPU seconds used so far by a process, and by a whole PostgreSQL cluster, from /proc (Linux).
// With two cores shared by load, server and database, CPU per request says who the bottleneck is.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

let ticksPerSecond: number | undefined;
function hz(): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  return ticksPerSecond;
}

/** Fields of /proc/<pid>/stat after the command name: [state, ppid, …]; utime is index 11. */
function stat(pid: number): string[] | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** user + system CPU seconds of one process (its own threads; `withChildren` adds reaped children). */
export function cpuSeconds(pid: number, { withChildren = false } = {}): number {
  const f = stat(pid);
  if (!f) return Number.NaN;
  const ticks = Number(f[11]) + Number(f[12]) + (withChildren ? Number(f[13]) + Number(f[14]) : 0);
  return ticks / hz();
}

/**
 * The postmaster (first line of postmaster.pid), the backends that ended (reaped into it) and those
 * still running: every CPU second the cluster spent. NaN where /proc is not readable.
 */
export function postgresCpuSeconds(dataDir: string): number {
  let postmaster: number;
  try {
    postmaster = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return Number.NaN;
  }
  let total = cpuSeconds(postmaster, { withChildren: true });
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const f = stat(Number(entry));
    if (f && Number(f[1]) === postmaster) total += (Number(f[11]) + Number(f[12])) / hz();
  }
  return total;
}

/**
 * Starts counting the CPU that the server process, the PostgreSQL cluster (its data folder) and this
 * process (the load generator) spend; perAnswer() says how much each spent per answer since then.
 */
export function cpuMeter(serverPid: number, postgresDataDir: string): { perAnswer(answers: number): string } {
  const read = () => ({ server: cpuSeconds(serverPid), postgres: postgresCpuSeconds(postgresDataDir), load: process.cpuUsage() });
  const before = read();
  return {
    perAnswer(answers) {
      const after = read();
      const ms = (seconds: number) => ((seconds * 1000) / answers).toFixed(2);
      const loadSeconds = (after.load.user + after.load.system - before.load.user - before.load.system) / 1e6;
      return `server ${ms(after.server - before.server)} ms, PostgreSQL ${ms(after.postgres - before.postgres)} ms, load generator ${ms(loadSeconds)} ms`;
    },
  };
}
