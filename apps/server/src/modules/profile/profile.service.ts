import { PROFILE_MESSAGES } from '@changamoto/shared/domain';
import type { Profile } from '@changamoto/shared/contract';
import type { Db } from '../../db/client';
import { errors } from '../../http/errors';
import { currentExclusion } from '../responsible-play/responsible-play.service';
import { isPhoneOnlyEmail, shownEmail } from '../auth/auth';
import { publishPersonChanged } from '../realtime/realtime.publish';
import { findPublicProfiles, findUserById, hasGoogleSignIn, markPhoneStepShown, searchUsernames, updateUserProfile, usernameTaken, type ProfileChanges, type UserRow } from './profile.repo';

const SEARCH_LIMIT = 10;

export function toProfile(row: UserRow, activeExclusion: Profile['activeExclusion'] = null): Profile {
  return {
    id: row.id,
    username: row.display_username ?? row.username,
    avatarUrl: row.avatar_url,
    role: row.role,
    region: row.region,
    locale: row.locale,
    email: shownEmail(row.email),
    emailVerified: row.email_verified,
    phone: row.phone,
    referredByUserId: row.referred_by_user_id,
    createdAt: row.created_at.toISOString(),
    lastLoginRewardClaimedAt: row.last_login_reward_claimed_at?.toISOString() ?? null,
    isAdultConfirmed: row.is_adult_confirmed,
    kycStatus: row.kyc_status,
    balanceFrozen: row.balance_frozen,
    activeExclusion,
    twoFactorEnabled: row.two_factor_enabled,
    offerPhoneStep: row.email_verified && !row.phone && row.phone_step_shown_at === null,
    tokens: 0, // the ledger arrives with the wallet issue
  };
}

export function createProfileService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  async function getProfile(userId: string): Promise<Profile> {
    const [row, exclusion] = await Promise.all([findUserById(db, userId), currentExclusion(db, userId, now())]);
    if (!row) throw errors.unauthorized('Your session could not be verified. Please try signing in again.');
    return toProfile(row, exclusion);
  }

  /**
   * Removing the phone must leave a way back in (issue #24 item 2): a confirmed real e-mail (e-mail code,
   * or its password) or Google. Otherwise the account and its tokens would be unreachable by anyone.
   */
  async function assertAnotherWayToSignIn(userId: string): Promise<void> {
    const row = await findUserById(db, userId);
    if (!row?.phone) return;
    if (row.email_verified && !isPhoneOnlyEmail(row.email)) return;
    if (await hasGoogleSignIn(db, userId)) return;
    throw errors.conflict(PROFILE_MESSAGES.lastSignInMethod);
  }

  return {
    getProfile,

    async updateProfile(userId: string, changes: ProfileChanges): Promise<Profile> {
      if (changes.phone === null) await assertAnotherWayToSignIn(userId);
      if (changes.username !== undefined && (await usernameTaken(db, changes.username, userId))) throw errors.conflict(PROFILE_MESSAGES.usernameTaken);
      try {
        await updateUserProfile(db, userId, changes);
      } catch (error) {
        // Two people racing for the same name: the unique index decides, the message stays the same.
        if ((error as { code?: string }).code === '23505') throw errors.conflict(PROFILE_MESSAGES.usernameTaken);
        throw error;
      }
      // Challenge pages show the name: the read models drop the answers that show the old one (decision 037).
      if (changes.username !== undefined) await publishPersonChanged(db, userId);
      return getProfile(userId);
    },

    /**
     * The 18+ confirmation (DOMAIN.md §7) for an account that never saw the sign-up form's checkbox (an
     * e-mail code, SMS code or Google sign-in). Idempotent: a trigger keeps the first confirmation's time.
     */
    async confirmAdult(userId: string): Promise<Profile> {
      await updateUserProfile(db, userId, { isAdultConfirmed: true });
      return getProfile(userId);
    },

    /** The optional phone step is offered once: the first time it is shown is kept. */
    async markPhoneStepShown(userId: string): Promise<Profile> {
      await markPhoneStepShown(db, userId);
      return getProfile(userId);
    },

    usernameExists: (username: string) => usernameTaken(db, username),

    async searchUsers(query: string, viewerId: string) {
      const trimmed = query.trim();
      if (!trimmed) return [];
      const rows = await searchUsernames(db, trimmed, viewerId, SEARCH_LIMIT);
      return rows.map((row) => ({ id: row.id, username: row.display_username ?? row.username ?? '' }));
    },

    async publicProfiles(ids: string[]) {
      const rows = await findPublicProfiles(db, [...new Set(ids)]);
      return rows.map((row) => ({ id: row.id, username: row.display_username ?? row.username, avatarUrl: row.avatar_url }));
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
