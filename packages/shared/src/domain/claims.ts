// Result claims with evidence (DOMAIN.md §9; issue #17 part 3): limits and words shared by the server's
// checks and the web's pre-checks. The image checks are the avatar upload's (spec §9: 2 MB).
import { UPLOAD_MESSAGES } from './uploads';

export const CLAIM_EVIDENCE_FIELD = 'evidence';
export const CLAIM_EVIDENCE_MAX_FILES = 3;
export const CLAIM_EVIDENCE_MAX_BYTES = 2 * 1024 * 1024;
export const CLAIM_EVIDENCE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const CLAIM_NOTE_MAX_LENGTH = 500;
/** The admin's reason for a decision, shown to the players. */
export const DECISION_REASON_MIN_LENGTH = 3;
export const DECISION_REASON_MAX_LENGTH = 500;

/** none: no claim yet; claimed: claims so far all match but a player has not claimed; agreed: every player claimed the same; disputed: claims differ. */
export const CLAIM_STATES = ['none', 'claimed', 'agreed', 'disputed'] as const;
export type ClaimState = (typeof CLAIM_STATES)[number];

export const CLAIM_ROLES = ['player_a', 'player_b', 'creator'] as const;
export type ClaimRole = (typeof CLAIM_ROLES)[number];

export const CLAIM_MESSAGES = {
  noteTooLong: `The note must be ${CLAIM_NOTE_MAX_LENGTH} characters or fewer.`,
  tooManyImages: `You can attach up to ${CLAIM_EVIDENCE_MAX_FILES} images.`,
  imageTooLarge: UPLOAD_MESSAGES.tooLarge,
  imageType: UPLOAD_MESSAGES.invalidType,
  storageFailed: UPLOAD_MESSAGES.storageFailed,
  evidenceNotFound: 'Evidence not found.',
  notPlayerOrAdmin: 'Only the players of this challenge and admins can see its claims.',
  reasonRequired: `Please give a reason the players will see (${DECISION_REASON_MIN_LENGTH} to ${DECISION_REASON_MAX_LENGTH} characters).`,
  /** spec §8 function fallback. */
  failed: 'Failed to submit result.',
  /** issue #24 item 8: no claim or decision before start_date (an admin may still void). */
  notStarted: 'This challenge has not started yet: results open at its start time.',
} as const;

/** The state of a challenge's claims: `players` is how many players may claim (two_player: 2, else 1). */
export function claimState(outcomes: readonly string[], players: number): ClaimState {
  if (outcomes.length === 0) return 'none';
  if (new Set(outcomes).size > 1) return 'disputed';
  return outcomes.length >= players && players > 1 ? 'agreed' : 'claimed';
}
