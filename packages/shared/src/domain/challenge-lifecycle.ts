// A challenge's life as ONE transition table (DOMAIN.md §4; issue #18 item 3; decision 023):
// from-status → event → to-status, each row with its guards (who may, which types, when). The server's
// services check every status change through transition() and the web's buttons read the same rows
// through canTransition(), so "may this happen now?" has one answer.
//
//   solo, public:  create ──► active                       (creation is not a row: there is no from)
//   two_player:    create ──► pending_acceptance ──accept──► active
//                     pending_acceptance ──reject──► rejected, ──expire_invite──► cancelled
//   active ──join / back──► active                         (stakes, while before the end date)
//   active | pending_verification ──claim──► pending_verification
//   active ──end_date_passed──► pending_verification
//   active | pending_verification ──decide──► completed ──settle──► paid_out  (or ──settle_void──► cancelled)
//   any non-terminal ──void──► cancelled
//   any ──feature──► the same status                       (featuring is no status change, open in every status)
//
// A guard that fails names its kind ('status', 'type', 'who', 'time'); each caller turns the kinds it
// finds into its own words (the spec's messages differ per action), so the order of its checks stays.
import { CHALLENGE_STATUSES, type ChallengeStatus, type ChallengeType } from './challenge';

export const CHALLENGE_EVENTS = ['accept', 'reject', 'expire_invite', 'join', 'back', 'claim', 'end_date_passed', 'decide', 'void', 'settle', 'settle_void', 'feature'] as const;
export type ChallengeEvent = (typeof CHALLENGE_EVENTS)[number];

/**
 * Who may cause an event: `invited_player` player B of a two_player challenge; `player` whoever submits
 * the result (solo player A, two_player A and B, public the creator: DOMAIN.md §9); `not_player` anyone
 * but the creator and the players (backing your own challenge is refused); `anyone` any signed-in
 * person; `admin`; `system` the server's own jobs (expiry, the end date, settlement).
 */
export type LifecycleActor = 'invited_player' | 'player' | 'not_player' | 'anyone' | 'admin' | 'system';

/**
 * When: `invite_open` before invite_expires_at; `invite_lapsed` at or after it; `before_end` before
 * end_date; `after_end` after it.
 */
export type LifecycleTime = 'invite_open' | 'invite_lapsed' | 'before_end' | 'after_end' | 'after_start';

export interface ChallengeTransition {
  from: ChallengeStatus;
  event: ChallengeEvent;
  to: ChallengeStatus;
  who: LifecycleActor;
  /** Only these types (every type when absent). */
  types?: readonly ChallengeType[];
  time?: LifecycleTime;
}

const NOT_OVER = ['draft', 'pending_acceptance', 'active', 'pending_verification'] as const satisfies readonly ChallengeStatus[];
const BACKABLE_TYPES = ['solo', 'two_player'] as const satisfies readonly ChallengeType[];

/** Rows of one event from several statuses (same guards). */
function rows(from: readonly ChallengeStatus[], event: ChallengeEvent, to: ChallengeStatus | 'same', guards: Omit<ChallengeTransition, 'from' | 'event' | 'to'>): ChallengeTransition[] {
  return from.map((f) => ({ from: f, event, to: to === 'same' ? f : to, ...guards }));
}

/** The table. Every allowed status change is a row here, and nothing else is allowed. */
export const CHALLENGE_TRANSITIONS: readonly ChallengeTransition[] = [
  ...rows(['pending_acceptance'], 'accept', 'active', { who: 'invited_player', types: ['two_player'], time: 'invite_open' }),
  ...rows(['pending_acceptance'], 'reject', 'rejected', { who: 'invited_player', types: ['two_player'], time: 'invite_open' }),
  ...rows(['pending_acceptance'], 'expire_invite', 'cancelled', { who: 'system', types: ['two_player'], time: 'invite_lapsed' }),
  ...rows(['active'], 'join', 'active', { who: 'anyone', types: ['public'], time: 'before_end' }),
  ...rows(['active'], 'back', 'active', { who: 'not_player', types: BACKABLE_TYPES, time: 'before_end' }),
  ...rows(['active', 'pending_verification'], 'claim', 'pending_verification', { who: 'player', time: 'after_start' }),
  ...rows(['active'], 'end_date_passed', 'pending_verification', { who: 'system', time: 'after_end' }),
  ...rows(['active', 'pending_verification'], 'decide', 'completed', { who: 'admin', time: 'after_start' }),
  ...rows(NOT_OVER, 'void', 'cancelled', { who: 'admin' }),
  ...rows(['completed'], 'settle', 'paid_out', { who: 'system' }),
  ...rows(['completed'], 'settle_void', 'cancelled', { who: 'system' }),
  ...rows(CHALLENGE_STATUSES, 'feature', 'same', { who: 'admin' }),
];

/** Statuses with no way out but featuring (DOMAIN.md §4: completed is terminal only once settled). */
export const TERMINAL_CHALLENGE_STATUSES: readonly ChallengeStatus[] = CHALLENGE_STATUSES.filter((s) => !CHALLENGE_TRANSITIONS.some((t) => t.from === s && t.event !== 'feature' && t.to !== s));

