// A challenge's results (issue #18 item 3; decision 023): claims, admin decisions and voids, checked
// through the transition table (packages/shared/src/domain/challenge-lifecycle.ts). Paying is not here:
// a decision queues the settlement job and a void has settlement/ refund the stakes (settlement/ only pays).
//
// Result claims with evidence (DOMAIN.md §9; issue #17 part 3; docs/decisions/019). Each player submits
// or changes a claim — outcome, note, up to 3 images — while the challenge is active or pending
// verification (no admin has decided: a decision makes it completed). The first claim moves it to
// pending_verification; it is disputed exactly while the claims differ. Images get the avatar upload's
// checks (avatars/avatar-image.ts checkImage) and go to private storage, read back only by the
// challenge's players and admins. Files are stored before the transaction and removed if it fails;
// the images a change replaces are removed after it commits.
import { randomUUID } from 'node:crypto';
import { CHALLENGE_RESULT_MESSAGES, routes, type ChallengeClaims, type ChallengeOutcome } from '@changamoto/shared/contract';
import { CLAIM_EVIDENCE_FIELD, CLAIM_EVIDENCE_MAX_BYTES, CLAIM_EVIDENCE_MAX_FILES, CLAIM_EVIDENCE_TYPES, CLAIM_MESSAGES as M, claimState, DECISION_REASON_MIN_LENGTH, transition } from '@changamoto/shared/domain';
import type { Db } from '../../db/client';
import type { Viewer } from '../../http/contract-router';
import { AppError, errors } from '../../http/errors';
import type { JobQueue } from '../../jobs/queue';
import type { Logger } from '../../logger';
import type { PrivateFileStorage } from '../../providers/private-storage';
import { checkImage, ImageRejectedError, reencodeFitted } from '../avatars/avatar-image';
import { audit } from '../audit/audit';
import type { NotificationsService } from '../notifications/notifications.service';
import { refundAll, SETTLE_CHALLENGE_JOB } from '../settlement/settlement.service';
import * as settlementRepo from '../settlement/settlement.repo';
import { decisionMessage, outcomeText, outcomeTextSw, playersOf } from './claim-players';
import { NOTICES_SW } from '../notifications/notice-texts-sw';
import { lifecycleOf, refusalsOf } from './lifecycle-row';
import { publishChallengeChanged } from '../realtime/realtime.publish';
import * as repo from './results.repo';
import { runInTransaction } from '../../db/unit-of-work';

/** Large enough to read a scoreboard or a screenshot, small enough to keep three under ~2 MB. */
export const EVIDENCE_MAX_SIDE = 1600;
/** Statuses of a decided challenge: deciding or voiding it again is "already decided". */
const DECIDED = new Set(['completed', 'paid_out']);

/**
 * An admin's decision or void: the challenge locked, and refused in the order the spec's messages expect
 * (not found, already decided or not in a status for it, not an admin). Returns it with the refusals
 * left for the caller (a decision also reads the time guard).
 */
async function lockForAdmin(tx: Db, challengeId: string, event: 'decide' | 'void', admin: Viewer, notInStatus: string) {
  const challenge = await settlementRepo.lockChallenge(tx, challengeId);
  if (!challenge) throw errors.notFound(CHALLENGE_RESULT_MESSAGES.notFound);
  const refused = refusalsOf(challenge, event, admin);
  if (refused.has('status')) throw errors.conflict(DECIDED.has(challenge.status) ? CHALLENGE_RESULT_MESSAGES.alreadyDecided : notInStatus);
  if (refused.has('who')) throw errors.forbidden();
  return { challenge, refused };
}
const OUTCOMES_BY_TYPE: Record<settlementRepo.ChallengeTypeName, readonly ChallengeOutcome[]> = {
  solo: ['solo_succeeds', 'solo_fails'],
  two_player: ['player_a_wins', 'player_b_wins'],
  public: ['completed'],
};
const iso = (d: Date) => new Date(d).toISOString();
/** The GET path of one evidence image (getClaimEvidence). */
export const evidencePath = (challengeId: string, evidenceId: string) => routes.getClaimEvidence.path.replace(':id', encodeURIComponent(challengeId)).replace(':evidenceId', encodeURIComponent(evidenceId));

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
  const refused = refusalsOf(c, 'claim', viewer);
  if (refused.has('who')) throw errors.forbidden(CHALLENGE_RESULT_MESSAGES.notPlayer);
  if (refused.has('status')) throw errors.conflict(CHALLENGE_RESULT_MESSAGES.notActive);
  // The table's after_start guard: no result before the challenge starts (issue #24 item 8).
  if (refused.has('time')) throw errors.conflict(M.notStarted);
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

