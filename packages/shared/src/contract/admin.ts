// The admin console (issue #7, DOMAIN.md §6): every endpoint is access 'admin' (the router refuses a
// visitor with 401 and anyone else with 403 before the handler runs) and every action writes an audit row.
import { z } from 'zod';
import { ADMIN_MESSAGES as M, AUDIT_TARGET_TYPES, QUEUE_REASONS } from '../domain/admin';
import { CHALLENGE_OUTCOMES } from '../domain/challenge';
import { KYC_STATUSES } from '../domain/profile';
import { claimEvidenceSchema } from './challenge-claims';
import { challengeListItemSchema } from './challenges';
import { endpoint } from './define';
import { routes } from './routes';
import { responsiblePlayStatusSchema } from './responsible-play';
import { transactionSchema } from './wallet';

const id = (what: string) => z.strictObject({ id: z.uuid({ error: `${what} id must be a UUID.` }) });
const reason = z.string({ error: M.reasonRequired }).trim().min(1, M.reasonRequired).max(1000, M.reasonTooLong);
const actionResult = z.object({ success: z.literal(true), message: z.string() });
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD.');

export const adminQueueItemSchema = z.object({
  challenge: challengeListItemSchema,
  reason: z.enum(QUEUE_REASONS),
  /** When it entered the queue: the first claim, or the end date of an overdue active challenge. */
  waitingSince: z.iso.datetime({ offset: true }),
  playerA: z.object({ id: z.uuid(), username: z.string().nullable() }).nullable(),
  playerB: z.object({ id: z.uuid(), username: z.string().nullable() }).nullable(),
  /** The players' claims side by side (public: the creator's, with the winners they marked). */
  claims: z.array(
    z.object({
      userId: z.uuid(),
      username: z.string().nullable(),
      outcome: z.enum(CHALLENGE_OUTCOMES),
      createdAt: z.iso.datetime({ offset: true }),
      /** The claim's note and evidence images (paths of getClaimEvidence), issue #17 part 3. */
      note: z.string().nullable(),
      evidence: z.array(claimEvidenceSchema),
    }),
  ),
  /** Public challenges: the participants an admin may mark as winners. */
  participants: z.array(z.object({ userId: z.uuid(), username: z.string().nullable(), isWinner: z.boolean() })),
});
export type AdminQueueItem = z.infer<typeof adminQueueItemSchema>;

