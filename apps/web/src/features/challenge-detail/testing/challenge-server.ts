// Test-only: challenge fixtures and a mockApi stand-in for the challenge endpoints, so each test
// states only the answers it cares about.
import type { ChallengeClaims, ChallengeDetail, ChallengeStake, ChallengeStakeList, Profile } from '@changamoto/shared/contract';
import { beforeAll } from 'vitest';
import { mockApi, type MockResponse } from '@/test/render';
import { baseProfile } from '@/test/profile';
import { ChallengeBodyPart } from '../components/challenge-body-part';

// The page below its first view is a part fetched right after the first render (lib/lazy-part.tsx); a
// test that renders the page asserts on it at once, so every file using these fixtures loads it first
// (as test/setup.ts does for the app's other parts).
beforeAll(() => ChallengeBodyPart.preload());

export const ids = {
  challenge: '40000000-0000-4000-8000-000000000001',
  me: '00000000-0000-4000-8000-000000000001',
  alice: '00000000-0000-4000-8000-00000000000a',
  bob: '00000000-0000-4000-8000-00000000000b',
  carol: '00000000-0000-4000-8000-00000000000c',
};

export const person = (id: string, username: string) => ({ id, username, avatarUrl: null });
export const alice = person(ids.alice, 'alice');
export const bob = person(ids.bob, 'bob');

export const testProfile: Profile = { ...baseProfile, id: ids.me, kycStatus: 'verified', tokens: 500 };

let stakeSeq = 0;
export function stake(overrides: Partial<ChallengeStake> & Pick<ChallengeStake, 'userId' | 'role' | 'outcome' | 'amount'>): ChallengeStake {
  stakeSeq += 1;
  return {
    id: `50000000-0000-4000-8000-${String(stakeSeq).padStart(12, '0')}`,
    user: person(overrides.userId, overrides.user?.username ?? overrides.userId.slice(-1)),
    status: 'active',
    isWinner: false,
    winningsTokens: 0,
    createdAt: '2026-03-05T12:00:00+03:00',
    ...overrides,
  };
}

const zeroTotals = {
  succeedBackerStake: 0,
  failBackerStake: 0,
  playerABackerStake: 0,
  playerBBackerStake: 0,
  succeedBackersCount: 0,
  failBackersCount: 0,
  playerABackersCount: 0,
  playerBBackersCount: 0,
  publicParticipantsCount: 0,
  overallTotalStake: 0,
};

export function challenge(overrides: Partial<Omit<ChallengeDetail, 'totals'>> & { totals?: Partial<ChallengeDetail['totals']> } = {}): ChallengeDetail {
  const { totals, ...rest } = overrides;
  return {
    id: ids.challenge,
    title: '30 Days of Push-ups',
    description: 'One hundred push-ups every day.',
    type: 'solo',
    status: 'active',
    category: { slug: 'fitness', name: 'Fitness' },
    featuredImageUrl: null,
    isFeatured: false,
    startDate: '2026-03-01T08:00:00+03:00',
    endDate: '2026-03-31T20:00:00+03:00',
    createdAt: '2026-03-01T07:00:00+03:00',
    playerAStake: 100,
    playerBStake: 0,
    publicChallengeEntryFee: 0,
    totalJackpot: 100,
    participantsCount: 0,
    backersCount: 0,
    outcome: null,
    creator: alice,
    playerA: alice,
    playerB: null,
    inviteExpiresAt: null,
    playerStakes: [],
    participants: [],
    participantsNextCursor: null,
    backers: [],
    backersNextCursor: null,
    winners: [],
    winnersNextCursor: null,
    myStakes: [],
    ...rest,
    totals: { ...zeroTotals, ...totals },
  };
}

/** What GET /api/challenges/:id/claims answers before anyone claims, to a player who may claim. */
export const noClaims: ChallengeClaims = { state: 'none', canClaim: true, players: [], claims: [], decision: null };

export const apiError = (status: number, message: string, code = 'conflict'): MockResponse => ({ status, body: { error: { code, message } } });