/** The statuses an event may start from. */
export function statusesAllowing(event: ChallengeEvent): ChallengeStatus[] {
  return [...new Set(CHALLENGE_TRANSITIONS.filter((t) => t.event === event).map((t) => t.from))];
}

/** What the guards need of a challenge (each side adapts its own shape: a row, or the contract's detail). */
export interface LifecycleChallenge {
  status: string;
  type: ChallengeType;
  creatorId: string | null;
  playerAId: string | null;
  playerBId: string | null;
  endsAt?: Date | string | number | null;
  inviteExpiresAt?: Date | string | number | null;
  /** The start date: no claims or decisions before it (issue #24 item 8; a void stays possible). */
  startsAt?: Date | string | number | null;
}

export interface LifecycleContext {
  /** The person acting (admins have role 'admin'); absent for the server's own jobs. */
  actor?: { id: string; role?: string } | null;
  /**
   * ms since the epoch. The server always passes its clock. The web leaves it out: its buttons follow
   * status, type and who, and the server's clock has the last word on time.
   */
  now?: number;
}

export type TransitionRefusalKind = 'status' | 'type' | 'who' | 'time';

/** Thrown by transition(): every guard kind the request failed (the caller picks its words from them). */
export class TransitionRefusedError extends Error {
  constructor(
    readonly event: ChallengeEvent,
    readonly from: string,
    readonly kinds: ReadonlySet<TransitionRefusalKind>,
  ) {
    super(`challenge ${event} refused from ${from}: ${[...kinds].join(', ')}`);
    this.name = 'TransitionRefusedError';
  }
}

/** Who submits the result (DOMAIN.md §9): public the creator; solo player A; two_player A and B. */
export function resultPlayerIds(c: Pick<LifecycleChallenge, 'type' | 'creatorId' | 'playerAId' | 'playerBId'>): string[] {
  if (c.type === 'public') return c.creatorId ? [c.creatorId] : [];
  const a = c.playerAId ?? c.creatorId;
  const ids = a ? [a] : [];
  if (c.type === 'two_player' && c.playerBId) ids.push(c.playerBId);
  return ids;
}

function actorFits(who: LifecycleActor, c: LifecycleChallenge, actor: LifecycleContext['actor']): boolean {
  switch (who) {
    case 'system':
      return !actor;
    case 'admin':
      return actor?.role === 'admin';
    case 'anyone':
      return Boolean(actor);
    case 'invited_player':
      return Boolean(actor) && c.playerBId === actor!.id;
    case 'player':
      return Boolean(actor) && resultPlayerIds(c).includes(actor!.id);
    case 'not_player':
      return Boolean(actor) && ![c.creatorId, c.playerAId, c.playerBId].includes(actor!.id);
  }
}

const ms = (d: Date | string | number | null | undefined) => (d === null || d === undefined ? null : new Date(d).getTime());

function timeFits(time: LifecycleTime, c: LifecycleChallenge, now: number): boolean {
  const invite = ms(c.inviteExpiresAt);
  const end = ms(c.endsAt);
  const start = ms(c.startsAt);
  switch (time) {
    case 'invite_open':
      return invite !== null && now < invite;
    case 'invite_lapsed':
      return invite !== null && invite <= now;
    case 'before_end':
      return end !== null && now < end;
    case 'after_end':
      return end !== null && end < now;
    // No result before the challenge starts (issue #24 item 8); an unknown start is not a start.
    case 'after_start':
      return start !== null && start <= now;
  }
}

/**
 * Every guard kind `event` fails on `c` for `ctx` — empty when it is allowed. The guards of the event
 * (the same from every status it starts from) are all evaluated, so a caller can order its refusals.
 */
export function transitionRefusals(c: LifecycleChallenge, event: ChallengeEvent, ctx: LifecycleContext = {}): Set<TransitionRefusalKind> {
  const candidates = CHALLENGE_TRANSITIONS.filter((t) => t.event === event);
  const row = candidates.find((t) => t.from === c.status) ?? candidates[0]!;
  const kinds = new Set<TransitionRefusalKind>();
  if (!candidates.some((t) => t.from === c.status)) kinds.add('status');
  if (row.types && !row.types.includes(c.type)) kinds.add('type');
  if (!actorFits(row.who, c, ctx.actor)) kinds.add('who');
  if (row.time && ctx.now !== undefined && !timeFits(row.time, c, ctx.now)) kinds.add('time');
  return kinds;
}

/** Whether `event` may happen to `c` now (the web's buttons: `ignore` the kinds a button does not follow). */
export function canTransition(c: LifecycleChallenge, event: ChallengeEvent, ctx: LifecycleContext = {}, { ignore = [] }: { ignore?: TransitionRefusalKind[] } = {}): boolean {
  return [...transitionRefusals(c, event, ctx)].every((kind) => ignore.includes(kind));
}

/** The next status of `c` after `event`, or TransitionRefusedError with every guard kind it failed. */
export function transition(c: LifecycleChallenge, event: ChallengeEvent, ctx: LifecycleContext = {}): ChallengeStatus {
  const kinds = transitionRefusals(c, event, ctx);
  if (kinds.size) throw new TransitionRefusedError(event, c.status, kinds);
  return CHALLENGE_TRANSITIONS.find((t) => t.event === event && t.from === c.status)!.to;
}
