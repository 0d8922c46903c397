// Taking stakes (DOMAIN.md §4): joining a public challenge and backing a solo or two_player one, for one
// request or for many at once. Concurrent stake requests of one server share one transaction
// (http/idempotent-batch.ts), so the hot path is a fixed number of statements however many people back
// at the same moment; one request alone is the same code with a list of one. Every stake is one
// challenge_stakes row recording its bonus/cash split, so a refund goes back where it came from.
import { createHash } from 'node:crypto';
import type { ParticipationBody } from '@changamoto/shared/contract';
import { BACKABLE_OUTCOMES, CHALLENGE_MESSAGES as M, type ChallengeOutcome, type ChallengeType, type TransactionType } from '@changamoto/shared/domain';
import type { RawBuilder } from 'kysely';
import type { Db } from '../../db/client';
import type { Viewer } from '../../http/contract-router';
import { AppError, errors } from '../../http/errors';
import type { BatchAnswer, KeyClaim } from '../../http/idempotent-batch';
import { ESCROW_SHARDS, InsufficientTokensError, escrow, postBonusFirst } from '../ledger';
import { challengeChanged, publishEvents } from '../realtime/realtime.publish';
import type { ResponsiblePlayGuard, SelfExclusionCheck } from '../responsible-play/responsible-play.service';
import * as repo from './challenges.repo';
import { refusalsOf } from './lifecycle-row';

/** Player stakes live in shard 0; a backer's or participant's shard is fixed by their id (concurrent stakes spread out). */
export function escrowShardFor(userId: string): number {
  return createHash('sha256').update(userId).digest().readUInt32BE(0) % ESCROW_SHARDS;
}

export interface StakeRequest {
  challengeId: string;
  userId: string;
  role: repo.NewStake['role'];
  outcome: ChallengeOutcome;
  amount: number;
  transactionType: Extract<TransactionType, 'challenge_creation_stake_a' | 'challenge_stake_accept' | 'challenge_stake' | 'challenge_entry_fee'>;
  shard: number;
  /** The words of "not enough tokens" for this action. */
  insufficientMessage: string;
}

export type StakeSplit = { fromBonus: number; fromCash: number };

/**
 * Takes each stake from its person, bonus first, into the challenge's escrow shard, and records its
 * transaction and stake row — all of them in a fixed number of statements. A stake the person cannot
 * afford (or whose balance is frozen) comes back as its error and is not taken; the others are.
 */
export async function takeStakes(tx: Db, requests: StakeRequest[], { alsoWritten }: { alsoWritten?: (taken: ReadonlySet<number>) => RawBuilder<unknown>[] } = {}): Promise<(StakeSplit | AppError)[]> {
  if (!requests.length) return [];
  // The stake rows are written by the ledger's statement that moves their tokens (decision 044): one round trip less.
  const outcomes = await postBonusFirst(
    tx,
    requests.map((r) => ({ type: r.transactionType, userId: r.userId, amount: r.amount, to: escrow(r.challengeId, r.shard), metadata: { challenge_id: r.challengeId, outcome: r.outcome } })),
    {
      // `alsoWritten` only when the statement runs (something is taken): a batch's answers then go in it too (decision 048).
      recordedBy: (spent) => [
        repo.stakesInsert(
          spent.map(({ index, id, fromBonus, fromCash }) => {
            const r = requests[index]!;
            return { challengeId: r.challengeId, userId: r.userId, role: r.role, outcome: r.outcome, amount: r.amount, fromBonus, fromCash, escrowShard: r.shard, transactionId: id };
          }),
        ),
        ...(spent.length && alsoWritten ? alsoWritten(new Set(spent.map((s) => s.index))) : []),
      ],
    },
  );
  const taken = requests.flatMap((r, i) => {
    const outcome = outcomes[i]!;
    return outcome instanceof Error ? [] : [{ r, i, transactionId: outcome.id }];
  });
  const transactionOf = new Map(taken.map(({ i, transactionId }) => [i, transactionId]));
  await publishEvents(tx, [
    ...taken.flatMap(({ r, i }) => [
      { userId: r.userId, event: { type: 'transaction.created', data: { id: transactionOf.get(i)! } } },
      { userId: r.userId, event: { type: 'balance.changed', data: {} } },
    ]),
    // Whoever has the challenge open sees the new participant or backer and the jackpot (issue #24 item 7).
    ...challengeChanged(taken.map(({ r }) => r.challengeId)),
  ]);
  return outcomes.map((outcome, i) =>
    outcome instanceof InsufficientTokensError ? new InsufficientTokensError(requests[i]!.insufficientMessage) : outcome instanceof Error ? outcome : { fromBonus: outcome.fromBonus, fromCash: outcome.fromCash },
  );
}

type ChallengeRow = NonNullable<Awaited<ReturnType<typeof repo.lockChallenge>>>;

export interface ParticipationRequest {
  viewer: Viewer;
  challengeId: string;
  body: ParticipationBody;
}

export type ParticipationResult = { success: true; message: string };

/**
 * Why this person may not join or back this challenge now, or null — the checks in the order the
 * spec's messages expect, on the challenge as locked.
 */
