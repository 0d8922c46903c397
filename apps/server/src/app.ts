// buildApp(deps): the whole HTTP application, used by main.ts and by the tests alike.
import { Hono } from 'hono';
import { bodyLimit } from './http/body-limit';
import { challengeClaimsContract, challengesContract, contract, kycContract, profileAvatarContract, routes, type Contract } from '@changamoto/shared/contract';
import { CLAIM_EVIDENCE_MAX_FILES, RULE_DEFAULTS } from '@changamoto/shared/domain';
import type { Db } from './db/client';
import type { Env } from './env';
import { mountContract, type Handlers } from './http/contract-router';
import { renderApiDocs } from './http/api-docs';
import { compress } from './http/compress';
import { AppError, errorBody, handleError } from './http/errors';
import { buildOpenApiDocument } from './http/openapi';
import { originCheck } from './http/origin-check';
import { rateLimit } from './http/rate-limit';
import { requestContext } from './http/request-context';
import { securityHeaders } from './http/security';
import { markWriters } from './http/shared-answers';
import { mountSpa } from './http/spa';
import type { AppEnv } from './http/types';
import type { JobQueue } from './jobs/queue';
import type { Logger } from './logger';
import { challengesBatches, challengesHandlers, challengesSharedReads } from './modules/challenges/challenges.routes';
import { createChallengesService } from './modules/challenges/challenges.service';
import { challengeImageErrors, createChallengeImages } from './modules/challenges/challenge-images';
import { configHandlers } from './modules/config/config.routes';
import { contactHandlers } from './modules/contact/contact.routes';
import { dashboardHandlers } from './modules/dashboard/dashboard.routes';
import { createDashboardService } from './modules/dashboard/dashboard.service';
import { createContactService } from './modules/contact/contact.service';
import { viewerFrom, type Auth } from './modules/auth';
import { avatarsHandlers } from './modules/avatars/avatars.routes';
import { createAvatarsService, uploadErrors } from './modules/avatars/avatars.service';
import { authRoutes } from './modules/auth/auth.routes';
import { healthRoutes } from './modules/health/health.routes';
import { notificationsHandlers } from './modules/notifications/notifications.routes';
import { createNotificationsService } from './modules/notifications/notifications.service';
import type { Realtime } from './modules/realtime/realtime.listener';
import { paystackWebhookRoutes } from './modules/wallet/paystack-webhook.routes';
import { createPurchasesService } from './modules/wallet/purchases.service';
import { walletHandlers } from './modules/wallet/wallet.routes';
import { createPayoutsService, payoutsHandlers } from './modules/payouts';
import type { PaystackClient } from './providers/paystack';
import { realtimeRoutes } from './modules/realtime/realtime.routes';
import { createMessaging } from './modules/messaging/messaging.service';
import { outboxRoutes } from './modules/outbox/outbox.routes';
import { profileHandlers } from './modules/profile/profile.routes';
import { challengeResultsHandlers } from './modules/settlement/settlement.routes';
import { createSettlementService } from './modules/settlement/settlement.service';
import { adminHandlers } from './modules/admin/admin.routes';
import { createAdminService } from './modules/admin/admin.service';
import { createProfileService } from './modules/profile/profile.service';
import { rewardsHandlers } from './modules/rewards/rewards.routes';
import { createRewardsService } from './modules/rewards/rewards.service';
import { responsiblePlayHandlers } from './modules/responsible-play/responsible-play.routes';
import { createResponsiblePlayService, responsiblePlayGuard } from './modules/responsible-play/responsible-play.service';
import { createFileStorage, localUploadsDir, localUploadsRoutes, type FileStorage } from './providers/storage';
import { createPrivateFileStorage, type PrivateFileStorage } from './providers/private-storage';
import { kycHandlers } from './modules/kyc/kyc.routes';
import { createKycService } from './modules/kyc/kyc.service';
import { kycImageErrors } from './modules/kyc/kyc-images';
import { claimsHandlers } from './modules/claims/claims.routes';
import { createClaimsService, evidenceErrors } from './modules/claims/claims.service';
import { PHONE_CHANGE_PATH, phoneChangeGuard } from './modules/reauthentication/phone-change-guard';
import { reauthenticationHandlers } from './modules/reauthentication/reauthentication.routes';
import { createReauthenticationService } from './modules/reauthentication/reauthentication.service';
import { createSecurityNotices } from './modules/reauthentication/security-notices';