export function assertOutcomeFits(type: settlementRepo.ChallengeTypeName, outcome: ChallengeOutcome) {
  if (!OUTCOMES_BY_TYPE[type].includes(outcome)) throw errors.validation(CHALLENGE_RESULT_MESSAGES.invalidOutcome, { outcome: CHALLENGE_RESULT_MESSAGES.invalidOutcome });
}

/** Public: the winners must be active participants; marks exactly them. */
export async function applyWinners(tx: Db, challengeId: string, stakes: settlementRepo.StakeRow[], winnerIds: string[]) {
  const unique = [...new Set(winnerIds)];
  if (!unique.length) throw errors.validation(CHALLENGE_RESULT_MESSAGES.selectWinner, { winnerIds: CHALLENGE_RESULT_MESSAGES.selectWinner });
  const participants = new Set(stakes.filter((s) => s.role === 'participant').map((s) => s.user_id));
  if (unique.some((id) => !participants.has(id))) throw errors.validation(CHALLENGE_RESULT_MESSAGES.winnersNotParticipants, { winnerIds: CHALLENGE_RESULT_MESSAGES.winnersNotParticipants });
  await repo.markWinners(tx, challengeId, unique);
}

export interface ResultsDeps {
  db: Db;
  /** Where claim evidence images are kept (read back only by the players and admins). */
  storage: PrivateFileStorage;
  notifications: Pick<NotificationsService, 'notifyMany'>;
  /** The settlement (and a void's notices) job is queued in the decision's transaction. */
  jobs: Pick<JobQueue, 'send'>;
  log?: Logger;
}

