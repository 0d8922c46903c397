// Test-only: a mockApi stand-in for everything the dashboard reads (profile, wallet, rewards, summary,
// unread count, challenge lists) and the daily-bonus claim, keeping state as the real server would.
import type { Profile, RewardsStatus } from '@changamoto/shared/contract';
import { estimateWithdrawal, type WithdrawalFeeMode } from '@changamoto/shared/domain';
import { mockApi, type MockResponse } from '@/test/render';
import { baseProfile } from '@/test/profile';
import { rewardsStatus } from '@/test/rewards';

export const me: Profile = { ...baseProfile, id: '00000000-0000-4000-8000-0000000000ee', tokens: 100 };

export const listPage = (challenges: unknown[]): MockResponse => ({ body: { challenges, nextCursor: null } });

export interface DashboardServerOptions {
  profile?: Partial<Profile>;
  /** How much of the balance is withdrawable cash (default none: it is all bonus). */
  withdrawable?: number;
  /** The server's WITHDRAWAL_FEE_MODE (default tiered), for the wallet's withdrawableEstimate. */
  feeMode?: WithdrawalFeeMode;
  /** WITHDRAWAL_TAX_RATE in force (default 0.05, DOMAIN.md §10). */
  taxRate?: number;
  rewards?: RewardsStatus;
  summary?: MockResponse;
  unread?: number;
  /** Answers each GET /api/challenges from its query string (default: no challenges). */
  challenges?: (query: URLSearchParams) => MockResponse | Promise<MockResponse>;
  /** POST /api/rewards/daily-bonus (default: credits the bonus once, 409 afterwards). */
  claim?: () => MockResponse | Promise<MockResponse>;
}

export function serveDashboard(options: DashboardServerOptions = {}) {
  const state = { profile: { ...me, ...options.profile }, rewards: options.rewards ?? rewardsStatus() };
  const claimDefault = (): MockResponse => {
    if (!state.rewards.dailyBonus.available) return { status: 409, body: { error: { code: 'already_claimed', message: 'You have already claimed today’s bonus.' } } };
    const tokens = state.rewards.dailyBonus.tokens;
    state.profile.tokens += tokens;
    state.rewards = { ...state.rewards, dailyBonus: { ...state.rewards.dailyBonus, available: false, lastClaimedAt: new Date().toISOString() } };
    return { body: { success: true, message: `Daily bonus claimed! ${tokens} bonus tokens were added to your wallet.`, tokens } };
  };
  const spy = mockApi(({ method, url }) => {
    const route = `${method} ${url.pathname}`;
    switch (route) {
      case 'GET /api/profile':
        return { body: state.profile };
      case 'GET /api/wallet': {
        const withdrawable = options.withdrawable ?? 0;
        const withdrawableEstimate = estimateWithdrawal(withdrawable, options.feeMode ?? 'tiered', options.taxRate ?? 0.05);
        return { body: { tokens: state.profile.tokens, withdrawable, withdrawableEstimate, bonus: state.profile.tokens - withdrawable, region: state.profile.region, balanceFrozen: false, kycStatus: 'unverified' } };
      }
      case 'GET /api/rewards':
        return { body: state.rewards };
      case 'POST /api/rewards/daily-bonus':
        return (options.claim ?? claimDefault)();
      case 'GET /api/dashboard/summary':
        return options.summary ?? { body: { lockedStakeTokens: 0, myChallengesCount: 0 } };
      case 'GET /api/dashboard/invites':
        return { body: { invites: [] } };
      case 'GET /api/notifications/unread-count':
        return { body: { count: options.unread ?? 0 } };
      case 'GET /api/challenges':
        return options.challenges ? options.challenges(url.searchParams) : listPage([]);
      default:
        return { status: 404, body: { error: { code: 'not_found', message: 'Not found.' } } };
    }
  });
  /** The query strings sent to GET /api/challenges, in order. */
  const listQueries = () =>
    spy.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/challenges')
      .map((url) => url.searchParams);
  /** The requests sent to one endpoint, with their headers. */
  const requests = (method: string, path: string) =>
    spy.mock.calls.filter(([input, init]) => (init?.method ?? 'GET') === method && new URL(String(input), 'http://localhost').pathname === path).map(([, init]) => ({ headers: new Headers(init?.headers) }));
  return { spy, state, listQueries, requests };
}

export type DashboardList = 'myActive' | 'played' | 'recommended' | 'trending' | 'active';

/** Which of the dashboard's lists a GET /api/challenges query string is. */
export function whichList(query: URLSearchParams): DashboardList {
  if (query.get('involvedUserId')) return query.get('statuses') ? 'myActive' : 'played';
  if (query.get('category')) return 'recommended';
  if (query.get('sort') === 'trending') return 'trending';
  return 'active';
}
