// Result claims with evidence (DOMAIN.md §9; issue #17 part 3; docs/decisions/019). Each player submits
// or changes a claim — outcome, note, up to 3 images — while the challenge is active or pending
// verification (no admin has decided: a decision makes it completed). The first claim moves it to
// pending_verification; it is disputed exactly while the claims differ. Images get the avatar upload's
// checks (avatars/avatar-image.ts checkImage) and go to private storage, read back only by the
// challenge's players and admins. Files are stored before the transaction and removed if it fails;
// the images a change replaces are removed after it commits.
import { randomUUID } from 'node:crypto';
import { CHALLENGE_RESULT_MESSAGES, routes, type ChallengeClaims, type ChallengeOutcome } from '@changamoto/shared/contract';
import { CLAIM_EVIDENCE_FIELD, CLAIM_EVIDENCE_MAX_BYTES, CLAIM_EVIDENCE_MAX_FILES, CLAIM_EVIDENCE_TYPES, CLAIM_MESSAGES as M, claimState, resultsOpen } from '@changamoto/shared/domain';
import type { Db } from '../../db/client';
import type { Viewer } from '../../http/contract-router';
import { AppError, errors } from '../../http/errors';
import type { Logger } from '../../logger';
import type { PrivateFileStorage } from '../../providers/private-storage';
import { checkImage, ImageRejectedError, reencodeFitted } from '../avatars/avatar-image';
import { applyWinners, assertOutcomeFits } from '../settlement/settlement.service';
import { activeStakes } from '../settlement/settlement.repo';
import { publishChallengeChanged } from '../realtime/realtime.publish';
import { playersOf } from './claim-players';
import { assertResultsOpen } from './results-open';
import * as repo from './claims.repo';

/** Large enough to read a scoreboard or a screenshot, small enough to keep three under ~2 MB. */
export const EVIDENCE_MAX_SIDE = 1600;
const CLAIMABLE = new Set(['active', 'pending_verification']);
const iso = (d: Date) => new Date(d).toISOString();
/** The GET path of one evidence image (getClaimEvidence). */
export const evidencePath = (challengeId: string, evidenceId: string) =>
  routes.getClaimEvidence.path.replace(':id', encodeURIComponent(challengeId)).replace(':evidenceId', encodeURIComponent(evidenceId));

export const evidenceErrors = {
  tooLarge: () => new AppError(413, 'payload_too_large', M.imageTooLarge, { [CLAIM_EVIDENCE_FIELD]: M.imageTooLarge }),
  invalidType: () => errors.validation(M.imageType, { [CLAIM_EVIDENCE_FIELD]: M.imageType }),
  tooMany: () => errors.validation(M.tooManyImages, { [CLAIM_EVIDENCE_FIELD]: M.tooManyImages }),
};

export interface ClaimInput {
  outcome: ChallengeOutcome;
  note?: string;
  winnerIds?: string[];
}

/** Refuses anyone but a player (403), and a challenge that is not claimable (409). */
function assertMayClaim(c: repo.ClaimChallengeRow | undefined, viewer: Viewer): asserts c is repo.ClaimChallengeRow {
  if (!c) throw errors.notFound(CHALLENGE_RESULT_MESSAGES.notFound);
  if (!playersOf(c).some((p) => p.userId === viewer.id)) throw errors.forbidden(CHALLENGE_RESULT_MESSAGES.notPlayer);
  if (!CLAIMABLE.has(c.status)) throw errors.conflict(CHALLENGE_RESULT_MESSAGES.notActive);
  assertResultsOpen(c);
}

/** The images, each checked and re-encoded, before anything is stored. */
async function prepareEvidence(files: Blob[]): Promise<Buffer[]> {
  if (files.length > CLAIM_EVIDENCE_MAX_FILES) throw evidenceErrors.tooMany();
  if (files.some((f) => f.size > CLAIM_EVIDENCE_MAX_BYTES)) throw evidenceErrors.tooLarge();
  const prepared: Buffer[] = [];
  for (const file of files) {
    try {
      prepared.push(await checkImage(file, { maxBytes: CLAIM_EVIDENCE_MAX_BYTES, types: CLAIM_EVIDENCE_TYPES, reencode: (bytes) => reencodeFitted(bytes, EVIDENCE_MAX_SIDE, EVIDENCE_MAX_SIDE) }));
    } catch (error) {
      if (error instanceof ImageRejectedError) throw error.rejection === 'too_large' ? evidenceErrors.tooLarge() : evidenceErrors.invalidType();
      throw error;
    }
  }
  return prepared;
}