type Handler = (request: { body: unknown; url: URL }) => MockResponse | Promise<MockResponse>;

/** A page of listChallengeStakes, served for the cursor it is filed under in `stakePages`. */
export interface StakePage {
  list: ChallengeStakeList;
  stakes: ChallengeStake[];
  nextCursor: string | null;
}

export const INVALID_CURSOR = 'Invalid cursor. Please reload the list.';

/** `count` stakes of one role, named `${prefix}1`, `${prefix}2`, … (user ids unique per prefix and start). */
export function stakesOf(count: number, { prefix, role, outcome, start = 1, amount = 10 }: { prefix: string; role: ChallengeStake['role']; outcome: ChallengeStake['outcome']; start?: number; amount?: number }): ChallengeStake[] {
  return Array.from({ length: count }, (_, i) => {
    const n = start + i;
    const hex = [...prefix]
      .map((c) => c.charCodeAt(0).toString(16))
      .join('')
      .slice(0, 6)
      .padStart(6, '0');
    const userId = `10000000-0000-4000-8000-${hex}${String(n).padStart(6, '0')}`;
    return stake({ userId, user: person(userId, `${prefix}${n}`), role, outcome, amount });
  });
}

/**
 * `routes` maps 'METHOD /path' to an answer and overrides the defaults. `profile: null` = signed out.
 * `stakePages` maps a cursor to the page listChallengeStakes answers for it; any other cursor (or a
 * page of another list) gets the server's 400.
 */
export function serveChallenge({
  detail = challenge(),
  profile = testProfile,
  routes = {},
  stakePages = {},
}: { detail?: ChallengeDetail | null; profile?: Profile | null; routes?: Record<string, Handler>; stakePages?: Record<string, StakePage> } = {}) {
  const path = `/api/challenges/${ids.challenge}`;
  const ok = (body: unknown): MockResponse => ({ body });
  const defaults: Record<string, Handler> = {
    'GET /api/profile': () => (profile ? ok(profile) : apiError(401, 'Sign in first.', 'unauthorized')),
    [`GET ${path}`]: () => (detail ? ok({ challenge: detail }) : apiError(404, 'Challenge not found.', 'not_found')),
    [`GET ${path}/stakes`]: ({ url }) => {
      if (!detail) return apiError(404, 'Challenge Not Found', 'not_found');
      const page = stakePages[url.searchParams.get('cursor') ?? ''];
      if (!page || page.list !== url.searchParams.get('list')) return apiError(400, INVALID_CURSOR, 'bad_request');
      return ok({ stakes: page.stakes, nextCursor: page.nextCursor });
    },
    [`POST ${path}/participation`]: () => ok({ success: true, message: 'ok' }),
    [`POST ${path}/result`]: () => ok({ success: true, message: 'Result submitted successfully!' }),
    [`GET ${path}/claims`]: () => ok(noClaims),
    [`POST ${path}/claim`]: () => ok({ success: true, message: 'Result submitted successfully!', claims: noClaims }),
    [`POST ${path}/invite-response`]: ({ body }) => ok({ success: true, message: 'ok', status: (body as { action: string }).action === 'accept' ? 'active' : 'rejected' }),
    [`POST /api/admin/challenges/${ids.challenge}/decision`]: ({ body }) => ok({ success: true, status: 'completed', outcome: (body as { outcome: string }).outcome }),
    [`POST /api/admin/challenges/${ids.challenge}/void`]: () => ok({ success: true, status: 'cancelled', refundedStakes: 1 }),
    'GET /api/wallet': () => ok({}),
  };
  const spy = mockApi(({ method, url, body }) => {
    const key = `${method} ${url.pathname}`;
    const handler = routes[key] ?? defaults[key];
    return handler ? handler({ body, url }) : apiError(404, 'Not found', 'not_found');
  });
  const calls = (method: string, endpoint: string) =>
    spy.mock.calls
      .filter(([input, init]) => (init?.method ?? 'GET') === method && new URL(String(input), 'http://localhost').pathname === endpoint)
      .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined, headers: new Headers(init?.headers) }));
  return { spy, calls, path };
}
