// How the detail page's result claims read (DOMAIN.md §9; issue #17 part 3), and the pre-checks of the
// claim form — the server's own rules (the avatar upload's 2 MB and types, up to 3, note ≤ 500).
import type { ChallengeClaim, ChallengeClaims } from '@changamoto/shared/contract';
import { CLAIM_EVIDENCE_MAX_BYTES, CLAIM_EVIDENCE_MAX_FILES, CLAIM_EVIDENCE_TYPES, CLAIM_MESSAGES, type ClaimRole } from '@changamoto/shared/domain';

export const CLAIM_ROLE_LABELS: Record<ClaimRole, string> = { player_a: 'Player A', player_b: 'Player B', creator: 'Creator' };

export const CLAIM_COPY = {
  heading: 'Result Claims',
  noClaims: 'No result has been claimed yet.',
  agreeQuestion: 'Do you agree?',
  agree: 'Agree',
  different: 'Submit a different result',
  change: 'Change your claim',
  disputed: 'Disputed: the players claim different results. An admin will review the evidence and decide.',
  agreed: 'Agreed: both players claim the same result. An admin will confirm it.',
  waiting: 'An admin will verify the result.',
  replaces: 'Submitting again replaces your earlier claim, note and photos.',
} as const;

/** The viewer's own claim, and the other players' claims. */
export function splitClaims(claims: ChallengeClaims, viewerId: string | undefined): { mine: ChallengeClaim | null; others: ChallengeClaim[] } {
  return { mine: claims.claims.find((c) => c.userId === viewerId) ?? null, others: claims.claims.filter((c) => c.userId !== viewerId) };
}

/** The first problem with the chosen images, or null: the server checks again, by their bytes. */
export function imagesProblem(files: readonly File[]): string | null {
  if (files.length > CLAIM_EVIDENCE_MAX_FILES) return CLAIM_MESSAGES.tooManyImages;
  if (files.some((f) => f.size > CLAIM_EVIDENCE_MAX_BYTES)) return CLAIM_MESSAGES.imageTooLarge;
  if (files.some((f) => !(CLAIM_EVIDENCE_TYPES as readonly string[]).includes(f.type))) return CLAIM_MESSAGES.imageType;
  return null;
}
