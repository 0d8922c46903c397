// The VAPID key pair (RFC 8292) that signs every push: from env, or generated once into DATA_DIR and
// kept there (as the session secret is: data-dir-secret.ts), so subscriptions survive restarts.
import webpush from 'web-push';
import { dataDirSecret } from '../../data-dir-secret';
import type { Env } from '../../env';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export function resolveVapidKeys(env: Pick<Env, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'DATA_DIR'>): VapidKeys {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT };
  const stored = dataDirSecret(env.DATA_DIR, 'vapid-keys.json', { generate: () => JSON.stringify(webpush.generateVAPIDKeys()) });
  const keys = JSON.parse(stored) as { publicKey: string; privateKey: string };
  return { publicKey: keys.publicKey, privateKey: keys.privateKey, subject: env.VAPID_SUBJECT };
}
