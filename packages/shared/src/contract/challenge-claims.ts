// Result claims with evidence (DOMAIN.md §9; issue #17 part 3; docs/decisions/019): each player submits
// or changes a claim — an outcome, a note and up to 3 images — while the challenge is active or pending
// verification and no admin has decided; the players and admins read the claims, and the images only
// through an endpoint that checks the reader (never a public URL).
import { z } from 'zod';
import { CLAIM_EVIDENCE_FIELD, CLAIM_EVIDENCE_MAX_BYTES, CLAIM_EVIDENCE_MAX_FILES, CLAIM_EVIDENCE_TYPES, CLAIM_MESSAGES, CLAIM_NOTE_MAX_LENGTH, CLAIM_ROLES, CLAIM_STATES } from '../domain/claims';
import { CHALLENGE_OUTCOMES, CHALLENGE_RESULT_MESSAGES } from './challenge-results';
import { endpoint, fileResponseSchema } from './define';
import { uploadBodyLimit } from './policy';
import { routes } from './routes';

const isoDateTime = z.iso.datetime({ offset: true });
const challengeId = z.uuid({ error: CHALLENGE_RESULT_MESSAGES.notFound });
const outcome = z.enum(CHALLENGE_OUTCOMES, { error: CHALLENGE_RESULT_MESSAGES.invalidOutcome });

export const claimEvidenceSchema = z.object({
  id: z.uuid(),
  /** GET path of the image (answers only a player of the challenge or an admin). */
  path: z.string(),
});

export const challengeClaimSchema = z.object({
  userId: z.uuid(),
  username: z.string().nullable(),
  role: z.enum(CLAIM_ROLES),
  outcome,
  note: z.string().nullable(),
  evidence: z.array(claimEvidenceSchema),
  /** When the player first claimed, and when they last changed it. */
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type ChallengeClaim = z.infer<typeof challengeClaimSchema>;

export const challengeClaimsSchema = z.object({
  state: z.enum(CLAIM_STATES),
  /** The viewer is a player who may submit or change a claim now (active or pending verification, not decided). */
  canClaim: z.boolean(),
  /** Who may claim: solo player A; two_player A and B; public the creator. */
  players: z.array(z.object({ userId: z.uuid(), username: z.string().nullable(), role: z.enum(CLAIM_ROLES) })),
  claims: z.array(challengeClaimSchema),
  /** The admin's decision once made, with the reason the players see. */
  decision: z.object({ outcome, reason: z.string().nullable(), decidedAt: isoDateTime }).nullable(),
});
export type ChallengeClaims = z.infer<typeof challengeClaimsSchema>;

/** The text fields of a claim's form (multipart, next to the images). */
export const claimFormSchema = z.strictObject({
  outcome,
  note: z
    .string()
    .trim()
    .max(CLAIM_NOTE_MAX_LENGTH, CLAIM_MESSAGES.noteTooLong)
    .transform((note) => note || undefined)
    .optional(),
  /** Public challenges: the winners the creator marks, as comma-separated user ids. */
  winnerIds: z
    .string()
    .max(40_000)
    .transform((ids) =>
      ids
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.uuid({ error: CHALLENGE_RESULT_MESSAGES.winnersNotParticipants })).max(1_000))
    .optional(),
});

export const challengeClaimsContract = {
  submitChallengeClaim: endpoint({
    ...routes.submitChallengeClaim,
    access: 'user',
    rateLimit: 'claimSubmission',
    // Up to three evidence images of at most 2 MB each, the note and the multipart framing: a bigger body
    // is refused before it is read (the images are then checked one by one).
    bodyLimit: uploadBodyLimit(CLAIM_EVIDENCE_MAX_BYTES, { files: CLAIM_EVIDENCE_MAX_FILES, framingBytes: 32 * 1024 }),
    tag: 'Challenges',
    summary:
      'Submit or change the caller’s result claim (multipart/form-data): outcome, an optional note (≤ 500 characters), winnerIds (public: comma-separated) and up to 3 images in the field `evidence` (JPG, PNG, GIF or WebP, ≤ 2 MB each, checked by content and re-encoded). A change replaces the earlier claim and its images. Only the players (solo: player A; two_player: A and B; public: the creator) of an active or pending-verification challenge that no admin has decided. Different claims make it disputed, matching ones agreed.',
    params: z.strictObject({ id: challengeId }),
    body: claimFormSchema,
    upload: { field: CLAIM_EVIDENCE_FIELD, maxBytes: CLAIM_EVIDENCE_MAX_BYTES, types: CLAIM_EVIDENCE_TYPES },
    response: z.object({ success: z.literal(true), message: z.string(), claims: challengeClaimsSchema }),
  }),
  getChallengeClaims: endpoint({
    ...routes.getChallengeClaims,
    access: 'user',
    tag: 'Challenges',
    summary: 'The claims of a challenge with their notes and image paths, and the admin’s decision and reason: for its players and admins only (403 to anyone else).',
    params: z.strictObject({ id: challengeId }),
    response: challengeClaimsSchema,
  }),
  getClaimEvidence: endpoint({
    ...routes.getClaimEvidence,
    access: 'user',
    tag: 'Challenges',
    summary: 'One evidence image of a claim (image/webp, never cached by shared caches): for the challenge’s players and admins only; anyone else gets 404.',
    params: z.strictObject({ id: challengeId, evidenceId: z.uuid({ error: CLAIM_MESSAGES.evidenceNotFound }) }),
    download: { types: ['image/webp'] },
    response: fileResponseSchema,
  }),
};
