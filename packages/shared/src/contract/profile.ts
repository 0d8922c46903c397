import { z } from 'zod';
import { LOCALES } from '../domain/locale';
import { SELF_EXCLUSION_KINDS } from '../domain/responsible-play';
import { ADULT_MESSAGES, KYC_STATUSES, PASSWORD_LIMITS, PASSWORD_MESSAGES, PROFILE_MESSAGES, REGIONS, USERNAME_PATTERN } from '../domain/profile';
import { endpoint } from './define';
import { uploadBodyLimit } from './policy';
import { routes } from './routes';

export const usernameSchema = z.string({ error: PROFILE_MESSAGES.usernameFormat }).trim().regex(USERNAME_PATTERN, PROFILE_MESSAGES.usernameFormat);
export const localeSchema = z.enum(LOCALES, { error: 'Choose English or Kiswahili.' });
export const regionSchema = z.enum(REGIONS, { error: PROFILE_MESSAGES.region });
/** A new password (spec §5): setting one, and choosing one in a password reset. */
export const passwordSchema = z.string({ error: PASSWORD_MESSAGES.required }).min(PASSWORD_LIMITS.min, PASSWORD_MESSAGES.tooShort).max(PASSWORD_LIMITS.max, PASSWORD_MESSAGES.tooLong);

/** The signed-in person's own profile (spec §3 Profile). */
export const profileSchema = z.object({
  id: z.uuid(),
  username: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  role: z.enum(['user', 'admin']),
  region: z.enum(REGIONS),
  /** The person's language for the app, e-mails and SMS (issue #20 §1): 'en' or 'sw'. */
  locale: z.enum(LOCALES),
  /** null for a phone-only account: its placeholder address is never shown (issue #24 item 1). */
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  phone: z.string().nullable(),
  referredByUserId: z.uuid().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  lastLoginRewardClaimedAt: z.iso.datetime({ offset: true }).nullable(),
  isAdultConfirmed: z.boolean(),
  kycStatus: z.enum(KYC_STATUSES),
  balanceFrozen: z.boolean(),
  /**
   * The break (or closure) in force, with its end and the sentence a blocked action answers; null: none.
   * Pages show it and disable what it blocks before the person acts (issue #24 item 11). Always sent;
   * optional so that a profile from before it reads as "none".
   */
  activeExclusion: z
    .object({ kind: z.enum(SELF_EXCLUSION_KINDS), startsAt: z.iso.datetime({ offset: true }), endsAt: z.iso.datetime({ offset: true }).nullable(), message: z.string() })
    .nullable()
    .optional(),
  twoFactorEnabled: z.boolean(),
  /**
   * Offer the optional 'Add Phone Number' step now (spec §2 Sign-up): the e-mail is confirmed, there is
   * no phone, and the step was never shown. An account that had to confirm its e-mail first gets it at
   * its first sign-in after that; POST /api/profile/phone-step turns it off for good.
   */
  offerPhoneStep: z.boolean(),
  /** The token balance; 0 until the wallet (ledger) exists. */
  tokens: z.number().int(),
});
export type Profile = z.infer<typeof profileSchema>;

export const updateProfileInputSchema = z.strictObject({
  username: usernameSchema.optional(),
  region: regionSchema.optional(),
  /** A phone is added or changed only through an SMS code (phone-number verify); here it can only be removed (spec §5: empty → null). */
  phone: z.null({ error: 'To add or change a phone number, verify it with the SMS code we send.' }).optional(),
  /** spec: sign-up asks the user to confirm they are 18 or older (DOMAIN.md §7). */
  isAdultConfirmed: z.literal(true, { error: ADULT_MESSAGES.required }).optional(),
  /** The language switch (issue #20 §1). */
  locale: localeSchema.optional(),
});

export const publicProfileSchema = z.object({ id: z.uuid(), username: z.string().nullable(), avatarUrl: z.string().nullable() });

export const profileContract = {
  getMyProfile: endpoint({ ...routes.getMyProfile, access: 'user', tag: 'Profile', summary: 'The signed-in user’s profile.', response: profileSchema }),
  updateMyProfile: endpoint({
    ...routes.updateMyProfile,
    access: 'user',
    tag: 'Profile',
    summary: 'Update username, region or language, remove the phone, or confirm 18+.',
    body: updateProfileInputSchema,
    response: profileSchema,
  }),
  usernameExists: endpoint({
    ...routes.usernameExists,
    access: 'public',
    rateLimit: 'usernameExists',
    tag: 'Profile',
    summary: 'Whether a username is taken (case-insensitive). spec §7 username_exists.',
    query: z.strictObject({ username: usernameSchema }),
    response: z.object({ exists: z.boolean() }),
  }),
  searchUsers: endpoint({
    ...routes.searchUsers,
    access: 'user',
    tag: 'Profile',
    summary: 'Users whose username starts with q; empty or blank q → []; never the caller. spec §7 search_users_by_username.',
    query: z.strictObject({ q: z.string().max(50, 'Search text is too long.').default('') }),
    response: z.object({ users: z.array(z.object({ id: z.uuid(), username: z.string() })) }),
  }),
  getPublicProfiles: endpoint({
    ...routes.getPublicProfiles,
    access: 'public',
    tag: 'Profile',
    summary: 'Usernames and avatars of up to 100 users. spec §7 get_public_profiles.',
    body: z.strictObject({ userIds: z.array(z.uuid({ error: 'Each user id must be a UUID.' })).max(100, 'At most 100 user ids.') }),
    response: z.object({ profiles: z.array(publicProfileSchema) }),
  }),
  setPassword: endpoint({
    ...routes.setPassword,
    access: 'user',
    tag: 'Profile',
    summary: 'Give a passwordless account (e-mail code, phone, Google) an optional password.',
    body: z.strictObject({ password: passwordSchema }),
    response: z.object({ success: z.literal(true) }),
  }),
  markPhoneStepShown: endpoint({
    ...routes.markPhoneStepShown,
    access: 'user',
    tag: 'Profile',
    summary: "The optional 'Add Phone Number' step was shown: it is not offered again (offerPhoneStep becomes false). Idempotent.",
    response: profileSchema,
  }),
  confirmAdult: endpoint({
    ...routes.confirmAdult,
    access: 'user',
    tag: 'Profile',
    summary: 'Confirm being 18 or older (DOMAIN.md §7): needed before any token moves. Idempotent; the first confirmation’s time is kept.',
    body: z.strictObject({ isAdultConfirmed: z.literal(true, { error: ADULT_MESSAGES.required }) }),
    response: profileSchema,
  }),
};

/** Image types an avatar may be (spec §5 Avatar upload); the server checks the file's bytes, not its name or declared type. */
export const AVATAR_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** Separate from profileContract so its handler lives in the avatars module (multipart, not JSON). */
export const profileAvatarContract = {
  uploadAvatar: endpoint({
    ...routes.uploadAvatar,
    access: 'user',
    rateLimit: 'avatarUpload',
    // The avatar file (spec §9: 2 MB) plus room for the multipart boundaries and part headers.
    bodyLimit: uploadBodyLimit(2 * 1024 * 1024, { framingBytes: 16 * 1024 }),
    tag: 'Profile',
    summary: 'Upload a new avatar (multipart/form-data, field `avatar`): JPG, PNG, GIF or WebP up to 2 MB, re-encoded to a 256×256 WebP. spec §5, §7.',
    // spec §9: image max 2 MB.
    upload: { field: 'avatar', maxBytes: 2 * 1024 * 1024, types: AVATAR_IMAGE_TYPES },
    response: profileSchema,
  }),
};
