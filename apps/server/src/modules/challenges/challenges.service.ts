// Challenges (DOMAIN.md §4): creation with player A's stake, the two_player invite (accept, reject,
// expiry), joining public challenges and backing solo/two_player ones, and the reads. Every token
// moves through the ledger inside the request's transaction `tx`, bonus first (DOMAIN.md §1), and
// every stake is one challenge_stakes row recording its bonus/cash split so refunds go back where
// they came from. Totals and the Total Jackpot are always computed from those rows.
import type { ChallengeDetail, ChallengeListItem, ChallengeStakeList, ChallengeSummary, ChallengeStake, CreateChallengeBody, ParticipationBody } from '@changamoto/shared/contract';
import { CHALLENGE_MESSAGES as M, transition, type ChallengeStatus, type ChallengeType } from '@changamoto/shared/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/client';
import { AppError, errors } from '../../http/errors';
import type { Viewer } from '../../http/contract-router';
import type { KeyClaim } from '../../http/idempotent-batch';
import { reverse } from '../ledger';
import { publishEvent, type LocalizedText, type NotificationsService } from '../notifications/notifications.service';
import { NOTICES_SW } from '../notifications/notice-texts-sw';
import { publishChallengeChanged } from '../realtime/realtime.publish';
import * as repo from './challenges.repo';
import * as detailRepo from './detail.repo';
import { lifecycleOf, refusalsOf } from './lifecycle-row';
import { decodeStakeCursor, stakePage, toPerson, toStake } from './stake-pages';
import { joinOrBackMany, takeStakes, type ParticipationRequest, type ParticipationResult, type StakeRequest, type StakeSplit } from './participation';
import type { FileStorage } from '../../providers/storage';
import { challengeImageErrors, isOwnChallengeImageUrl } from './challenge-images';
import { responsiblePlayGuard, type ResponsiblePlayGuard } from '../responsible-play/responsible-play.service';
import { decodeCursor, encodeCursor, parseStatuses, type CursorOrder } from './challenge-list';
import type { ChallengeStakesTable } from '../../db/schema';
import type { Selectable } from 'kysely';
import { runInTransaction } from '../../db/unit-of-work';
import { smsReference } from '../sms/sms-templates';

export { escrowShardFor } from './participation';

type StakeRow = Selectable<ChallengeStakesTable>;

const isUniqueViolation = (error: unknown) => !(error instanceof AppError) && (error as { code?: string }).code === '23505';

/** The columns every read of a challenge shares (list item and detail), as the contract spells them. */
interface SummaryRow {
  id: string;
  title: string;
  description: string | null;
  type: ChallengeType;
  status: string;
  category_slug: string;
  category_name: string;
  featured_image_url: string | null;
  is_featured: boolean;
  start_date: Date | string;
  end_date: Date | string;
  created_at: Date;
  player_a_stake: number | string | bigint;
  player_b_stake: number | string | bigint;
  public_challenge_entry_fee: number | string | bigint;
}

function toSummary(row: SummaryRow): ChallengeSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    type: row.type,
    status: row.status as ChallengeStatus,
    category: { slug: row.category_slug, name: row.category_name },
    featuredImageUrl: row.featured_image_url,
    isFeatured: row.is_featured,
    startDate: new Date(row.start_date).toISOString(),
    endDate: new Date(row.end_date).toISOString(),
    createdAt: row.created_at.toISOString(),
    playerAStake: Number(row.player_a_stake),
    playerBStake: Number(row.player_b_stake),
    publicChallengeEntryFee: Number(row.public_challenge_entry_fee),
  };
}

export interface ChallengesDeps {
  db: Db;
  notifications: Pick<NotificationsService, 'notify'>;
  /** DOMAIN.md §4 (env INVITE_TTL_HOURS). */
  inviteTtlHours: number;
  /** Where featured images are stored: createChallenge accepts only URLs of this storage. */
  storage?: Pick<FileStorage, 'publicUrl'>;
  /** Self-exclusion blocks creating, joining, backing and accepting (modules/responsible-play), with the clock tests move. */
  responsiblePlay?: ResponsiblePlayGuard;
}

/** The list query as the routes hand it over (statuses and cursor still as the client sent them). */
export interface ChallengeListQuery {
  /** Server-side only (not in the public query): exactly these challenges. */
  ids?: string[];
  featured?: boolean;
  type?: ChallengeType;
  category?: string;
  statuses?: string;
  sort: repo.ChallengeListSort;
  creatorId?: string;
  involvedUserId?: string;
  /** sort=new only: open challenges first (repo.openFirstPage). */
  openFirst?: boolean;
  cursor?: string;
  limit: number;
}