export interface AppDeps {
  env: Env;
  db: Db;
  jobs: JobQueue;
  log: Logger;
  auth: Auth;
  /** The built web app to serve; none in API-only tests and in `npm run dev` (Vite serves it). */
  webDistDir?: string | null;
  /** Where uploads go; from env (S3_* or local disk) unless given. */
  storage?: FileStorage;
  /** Where identity documents go (never served publicly); from env (S3_PRIVATE_BUCKET or local disk) unless given. */
  privateStorage?: PrivateFileStorage;
  /** This instance's LISTEN connection for live events (/api/events); without it the stream answers 503. */
  realtime?: Realtime;
  /** Paystack: the real API, or the local simulator (same client, same protocol). */
  paystack: { client: PaystackClient; secretKey: string };
  /** The clock of time-based rules (the daily bonus's UTC day, deposit limits and breaks); tests move it. */
  now?: () => Date;
}

/** Per-IP limits on endpoints that cost us something (e-mail to support, later sign-in and money). */
/** Endpoints that move tokens: every one of them is rate limited (ARCHITECTURE.md security baseline). */
const MONEY_ENDPOINTS = [
  routes.initiatePayment,
  routes.initiateRedemption,
  routes.addPayoutAccount,
  routes.createChallenge,
  routes.respondChallengeInvite,
  routes.joinOrBackChallenge,
  routes.decideChallengeOutcome,
  routes.voidChallenge,
  routes.claimDailyBonus,
  routes.processReferral,
  routes.completeOnboarding,
] as const;

const RATE_LIMITS = {
  // Per IP and generous: many people share an address behind carrier-grade NAT; idempotency keys and
  // the ledger's guards are what make money safe, this only stops floods.
  money: { name: 'money', limit: 300, windowSeconds: 600 },
  contact: { name: 'contact', limit: 5, windowSeconds: 3600 },
  usernameExists: { name: 'username-exists', limit: 120, windowSeconds: 600 },
  // A pending purchase's page polls every 2 s (30 a minute); each poll may ask Paystack (at most once
  // per reference every few seconds: purchases.checkPending).
  paymentStatus: { name: 'payment-status', limit: 45, windowSeconds: 60 },
  // Each upload costs an image decode and a stored file.
  avatarUpload: { name: 'avatar-upload', limit: 20, windowSeconds: 3600 },
  challengeImageUpload: { name: 'challenge-image-upload', limit: 30, windowSeconds: 3600 },
  // Three images decoded per submission; a person needs one or two.
  kycSubmission: { name: 'kyc-submission', limit: 10, windowSeconds: 3600 },
  // Up to three images decoded per claim; a player claims once or twice per challenge.
  claimSubmission: { name: 'claim-submission', limit: 60, windowSeconds: 3600 },
  // Challenge search and the suggestions under the search box (a request per pause in typing, ~250 ms):
  // a person typing hard makes ~4 a second; a scraper or flood is stopped.
  challengeSearch: { name: 'challenge-search', limit: 300, windowSeconds: 300 },
  // Sends a code and checks guesses; each person is limited further in the service.
  reauthentication: { name: 'reauthentication', limit: 60, windowSeconds: 600 },
} as const;

const API_BODY_LIMIT_BYTES = 64 * 1024;
// The avatar file (spec §9: 2 MB) plus room for the multipart boundaries and part headers.
const AVATAR_BODY_LIMIT_BYTES = profileAvatarContract.uploadAvatar.upload.maxBytes + 16 * 1024;
const CHALLENGE_IMAGE_BODY_LIMIT_BYTES = challengesContract.uploadChallengeImage.upload.maxBytes + 16 * 1024;
// Three identity images of at most 5 MB each, plus the text fields and the multipart framing.
const KYC_BODY_LIMIT_BYTES = kycContract.submitKyc.upload.fields.length * kycContract.submitKyc.upload.maxBytes + 32 * 1024;
// Up to three evidence images of at most 2 MB each, the note and the multipart framing: a bigger body is
// refused before it is read (the images are then checked one by one).
const CLAIM_BODY_LIMIT_BYTES = CLAIM_EVIDENCE_MAX_FILES * challengeClaimsContract.submitChallengeClaim.upload.maxBytes + 32 * 1024;

