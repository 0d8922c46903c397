// The composition root (decision 024): every service of the server, wired once. The HTTP app
// (app.ts: buildApp) and the job workers (main.ts, the test app) take them from here, so a service is
// built the same way for a request and for a job, and a new dependency is added in one place.
import { RULE_DEFAULTS } from '@changamoto/shared/domain';
import type { Agent } from 'node:https';
import type { Db } from './db/client';
import type { Env } from './env';
import type { JobDefinition, JobQueue } from './jobs/queue';
import type { Logger } from './logger';
import { createAdminService } from './modules/admin/admin.service';
import type { Auth } from './modules/auth';
import { createAvatarsService } from './modules/avatars/avatars.service';
import { createChallengeImages } from './modules/challenges/challenge-images';
import { challengeJobs } from './modules/challenges/challenges.jobs';
import { createChallengesService } from './modules/challenges/challenges.service';
import { createResultsService } from './modules/challenges/results.service';
import { createContactService } from './modules/contact/contact.service';
import { createDashboardService } from './modules/dashboard/dashboard.service';
import { createFinanceService } from './modules/finance/finance.service';
import { createKycService } from './modules/kyc/kyc.service';
import { createMessaging } from './modules/messaging/messaging.service';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createPayoutsService, payoutJobs } from './modules/payouts';
import { createProfileService } from './modules/profile/profile.service';
import { pushJobs } from './modules/push/push.jobs';
import { createPushQueue } from './modules/push/push.queue';
import { createPushService } from './modules/push/push.service';
import { resolveVapidKeys } from './modules/push/vapid-keys';
import { createReauthenticationService } from './modules/reauthentication/reauthentication.service';
import { createSecurityNotices } from './modules/reauthentication/security-notices';
import { createResponsiblePlayService, responsiblePlayGuard } from './modules/responsible-play/responsible-play.service';
import { createRewardsService } from './modules/rewards/rewards.service';
import { createSmsService } from './modules/sms/sms.service';
import { createTaxReportService } from './modules/tax/tax-report.service';
import { settlementJobs } from './modules/settlement/settlement.jobs';
import { createMpesaPurchasesService } from './modules/wallet/mpesa-purchases.service';
import { retentionJobs } from './modules/retention/retention.jobs';
import { createPurchasesService } from './modules/wallet/purchases.service';
import { walletJobs } from './modules/wallet/wallet.jobs';
import { createUssdPinService } from './modules/ussd/ussd-pin.service';
import { createUssdService } from './modules/ussd/ussd.service';
import { startMpesaPurchaseForUssd } from './modules/ussd/ussd-purchase';
import type { PaystackClient } from './providers/paystack';
import { createPrivateFileStorage, type PrivateFileStorage } from './providers/private-storage';
import { createFileStorage, type FileStorage } from './providers/storage';

export interface ServiceDeps {
  env: Env;
  db: Db;
  jobs: JobQueue;
  log: Logger;
  auth: Auth;
  /** Paystack: the real API, or the local simulator (same client, same protocol). */
  paystack: { client: PaystackClient; secretKey: string };
  /** Where uploads go; from env (S3_* or local disk) unless given. */
  storage?: FileStorage;
  /** Where identity documents go (never served publicly); from env (S3_PRIVATE_BUCKET or local disk) unless given. */
  privateStorage?: PrivateFileStorage;
  /** Web push: more push service hosts and an HTTPS agent (the tests' local push service); the real ones otherwise. */
  push?: { extraHosts?: readonly string[]; agent?: Agent };
  /** The clock of time-based rules (the daily bonus's UTC day, deposit limits and breaks); tests move it. */
  now?: () => Date;
}

/** The background work of each module, as pg-boss job definitions (retries faster in tests). */
export interface WorkerJobs {
  wallet: JobDefinition<never>[];
  payouts: JobDefinition<never>[];
  challenges: JobDefinition<never>[];
  settlement: JobDefinition<never>[];
  push: JobDefinition<never>[];
  /** Nightly deletion of rows past their use (idempotency keys, dev outbox, read notifications). */
  retention: JobDefinition<never>[];
  /** The nightly reconciliation with Paystack, alerting admins on a mismatch. */
  finance: JobDefinition<never>[];
}

export type Services = ReturnType<typeof createServices>;

