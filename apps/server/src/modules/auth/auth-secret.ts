// Outside production the session-signing secret may be left unset: one is generated on the first
// start and kept in DATA_DIR, so sessions survive restarts without anyone configuring anything.
import { dataDirSecret } from '../../data-dir-secret';
import type { Env } from '../../env';

export function resolveAuthSecret(env: Env): string {
  return env.BETTER_AUTH_SECRET ?? dataDirSecret(env.DATA_DIR, 'auth-secret');
}
