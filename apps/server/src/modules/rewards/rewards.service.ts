// Bonuses and referrals (DOMAIN.md §5; spec §4 Daily bonus, Referral, Onboarding): the daily login
// bonus, referral codes and the onboarding bonus. Each is once-only under any concurrency because the
// user's row is locked and its column stamped in the same transaction as the ledger movement (and as
// the Idempotency-Key: every write here goes through the caller's `tx`).
import { DAILY_BONUS_MESSAGES, ONBOARDING_MESSAGES, ONBOARDING_TRIVIA, REALTIME_EVENTS, REFERRAL_MESSAGES, isDailyBonusAvailable, type NotificationType, tokensText } from '@changamoto/shared/domain';
import type { RewardsStatus } from '@changamoto/shared/contract';
import type { Db } from '../../db/client';
import { errors } from '../../http/errors';
import { bonus, platform, postMany } from '../ledger';
import { AdultConfirmationRequiredError, BalanceFrozenError, ProfileIncompleteError } from '../ledger/ledger.errors';
import type { NotificationsService } from '../notifications/notifications.service';
import { publishEvents } from '../realtime/realtime.publish';
import { SelfExcludedError, type ResponsiblePlayGuard } from '../responsible-play/responsible-play.service';
import * as repo from './rewards.repo';
import { NOTICES_SW } from '../notifications/notice-texts-sw';
import type { LocalizedText } from '../notifications/notifications.service';

/** What the in-app notification (and its e-mail) says for each bonus. */
export const REWARD_NOTICES = {
  dailyBonus: (tokens: number) => `You received your daily login bonus of ${tokensText(tokens, 'bonus')}.`,
  referee: (tokens: number, referrer: string) => `You received ${tokensText(tokens, 'bonus')} for using ${referrer}’s referral code.`,
  referrer: (tokens: number, referee: string) => `${referee} used your referral code: you received ${tokensText(tokens, 'bonus')}.`,
  // No notification type is meant for it; transaction_completed is the closest of the 18 (spec §3).
  onboarding: (tokens: number) => `Welcome to Changamoto! You received ${tokensText(tokens, 'bonus')} for completing onboarding.`,
} as const;

type BonusType = 'daily_bonus_credit' | 'referral_bonus_credit' | 'onboarding_bonus_credit';

interface BonusCredit {
  userId: string;
  tokens: number;
  type: BonusType;
  notification: NotificationType;
  message: LocalizedText;
  metadata?: Record<string, unknown>;
}

export interface RewardsServiceDeps {
  db: Db;
  notifications: Pick<NotificationsService, 'notifyMany'>;
  /** No bonus — an inducement to play — to someone on a break or who closed their account (decision 006). */
  responsiblePlay: Pick<ResponsiblePlayGuard, 'assertNotSelfExcluded'>;
  dailyBonusTokens: number;
  referralBonusTokens: number;
  onboardingBonusTokens: number;
  /** The clock of the UTC-day rule; tests move it. */
  now?: () => Date;
}

const displayName = (user: { display_username: string | null; username: string | null }) => user.display_username ?? user.username;

/** A ban without an end, or whose end is still ahead (better-auth's admin plugin reads it the same way). */
const isSuspended = (user: repo.RewardUserRow, at: Date) => user.banned && (!user.ban_expires || user.ban_expires > at);

