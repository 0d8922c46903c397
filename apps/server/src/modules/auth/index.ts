import type { Db } from '../../db/client';
import type { Env } from '../../env';
import type { JobQueue } from '../../jobs/queue';
import { createMessaging } from '../messaging/messaging.service';
import { createAuth, type Auth } from './auth';
import { createAuthMessages } from './auth.messages';
import { createSessionReader } from './session-reader';

export type { Auth } from './auth';

/** better-auth as the app runs it: codes and links leave through the job queue. */
export function createAppAuth({ env, db, jobs, secret }: { env: Env; db: Db; jobs: JobQueue; secret: string }): Auth {
  return createAuth({
    env,
    db,
    secret,
    messages: createAuthMessages({ db, messaging: createMessaging({ jobs }), publicUrl: env.PUBLIC_URL }),
    google: env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, discoveryUrl: env.GOOGLE_DISCOVERY_URL } : undefined,
  });
}

/** The signed-in viewer of a request, or null (modules/auth/session-reader.ts). One per app: its reads are shared. */
export function viewerFrom(auth: Auth, db: Db) {
  return createSessionReader(auth, db);
}
