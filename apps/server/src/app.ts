// buildApp(deps): the whole HTTP application, used by main.ts and by the tests alike. This file keeps
// only the middleware order: the services are wired in services.ts (createServices), each contract
// endpoint's policy (rate limit, body limit, shared answer) is declared in its contract entry and
// applied by http/contract-router.ts, and the other routes' policies are in http/route-policies.ts.
import { Hono } from 'hono';
import { contract, type Contract } from '@changamoto/shared/contract';
import { contractBodyLimits, mountContract, type Handlers } from './http/contract-router';
import { renderApiDocs } from './http/api-docs';
import { compress } from './http/compress';
import { localizeErrors, messageEndpoints } from './http/error-locale/middleware';
import { requestLocaleReader } from './http/error-locale/request-locale';
import { errorBody, handleError } from './http/errors';
import { buildOpenApiDocument } from './http/openapi';
import { originCheck } from './http/origin-check';
import { requestContext } from './http/request-context';
import { ORIGIN_CHECK_EXEMPT, ROUTE_POLICIES } from './http/route-policies';
import { securityHeaders } from './http/security';
import { mountSpa } from './http/spa';
import type { AppEnv } from './http/types';
import { adminHandlers } from './modules/admin/admin.routes';
import { viewerFrom } from './modules/auth';
import { authRoutes } from './modules/auth/auth.routes';
import { avatarsHandlers } from './modules/avatars/avatars.routes';
import { uploadErrors } from './modules/avatars/avatars.service';
import { challengeImageErrors } from './modules/challenges/challenge-images';
import { challengesBatches, challengesHandlers } from './modules/challenges/challenges.routes';
import { resultsHandlers } from './modules/challenges/results.routes';
import { evidenceErrors } from './modules/challenges/results.service';
import { configHandlers } from './modules/config/config.routes';
import { contactHandlers } from './modules/contact/contact.routes';
import { dashboardHandlers } from './modules/dashboard/dashboard.routes';
import { financeHandlers } from './modules/finance/finance.routes';
import { healthRoutes } from './modules/health/health.routes';
import { kycImageErrors } from './modules/kyc/kyc-images';
import { kycHandlers } from './modules/kyc/kyc.routes';
import { notificationsHandlers } from './modules/notifications/notifications.routes';
import { pushHandlers } from './modules/push/push.routes';
import { outboxRoutes } from './modules/outbox/outbox.routes';
import { payoutsHandlers } from './modules/payouts';
import { profileHandlers } from './modules/profile/profile.routes';
import type { Realtime } from './modules/realtime/realtime.listener';
import { realtimeRoutes } from './modules/realtime/realtime.routes';
import { challengeKeptAnswers } from './modules/challenges/kept-answers';
import type { ReadModel } from './modules/read-model/read-model';
import { PHONE_CHANGE_PATH, phoneChangeGuard } from './modules/reauthentication/phone-change-guard';
import { reauthenticationHandlers } from './modules/reauthentication/reauthentication.routes';
import { responsiblePlayHandlers } from './modules/responsible-play/responsible-play.routes';
import { rewardsHandlers } from './modules/rewards/rewards.routes';
import { taxHandlers } from './modules/tax/tax.routes';
import { paystackWebhookRoutes } from './modules/wallet/paystack-webhook.routes';
import { smsDeliveryReportRoutes } from './modules/sms/sms-delivery-reports.routes';
import type { Metrics } from './modules/metrics/metrics';
import { walletHandlers } from './modules/wallet/wallet.routes';
import { ussdDevRoutes } from './modules/ussd/ussd-dev.routes';
import { ussdCallbackSecret } from './modules/ussd/ussd-callback-secret';
import { ussdPinHandlers, ussdRoutes } from './modules/ussd/ussd.routes';
import { localUploadsDir, localUploadsRoutes } from './providers/storage';
import { createServices, type ServiceDeps, type Services } from './services';

export interface AppDeps extends ServiceDeps {
  /** The services (services.ts), when the caller also runs their jobs (main.ts); built from the other deps otherwise. */
  services?: Services;
  /** The built web app to serve; none in API-only tests and in `npm run dev` (Vite serves it). */
  webDistDir?: string | null;
  /** This instance's LISTEN connection for live events (/api/events); without it the stream answers 503. */
  realtime?: Realtime;
  /** Request timing for /metrics (served on METRICS_PORT by main.ts, never here). */
  metrics?: Metrics;
  /** Hands over the read model (decision 037; null without `realtime`): its figures for /metrics and tests. */
  onReadModel?: (model: ReadModel | null) => void;
}

/** The 413 of each upload whose body is over its contract `bodyLimit` (a missing one is a type error). */
const UPLOAD_TOO_LARGE = {
  uploadAvatar: uploadErrors.tooLarge,
  uploadChallengeImage: challengeImageErrors.tooLarge,
  submitKyc: kycImageErrors.tooLarge,
  submitChallengeClaim: evidenceErrors.tooLarge,
};