export function createRewardsService({ db, notifications, responsiblePlay, dailyBonusTokens, referralBonusTokens, onboardingBonusTokens, now = () => new Date() }: RewardsServiceDeps) {
  /**
   * Bonus tokens from platform promotions, each with its completed transaction row, a notification
   * that opens that transaction, and the live events the wallet listens to. A credit of 0 (an operator
   * switched the bonus off) moves and tells nothing.
   */
  async function creditBonuses(tx: Db, credits: BonusCredit[]): Promise<void> {
    const paid = credits.filter((c) => c.tokens > 0);
    if (!paid.length) return;
    const ids = (
      await postMany(
        tx,
        paid.map((c) => ({ type: c.type, userId: c.userId, status: 'completed', legs: [{ from: platform('promotions'), to: bonus(c.userId), amount: c.tokens }], metadata: c.metadata })),
      )
    ).map((posted) => posted.id);
    await notifications.notifyMany(
      tx,
      paid.map((c, i) => ({ userId: c.userId, type: c.notification, message: c.message, relatedEntityUuid: ids[i] })),
    );
    await publishEvents(
      tx,
      paid.flatMap((c, i) => [
        { userId: c.userId, event: { type: REALTIME_EVENTS.transactionCreated, data: { id: ids[i] } } },
        { userId: c.userId, event: { type: REALTIME_EVENTS.balanceChanged, data: {} } },
      ]),
    );
  }

  async function isSelfExcluded(tx: Db, userId: string): Promise<boolean> {
    try {
      await responsiblePlay.assertNotSelfExcluded(tx, userId);
      return false;
    } catch (error) {
      if (error instanceof SelfExcludedError) return true;
      throw error;
    }
  }

  async function lockUser(tx: Db, userId: string): Promise<repo.RewardUserRow> {
    const user = (await repo.lockUsers(tx, [userId])).get(userId);
    if (!user) throw errors.unauthorized();
    return user;
  }

  return {
    async status(userId: string): Promise<RewardsStatus> {
      const row = await repo.findRewardsStatus(db, userId);
      return {
        dailyBonus: {
          available: isDailyBonusAvailable(row.last_login_reward_claimed_at, now()),
          tokens: dailyBonusTokens,
          lastClaimedAt: row.last_login_reward_claimed_at?.toISOString() ?? null,
        },
        referral: {
          code: displayName(row),
          tokens: referralBonusTokens,
          referredBy: row.referrer_id ? { id: row.referrer_id, username: displayName({ display_username: row.referrer_display_username, username: row.referrer_username }) } : null,
        },
        onboarding: { bonusGranted: row.onboarding_bonus_granted_at !== null, tokens: onboardingBonusTokens },
      };
    },

    /** Once per UTC calendar day (spec §4): a second claim that day, however concurrent, waits for the row lock and then sees the first. */
    async claimDailyBonus(tx: Db, userId: string) {
      const at = now();
      const user = await lockUser(tx, userId);
      if (!isDailyBonusAvailable(user.last_login_reward_claimed_at, at)) throw errors.conflict(DAILY_BONUS_MESSAGES.alreadyClaimed);
      if (user.balance_frozen) throw new BalanceFrozenError();
      await responsiblePlay.assertNotSelfExcluded(tx, userId);
      await repo.setDailyBonusClaimed(tx, userId, at);
      await creditBonuses(tx, [
        {
          userId,
          tokens: dailyBonusTokens,
          type: 'daily_bonus_credit',
          notification: 'login_bonus_received',
          message: { en: REWARD_NOTICES.dailyBonus(dailyBonusTokens), sw: NOTICES_SW.dailyBonus(dailyBonusTokens) },
          metadata: { bonus_day: at.toISOString().slice(0, 10) },
        },
      ]);
      return { success: true as const, message: DAILY_BONUS_MESSAGES.claimed(dailyBonusTokens), tokens: dailyBonusTokens };
    },

    /**
     * spec §7 process-referral: the code is a username (any case); once per user, never their own, and
     * not the code of someone who used the caller's. Both sides are credited or neither: a referrer who
     * is suspended, frozen, on a break or not confirmed 18+ cannot be paid, so the referral is refused rather than half-done.
     */
    async processReferral(tx: Db, userId: string, referralCode: string) {
      const code = referralCode.trim().toLowerCase();
      const referrerId = await repo.findUserIdByUsername(tx, code);
      // Both rows at once, in id order: two people entering each other's codes cannot deadlock.
      const locked = await repo.lockUsers(tx, referrerId ? [userId, referrerId] : [userId]);
      const referee = locked.get(userId);
      if (!referee) throw errors.unauthorized();
      if (referee.referred_by_user_id) throw errors.conflict(REFERRAL_MESSAGES.alreadyReferred);
      const referrer = referrerId ? locked.get(referrerId) : undefined;
      // Re-read under the lock: a rename between the lookup and the lock makes the code unknown.
      if (!referrer || referrer.username !== code) throw errors.validation(REFERRAL_MESSAGES.unknownCode, { referralCode: REFERRAL_MESSAGES.unknownCode });
      if (referrer.id === userId) throw errors.validation(REFERRAL_MESSAGES.ownCode, { referralCode: REFERRAL_MESSAGES.ownCode });
      if (referrer.referred_by_user_id === userId) throw errors.validation(REFERRAL_MESSAGES.referredByYou, { referralCode: REFERRAL_MESSAGES.referredByYou });
      if (referee.balance_frozen) throw new BalanceFrozenError();
      // The ledger would refuse either side; named here so the referee is asked for their own confirmation,
      // and a referrer who never gave theirs is "unavailable", not the referee's problem.
      if (!referee.username) throw new ProfileIncompleteError();
      if (!referee.is_adult_confirmed) throw new AdultConfirmationRequiredError();
      await responsiblePlay.assertNotSelfExcluded(tx, userId);
      if (referrer.balance_frozen || !referrer.is_adult_confirmed || isSuspended(referrer, now()) || (await isSelfExcluded(tx, referrer.id))) throw errors.conflict(REFERRAL_MESSAGES.referrerUnavailable);

      await repo.setReferredBy(tx, userId, referrer.id);
      const tokens = referralBonusTokens;
      const metadata = { referrer_user_id: referrer.id, referee_user_id: userId };
      await creditBonuses(tx, [
        {
          userId,
          tokens,
          type: 'referral_bonus_credit',
          notification: 'referral_bonus_received',
          message: { en: REWARD_NOTICES.referee(tokens, displayName(referrer)!), sw: NOTICES_SW.referee(tokens, displayName(referrer)!) },
          metadata: { ...metadata, role: 'referee' },
        },
        {
          userId: referrer.id,
          tokens,
          type: 'referral_bonus_credit',
          notification: 'referral_bonus_received',
          message: { en: REWARD_NOTICES.referrer(tokens, displayName(referee) ?? 'A new player'), sw: NOTICES_SW.referrer(tokens, displayName(referee) ?? NOTICES_SW.newPlayer) },
          metadata: { ...metadata, role: 'referrer' },
        },
      ]);
      return { success: true as const, message: REFERRAL_MESSAGES.success(tokens), tokens };
    },

    /**
     * spec §2 Onboarding step 3: the right trivia answer earns the onboarding bonus once per account
     * (DOMAIN.md §5: granted by the server, never by the client). A later completion succeeds with 0
     * tokens — the screen still celebrates, nothing is credited.
     */
    async completeOnboarding(tx: Db, userId: string, answer: string) {
      if (answer.trim().toLowerCase() !== ONBOARDING_TRIVIA.answer.toLowerCase()) throw errors.validation(ONBOARDING_MESSAGES.wrongAnswer, { answer: ONBOARDING_MESSAGES.wrongAnswer });
      const user = await lockUser(tx, userId);
      if (user.onboarding_bonus_granted_at) return { success: true as const, message: ONBOARDING_MESSAGES.alreadyGranted, tokens: 0 };
      if (user.balance_frozen) throw new BalanceFrozenError();
      await responsiblePlay.assertNotSelfExcluded(tx, userId);
      await repo.setOnboardingBonusGranted(tx, userId, now());
      const tokens = onboardingBonusTokens;
      await creditBonuses(tx, [{ userId, tokens, type: 'onboarding_bonus_credit', notification: 'transaction_completed', message: { en: REWARD_NOTICES.onboarding(tokens), sw: NOTICES_SW.onboarding(tokens) } }]);
      return { success: true as const, message: ONBOARDING_MESSAGES.granted(tokens), tokens };
    },
  };
}
export type RewardsService = ReturnType<typeof createRewardsService>;
