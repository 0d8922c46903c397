// buildApp(deps): the whole HTTP application, used by main.ts and by the tests alike.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { csrf } from 'hono/csrf';
import { contract, type Contract } from '@changamoto/shared/contract';
import type { Db } from './db/client';
import type { Env } from './env';
import { mountContract, type Handlers } from './http/contract-router';
import { renderApiDocs } from './http/api-docs';
import { AppError, errorBody, handleError } from './http/errors';
import { buildOpenApiDocument } from './http/openapi';
import { rateLimit } from './http/rate-limit';
import { requestContext } from './http/request-context';
import { securityHeaders } from './http/security';
import { mountSpa } from './http/spa';
import type { AppEnv } from './http/types';
import type { JobQueue } from './jobs/queue';
import type { Logger } from './logger';
import { challengesHandlers } from './modules/challenges/challenges.routes';
import { createChallengesService } from './modules/challenges/challenges.service';
import { configHandlers } from './modules/config/config.routes';
import { contactHandlers } from './modules/contact/contact.routes';
import { createContactService } from './modules/contact/contact.service';
import { viewerFrom, type Auth } from './modules/auth';
import { authRoutes } from './modules/auth/auth.routes';
import { healthRoutes } from './modules/health/health.routes';
import { createMessaging } from './modules/messaging/messaging.service';
import { outboxRoutes } from './modules/outbox/outbox.routes';
import { profileHandlers } from './modules/profile/profile.routes';
import { createProfileService } from './modules/profile/profile.service';

export interface AppDeps {
  env: Env;
  db: Db;
  jobs: JobQueue;
  log: Logger;
  auth: Auth;
  /** The built web app to serve; none in API-only tests and in `npm run dev` (Vite serves it). */
  webDistDir?: string | null;
}

/** Per-IP limits on endpoints that cost us something (e-mail to support, later sign-in and money). */
const RATE_LIMITS = {
  contact: { name: 'contact', limit: 5, windowSeconds: 3600 },
  // Answers whether an account exists: limited so it cannot be used to list our users.
  emailStatus: { name: 'email-status', limit: 20, windowSeconds: 600 },
  usernameExists: { name: 'username-exists', limit: 120, windowSeconds: 600 },
} as const;

const API_BODY_LIMIT_BYTES = 64 * 1024;

export function buildApp(deps: AppDeps): Hono<AppEnv> {
  const { env, db, jobs, log, auth } = deps;
  const app = new Hono<AppEnv>();
  const messaging = createMessaging({ jobs });

  app.use('*', requestContext(log, { trustProxy: env.TRUST_PROXY }));
  app.use('*', securityHeaders({ https: env.PUBLIC_URL.startsWith('https:') }));
  app.onError(handleError);
  app.notFound((c) => c.json(errorBody('not_found', 'Not found.'), 404));

  app.route('/', healthRoutes({ db, jobs }));

  app.use('/api/*', bodyLimit({ maxSize: API_BODY_LIMIT_BYTES, onError: () => { throw new AppError(413, 'payload_too_large', 'The request is too large.'); } }));
  app.use('/api/*', csrf({ origin: [env.PUBLIC_URL, 'http://localhost:5173'] }));
  app.on('POST', '/api/contact', rateLimit(db, RATE_LIMITS.contact));
  app.on('POST', '/api/account/email-status', rateLimit(db, RATE_LIMITS.emailStatus));
  app.on('GET', '/api/users/username-exists', rateLimit(db, RATE_LIMITS.usernameExists));
  app.route('/', authRoutes({ auth, db }));

  const handlers: Handlers<Contract> = {
    ...configHandlers(env),
    ...contactHandlers(createContactService({ db, messaging, supportEmail: env.SUPPORT_EMAIL })),
    ...challengesHandlers(createChallengesService({ db })),
    ...profileHandlers(createProfileService({ db }), auth),
  };
  mountContract(app, contract, handlers, { checkResponses: env.NODE_ENV !== 'production', getViewer: viewerFrom(auth) });

  const openApi = buildOpenApiDocument(contract, { serverUrl: env.PUBLIC_URL });
  const docsPage = renderApiDocs(openApi);
  app.get('/api/openapi.json', (c) => c.json(openApi));
  app.get('/api/docs', (c) => c.html(docsPage));
  app.all('/api/*', (c) => c.json(errorBody('not_found', `No API endpoint ${c.req.method} ${new URL(c.req.url).pathname}.`), 404));

  if (env.NODE_ENV !== 'production') app.route('/', outboxRoutes({ db }));
  if (deps.webDistDir) mountSpa(app, deps.webDistDir);
  return app;
}
