// GET /api/rewards (DOMAIN.md §5): whether today's bonus is open, the caller's referral code and
// referrer, and whether the onboarding bonus was granted. Read by the dashboard banner, the profile's
// Referrals card and onboarding, so it lives here rather than in one of those features.
import { translate } from '@/lib/i18n';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, ApiError } from './api-client';
import { sessionQueryKey } from './queries/session';
import { refreshQueries } from './query-client';
import { transactionsQueryKey, walletQueryKey } from './queries/wallet';

export const rewardsQueryKey = ['rewards'] as const;

export const getRewardsQueryOptions = () => queryOptions({ queryKey: rewardsQueryKey, queryFn: ({ signal }) => api('getRewards', {}, { signal }) });

export function useRewards({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getRewardsQueryOptions(), enabled });
}

/**
 * After bonus tokens were credited: the balance (['wallet'], read by the top bar and the dashboard),
 * the history (['wallet', 'transactions']), the profile and the rewards status: the shared keys of lib/queries/.
 */
export function refreshAfterCredit(queryClient: QueryClient) {
  return Promise.all([
    refreshQueries(queryClient, { queryKey: walletQueryKey, exact: true }),
    refreshQueries(queryClient, { queryKey: transactionsQueryKey }),
    refreshQueries(queryClient, { queryKey: sessionQueryKey }),
    refreshQueries(queryClient, { queryKey: rewardsQueryKey }),
  ]);
}

/** A 2xx answer that is not the contract's success body (spec §8: 'Received an unexpected response from the server.'). */
export class UnexpectedResponseError extends Error {
  constructor() {
    super(translate('common.rewards.unexpected'));
  }
}

export interface Credit {
  message: string;
  tokens: number;
}

/** The success body as the contract promises it ({ success: true, message, tokens }), else UnexpectedResponseError. */
export function creditResult(response: unknown): Credit {
  const body = response as { success?: unknown; message?: unknown; tokens?: unknown } | null | undefined;
  if (body?.success !== true || typeof body.message !== 'string' || typeof body.tokens !== 'number') throw new UnexpectedResponseError();
  return { message: body.message, tokens: body.tokens };
}

/** A reward that credits bonus tokens (referral, onboarding): checks the answer, then refreshes what a credit changes. */
export function useCreditMutation<V>(name: string, send: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['rewards', name],
    mutationFn: async (variables: V) => creditResult(await send(variables)),
    onSuccess: () => refreshAfterCredit(queryClient),
  });
}

/** The error a reward shows: the server's words, else `unreachable` (no answer), `failed`, or the unexpected-response text. */
export function rewardErrorMessage(error: unknown, { unreachable, failed }: { unreachable: string; failed: string }): string {
  if (error instanceof UnexpectedResponseError) return error.message;
  if (error instanceof ApiError) {
    if (error.status === 0) return unreachable;
    if (error.code !== 'http_error') return error.message;
  }
  return failed;
}