export const adminUserSchema = z.object({
  id: z.uuid(),
  username: z.string().nullable(),
  /** null for a phone-only account (its placeholder address is never shown). */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.enum(['user', 'admin']),
  region: z.string(),
  kycStatus: z.enum(KYC_STATUSES),
  banned: z.boolean(),
  banReason: z.string().nullable(),
  banExpires: z.iso.datetime({ offset: true }).nullable(),
  terminatedAt: z.iso.datetime({ offset: true }).nullable(),
  balanceFrozen: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminPayoutSchema = z.object({
  id: z.uuid(),
  transactionId: z.uuid(),
  user: z.object({ id: z.uuid(), username: z.string().nullable() }),
  amountTokens: z.number().int(),
  amountKes: z.number(),
  transferReference: z.string(),
  status: z.enum(['queued', 'processing', 'completed', 'failed', 'reversed']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type AdminPayout = z.infer<typeof adminPayoutSchema>;

export const adminReportSchema = z.object({
  from: day,
  to: day,
  /** Tokens held now, by ledger account kind (platform sources are negative: tokens issued). */
  outstanding: z.array(z.object({ kind: z.string(), tokens: z.number().int() })),
  escrowTokens: z.number().int(),
  /** In the range: platform fees kept, loss mitigation paid back as bonus. */
  revenueTokens: z.number().int(),
  lossMitigationTokens: z.number().int(),
  /**
   * Per UTC day, from the ledger: purchases of every kind (bundles and custom amounts) as the KES paid and
   * the tokens credited out of payments_in; payouts as the KES sent and the tokens moved into payouts_out
   * (net of reversals).
   */
  days: z.array(z.object({ date: day, purchasesKes: z.number(), purchasesCount: z.number().int(), purchasesTokens: z.number().int(), payoutsKes: z.number(), payoutsCount: z.number().int(), payoutsTokens: z.number().int() })),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  /** The admin who acted (their e-mail when they have no username); null: the system. */
  actor: z.object({ id: z.uuid(), username: z.string().nullable(), email: z.string().nullable() }).nullable(),
  action: z.string(),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.string(),
  /**
   * What the target is called (a person's name; a challenge's title; whose payout or KYC submission) and
   * the person it belongs to, for names and links instead of raw ids (issue #24 item 12).
   */
  target: z.object({ label: z.string().nullable(), userId: z.uuid().nullable() }),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  requestId: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const adminContract = {
  adminVerificationQueue: endpoint({
    ...routes.adminVerificationQueue,
    access: 'admin',
    tag: 'Admin',
    summary: 'Challenges waiting for an admin: disputed ones first, then agreed, pending verification and overdue active ones, oldest first, with the claims, notes and evidence side by side.',
    response: z.object({ items: z.array(adminQueueItemSchema) }),
  }),
  adminSetFeatured: endpoint({
    ...routes.adminSetFeatured,
    access: 'admin',
    tag: 'Admin',
    summary: 'Feature or unfeature a challenge (the home page shows the latest three featured).',
    params: id('Challenge'),
    body: z.strictObject({ featured: z.boolean({ error: 'featured must be true or false.' }) }),
    response: actionResult.extend({ featured: z.boolean() }),
  }),
  adminSearchUsers: endpoint({
    ...routes.adminSearchUsers,
    access: 'admin',
    tag: 'Admin',
    summary: 'Find people by username, e-mail or phone (at least 2 characters; at most 50 results).',
    query: z.strictObject({ q: z.string({ error: M.queryTooShort }).trim().min(2, M.queryTooShort).max(100) }),
    response: z.object({ users: z.array(adminUserSchema) }),
  }),
  adminGetUser: endpoint({
    ...routes.adminGetUser,
    access: 'admin',
    tag: 'Admin',
    summary: 'One person: account, balances, their latest challenges and transactions.',
    params: id('User'),
    response: z.object({
      user: adminUserSchema,
      balances: z.object({ cash: z.number().int(), bonus: z.number().int(), total: z.number().int() }),
      challenges: z.array(challengeListItemSchema),
      transactions: z.array(transactionSchema),
      /** Deposit limits and self-exclusion exactly as the person sees them (read-only here: no admin may lift a break). */
      responsiblePlay: responsiblePlayStatusSchema,
    }),
  }),
  adminSuspendUser: endpoint({
    ...routes.adminSuspendUser,
    access: 'admin',
    tag: 'Admin',
    summary: 'Suspend with a reason and an optional end; every open session of theirs ends at once.',
    params: id('User'),
    body: z.strictObject({ reason, until: z.iso.datetime({ offset: true, error: 'until must be a date and time.' }).nullable().optional() }),
    response: actionResult,
  }),
  adminUnsuspendUser: endpoint({
    ...routes.adminUnsuspendUser,
    access: 'admin',
    tag: 'Admin',
    summary: 'Lift a suspension (not a termination).',
    params: id('User'),
    body: z.strictObject({ reason }),
    response: actionResult,
  }),
  adminTerminateUser: endpoint({
    ...routes.adminTerminateUser,
    access: 'admin',
    tag: 'Admin',
    summary: 'Terminate an account for a violation: suspended for good and its balance frozen; its tokens stay recorded in the ledger.',
    params: id('User'),
    body: z.strictObject({ reason }),
    response: actionResult,
  }),
  adminSetBalanceFrozen: endpoint({
    ...routes.adminSetBalanceFrozen,
    access: 'admin',
    tag: 'Admin',
    summary: 'Freeze or unfreeze a balance: a frozen balance refuses every movement the person starts (refunds and payouts owed still land).',
    params: id('User'),
    body: z.strictObject({ frozen: z.boolean({ error: 'frozen must be true or false.' }), reason }),
    response: actionResult,
  }),
  adminSetRole: endpoint({
    ...routes.adminSetRole,
    access: 'admin',
    tag: 'Admin',
    summary: 'Make someone an admin, or a regular user again (never yourself).',
    params: id('User'),
    body: z.strictObject({ role: z.enum(['user', 'admin'], { error: 'role must be user or admin.' }), reason }),
    response: actionResult,
  }),
  adminListPayouts: endpoint({
    ...routes.adminListPayouts,
    access: 'admin',
    tag: 'Admin',
    summary: 'Payouts in flight (queued or processing, oldest first) or failed and reversed (newest first).',
    query: z.strictObject({ status: z.enum(['in_flight', 'failed'], { error: 'status must be in_flight or failed.' }).default('in_flight') }),
    response: z.object({ payouts: z.array(adminPayoutSchema) }),
  }),
  adminRetryPayout: endpoint({
    ...routes.adminRetryPayout,
    access: 'admin',
    tag: 'Admin',
    summary: 'Retry a stuck transfer with its same reference (Paystack treats it as the same transfer, so it can never pay twice): a queued one is sent again, a processing one is verified and settled.',
    params: id('Payout'),
    response: actionResult.extend({ status: z.enum(['queued', 'processing', 'completed', 'failed', 'reversed']) }),
  }),
  adminReport: endpoint({
    ...routes.adminReport,
    access: 'admin',
    tag: 'Admin',
    summary: 'Platform report: tokens outstanding by account kind, escrow, revenue and loss mitigation in the range, purchases and payouts per day (UTC).',
    query: z.strictObject({ from: day, to: day }),
    response: adminReportSchema,
  }),
  adminAuditLog: endpoint({
    ...routes.adminAuditLog,
    access: 'admin',
    tag: 'Admin',
    summary: 'The audit log, newest first, filtered by actor, action, target (ids, or names and e-mails) and time; keyset pages of up to 100.',
    query: z.strictObject({
      actorId: z.uuid({ error: 'actorId must be a user id.' }).optional(),
      /** The admin by part of their name or e-mail. */
      actor: z.string().trim().min(1).max(100).optional(),
      /** The target by part of its person's name or e-mail, or of a challenge's title. */
      target: z.string().trim().min(1).max(100).optional(),
      action: z
        .string()
        .regex(/^[a-z_.]{3,64}$/, 'action looks like challenge.decide.')
        .optional(),
      targetType: z.enum(AUDIT_TARGET_TYPES, { error: 'Unknown target type.' }).optional(),
      targetId: z.string().min(1).max(64).optional(),
      from: day.optional(),
      to: day.optional(),
      cursor: z.string().max(200).optional(),
      limit: z.coerce.number().int().min(1).max(100).default(50),
    }),
    response: z.object({ entries: z.array(auditEntrySchema), nextCursor: z.string().nullable() }),
  }),
};
