// How the detail page's result claims read (DOMAIN.md §9; issue #17 part 3), and the pre-checks of the
// claim form — the server's own rules (the avatar upload's 2 MB and types, up to 3, note ≤ 500).
import type { ChallengeClaim, ChallengeClaims } from '@changamoto/shared/contract';
import { translate } from '@/lib/i18n';
import '../i18n';
import { CLAIM_EVIDENCE_MAX_BYTES, CLAIM_EVIDENCE_MAX_FILES, CLAIM_EVIDENCE_TYPES, type ClaimRole } from '@changamoto/shared/domain';

const ROLE_KEYS = { player_a: 'playerA', player_b: 'playerB', creator: 'creator' } as const satisfies Record<ClaimRole, string>;
/** 'Player A' / 'Mchezaji A': read when shown, so it follows the active language. */
export const CLAIM_ROLE_LABELS = {
  get player_a() {
    return translate(`challenge-detail.roles.${ROLE_KEYS.player_a}`);
  },
  get player_b() {
    return translate(`challenge-detail.roles.${ROLE_KEYS.player_b}`);
  },
  get creator() {
    return translate(`challenge-detail.roles.${ROLE_KEYS.creator}`);
  },
} satisfies Record<ClaimRole, string>;

export const CLAIM_COPY = {
  get heading() {
    return translate('challenge-detail.claims.title');
  },
  get noClaims() {
    return translate('challenge-detail.claims.none');
  },
  get agreeQuestion() {
    return translate('challenge-detail.claims.doYouAgree');
  },
  get agree() {
    return translate('challenge-detail.claims.agree');
  },
  get different() {
    return translate('challenge-detail.claims.submitDifferent');
  },
  get change() {
    return translate('challenge-detail.claims.change');
  },
  get disputed() {
    return translate('challenge-detail.claims.disputed');
  },
  get agreed() {
    return translate('challenge-detail.claims.agreed');
  },
  get waiting() {
    return translate('challenge-detail.claims.adminWillVerify');
  },
  get replaces() {
    return translate('challenge-detail.claims.replaces');
  },
};

/** The viewer's own claim, and the other players' claims. */
export function splitClaims(claims: ChallengeClaims, viewerId: string | undefined): { mine: ChallengeClaim | null; others: ChallengeClaim[] } {
  return { mine: claims.claims.find((c) => c.userId === viewerId) ?? null, others: claims.claims.filter((c) => c.userId !== viewerId) };
}

/** The first problem with the chosen images, or null: the server checks again, by their bytes. */
export function imagesProblem(files: readonly File[]): string | null {
  if (files.length > CLAIM_EVIDENCE_MAX_FILES) return translate('challenge-detail.evidence.tooMany', { max: CLAIM_EVIDENCE_MAX_FILES });
  if (files.some((f) => f.size > CLAIM_EVIDENCE_MAX_BYTES)) return translate('challenge-detail.evidence.tooLarge');
  if (files.some((f) => !(CLAIM_EVIDENCE_TYPES as readonly string[]).includes(f.type))) return translate('challenge-detail.evidence.type');
  return null;
}
