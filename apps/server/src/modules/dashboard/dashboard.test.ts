// GET /api/dashboard/summary through the real app on a real database: the tokens the caller has
// locked in running challenges (challenge_stakes status 'active', their own rows only) and how many
// challenges are theirs; visitors get a 401.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { addStake, createChallenge, fund, insertPerson, member, send, type Member } from '../../../test/helpers/challenges';

let t: TestApp;
let me: Member;
beforeAll(async () => {
  t = await createTestApp();
  me = await member(t, 'dash_me');
});
afterAll(() => t.close());

const db = () => t.database.db;
type Summary = { lockedStakeTokens: number; myChallengesCount: number };
const summary = async (m: Member) => send<Summary>(t, m, '/api/dashboard/summary');

async function stake(challengeId: string, userId: string, amount: number, role: 'player_a' | 'player_b' | 'participant' | 'backer', outcome = 'solo_succeeds') {
  await fund(db(), userId, { cash: amount });
  return addStake(db(), challengeId, { userId, role, outcome, amount });
}
const setStatus = (stakeId: string, status: 'refunded' | 'won' | 'lost') => sql`UPDATE challenge_stakes SET status = ${status} WHERE id = ${stakeId}`.execute(db());

describe('GET /api/dashboard/summary', () => {
  it('answers 401 to a visitor', async () => {
    const response = await t.request('/api/dashboard/summary');
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
  });

  it('is zero for someone with no challenges', async () => {
    const fresh = await member(t, 'dash_fresh');
    expect(await summary(fresh)).toMatchObject({ status: 200, body: { lockedStakeTokens: 0, myChallengesCount: 0 } });
  });

  it('sums only the caller’s stakes still in escrow, and counts each of the caller’s challenges once', async () => {
    const other = await insertPerson(db(), 'dash_other');
    // Mine: created and staked as player A (counted once), a public one joined, someone else's backed.
    const solo = await createChallenge(db(), { type: 'solo', createdBy: me.id });
    await stake(solo, me.id, 40, 'player_a');
    const open = await createChallenge(db(), { type: 'public', createdBy: other });
    await stake(open, me.id, 15, 'participant', 'completed');
    const theirs = await createChallenge(db(), { type: 'solo', createdBy: other });
    await stake(theirs, me.id, 25, 'backer', 'solo_fails');
    // Another person's stake on my challenge is theirs, not mine.
    await stake(solo, other, 500, 'backer', 'solo_fails');
    // Invited as player B (no stake yet) and created without staking: both mine, nothing locked.
    await createChallenge(db(), { type: 'two_player', createdBy: other, playerB: me.id, status: 'pending_acceptance' });
    await createChallenge(db(), { type: 'public', createdBy: me.id });
    // A challenge I have nothing to do with.
    const elsewhere = await createChallenge(db(), { type: 'solo', createdBy: other });
    await stake(elsewhere, other, 70, 'player_a');

    expect((await summary(me)).body).toEqual({ lockedStakeTokens: 40 + 15 + 25, myChallengesCount: 5 });
  });

  it('leaves out stakes that were refunded, won or lost: they are no longer locked', async () => {
    const before = (await summary(me)).body;
    const owner = await insertPerson(db(), 'dash_owner');
    for (const status of ['refunded', 'won', 'lost'] as const) {
      const challenge = await createChallenge(db(), { type: 'solo', createdBy: owner });
      await setStatus((await stake(challenge, me.id, 11, 'backer')).id, status);
    }
    const running = await createChallenge(db(), { type: 'solo', createdBy: owner });
    await stake(running, me.id, 9, 'backer', 'solo_fails');
    expect((await summary(me)).body).toEqual({ lockedStakeTokens: before.lockedStakeTokens + 9, myChallengesCount: before.myChallengesCount + 4 });
  });
});

describe('GET /api/dashboard/invites (issue #16 item 8: invites stay findable)', () => {
  type Invites = { invites: { id: string; title: string; challenger: { id: string; username: string | null } | null; playerAStake: number; playerBStake: number; inviteExpiresAt: string | null }[] };

  it('answers 401 to a visitor', async () => {
    expect((await t.request('/api/dashboard/invites')).status).toBe(401);
  });

  it('lists only the two_player invites still waiting for the caller as player B, newest first; not the sender’s, not another person’s', async () => {
    const invitee = await member(t, 'dash_invitee');
    const sender = await member(t, 'dash_sender');
    const older = await createChallenge(db(), { type: 'two_player', createdBy: sender.id, playerB: invitee.id, status: 'pending_acceptance', title: 'Older invite' });
    await sql`UPDATE challenges SET created_at = now() - interval '1 hour', player_a_stake = 40, player_b_stake = 30 WHERE id = ${older}`.execute(db());
    const newer = await createChallenge(db(), { type: 'two_player', createdBy: sender.id, playerB: invitee.id, status: 'pending_acceptance', title: 'Newer invite' });
    // Answered already, or to someone else: not listed.
    await createChallenge(db(), { type: 'two_player', createdBy: sender.id, playerB: invitee.id, status: 'rejected', title: 'Rejected invite' });
    await createChallenge(db(), { type: 'two_player', createdBy: sender.id, playerB: invitee.id, status: 'active', title: 'Accepted invite' });
    await createChallenge(db(), { type: 'two_player', createdBy: sender.id, playerB: me.id, status: 'pending_acceptance', title: 'Someone else’s invite' });

    const mine = await send<Invites>(t, invitee, '/api/dashboard/invites');
    expect(mine.status).toBe(200);
    expect(mine.body.invites.map((i) => i.id)).toEqual([newer, older]);
    expect(mine.body.invites[1]).toMatchObject({ title: 'Older invite', challenger: { id: sender.id }, playerAStake: 40, playerBStake: 30 });
    // The wrong user — the one who sent them — sees none of them.
    const asSender = await send<Invites>(t, sender, '/api/dashboard/invites');
    expect(asSender.status).toBe(200);
    expect(asSender.body.invites).toEqual([]);
  });
});
