// A secret generated once per data directory and kept there (mode 0600): it survives restarts, and no two
// installations share one. Used where no secret is configured (a developer's machine, a staging server).
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function dataDirSecret(
  dataDir: string,
  fileName: string,
  /** `generate`: the secret's text when it is more than random bytes (a key pair); random hex by default. */
  { prefix = '', generate = () => randomBytes(32).toString('hex') }: { prefix?: string; generate?: () => string } = {},
): string {
  const file = path.join(dataDir, fileName);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  // Written aside, then linked into place: two instances starting together on one directory agree on
  // one secret, and neither ever reads a half-written file.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${prefix}${generate()}`, { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return readFileSync(file, 'utf8').trim();
}