function refusal(challenge: ChallengeRow | undefined, { viewer, body }: ParticipationRequest, selfExcluded: AppError | undefined, alreadyStaked: boolean): AppError | null {
  if (!challenge) return errors.notFound(M.notFound);
  if (selfExcluded) return selfExcluded;
  // The transition table's guards (challenge-lifecycle.ts): not open = wrong type, not active, or past the end.
  const refused = refusalsOf(challenge, body.actionType, viewer);
  const notOpen = refused.has('type') || refused.has('status') || refused.has('time');
  const type = challenge.type as ChallengeType;
  if (body.actionType === 'join') {
    if (notOpen) return errors.conflict(M.notOpenForJoining);
    return alreadyStaked ? errors.conflict(M.alreadyJoined) : null;
  }
  if (notOpen) return errors.conflict(M.notOpenForBacking);
  if (!BACKABLE_OUTCOMES[type].includes(body.backedOutcome!)) return errors.validation(M.outcomeInvalid, { backedOutcome: M.outcomeInvalid });
  if (refused.has('who')) return errors.forbidden(M.ownChallenge);
  return alreadyStaked ? errors.conflict(M.alreadyBacked) : null;
}

function stakeFor(challenge: ChallengeRow, { viewer, body }: ParticipationRequest, shard: number): StakeRequest {
  const common = { challengeId: challenge.id, userId: viewer.id, shard, insufficientMessage: M.insufficient };
  return body.actionType === 'join'
    ? { ...common, role: 'participant', outcome: 'completed', amount: Number(challenge.public_challenge_entry_fee), transactionType: 'challenge_entry_fee' }
    : { ...common, role: 'backer', outcome: body.backedOutcome!, amount: body.stakeAmount!, transactionType: 'challenge_stake' };
}

/** Another request in this batch already stakes on this challenge for this person: it must wait for that one's answer. */
export const WAIT_FOR_THE_OTHER = 'alone' as const;

/**
 * Joins and backings of many requests in one transaction (spec §5: join_public_challenge,
 * back_challenge). Each comes back as its answer, its refusal, or WAIT_FOR_THE_OTHER when an earlier
 * request of the list is a stake of the same person on the same challenge (the caller runs it on its own
 * afterwards, and it gets "already backed" or goes through if the first could not be taken).
 * A shared lock on each challenge: many stakes go in at once, while a status change (decision, void,
 * expiry) waits for them.
 * `shard`: the escrow shard of every stake of the list. A batch gives its own, so two batches in flight
 * on one challenge credit different escrow rows and do not wait for each other; alone, a person's
 * stake goes to the shard of their id.
 * `claim`: a batch's Idempotency-Key claim (http/idempotent-batch.ts), run in the challenges' lock
 * statement; a request whose key it did not get is not this call's to do, and is answered 'alone'.
 */
export async function joinOrBackMany(
  tx: Db,
  responsiblePlay: Pick<ResponsiblePlayGuard, 'selfExclusionsCheck'>,
  requests: ParticipationRequest[],
  { shard, claim }: { shard?: number; claim?: KeyClaim } = {},
): Promise<(ParticipationResult | AppError | typeof WAIT_FOR_THE_OTHER)[]> {
  const ids = [...new Set(requests.map((r) => r.challengeId).filter(repo.isUuid))].sort();
  const userIds = [...new Set(requests.map((r) => r.viewer.id))];
  // The key claim and the self-exclusions ride in the lock's statement (decision 048): one round trip for three reads.
  const exclusions = responsiblePlay.selfExclusionsCheck(userIds);
  const locked = await repo.lockChallengesForStakes(tx, ids, userIds, { claim: claim?.insert, exclusions: exclusions.query });
  const mine = claim ? claim.claimed(locked.claimed) : requests.map(() => true);
  const challenges = new Map(locked.challenges.map((c) => [c.id, c]));
  const { staked } = locked;
  const excluded = exclusions.refusals(locked.excluded as Parameters<SelfExclusionCheck['refusals']>[0]);

  const seen = new Set<string>();
  const answers: (ParticipationResult | AppError | typeof WAIT_FOR_THE_OTHER | StakeRequest)[] = requests.map((r, i) => {
    if (!mine[i]) return WAIT_FOR_THE_OTHER;
    const pair = `${r.challengeId}:${r.viewer.id}`;
    if (seen.has(pair)) return WAIT_FOR_THE_OTHER;
    seen.add(pair);
    const challenge = challenges.get(r.challengeId);
    return refusal(challenge, r, excluded.get(r.viewer.id), staked.has(pair)) ?? stakeFor(challenge!, r, shard ?? escrowShardFor(r.viewer.id));
  });
  const toTake = answers.flatMap((a, i) => (a !== WAIT_FOR_THE_OTHER && !(a instanceof AppError) ? [i] : []));
  const done = (i: number): ParticipationResult => ({ success: true, message: requests[i]!.body.actionType === 'join' ? M.joined : M.backed });
  // A batch's answers are known once the spends are planned: stored (or their keys released) by the statement that moves the money.
  const alsoWritten = claim
    ? (takenSet: ReadonlySet<number>) => {
        const position = new Map(toTake.map((i, k) => [i, k]));
        return claim.answersWritten(answers.map((a, i): BatchAnswer => (a === WAIT_FOR_THE_OTHER ? a : a instanceof AppError ? { error: a } : takenSet.has(position.get(i)!) ? { body: done(i) } : { error: 'not taken' })));
      }
    : undefined;
  const taken = await takeStakes(
    tx,
    toTake.map((i) => answers[i] as StakeRequest),
    { alsoWritten },
  );
  toTake.forEach((i, k) => {
    const outcome = taken[k]!;
    answers[i] = outcome instanceof AppError ? outcome : done(i);
  });
  return answers as (ParticipationResult | AppError | typeof WAIT_FOR_THE_OTHER)[];
}