export function createResultsService(deps: ResultsDeps) {
  const { db, storage, log } = deps;
  const removeAll = (keys: string[], why: string) => Promise.all(keys.map((key) => storage.remove(key).catch((err: unknown) => log?.warn({ err, key }, `could not remove a claim evidence image (${why})`))));

  /** Each player is told the decision and its reason (notification challenge_result_decided, decision 019). */
  async function notifyPlayers(tx: Db, challenge: settlementRepo.LockedChallenge, outcome: ChallengeOutcome, reason: string | null) {
    const players = playersOf(challenge);
    const names = await repo.namesOf(
      tx,
      [challenge.player_a_id, challenge.player_b_id].filter((id): id is string => Boolean(id)),
    );
    const message = { en: decisionMessage(challenge.title, outcomeText(challenge, names, outcome), reason), sw: NOTICES_SW.decided(challenge.title, outcomeTextSw(challenge, names, outcome), reason) };
    await deps.notifications.notifyMany(
      tx,
      players.map((p) => ({ userId: p.userId, type: 'challenge_result_decided', message, relatedEntityUuid: challenge.id })),
    );
  }

  /** What a player or an admin sees of a challenge's claims. */
  async function view(viewer: Viewer, c: repo.ClaimChallengeRow): Promise<ChallengeClaims> {
    const players = playersOf(c);
    const [claims, evidence] = await Promise.all([repo.claimsOf(db, [c.id]), repo.evidenceOf(db, [c.id])]);
    const names = await repo.namesOf(
      db,
      players.map((p) => p.userId),
    );
    const roleOf = (userId: string) => players.find((p) => p.userId === userId)?.role ?? 'creator';
    return {
      state: claimState(
        claims.map((cl) => cl.outcome),
        players.length,
      ),
      canClaim: refusalsOf(c, 'claim', viewer).size === 0,
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
        replaced = await runInTransaction(db, async (tx) => {
          const c = await repo.findChallenge(tx, id, { lock: true });
          assertMayClaim(c, viewer); // an admin may have decided meanwhile
          if (c.type === 'public') await applyWinners(tx, id, await settlementRepo.activeStakes(tx, id), input.winnerIds ?? []);
          const old = await repo.upsertClaim(tx, { challengeId: id, userId: viewer.id, outcome: input.outcome, note: input.note ?? null, evidenceKeys: keys });
          await repo.markClaimed(tx, id, transition(lifecycleOf(c), 'claim', { actor: viewer }));
          // Whoever has the challenge open sees the claim (issue #24 item 7).
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

    /** Admin: the outcome (public: the winners). → completed; settlement queued with `tx` (exists only if this commits). */
    async decide(tx: Db, admin: Viewer, challengeId: string, input: { outcome: ChallengeOutcome; winnerIds?: string[]; reason?: string }, requestId: string | null = null) {
      const { challenge, refused } = await lockForAdmin(tx, challengeId, 'decide', admin, CHALLENGE_RESULT_MESSAGES.notDecidable);
      // The table's after_start guard: no decision before the start (a void stays possible).
      if (refused.has('time')) throw errors.conflict(M.notStarted);
      assertOutcomeFits(challenge.type, input.outcome);
      // DOMAIN.md §9: the players see the reason. A decision against a player's claim (every dispute is
      // one) must say why; one that confirms the claims, or meets none, may.
      const reason = input.reason?.trim() || null;
      const claims = await repo.claimsOf(tx, [challengeId]);
      if (claims.some((c) => c.outcome !== input.outcome) && (reason?.length ?? 0) < DECISION_REASON_MIN_LENGTH) throw errors.validation(M.reasonRequired, { reason: M.reasonRequired });
      if (challenge.type === 'public') {
        const stakes = await settlementRepo.activeStakes(tx, challengeId);
        if (input.winnerIds !== undefined) await applyWinners(tx, challengeId, stakes, input.winnerIds);
        else if (!stakes.some((s) => s.is_winner)) throw errors.validation(CHALLENGE_RESULT_MESSAGES.selectWinner, { winnerIds: CHALLENGE_RESULT_MESSAGES.selectWinner });
      }
      await repo.recordDecision(tx, challengeId, { outcome: input.outcome, adminId: admin.id, reason });
      await notifyPlayers(tx, challenge, input.outcome, reason);
      await publishChallengeChanged(tx, challengeId);
      await audit(
        tx,
        { id: admin.id, requestId },
        {
          action: 'challenge.decide',
          targetType: 'challenge',
          targetId: challengeId,
          before: { status: challenge.status, outcome: challenge.outcome },
          after: { status: 'completed', outcome: input.outcome, ...(input.winnerIds ? { winnerIds: [...new Set(input.winnerIds)] } : {}) },
          reason,
        },
      );
      await deps.jobs.send(SETTLE_CHALLENGE_JOB, { challengeId }, { tx });
      log?.info({ challengeId, adminId: admin.id, outcome: input.outcome, reason: input.reason }, 'challenge outcome decided');
      return { success: true as const, status: 'completed' as const, outcome: input.outcome };
    },

    /** Admin: cancel a challenge that is not over; every stake back to its own pockets, no fee. */
    async voidChallenge(tx: Db, admin: Viewer, challengeId: string, reason: string, requestId: string | null = null) {
      const { challenge } = await lockForAdmin(tx, challengeId, 'void', admin, CHALLENGE_RESULT_MESSAGES.notVoidable);
      const refunded = await refundAll(tx, deps, challengeId, reason);
      await settlementRepo.markCancelled(tx, challengeId, reason, admin.id);
      await publishChallengeChanged(tx, challengeId);
      await audit(
        tx,
        { id: admin.id, requestId },
        {
          action: 'challenge.void',
          targetType: 'challenge',
          targetId: challengeId,
          before: { status: challenge.status },
          after: { status: 'cancelled', refundedStakes: refunded },
          reason,
        },
      );
      log?.info({ challengeId, adminId: admin.id, reason, refunded }, 'challenge voided');
      return { success: true as const, status: 'cancelled' as const, refundedStakes: refunded };
    },
  };
}
export type ResultsService = ReturnType<typeof createResultsService>;