export function createClaimsService({ db, storage, log }: { db: Db; storage: PrivateFileStorage; log?: Logger }) {
  const removeAll = (keys: string[], why: string) =>
    Promise.all(keys.map((key) => storage.remove(key).catch((err: unknown) => log?.warn({ err, key }, `could not remove a claim evidence image (${why})`))));

  /** What a player or an admin sees of a challenge's claims. */
  async function view(viewer: Viewer, c: repo.ClaimChallengeRow): Promise<ChallengeClaims> {
    const players = playersOf(c);
    const [claims, evidence] = await Promise.all([repo.claimsOf(db, [c.id]), repo.evidenceOf(db, [c.id])]);
    const names = await repo.namesOf(db, players.map((p) => p.userId));
    const roleOf = (userId: string) => players.find((p) => p.userId === userId)?.role ?? 'creator';
    return {
      state: claimState(
        claims.map((cl) => cl.outcome),
        players.length,
      ),
      canClaim: CLAIMABLE.has(c.status) && resultsOpen(c.start_date) && players.some((p) => p.userId === viewer.id),
      players: players.map((p) => ({ userId: p.userId, username: names.get(p.userId) ?? null, role: p.role })),
      claims: claims.map((cl) => ({
        userId: cl.user_id,
        username: cl.display_username ?? cl.username,
        role: roleOf(cl.user_id),
        outcome: cl.outcome as ChallengeOutcome,
        note: cl.note,
        evidence: evidence.filter((e) => e.user_id === cl.user_id).map((e) => ({ id: e.id, path: evidencePath(c.id, e.id) })),
        createdAt: iso(cl.created_at),
        updatedAt: iso(cl.updated_at),
      })),
      decision: c.decided_at && c.outcome && ['completed', 'paid_out'].includes(c.status) ? { outcome: c.outcome as ChallengeOutcome, reason: c.decision_reason, decidedAt: iso(c.decided_at) } : null,
    };
  }

  /** A player of the challenge, or an admin; anyone else is refused with `refuse`. */
  async function readable(viewer: Viewer, id: string, refuse: () => AppError): Promise<repo.ClaimChallengeRow> {
    const c = await repo.findChallenge(db, id);
    if (!c) throw errors.notFound(CHALLENGE_RESULT_MESSAGES.notFound);
    if (viewer.role !== 'admin' && !playersOf(c).some((p) => p.userId === viewer.id)) throw refuse();
    return c;
  }

  return {
    /** Submit or change the viewer's claim (spec §7 submit-challenge-result). */
    async submit(viewer: Viewer, id: string, input: ClaimInput, files: Blob[]): Promise<{ success: true; message: string; claims: ChallengeClaims }> {
      // The cheap refusals first, before any image is decoded or stored.
      const before = await repo.findChallenge(db, id);
      assertMayClaim(before, viewer);
      assertOutcomeFits(before.type, input.outcome);
      const images = await prepareEvidence(files);
      const keys = images.map(() => `claims/${id}/${viewer.id}/${randomUUID()}.webp`);
      const stored: string[] = [];
      try {
        for (const [i, key] of keys.entries()) {
          await storage.put(key, images[i]!, 'image/webp');
          stored.push(key);
        }
      } catch (error) {
        await removeAll(stored, 'storage failed');
        log?.error({ err: error, storage: storage.kind }, 'claim evidence upload to private storage failed');
        throw new AppError(502, 'internal_error', M.storageFailed);
      }
      let replaced: string[];
      try {
        replaced = await db.transaction().execute(async (tx) => {
          const c = await repo.findChallenge(tx, id, { lock: true });
          assertMayClaim(c, viewer); // an admin may have decided meanwhile
          if (c.type === 'public') await applyWinners(tx, id, await activeStakes(tx, id), input.winnerIds ?? []);
          const old = await repo.upsertClaim(tx, { challengeId: id, userId: viewer.id, outcome: input.outcome, note: input.note ?? null, evidenceKeys: keys });
          await repo.markClaimed(tx, id);
          await publishChallengeChanged(tx, id);
          return old;
        });
      } catch (error) {
        await removeAll(stored, 'claim not recorded');
        throw error;
      }
      await removeAll(replaced, 'replaced by a changed claim');
      log?.info({ challengeId: id, userId: viewer.id, outcome: input.outcome, images: keys.length }, 'result claim submitted');
      return { success: true, message: CHALLENGE_RESULT_MESSAGES.submitted, claims: await view(viewer, (await repo.findChallenge(db, id))!) };
    },

    /** The claims, notes, image paths and decision: players and admins only (403 to anyone else). */
    async list(viewer: Viewer, id: string): Promise<ChallengeClaims> {
      return view(viewer, await readable(viewer, id, () => errors.forbidden(M.notPlayerOrAdmin)));
    },

    /** One evidence image: players and admins only; anyone else gets 404, like a missing one (revealing nothing). */
    async evidence(viewer: Viewer, id: string, evidenceId: string): Promise<{ body: Buffer; contentType: string }> {
      await readable(viewer, id, () => errors.notFound(M.evidenceNotFound));
      const row = await repo.findEvidence(db, id, evidenceId);
      const file = row ? await storage.get(row.storage_key) : null;
      if (!file) {
        if (row) log?.error({ challengeId: id, evidenceId, storage: storage.kind }, 'claim evidence missing from private storage');
        throw errors.notFound(M.evidenceNotFound);
      }
      return file;
    },
  };
}
export type ClaimsService = ReturnType<typeof createClaimsService>;
