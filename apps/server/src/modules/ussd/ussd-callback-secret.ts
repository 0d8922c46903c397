// The secret in the USSD callback's path (/api/ussd/<secret>): USSD_CALLBACK_SECRET, else one generated
// once per data directory (DATA_DIR/ussd-callback-secret), to be given to Africa's Talking.
import { dataDirSecret } from '../../data-dir-secret';
import type { Env } from '../../env';

export function ussdCallbackSecret(env: Pick<Env, 'USSD_CALLBACK_SECRET' | 'DATA_DIR'>): string {
  return env.USSD_CALLBACK_SECRET ?? dataDirSecret(env.DATA_DIR, 'ussd-callback-secret');
}
