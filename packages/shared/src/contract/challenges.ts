import { z } from 'zod';
import { endpoint } from './define';
import { uploadBodyLimit } from './policy';
import { routes } from './routes';
import { CHALLENGE_CATEGORIES } from '../domain/categories';
import { SHORT_CODE_PATTERN } from '../domain/ussd';
import {
  CHALLENGE_SEARCH_MAX,
  CHALLENGE_SEARCH_MIN,
  SEARCH_MESSAGES,
  CHALLENGE_DESCRIPTION_MAX,
  CHALLENGE_MESSAGES as M,
  CHALLENGE_OUTCOMES,
  CHALLENGE_STATUSES,
  CHALLENGE_TITLE_MAX,
  CHALLENGE_TYPES,
  STAKE_ROLES,
} from '../domain/challenge';

export const challengeSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  type: z.enum(CHALLENGE_TYPES),
  status: z.enum(CHALLENGE_STATUSES),
  category: z.object({ slug: z.string(), name: z.string() }),
  featuredImageUrl: z.string().nullable(),
  isFeatured: z.boolean(),
  startDate: z.iso.datetime({ offset: true }),
  endDate: z.iso.datetime({ offset: true }),
  createdAt: z.iso.datetime({ offset: true }),
  playerAStake: z.number().int(),
  playerBStake: z.number().int(),
  publicChallengeEntryFee: z.number().int(),
});
export type ChallengeSummary = z.infer<typeof challengeSummarySchema>;

/** A list entry: the summary plus what is computed from its stakes (a ChallengeSummary wherever one is expected). */
export const challengeListItemSchema = challengeSummarySchema.extend({
  /** DOMAIN.md §4 Total Jackpot, summed from the challenge's stakes (never stored twice). */
  totalJackpot: z.number().int(),
  participantsCount: z.number().int(),
  backersCount: z.number().int(),
});
export type ChallengeListItem = z.infer<typeof challengeListItemSchema>;

