// The simulator's records on disk, so that a restart forgets nothing Paystack would remember: an
// append-only journal in its data directory, one JSON line per change, written and flushed to disk
// before the API answers (an acknowledged transaction, recipient or transfer is never lost, even to
// kill -9). Opening it replays the lines, later ones winning, then compacts them into a fresh file
// (temp file + fsync + rename); it is compacted again whenever it has grown well past its records.
import { closeSync, existsSync, fdatasyncSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export const JOURNAL_FILE = 'records.jsonl';

/** One line: what changed, and the balance after the change. `reset` forgets every line before it. */
export interface JournalLine<T> {
  reset?: true;
  balance: number;
  records?: T[];
}

export interface Journal<T> {
  readonly file: string;
  /** The balance and records as the last run left them (null: a new directory). */
  readonly restored: { balance: number; lines: T[][] } | null;
  append(line: JournalLine<T>): void;
  /** Replaces the file with one line holding every record, atomically. */
  compact(line: JournalLine<T>): void;
  /** Lines appended since the file was last compacted. */
  readonly appended: number;
  close(): void;
}

/** Reads the journal of `dir` (creating the directory) and opens it for appending. */
export function openJournal<T>(dir: string): Journal<T> {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, JOURNAL_FILE);
  const restored = existsSync(file) ? replay<T>(file) : null;
  let fd: number | null = null;
  let appended = 0;

  const writeAll = (target: number, text: string) => {
    const bytes = Buffer.from(text, 'utf8');
    let offset = 0;
    while (offset < bytes.length) offset += writeSync(target, bytes, offset, bytes.length - offset);
  };

  const journal: Journal<T> = {
    file,
    restored,
    get appended() {
      return appended;
    },
    append(line) {
      if (fd === null) fd = openSync(file, 'a', 0o600);
      writeAll(fd, `${JSON.stringify(line)}\n`);
      // Flushed before the caller answers: an answer the client saw is on disk.
      fdatasyncSync(fd);
      appended += 1;
    },
    compact(line) {
      const draft = `${file}.${process.pid}.tmp`;
      const draftFd = openSync(draft, 'w', 0o600);
      try {
        writeAll(draftFd, `${JSON.stringify(line)}\n`);
        fsyncSync(draftFd);
      } finally {
        closeSync(draftFd);
      }
      if (fd !== null) closeSync(fd);
      fd = null;
      try {
        renameSync(draft, file);
      } catch (error) {
        rmSync(draft, { force: true });
        throw error;
      }
      syncDirectory(dir);
      appended = 0;
    },
    close() {
      if (fd !== null) closeSync(fd);
      fd = null;
    },
  };
  return journal;
}

function replay<T>(file: string): { balance: number; lines: T[][] } | null {
  const text = readFileSync(file, 'utf8');
  const rows = text.split('\n');
  let balance: number | null = null;
  let lines: T[][] = [];
  rows.forEach((row, index) => {
    if (!row.trim()) return;
    let line: JournalLine<T>;
    try {
      line = JSON.parse(row) as JournalLine<T>;
    } catch (error) {
      // Only the last line can be cut short (a crash during its write, before any answer went out).
      const last = rows.slice(index + 1).every((rest) => !rest.trim());
      if (last) return;
      throw new Error(`The Paystack simulator's journal ${file} is damaged at line ${index + 1}; move it aside to start with no records`, { cause: error });
    }
    if (line.reset) lines = [];
    balance = line.balance;
    if (line.records?.length) lines.push(line.records);
  });
  return balance === null ? null : { balance, lines };
}

function syncDirectory(dir: string) {
  // The rename itself is durable only once the directory is flushed (not possible on every platform).
  try {
    const dirFd = openSync(dir, 'r');
    try {
      fsyncSync(dirFd);
    } finally {
      closeSync(dirFd);
    }
  } catch {
    // best effort
  }
}
