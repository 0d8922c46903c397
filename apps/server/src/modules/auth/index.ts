import type { Context } from 'hono';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import type { Viewer } from '../../http/contract-router';
import type { AppEnv } from '../../http/types';
import type { JobQueue } from '../../jobs/queue';
import { createMessaging } from '../messaging/messaging.service';
import { createAuth, type Auth } from './auth';
import { createAuthMessages } from './auth.messages';

export type { Auth } from './auth';

/** better-auth as the app runs it: codes and links leave through the job queue. */
export function createAppAuth({ env, db, jobs, secret }: { env: Env; db: Db; jobs: JobQueue; secret: string }): Auth {
  return createAuth({
    env,
    db,
    secret,
    messages: createAuthMessages({ messaging: createMessaging({ jobs }), publicUrl: env.PUBLIC_URL }),
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, discoveryUrl: env.GOOGLE_DISCOVERY_URL }
        : undefined,
  });
}

export function viewerFrom(auth: Auth) {
  return async (c: Context<AppEnv>): Promise<Viewer | null> => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) return null;
    const user = session.user as { id: string; email: string; role?: string | null; banned?: boolean | null; banExpires?: Date | string | null };
    // A suspension takes effect at once, even for a session opened before it (DOMAIN.md §6).
    if (user.banned && (!user.banExpires || new Date(user.banExpires) > new Date())) return null;
    return { id: user.id, email: user.email, role: user.role === 'admin' ? 'admin' : 'user' };
  };
}