/** A search as the routes hand it over (issue #17 §2). */
export interface ChallengeSearchQuery {
  q: string;
  type?: ChallengeType;
  category?: string;
  statuses?: string;
  cursor?: string;
  limit: number;
}

/** Who a notice names when the person has no username yet, in each language (issue #20 §1). */
export const UNNAMED = { en: { someone: 'Someone', opponent: 'Your opponent' }, sw: { someone: 'Mtu fulani', opponent: 'Mpinzani wako' } } as const;

export const OPEN_FIRST_MESSAGES = { newOnly: 'openFirst works with sort=new only.' } as const;

/** One stake (a player's): takeStakes with a list of one, its refusal thrown. */
async function takeStake(tx: Db, request: StakeRequest): Promise<StakeSplit> {
  const [outcome] = await takeStakes(tx, [request]);
  if (outcome instanceof AppError) throw outcome;
  return outcome!;
}

/** Returns a stake from escrow to the pockets it came from (bonus part to bonus, cash part to cash); marks it refunded. */
export async function refundStake(tx: Db, stake: StakeRow, transactionType: 'challenge_refund' | 'stake_refund_invite_rejected', notice?: { notifications: Pick<NotificationsService, 'notify'>; message: LocalizedText }): Promise<void> {
  // The stake's own legs mirrored: escrow → the bonus and cash pockets it came from. A refund is the
  // platform returning the person's own tokens: it reaches a frozen balance too.
  const { id: transactionId } = await reverse(tx, stake.transaction_id, { as: { type: transactionType, metadata: { challenge_id: stake.challenge_id, stake_id: stake.id } } });
  await tx.updateTable('challenge_stakes').set({ status: 'refunded' }).where('id', '=', stake.id).execute();
  await publishEvent(tx, stake.user_id, { type: 'transaction.created', data: { id: transactionId } });
  await publishEvent(tx, stake.user_id, { type: 'balance.changed', data: {} });
  // The refund is a transaction of theirs: a click on the notice opens it (spec §8).
  if (notice) await notice.notifications.notify(tx, { userId: stake.user_id, type: 'transaction_completed', message: notice.message, relatedEntityUuid: transactionId });
}

async function setStatus(tx: Db, id: string, status: ChallengeStatus, extra: { void_reason?: string } = {}) {
  await tx
    .updateTable('challenges')
    .set({ status, updated_at: sql<Date>`now()`, ...extra })
    .where('id', '=', id)
    .execute();
  await publishChallengeChanged(tx, id);
}

/** Cancels one pending invite whose time is up, refunding player A (type challenge_refund). False if it no longer applies. */
export async function expireInvite(db: Db, notifications: Pick<NotificationsService, 'notify'>, challengeId: string): Promise<boolean> {
  return runInTransaction(db, async (tx) => {
    const challenge = await repo.lockChallenge(tx, challengeId, 'update');
    if (!challenge || refusalsOf(challenge, 'expire_invite', null).size) return false;
    const stakes = await tx.selectFrom('challenge_stakes').selectAll().where('challenge_id', '=', challengeId).where('status', '=', 'active').execute();
    for (const stake of stakes)
      await refundStake(tx, stake, 'challenge_refund', { notifications, message: { en: M.inviteExpiredRefund(challenge.title, Number(stake.amount)), sw: NOTICES_SW.inviteExpiredRefund(challenge.title, Number(stake.amount)) } });
    await setStatus(tx, challengeId, transition(lifecycleOf(challenge), 'expire_invite'), { void_reason: M.inviteExpiredReason });
    return true;
  });
}

/** The expiry job's work: every pending invite past invite_expires_at is cancelled with refunds. Returns how many. */
export async function expireInvites(db: Db, notifications: Pick<NotificationsService, 'notify'>, { batch = 100 } = {}): Promise<number> {
  let done = 0;
  for (;;) {
    const ids = await repo.expiredInviteIds(db, batch);
    for (const id of ids) if (await expireInvite(db, notifications, id)) done += 1;
    if (ids.length < batch) return done;
  }
}

