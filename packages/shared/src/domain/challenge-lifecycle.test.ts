// The transition table (challenge-lifecycle.ts) enumerated: every allowed transition with the actor,
// type and time it needs, a sample of refusals with the guard kinds they fail, and every status of the
// shared enum present in the table. (The database's CHECK is compared with the enum in the server's
// challenge-lifecycle.db.test.ts.)
import { describe, expect, it } from 'vitest';
import { CHALLENGE_STATUSES, CHALLENGE_TYPES, type ChallengeStatus, type ChallengeType } from './challenge';
import {
  CHALLENGE_EVENTS,
  CHALLENGE_TRANSITIONS,
  canTransition,
  statusesAllowing,
  TERMINAL_CHALLENGE_STATUSES,
  transition,
  transitionRefusals,
  TransitionRefusedError,
  type ChallengeEvent,
  type LifecycleChallenge,
  type LifecycleContext,
} from './challenge-lifecycle';

const NOW = Date.UTC(2026, 0, 10, 12);
const HOUR = 3_600_000;
const ids = { creator: 'creator', a: 'player-a', b: 'player-b', other: 'someone', admin: 'admin' };
const person = (id: string): LifecycleContext['actor'] => ({ id, role: id === ids.admin ? 'admin' : 'user' });

/** A challenge in `status` of `type` whose invite is still open and whose end date is ahead (or passed). */
function challenge(status: ChallengeStatus, type: ChallengeType, { ended = false, inviteLapsed = false } = {}): LifecycleChallenge {
  return {
    status,
    type,
    creatorId: ids.creator,
    playerAId: type === 'public' ? null : ids.creator,
    playerBId: type === 'two_player' ? ids.b : null,
    endsAt: new Date(NOW + (ended ? -HOUR : HOUR)),
    inviteExpiresAt: type === 'two_player' ? new Date(NOW + (inviteLapsed ? -HOUR : HOUR)) : null,
    startsAt: new Date(NOW - 2 * HOUR),
  };
}

/** The actor and the time each row needs to go through. */
function fitting(row: (typeof CHALLENGE_TRANSITIONS)[number]): { ctx: LifecycleContext; c: LifecycleChallenge } {
  const type = row.types?.[0] ?? 'solo';
  const c = challenge(row.from, type, { ended: row.time === 'after_end', inviteLapsed: row.time === 'invite_lapsed' });
  const actor = { system: null, admin: person(ids.admin), anyone: person(ids.other), not_player: person(ids.other), invited_player: person(ids.b), player: person(ids.creator) }[row.who];
  return { c, ctx: { actor, now: NOW } };
}

describe('the challenge transition table (DOMAIN.md §4)', () => {
  it('holds exactly these transitions', () => {
    const moves = CHALLENGE_TRANSITIONS.filter((t) => t.event !== 'feature').map((t) => `${t.from} -${t.event}-> ${t.to}`);
    expect(moves).toEqual([
      'pending_acceptance -accept-> active',
      'pending_acceptance -reject-> rejected',
      'pending_acceptance -expire_invite-> cancelled',
      'active -join-> active',
      'active -back-> active',
      'active -claim-> pending_verification',
      'pending_verification -claim-> pending_verification',
      'active -end_date_passed-> pending_verification',
      'active -decide-> completed',
      'pending_verification -decide-> completed',
      'draft -void-> cancelled',
      'pending_acceptance -void-> cancelled',
      'active -void-> cancelled',
      'pending_verification -void-> cancelled',
      'completed -settle-> paid_out',
      'completed -settle_void-> cancelled',
    ]);
    // Featuring is open in every status and changes none.
    expect(CHALLENGE_TRANSITIONS.filter((t) => t.event === 'feature').map((t) => [t.from, t.to])).toEqual(CHALLENGE_STATUSES.map((s) => [s, s]));
  });

  it.each(CHALLENGE_TRANSITIONS.map((row) => [`${row.from} -${row.event}-> ${row.to} (${row.who}${row.types ? `, ${row.types.join('/')}` : ''}${row.time ? `, ${row.time}` : ''})`, row] as const))('allows %s', (_name, row) => {
    for (const type of row.types ?? CHALLENGE_TYPES) {
      const { c, ctx } = fitting(row);
      const subject = {
        ...c,
        type,
        playerAId: type === 'public' ? null : ids.creator,
        playerBId: type === 'two_player' ? ids.b : null,
        inviteExpiresAt: type === 'two_player' ? c.inviteExpiresAt : row.time?.startsWith('invite') ? c.inviteExpiresAt : null,
      };
      expect(transitionRefusals(subject, row.event, ctx)).toEqual(new Set());
      expect(transition(subject, row.event, ctx)).toBe(row.to);
      expect(canTransition(subject, row.event, ctx)).toBe(true);
    }
  });

  it('every status of the shared enum is in the table, and the terminal ones are those DOMAIN.md names', () => {
    const inTable = new Set(CHALLENGE_TRANSITIONS.filter((t) => t.event !== 'feature').flatMap((t) => [t.from, t.to]));
    expect([...CHALLENGE_STATUSES].filter((s) => !inTable.has(s))).toEqual([]);
    expect([...TERMINAL_CHALLENGE_STATUSES].sort()).toEqual(['cancelled', 'paid_out', 'rejected']);
  });

  it('every event has at least one row, and statusesAllowing reads them', () => {
    for (const event of CHALLENGE_EVENTS) expect(statusesAllowing(event).length).toBeGreaterThan(0);
    expect(statusesAllowing('decide')).toEqual(['active', 'pending_verification']);
    expect(statusesAllowing('void')).toEqual(['draft', 'pending_acceptance', 'active', 'pending_verification']);
    expect(statusesAllowing('claim')).toEqual(['active', 'pending_verification']);
  });
});