export function buildApp(deps: AppDeps): Hono<AppEnv> {
  const { env, db, jobs, log, auth } = deps;
  const app = new Hono<AppEnv>();
  const messaging = createMessaging({ jobs });
  // One reader for the whole app: the session reads of requests arriving together are shared.
  const getViewer = viewerFrom(auth, db);

  app.use('*', requestContext(log, { trustedProxies: env.TRUSTED_PROXIES }));
  const imageOrigins = [env.S3_PUBLIC_URL ?? env.S3_ENDPOINT].filter((url): url is string => Boolean(url)).map((url) => new URL(url).origin);
  app.use('*', securityHeaders({ https: env.PUBLIC_URL.startsWith('https:'), imageOrigins }));
  // gzip for scripts, styles, HTML and JSON over 1 KB: the phones we serve are on slow networks. Event
  // streams (/api/events) and already-encoded responses are left alone (http/compress.ts).
  app.use('*', compress());
  app.onError(handleError);
  app.notFound((c) => c.json(errorBody('not_found', 'Not found.'), 404));

  app.route('/', healthRoutes({ db, jobs }));

  const apiBodyLimit = bodyLimit({ maxSize: API_BODY_LIMIT_BYTES, onError: () => { throw new AppError(413, 'payload_too_large', 'The request is too large.'); } });
  const avatarBodyLimit = bodyLimit({ maxSize: AVATAR_BODY_LIMIT_BYTES, onError: () => { throw uploadErrors.tooLarge(); } });
  const challengeImageBodyLimit = bodyLimit({ maxSize: CHALLENGE_IMAGE_BODY_LIMIT_BYTES, onError: () => { throw challengeImageErrors.tooLarge(); } });
  // A route's path may hold parameters (/api/challenges/:id/claim): each matches one path segment.
  const pathPattern = (path: string) => new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`);
  const isRoute = (c: { req: { method: string; path: string } }, route: { method: string; pattern: RegExp }) => c.req.method === route.method && route.pattern.test(c.req.path);
  const kycBodyLimit = bodyLimit({ maxSize: KYC_BODY_LIMIT_BYTES, onError: () => { throw kycImageErrors.tooLarge(); } });
  const claimBodyLimit = bodyLimit({ maxSize: CLAIM_BODY_LIMIT_BYTES, onError: () => { throw evidenceErrors.tooLarge(); } });
  const uploadBodyLimits = (
    [
      [routes.submitChallengeClaim, claimBodyLimit],
      [routes.uploadAvatar, avatarBodyLimit],
      [routes.uploadChallengeImage, challengeImageBodyLimit],
      [routes.submitKyc, kycBodyLimit],
    ] as const
  ).map(([route, limit]) => [{ method: route.method, pattern: pathPattern(route.path) }, limit] as const);
  app.use('/api/*', (c, next) => (uploadBodyLimits.find(([route]) => isRoute(c, route))?.[1] ?? apiBodyLimit)(c, next));
  // Every state-changing request, better-auth's included, comes from one of our pages (http/origin-check.ts).
  // Paystack's webhook is exempt on purpose: Paystack's servers send it, from no page at all, and its
  // HMAC signature over the raw body (checked in constant time) is what proves where it comes from.
  app.use('/api/*', originCheck(env, { exempt: ['/api/paystack/webhook'] }));
  // Whoever has just changed something reads past the answers kept in memory (http/shared-answers.ts).
  app.use('/api/*', markWriters({ ttlMs: env.VISITOR_CACHE_MS, secure: env.PUBLIC_URL.startsWith('https:') }));
  app.on('POST', '/api/contact', rateLimit(db, RATE_LIMITS.contact));
  app.on('POST', '/api/profile/avatar', rateLimit(db, RATE_LIMITS.avatarUpload));
  app.on(routes.uploadChallengeImage.method, routes.uploadChallengeImage.path, rateLimit(db, RATE_LIMITS.challengeImageUpload));
  app.on(routes.submitKyc.method, routes.submitKyc.path, rateLimit(db, RATE_LIMITS.kycSubmission));
  app.on(routes.submitChallengeClaim.method, routes.submitChallengeClaim.path, rateLimit(db, RATE_LIMITS.claimSubmission));
  app.on('GET', '/api/users/username-exists', rateLimit(db, RATE_LIMITS.usernameExists));
  for (const route of [routes.sendReauthenticationCode, routes.confirmReauthentication]) app.on(route.method, route.path, rateLimit(db, RATE_LIMITS.reauthentication));
  app.on(routes.getPayment.method, routes.getPayment.path, rateLimit(db, RATE_LIMITS.paymentStatus));
  app.on(routes.searchChallenges.method, routes.searchChallenges.path, rateLimit(db, RATE_LIMITS.challengeSearch));
  for (const route of MONEY_ENDPOINTS) app.on(route.method, route.path, rateLimit(db, RATE_LIMITS.money));
  // DOMAIN.md §8: re-authentication for a new payout account or phone, and the notices of both.
  const reauthentication = createReauthenticationService({ db, auth, messaging });
  const securityNotices = createSecurityNotices({ db, messaging, publicUrl: env.PUBLIC_URL });
  app.use(PHONE_CHANGE_PATH, phoneChangeGuard({ db, reauthentication, notices: securityNotices }));
  app.route('/', authRoutes({ auth, db, publicUrl: env.PUBLIC_URL, getViewer }));
  app.route('/', realtimeRoutes({ realtime: deps.realtime, getViewer }));

  const storage = deps.storage ?? createFileStorage(env);
  const privateStorage = deps.privateStorage ?? createPrivateFileStorage(env);
  const profiles = createProfileService({ db });
  // Other modules tell users things through notifications.notify(tx, …) inside their own transactions.
  const notifications = createNotificationsService({ db, messaging, publicUrl: env.PUBLIC_URL });
  // Self-exclusion and deposit limits, checked by purchases and the challenge actions (issue #7 item 4).
  const responsiblePlay = responsiblePlayGuard(deps.now);
  const purchases = createPurchasesService({ db, paystack: deps.paystack.client, notifications, env, log, responsiblePlay });
  const payouts = createPayoutsService({ db, paystack: deps.paystack.client, jobs, notifications, securityNotices, withdrawalFeeMode: env.WITHDRAWAL_FEE_MODE, accountHoldHours: env.PAYOUT_ACCOUNT_HOLD_HOURS, log });
  app.route('/', paystackWebhookRoutes({ secretKey: deps.paystack.secretKey, purchases, onTransferEvent: (event) => payouts.handleTransferEvent(event) }));
  // One challenges service: the public routes and the admin queue read challenges through the same code.
  const challenges = createChallengesService({ db, notifications, inviteTtlHours: env.INVITE_TTL_HOURS, storage, responsiblePlay });
  const handlers: Handlers<Contract> = {
    ...configHandlers(env),
    ...contactHandlers(createContactService({ db, messaging, supportEmail: env.SUPPORT_EMAIL })),
    ...challengesHandlers(challenges, createChallengeImages({ storage, log })),
    ...profileHandlers(profiles, auth),
    ...avatarsHandlers(createAvatarsService({ db, storage, profiles, log })),
    ...kycHandlers(createKycService({ db, storage: privateStorage, notifications, log })),
    ...notificationsHandlers(notifications),
    ...walletHandlers({ db, purchases, withdrawalFeeMode: env.WITHDRAWAL_FEE_MODE }),
    ...payoutsHandlers(payouts, { reauthentication }),
    ...reauthenticationHandlers(reauthentication),
    ...responsiblePlayHandlers(createResponsiblePlayService({ db, now: deps.now })),
    ...challengeResultsHandlers(createSettlementService({ db, jobs, notifications, log })),
    ...claimsHandlers(createClaimsService({ db, storage: privateStorage, log })),
    ...dashboardHandlers(createDashboardService({ db })),
    ...rewardsHandlers(
      createRewardsService({
        db,
        notifications,
        responsiblePlay,
        dailyBonusTokens: env.DAILY_BONUS_TOKENS,
        referralBonusTokens: env.REFERRAL_BONUS_TOKENS,
        onboardingBonusTokens: RULE_DEFAULTS.onboardingBonusTokens,
        now: deps.now,
      }),
    ),
    ...adminHandlers(
      createAdminService({
        db,
        challenges,
        payouts: { db, paystack: deps.paystack.client, notifications, log },
        now: deps.now,
        log,
      }),
    ),
  };
  for (const { route, middleware } of challengesSharedReads({ visitorCacheMs: env.VISITOR_CACHE_MS })) app.on(route.method, route.path, middleware);
  mountContract(app, contract, handlers, { checkResponses: env.NODE_ENV !== 'production', getViewer, db, batches: challengesBatches(challenges) });

  const openApi = buildOpenApiDocument(contract, { serverUrl: env.PUBLIC_URL });
  const docsPage = renderApiDocs(openApi);
  app.get('/api/openapi.json', (c) => c.json(openApi));
  app.get('/api/docs', (c) => c.html(docsPage));
  app.all('/api/*', (c) => c.json(errorBody('not_found', `No API endpoint ${c.req.method} ${new URL(c.req.url).pathname}.`), 404));

  // Files written by local storage (also after a switch to S3, so earlier avatar URLs keep working).
  app.route('/', localUploadsRoutes(localUploadsDir(env)));
  if (env.NODE_ENV !== 'production') app.route('/', outboxRoutes({ db }));
  if (deps.webDistDir) mountSpa(app, deps.webDistDir);
  return app;
}