export function createServices(deps: ServiceDeps) {
  const { env, db, jobs, log, auth, now } = deps;
  const paystack = deps.paystack.client;
  const messaging = createMessaging({ jobs });
  // SMS receipts and notices (issue #19 §2): queued in the caller's transaction, sent by the sms jobs (main.ts).
  const sms = createSmsService({ jobs, log });
  const storage = deps.storage ?? createFileStorage(env);
  const privateStorage = deps.privateStorage ?? createPrivateFileStorage(env);
  // Other modules tell users things through notifications.notify(tx, …) inside their own transactions.
  // Web push (issue #20 §3): queued by notify() in the caller's transaction, sent by a job after it commits.
  const push = createPushService({ db, vapid: () => resolveVapidKeys(env), log, ...deps.push });
  const notifications = createNotificationsService({ db, messaging, sms, publicUrl: env.PUBLIC_URL, push: createPushQueue({ jobs }) });
  // DOMAIN.md §8: re-authentication for a new payout account or phone, and the notices of both.
  const reauthentication = createReauthenticationService({ db, auth, messaging });
  const securityNotices = createSecurityNotices({ db, messaging, publicUrl: env.PUBLIC_URL });
  // Self-exclusion and deposit limits, checked by purchases and the challenge actions (issue #7 item 4).
  const responsiblePlay = responsiblePlayGuard(now);
  const profiles = createProfileService({ db, now });
  const purchases = createPurchasesService({ db, paystack, notifications, env, log, responsiblePlay });
  // M-Pesa STK push (issue #19 §1): the wallet's route and the USSD menu start purchases through it.
  const mpesaPurchases = createMpesaPurchasesService({ db, paystack, purchases, notifications, env, log });
  const payouts = createPayoutsService({ db, paystack, jobs, notifications, securityNotices, withdrawalFeeMode: env.WITHDRAWAL_FEE_MODE, withdrawalTaxRate: env.WITHDRAWAL_TAX_RATE, accountHoldHours: env.PAYOUT_ACCOUNT_HOLD_HOURS, log });
  // One challenges service: the public routes and the admin queue read challenges through the same code.
  const challenges = createChallengesService({ db, notifications, inviteTtlHours: env.INVITE_TTL_HOURS, storage, responsiblePlay });
  // USSD (issue #19 §3): the PIN (web profile and USSD) and the callback's menus over the same services.
  const ussdPins = createUssdPinService({ db, messaging, now });
  const ussd = createUssdService({ db, pins: ussdPins, challenges, payouts, startMpesaPurchase: startMpesaPurchaseForUssd(mpesaPurchases), log });
  const settlementDeps = { db, notifications, jobs, log };
  /** What the payout job and its reconciliation use (the same Paystack client and notifications as the routes). */
  const payoutJobDeps = { db, paystack, notifications, log };
  // The operator's report and the reconciliation with Paystack (issue #22 item 4).
  const finance = createFinanceService({ db, paystack, notifications, log, now });

  return {
    db,
    auth,
    messaging,
    sms,
    storage,
    privateStorage,
    notifications,
    push,
    reauthentication,
    securityNotices,
    responsiblePlay,
    profiles,
    purchases,
    mpesaPurchases,
    payouts,
    challenges,
    ussdPins,
    ussd,
    finance,
    challengeImages: createChallengeImages({ storage, log }),
    contact: createContactService({ db, messaging, supportEmail: env.SUPPORT_EMAIL }),
    avatars: createAvatarsService({ db, storage, profiles, log }),
    kyc: createKycService({ db, storage: privateStorage, notifications, log }),
    responsiblePlaySettings: createResponsiblePlayService({ db, now }),
    // Claims, decisions and voids (the lifecycle table's result rows); settlement only pays (its jobs below).
    results: createResultsService({ db, storage: privateStorage, notifications, jobs, log }),
    dashboard: createDashboardService({ db }),
    rewards: createRewardsService({
      db,
      notifications,
      responsiblePlay,
      dailyBonusTokens: env.DAILY_BONUS_TOKENS,
      referralBonusTokens: env.REFERRAL_BONUS_TOKENS,
      onboardingBonusTokens: RULE_DEFAULTS.onboardingBonusTokens,
      now,
    }),
    admin: createAdminService({ db, challenges, payouts: payoutJobDeps, now, log }),
    taxReport: createTaxReportService({ db, exciseDutyRate: env.EXCISE_DUTY_RATE, withdrawalTaxRate: env.WITHDRAWAL_TAX_RATE }),
    /** The job workers' definitions, built on these same services; `retryDelaySeconds` shortens retries (tests). */
    workerJobs({ retryDelaySeconds }: { retryDelaySeconds?: number } = {}): WorkerJobs {
      return {
        wallet: walletJobs(purchases, mpesaPurchases),
        payouts: payoutJobs(payoutJobDeps, retryDelaySeconds === undefined ? {} : { retryDelaySeconds }),
        challenges: challengeJobs({ db, notifications, log }),
        settlement: settlementJobs(settlementDeps, retryDelaySeconds === undefined ? {} : { retryDelaySeconds }),
        push: pushJobs(push),
        retention: retentionJobs({ db, log }),
        finance: finance.jobs(),
      };
    },
  };
}