export function createChallengesService({ db, notifications, inviteTtlHours, storage, responsiblePlay = responsiblePlayGuard() }: ChallengesDeps) {
  /** `limit` + 1 rows read → the page, its cursor (when there is more) and each card's totals from the stakes. */
  async function listPage(rows: (SummaryRow & { created_at_key: string; score: string; open_rank?: number })[], limit: number, order: CursorOrder) {
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    const nextCursor = rows.length > limit && last ? encodeCursor(order, { createdAt: last.created_at_key, id: last.id, score: last.score, rank: last.open_rank }) : null;
    const [totals, ended] = await Promise.all([
      repo.stakeTotals(
        db,
        page.map((row) => row.id),
      ),
      repo.endedTwoPlayerJackpots(
        db,
        page.filter(repo.isEndedTwoPlayer).map((row) => row.id),
      ),
    ]);
    const challenges = page.map((row): ChallengeListItem => {
      const t = totals.get(row.id);
      return {
        ...toSummary(row),
        totalJackpot: repo.isEndedTwoPlayer(row) ? (ended.get(row.id) ?? 0) : Number(t?.total_jackpot ?? 0),
        participantsCount: Number(t?.participants_count ?? 0),
        backersCount: Number(t?.backers_count ?? 0),
      };
    });
    return { challenges, nextCursor };
  }

  return {
    /** spec §7 get_challenges_for_list_view: one keyset page and the cursor of the next (null on the last page). */
    async list(query: ChallengeListQuery): Promise<{ challenges: ChallengeListItem[]; nextCursor: string | null }> {
      const statuses = parseStatuses(query.statuses);
      if (query.openFirst && query.sort !== 'new') throw errors.validation(OPEN_FIRST_MESSAGES.newOnly, { openFirst: OPEN_FIRST_MESSAGES.newOnly });
      const order = query.openFirst ? 'open' : query.sort;
      const after = decodeCursor(order, query.cursor);
      const rows = await repo.listChallengePage(db, {
        ids: query.ids,
        featured: query.featured,
        type: query.type,
        // Case-insensitive: /category/Fitness and ?category=FITNESS are the fitness category.
        categorySlug: query.category?.trim().toLowerCase(),
        statuses,
        creatorId: query.creatorId,
        involvedUserId: query.involvedUserId,
        sort: query.sort,
        openFirst: query.openFirst,
        after,
        limit: query.limit + 1,
      });
      return listPage(rows, query.limit, order);
    },

    /** issue #17 §2: a page of the challenges matching q, open ones first, then the best matches. */
    async search(query: ChallengeSearchQuery): Promise<{ challenges: ChallengeListItem[]; nextCursor: string | null }> {
      const statuses = parseStatuses(query.statuses);
      const after = decodeCursor('search', query.cursor);
      const rows = await repo.searchChallengePage(db, {
        q: query.q,
        type: query.type,
        categorySlug: query.category?.trim().toLowerCase(),
        statuses,
        after,
        limit: query.limit + 1,
      });
      return listPage(rows, query.limit, 'search');
    },

    /**
     * The detail: the challenge, the first page of each stake list (stake-pages.ts), and for a signed-in
     * reader their own stakes; totals count every stake, whatever the pages show.
     */
    async get(id: string, reader: Viewer | null): Promise<ChallengeDetail> {
      const row = repo.isUuid(id) ? await detailRepo.challengeDetail(db, id, reader?.id ?? null) : undefined;
      if (!row) throw errors.notFound(M.notFound);
      const participants = stakePage('participants', row.participants);
      const backers = stakePage('backers', row.backers);
      const winners = stakePage('winners', row.winners);
      const t = row.totals;
      const jackpot = row.ended_jackpot === null ? Number(t.jackpot) : Number(row.ended_jackpot);
      return {
        ...toSummary(row),
        shortCode: row.short_code,
        outcome: row.outcome,
        inviteExpiresAt: row.invite_expires_at ? new Date(row.invite_expires_at).toISOString() : null,
        creator: toPerson(row.creator),
        playerA: toPerson(row.player_a),
        playerB: toPerson(row.player_b),
        playerStakes: row.player_stakes.map(toStake),
        participants: participants.stakes,
        participantsNextCursor: participants.nextCursor,
        backers: backers.stakes,
        backersNextCursor: backers.nextCursor,
        winners: winners.stakes,
        winnersNextCursor: winners.nextCursor,
        myStakes: row.my_stakes.map(toStake),
        totalJackpot: jackpot,
        participantsCount: Number(t.participants),
        backersCount: Number(t.backers),
        totals: {
          succeedBackerStake: Number(t.succeed_stake),
          failBackerStake: Number(t.fail_stake),
          playerABackerStake: Number(t.player_a_stake),
          playerBBackerStake: Number(t.player_b_stake),
          succeedBackersCount: Number(t.succeed_count),
          failBackersCount: Number(t.fail_count),
          playerABackersCount: Number(t.player_a_count),
          playerBBackersCount: Number(t.player_b_count),
          publicParticipantsCount: Number(t.participants),
          overallTotalStake: jackpot,
        },
      };
    },

    /** The next page of a stake list after the cursor the detail (or the page before) gave. */
    async stakes(id: string, list: ChallengeStakeList, cursor: string): Promise<{ stakes: ChallengeStake[]; nextCursor: string | null }> {
      const key = decodeStakeCursor(list, cursor);
      const rows = repo.isUuid(id) ? await detailRepo.stakesAfter(db, id, key) : undefined;
      if (!rows) throw errors.notFound(M.notFound);
      return stakePage(list, rows);
    },

    async create(tx: Db, viewer: Viewer, body: CreateChallengeBody): Promise<{ success: true; challengeId: string; message: string }> {
      // Only an image this server stored for this very user (POST /api/challenges/images); never a
      // foreign URL, another user's upload, or a path that merely looks like ours.
      const featuredImageUrl = (body as { featuredImageUrl?: string | null }).featuredImageUrl ?? null;
      if (featuredImageUrl !== null && !isOwnChallengeImageUrl(storage, viewer.id, featuredImageUrl)) throw challengeImageErrors.invalidReference();
      await responsiblePlay.assertNotSelfExcluded(tx, viewer.id);
      const now = Date.now();
      const start = new Date(body.startDate);
      const end = new Date(body.endDate);
      let opponentName: string | null = null;
      if (body.type === 'two_player') {
        const opponentId = body.two_player!.opponentId;
        if (opponentId === viewer.id) throw errors.validation(M.opponentSelf, { 'two_player.opponentId': M.opponentSelf });
        const [opponent] = await repo.peopleByIds(tx, [opponentId]);
        if (!opponent) throw errors.validation(M.opponentNotFound, { 'two_player.opponentId': M.opponentNotFound });
        opponentName = opponent.display_username ?? opponent.username ?? 'your opponent';
      }
      const stakes = { solo: [body.solo?.playerAStake ?? 0, 0, 0], two_player: [body.two_player?.playerAStake ?? 0, body.two_player?.playerBStake ?? 0, 0], public: [0, 0, body.public?.publicEntryFee ?? 0] }[body.type];
      // The invite lapses after INVITE_TTL_HOURS or at the start, whichever is first; a challenge that
      // has already started gives the opponent the TTL (never past the end).
      const ttlEnd = now + inviteTtlHours * 3_600_000;
      const inviteExpiresAt = body.type !== 'two_player' ? null : new Date(start.getTime() > now ? Math.min(ttlEnd, start.getTime()) : Math.min(ttlEnd, end.getTime()));
      const isPlayer = body.type !== 'public';
      const created = await tx
        .insertInto('challenges')
        .values({
          title: body.title,
          description: body.description || null,
          type: body.type,
          status: body.type === 'two_player' ? 'pending_acceptance' : 'active',
          category_slug: body.categorySlug,
          start_date: start,
          end_date: end,
          featured_image_url: featuredImageUrl,
          created_by_user_id: viewer.id,
          player_a_id: isPlayer ? viewer.id : null,
          player_b_id: body.type === 'two_player' ? body.two_player!.opponentId : null,
          player_a_stake: String(stakes[0]),
          player_b_stake: String(stakes[1]),
          public_challenge_entry_fee: String(stakes[2]),
          invite_expires_at: inviteExpiresAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const challengeId = created.id;
      // A new challenge joins the list pages (the read models drop them, decision 037).
      await publishChallengeChanged(tx, challengeId);
      if (isPlayer) {
        await takeStake(tx, {
          challengeId,
          userId: viewer.id,
          role: 'player_a',
          outcome: body.type === 'solo' ? 'solo_succeeds' : 'player_a_wins',
          amount: stakes[0]!,
          transactionType: 'challenge_creation_stake_a',
          shard: 0,
          insufficientMessage: M.insufficientCreate,
        });
      }
      if (body.type === 'two_player') {
        const [creator] = await repo.peopleByIds(tx, [viewer.id]);
        const name = creator?.display_username ?? creator?.username;
        await notifications.notify(tx, {
          userId: body.two_player!.opponentId,
          type: 'challenge_invite_received',
          message: { en: M.inviteReceived(name ?? UNNAMED.en.someone, body.title), sw: NOTICES_SW.inviteReceived(name ?? UNNAMED.sw.someone, body.title) },
          relatedEntityUuid: challengeId,
          // The stake asked of the person invited (player B's), and the challenge as the reference.
          sms: { kind: 'invite_received', stake: stakes[1]!, from: name ?? null, title: body.title, reference: smsReference(challengeId) },
        });
      }
      return { success: true, challengeId, message: opponentName ? M.createdInvite(opponentName) : M.created };
    },

    async respondToInvite(tx: Db, viewer: Viewer, id: string, action: 'accept' | 'reject'): Promise<{ success: true; message: string; status: ChallengeStatus }> {
      const challenge = repo.isUuid(id) ? await repo.lockChallenge(tx, id, 'update') : undefined;
      if (!challenge) throw errors.notFound(M.notFound);
      const refused = refusalsOf(challenge, action, viewer);
      if (refused.has('type') || refused.has('who')) throw errors.forbidden(M.notInvitedPlayer);
      if (refused.has('status')) throw errors.conflict(M.inviteNotPending);
      if (refused.has('time')) throw errors.conflict(M.inviteExpired);
      if (action === 'accept') {
        // Accepting stakes tokens; rejecting does not and stays open during a break.
        await responsiblePlay.assertNotSelfExcluded(tx, viewer.id);
        await takeStake(tx, {
          challengeId: id,
          userId: viewer.id,
          role: 'player_b',
          outcome: 'player_b_wins',
          amount: Number(challenge.player_b_stake),
          transactionType: 'challenge_stake_accept',
          shard: 0,
          insufficientMessage: M.insufficientAccept,
        });
        await setStatus(tx, id, transition(lifecycleOf(challenge), 'accept', { actor: viewer }));
        if (challenge.player_a_id) await publishEvent(tx, challenge.player_a_id, { type: 'challenge.updated', data: { id } });
        return { success: true, message: M.accepted, status: 'active' };
      }
      const stakes = await tx.selectFrom('challenge_stakes').selectAll().where('challenge_id', '=', id).where('status', '=', 'active').execute();
      const [opponent] = await repo.peopleByIds(tx, [viewer.id]);
      const opponentName = opponent?.display_username ?? opponent?.username;
      for (const stake of stakes) {
        await refundStake(tx, stake, 'stake_refund_invite_rejected', {
          notifications,
          message: {
            en: M.inviteRejectedRefund(opponentName ?? UNNAMED.en.opponent, challenge.title, Number(stake.amount)),
            sw: NOTICES_SW.inviteRejectedRefund(opponentName ?? UNNAMED.sw.opponent, challenge.title, Number(stake.amount)),
          },
        });
      }
      await setStatus(tx, id, transition(lifecycleOf(challenge), 'reject', { actor: viewer }));
      return { success: true, message: M.rejected, status: 'rejected' };
    },

    /** One request alone (a batch's fallback, and its tests): joinOrBackMany with a list of one. */
    async joinOrBack(tx: Db, viewer: Viewer, id: string, body: ParticipationBody): Promise<ParticipationResult> {
      const [answer] = await insertOnce(body.actionType === 'join' ? M.alreadyJoined : M.alreadyBacked, () => joinOrBackMany(tx, responsiblePlay, [{ viewer, challengeId: id, body }]));
      if (answer instanceof AppError) throw answer;
      return answer as ParticipationResult;
    },

    /** Many requests in one transaction (http/idempotent-batch.ts): each one's answer or refusal; every stake into escrow `shard`; the batch's keys claimed by its first statement. */
    joinOrBackMany: (tx: Db, requests: ParticipationRequest[], shard: number, claim: KeyClaim) => joinOrBackMany(tx, responsiblePlay, requests, { shard, claim }),
  };
}

/** Two requests of one person at once both pass the "already" check; UNIQUE(challenge_id, user_id) refuses the second. */
async function insertOnce<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw errors.conflict(message);
    throw error;
  }
}

export type ChallengesService = ReturnType<typeof createChallengesService>;