/** spec §7 get_challenges_for_list_view: every list of the app (home, /challenges, categories, dashboard, my challenges). */
export const listChallengesQuerySchema = z.strictObject({
  featured: z.enum(['true', 'false'], { error: 'featured must be true or false.' }).optional(),
  type: z.enum(CHALLENGE_TYPES, { error: 'Unknown challenge type.' }).optional(),
  category: z.string().trim().min(1).max(50).optional(),
  /** Comma-separated statuses, e.g. 'active,pending_acceptance,pending_verification' (dashboard). */
  statuses: z
    .string()
    .trim()
    .max(200)
    .regex(/^[a-z_]+(,[a-z_]+)*$/, 'statuses must be a comma-separated list of statuses.')
    .optional(),
  /** new = newest first; trending = most tokens staked in the last 72 h, then newest (DOMAIN.md §4). */
  sort: z.enum(['new', 'trending'], { error: 'sort must be new or trending.' }).default('new'),
  /** Challenges created by this user (My Challenges: 'Created By Me'). */
  creatorId: z.uuid({ error: 'creatorId must be a user id.' }).optional(),
  /** Challenges this user plays in, joined or backed ('Challenge Invites & Participation'). */
  involvedUserId: z.uuid({ error: 'involvedUserId must be a user id.' }).optional(),
  /**
   * sort=new only: open challenges first (active, then awaiting acceptance), then finished and cancelled
   * ones, each newest first (issue #16 §3). Combine with statuses=active,pending_acceptance to hide the finished.
   */
  openFirst: z.enum(['true', 'false'], { error: 'openFirst must be true or false.' }).optional(),
  /** Keyset pagination: the `nextCursor` of the previous page. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number({ error: 'limit must be a number.' }).int('limit must be a whole number.').min(1, 'limit must be at least 1.').max(50, 'limit must be at most 50.').default(20),
});

/**
 * GET /api/challenges/search (issue #17 §2): titles, descriptions, categories and usernames, tolerant of
 * typos, case and accents; open challenges first, then by how well they match. The list's filters apply.
 */
export const searchChallengesQuerySchema = z.strictObject({
  q: z.string({ error: SEARCH_MESSAGES.tooShort }).trim().min(CHALLENGE_SEARCH_MIN, SEARCH_MESSAGES.tooShort).max(CHALLENGE_SEARCH_MAX, SEARCH_MESSAGES.tooLong),
  type: listChallengesQuerySchema.shape.type,
  category: listChallengesQuerySchema.shape.category,
  statuses: listChallengesQuerySchema.shape.statuses,
  cursor: listChallengesQuerySchema.shape.cursor,
  limit: listChallengesQuerySchema.shape.limit,
});

const positiveWhole = (message: string) => z.number({ error: message }).int(message).min(1, message);
const dateTime = (message: string) => z.iso.datetime({ offset: true, error: message });

/** POST /api/challenges (spec §3 creation payload, §5 validation). The type's own block is required. */
export const createChallengeBodySchema = z
  .strictObject({
    title: z.string({ error: M.titleAndType }).trim().min(1, M.titleAndType).max(CHALLENGE_TITLE_MAX, M.titleTooLong),
    type: z.enum(CHALLENGE_TYPES, { error: M.titleAndType }),
    description: z.string().trim().max(CHALLENGE_DESCRIPTION_MAX, M.descriptionTooLong).nullish(),
    categorySlug: z.enum(CHALLENGE_CATEGORIES.map((c) => c.slug) as [string, ...string[]], { error: M.category }),
    startDate: dateTime(M.startDate),
    endDate: dateTime(M.endDate),
    // Only a URL this server produced for the caller is accepted (checked by the service).
    featuredImageUrl: z.string({ error: 'Image upload failed: invalid image reference.' }).max(500, 'Image upload failed: invalid image reference.').nullish(),
    solo: z.strictObject({ playerAStake: positiveWhole(M.stake) }).optional(),
    two_player: z.strictObject({ opponentId: z.uuid({ error: M.opponentRequired }), playerAStake: positiveWhole(M.stake), playerBStake: positiveWhole(M.stake) }).optional(),
    public: z.strictObject({ publicEntryFee: positiveWhole(M.entryFee) }).optional(),
  })
  .superRefine((body, ctx) => {
    if (!body[body.type]) ctx.addIssue({ code: 'custom', path: [body.type], message: body.type === 'two_player' ? M.opponentRequired : M.typeDetails });
    const start = Date.parse(body.startDate);
    const end = Date.parse(body.endDate);
    if (end <= start) ctx.addIssue({ code: 'custom', path: ['endDate'], message: M.endAfterStart });
    else if (end <= Date.now()) ctx.addIssue({ code: 'custom', path: ['endDate'], message: M.endInFuture });
  });
export type CreateChallengeBody = z.infer<typeof createChallengeBodySchema>;

/** The id travels as text: anything that is not a challenge id is simply not found (404). */
const challengeIdParams = z.strictObject({ id: z.string().max(100) });

export const respondInviteBodySchema = z.strictObject({
  action: z.enum(['accept', 'reject'], { error: 'action must be accept or reject.' }),
});

export const participationBodySchema = z
  .strictObject({
    actionType: z.enum(['join', 'back'], { error: 'actionType must be join or back.' }),
    backedOutcome: z.enum(CHALLENGE_OUTCOMES, { error: M.outcomeInvalid }).nullish(),
    stakeAmount: positiveWhole(M.invalidStake).nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.actionType !== 'back') return;
    if (!body.backedOutcome) ctx.addIssue({ code: 'custom', path: ['backedOutcome'], message: M.outcomeRequired });
    if (body.stakeAmount == null) ctx.addIssue({ code: 'custom', path: ['stakeAmount'], message: M.invalidStake });
  });
export type ParticipationBody = z.infer<typeof participationBodySchema>;

const personSchema = z.object({ id: z.uuid(), username: z.string().nullable(), avatarUrl: z.string().nullable() });
export type ChallengePerson = z.infer<typeof personSchema>;

export const challengeStakeSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  user: personSchema,
  role: z.enum(STAKE_ROLES),
  outcome: z.enum(CHALLENGE_OUTCOMES),
  amount: z.number().int(),
  /** active (in escrow) | refunded | won | lost */
  status: z.string(),
  isWinner: z.boolean(),
  winningsTokens: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ChallengeStake = z.infer<typeof challengeStakeSchema>;

export const challengeDetailSchema = challengeListItemSchema.extend({
  /**
   * The 6-character code to back it on USSD and to share ("Back it on *384*123# with code K7P2QX";
   * issue #19 §3). Always sent; optional so that a detail from before it reads as "no code".
   */
  shortCode: z.string().regex(SHORT_CODE_PATTERN).optional(),
  outcome: z.string().nullable(),
  creator: personSchema.nullable(),
  playerA: personSchema.nullable(),
  playerB: personSchema.nullable(),
  inviteExpiresAt: z.iso.datetime({ offset: true }).nullable(),
  /** The stakes of the players (role player_a / player_b), in escrow unless refunded. */
  playerStakes: z.array(challengeStakeSchema),
  /**
   * Public challenges: who paid the entry fee — the first DETAIL_STAKES_PAGE, oldest first; the rest
   * page by page from listChallengeStakes with `participantsNextCursor` (null: that was all of them).
   */
  participants: z.array(challengeStakeSchema),
  participantsNextCursor: z.string().nullable(),
  /** The first DETAIL_STAKES_PAGE backings, oldest first; the counts and sums are in `totals`. */
  backers: z.array(challengeStakeSchema),
  backersNextCursor: z.string().nullable(),
  /** Completed or paid out: every stake that won something (any role), largest winnings first. */
  winners: z.array(challengeStakeSchema),
  winnersNextCursor: z.string().nullable(),
  /** The signed-in reader's own stakes on this challenge (none for a visitor): what they may still back or join. */
  myStakes: z.array(challengeStakeSchema),
  totals: z.object({
    succeedBackerStake: z.number().int(),
    failBackerStake: z.number().int(),
    playerABackerStake: z.number().int(),
    playerBBackerStake: z.number().int(),
    succeedBackersCount: z.number().int(),
    failBackersCount: z.number().int(),
    playerABackersCount: z.number().int(),
    playerBBackersCount: z.number().int(),
    publicParticipantsCount: z.number().int(),
    /** = totalJackpot (spec §3 overall_total_stake). */
    overallTotalStake: z.number().int(),
  }),
});
export type ChallengeDetail = z.infer<typeof challengeDetailSchema>;

/**
 * How many stakes of each list (participants, backers, winners) the detail carries. A popular
 * challenge has thousands of backers: a phone gets the first page, the totals, and asks for more.
 */
export const DETAIL_STAKES_PAGE = 20;

/** The stake lists of a challenge that are read page by page. */
export const CHALLENGE_STAKE_LISTS = ['participants', 'backers', 'winners'] as const;
export type ChallengeStakeList = (typeof CHALLENGE_STAKE_LISTS)[number];

export const listChallengeStakesQuerySchema = z.strictObject({
  list: z.enum(CHALLENGE_STAKE_LISTS, { error: 'list must be participants, backers or winners.' }),
  /** The detail's `<list>NextCursor`, then each page's `nextCursor`. */
  cursor: z.string().max(200),
});

const actionResponse = z.object({ success: z.literal(true), message: z.string() });

export const challengesContract = {
  listChallenges: endpoint({
    ...routes.listChallenges,
    access: 'public',
    // A list page is the same for everyone: kept until a challenge changes (decision 037).
    sharedAnswers: { mayShare: 'readers' },
    tag: 'Challenges',
    summary: 'Challenges newest first, optionally only featured ones, of one type or category.',
    query: listChallengesQuerySchema,
    response: z.object({ challenges: z.array(challengeListItemSchema), nextCursor: z.string().nullable().optional() }),
  }),
  searchChallenges: endpoint({
    ...routes.searchChallenges,
    access: 'public',
    rateLimit: 'challengeSearch',
    // A search page is the same for everyone, like a list page: kept until a challenge changes (decision
    // 042). The rate limit still counts every search, kept or not (it runs first).
    sharedAnswers: { mayShare: 'readers' },
    tag: 'Challenges',
    summary: "Challenges whose title, description, category or creator's or player's username matches q (typos, case and accents forgiven); open ones first. Rate limited per IP.",
    query: searchChallengesQuerySchema,
    response: z.object({ challenges: z.array(challengeListItemSchema), nextCursor: z.string().nullable() }),
  }),
  uploadChallengeImage: endpoint({
    ...routes.uploadChallengeImage,
    access: 'user',
    rateLimit: 'challengeImageUpload',
    bodyLimit: uploadBodyLimit(2 * 1024 * 1024, { framingBytes: 16 * 1024 }),
    tag: 'Challenges',
    summary: 'Upload a featured image (JPG, PNG or GIF ≤ 2 MB, checked by content, re-encoded to WebP) for a challenge being created.',
    upload: { field: 'image', maxBytes: 2 * 1024 * 1024, types: ['image/jpeg', 'image/png', 'image/gif'] },
    response: z.object({ url: z.string() }),
    status: 201,
  }),
  getChallenge: endpoint({
    ...routes.getChallenge,
    access: 'public',
    // The public part is kept; a signed-in reader's own stakes are read and merged on every request.
    sharedAnswers: { mayShare: 'visitors' },
    tag: 'Challenges',
    summary: "One challenge with its players, the first page of its participants, backers and winners, the signed-in reader's own stakes, totals per outcome and the Total Jackpot.",
    personal: true,
    params: challengeIdParams,
    response: z.object({ challenge: challengeDetailSchema }),
  }),
  listChallengeStakes: endpoint({
    ...routes.listChallengeStakes,
    access: 'public',
    // A page of stakes is the same for everyone, like a list page; kept until its challenge changes.
    sharedAnswers: { mayShare: 'readers' },
    tag: 'Challenges',
    summary: "The next page (DETAIL_STAKES_PAGE stakes) of a challenge's participants, backers or winners, after the cursor the detail or the previous page gave.",
    params: challengeIdParams,
    query: listChallengeStakesQuerySchema,
    response: z.object({ stakes: z.array(challengeStakeSchema), nextCursor: z.string().nullable() }),
  }),
  createChallenge: endpoint({
    ...routes.createChallenge,
    access: 'user',
    rateLimit: 'money',
    idempotent: true,
    status: 201,
    tag: 'Challenges',
    summary: "Creates a challenge; solo and two_player move player A's stake (bonus first) into escrow, two_player invites player B.",
    body: createChallengeBodySchema,
    response: z.object({ success: z.literal(true), challengeId: z.uuid(), message: z.string() }),
  }),
  respondChallengeInvite: endpoint({
    ...routes.respondChallengeInvite,
    access: 'user',
    rateLimit: 'money',
    idempotent: true,
    tag: 'Challenges',
    summary: 'Player B accepts (stakes into escrow, challenge active) or rejects (player A refunded) a two_player invite.',
    params: challengeIdParams,
    body: respondInviteBodySchema,
    response: actionResponse.extend({ status: z.enum(CHALLENGE_STATUSES) }),
  }),
  joinOrBackChallenge: endpoint({
    ...routes.joinOrBackChallenge,
    access: 'user',
    rateLimit: 'money',
    idempotent: true,
    tag: 'Challenges',
    summary: 'Joins a public challenge (entry fee) or backs an outcome of a solo/two_player challenge (stake), bonus tokens first.',
    params: challengeIdParams,
    body: participationBodySchema,
    response: actionResponse,
  }),
};
