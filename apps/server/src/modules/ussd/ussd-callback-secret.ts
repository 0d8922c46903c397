// The secret in the USSD callback's path (/api/ussd/<secret>): USSD_CALLBACK_SECRET, else one generated
// once per data directory (DATA_DIR/ussd-callback-secret), to be given to Africa's Talking.
import { dataDirSecret } from '../../data-dir-secret';
import type { Env } from '../../env';

/** Read once, when first needed (an app that never serves USSD writes nothing to its data directory). */
export function ussdCallbackSecret(env: Pick<Env, 'USSD_CALLBACK_SECRET' | 'DATA_DIR'>): () => string {
  let secret: string | undefined;
  return () => (secret ??= env.USSD_CALLBACK_SECRET ?? dataDirSecret(env.DATA_DIR, 'ussd-callback-secret'));
}