describe('refusals name the guards they fail', () => {
  const refused: [string, LifecycleChallenge, ChallengeEvent, LifecycleContext, string[]][] = [
    ['accept when already active', challenge('active', 'two_player'), 'accept', { actor: person(ids.b), now: NOW }, ['status']],
    ['accept by someone else', challenge('pending_acceptance', 'two_player'), 'accept', { actor: person(ids.other), now: NOW }, ['who']],
    ['accept after the invite lapsed', challenge('pending_acceptance', 'two_player', { inviteLapsed: true }), 'accept', { actor: person(ids.b), now: NOW }, ['time']],
    ['reject a solo challenge', challenge('pending_acceptance', 'solo'), 'reject', { actor: person(ids.b), now: NOW }, ['type', 'who', 'time']],
    ['expire an invite still open', challenge('pending_acceptance', 'two_player'), 'expire_invite', { now: NOW }, ['time']],
    ['expire an invite already accepted', challenge('active', 'two_player', { inviteLapsed: true }), 'expire_invite', { now: NOW }, ['status']],
    ['join a solo challenge', challenge('active', 'solo'), 'join', { actor: person(ids.other), now: NOW }, ['type']],
    ['join after the end date', challenge('active', 'public', { ended: true }), 'join', { actor: person(ids.other), now: NOW }, ['time']],
    ['join a challenge pending verification', challenge('pending_verification', 'public'), 'join', { actor: person(ids.other), now: NOW }, ['status']],
    ['join signed out', challenge('active', 'public'), 'join', { now: NOW }, ['who']],
    ['back a public challenge', challenge('active', 'public'), 'back', { actor: person(ids.other), now: NOW }, ['type']],
    ['back your own challenge', challenge('active', 'solo'), 'back', { actor: person(ids.creator), now: NOW }, ['who']],
    ['back as player B', challenge('active', 'two_player'), 'back', { actor: person(ids.b), now: NOW }, ['who']],
    ['back a pending invite', challenge('pending_acceptance', 'two_player'), 'back', { actor: person(ids.other), now: NOW }, ['status']],
    ['claim before the start', { ...challenge('active', 'solo'), startsAt: new Date(NOW + HOUR) }, 'claim', { actor: person(ids.creator), now: NOW }, ['time']],
    ['decide before the start', { ...challenge('active', 'solo'), startsAt: new Date(NOW + HOUR) }, 'decide', { actor: person(ids.admin), now: NOW }, ['time']],
    ['claim with no known start', { ...challenge('active', 'solo'), startsAt: null }, 'claim', { actor: person(ids.creator), now: NOW }, ['time']],
    ['claim as a backer', challenge('active', 'solo'), 'claim', { actor: person(ids.other), now: NOW }, ['who']],
    ['claim as an admin who is no player', challenge('active', 'solo'), 'claim', { actor: person(ids.admin), now: NOW }, ['who']],
    ['claim once decided', challenge('completed', 'two_player'), 'claim', { actor: person(ids.b), now: NOW }, ['status']],
    ['move to verification before the end', challenge('active', 'solo'), 'end_date_passed', { now: NOW }, ['time']],
    ['decide as a player', challenge('pending_verification', 'solo'), 'decide', { actor: person(ids.creator), now: NOW }, ['who']],
    ['decide twice', challenge('completed', 'solo'), 'decide', { actor: person(ids.admin), now: NOW }, ['status']],
    ['decide a pending invite', challenge('pending_acceptance', 'two_player'), 'decide', { actor: person(ids.admin), now: NOW }, ['status']],
    ['void once paid out', challenge('paid_out', 'solo'), 'void', { actor: person(ids.admin), now: NOW }, ['status']],
    ['void a rejected invite', challenge('rejected', 'two_player'), 'void', { actor: person(ids.admin), now: NOW }, ['status']],
    ['void a decided challenge', challenge('completed', 'public'), 'void', { actor: person(ids.admin), now: NOW }, ['status']],
    ['settle a challenge not decided', challenge('pending_verification', 'solo'), 'settle', { now: NOW }, ['status']],
    ['settle at a person’s request', challenge('completed', 'solo'), 'settle', { actor: person(ids.admin), now: NOW }, ['who']],
    ['feature as a member', challenge('active', 'solo'), 'feature', { actor: person(ids.other), now: NOW }, ['who']],
  ];

  it.each(refused)('refuses to %s', (_name, c, event, ctx, kinds) => {
    expect([...transitionRefusals(c, event, ctx)].sort()).toEqual([...kinds].sort());
    expect(canTransition(c, event, ctx)).toBe(false);
    let thrown: unknown;
    try {
      transition(c, event, ctx);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(TransitionRefusedError);
    expect([...(thrown as TransitionRefusedError).kinds].sort()).toEqual([...kinds].sort());
  });

  it('without a clock (the web) the time guards are left to the server; ignore skips the kinds a button does not follow', () => {
    expect(canTransition(challenge('active', 'public', { ended: true }), 'join', { actor: person(ids.other) })).toBe(true);
    expect(canTransition(challenge('pending_acceptance', 'two_player'), 'back', { actor: person(ids.other) })).toBe(false);
    expect(canTransition(challenge('pending_acceptance', 'two_player'), 'back', { actor: person(ids.other) }, { ignore: ['status'] })).toBe(true);
  });

  it('a solo or two_player challenge without player_a_id falls back to the creator as its player', () => {
    const c = { ...challenge('active', 'solo'), playerAId: null };
    expect(canTransition(c, 'claim', { actor: person(ids.creator), now: NOW })).toBe(true);
  });
});