export function buildApp(deps: AppDeps): Hono<AppEnv> {
  const { env, db, jobs, log, auth } = deps;
  const app = new Hono<AppEnv>();
  // One reader for the whole app: the session reads of requests arriving together are shared.
  const getViewer = viewerFrom(auth, db);

  app.use('*', requestContext(log, { trustedProxies: env.TRUSTED_PROXIES }));
  if (deps.metrics) app.use('*', deps.metrics.middleware);
  const imageOrigins = [env.S3_PUBLIC_URL ?? env.S3_ENDPOINT].filter((url): url is string => Boolean(url)).map((url) => new URL(url).origin);
  app.use('*', securityHeaders({ https: env.PUBLIC_URL.startsWith('https:'), imageOrigins }));
  // gzip for scripts, styles, HTML and JSON over 1 KB: the phones we serve are on slow networks. Event
  // streams (/api/events) and already-encoded responses are left alone (http/compress.ts).
  app.use('*', compress());
  // Every /api error body, and the person-facing `message` of a success, in the reader's language
  // (decision 039); inside compress, so it reads plain JSON.
  app.use('/api/*', localizeErrors(requestLocaleReader(auth, db), messageEndpoints(contract)));
  app.onError(handleError);
  app.notFound((c) => c.json(errorBody('not_found', 'Not found.'), 404));

  app.route('/', healthRoutes({ db, jobs }));

  // Each endpoint's body limit (its contract entry's, else 64 KB), before anything reads the body.
  app.use('/api/*', contractBodyLimits(contract, UPLOAD_TOO_LARGE));
  // Every state-changing request, better-auth's included, comes from one of our pages (http/origin-check.ts).
  // Paystack's webhook is exempt on purpose: its HMAC signature proves where it comes from (route-policies.ts).
  app.use('/api/*', originCheck(env, { exempt: ORIGIN_CHECK_EXEMPT }));
  const services = deps.services ?? createServices(deps);
  const { reauthentication, securityNotices, purchases, payouts, challenges } = services;
  app.use(PHONE_CHANGE_PATH, phoneChangeGuard({ db, reauthentication, notices: securityNotices }));
  app.route('/', authRoutes({ auth, db, publicUrl: env.PUBLIC_URL, getViewer }));
  app.route('/', realtimeRoutes({ realtime: deps.realtime, getViewer }));
  app.route('/', smsDeliveryReportRoutes({ db, sms: services.sms, secret: env.AT_SMS_CALLBACK_SECRET }));
  const ussdSecret = ussdCallbackSecret(env);
  app.route('/', ussdRoutes({ ussd: services.ussd, secret: ussdSecret, allowedIps: env.USSD_ALLOWED_IPS }));
  app.route('/', paystackWebhookRoutes({ secretKey: deps.paystack.secretKey, purchases, onTransferEvent: (event) => payouts.handleTransferEvent(event) }));
  const handlers: Handlers<Contract> = {
    ...configHandlers(env),
    ...contactHandlers(services.contact),
    ...challengesHandlers(challenges, services.challengeImages),
    ...profileHandlers(services.profiles, auth),
    ...avatarsHandlers(services.avatars),
    ...kycHandlers(services.kyc),
    ...notificationsHandlers(services.notifications),
    ...pushHandlers(services.push),
    ...walletHandlers({ db, purchases, mpesaPurchases: services.mpesaPurchases, withdrawalFeeMode: env.WITHDRAWAL_FEE_MODE, withdrawalTaxRate: env.WITHDRAWAL_TAX_RATE }),
    ...payoutsHandlers(payouts, { reauthentication }),
    ...reauthenticationHandlers(reauthentication),
    ...responsiblePlayHandlers(services.responsiblePlaySettings),
    ...resultsHandlers(services.results),
    ...dashboardHandlers(services.dashboard),
    ...rewardsHandlers(services.rewards),
    ...adminHandlers(services.admin),
    ...ussdPinHandlers(services.ussdPins),
    ...financeHandlers(services.finance),
    ...taxHandlers(services.taxReport),
  };
  // Every contract endpoint, behind its own policy (rate limit, kept answer) from its contract entry.
  const checkResponses = env.NODE_ENV !== 'production';
  // The read model needs this instance's LISTEN connection: without one, those entries read the database.
  const kept = deps.realtime ? challengeKeptAnswers({ realtime: deps.realtime, maxBytes: env.READ_MODEL_MAX_BYTES, challenges, db, getViewer, checkResponses }) : undefined;
  deps.onReadModel?.(kept?.model ?? null);
  mountContract(app, contract, handlers, { checkResponses, getViewer, prefetchViewer: getViewer.prefetch, db, batches: challengesBatches(challenges), keptAnswers: kept?.middleware });

  const openApi = buildOpenApiDocument(contract, { serverUrl: env.PUBLIC_URL });
  const docsPage = renderApiDocs(openApi);
  app.get(ROUTE_POLICIES.openApi.path, (c) => c.json(openApi));
  app.get(ROUTE_POLICIES.apiDocs.path, (c) => c.html(docsPage));
  app.all('/api/*', (c) => c.json(errorBody('not_found', `No API endpoint ${c.req.method} ${new URL(c.req.url).pathname}.`), 404));

  // Files written by local storage (also after a switch to S3, so earlier avatar URLs keep working).
  app.route('/', localUploadsRoutes(localUploadsDir(env)));
  if (env.NODE_ENV !== 'production') app.route('/', outboxRoutes({ db }));
  if (env.NODE_ENV !== 'production') app.route('/', ussdDevRoutes({ callbackPath: () => ROUTE_POLICIES.ussdCallback.path.replace(':secret', ussdSecret()) }));
  // Metrics live on METRICS_PORT only (modules/metrics/metrics-server.ts): here /metrics is no page either.
  app.all('/metrics', (c) => c.json(errorBody('not_found', 'Not found.'), 404));
  if (deps.webDistDir) mountSpa(app, deps.webDistDir);
  return app;
}
