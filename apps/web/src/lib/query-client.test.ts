import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient, PAGE_STALE_TIME_MS, refreshQueries } from './query-client';
import { walletQueryKey } from './queries/wallet';

describe('the app query client (spec §7 caches)', () => {
  it('keeps page queries fresh for 5 minutes and retries a failed one once', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(PAGE_STALE_TIME_MS).toBe(5 * 60 * 1000);
    expect(queries?.staleTime).toBe(PAGE_STALE_TIME_MS);
    expect(queries?.retry).toBe(1);
  });
});

describe('refreshQueries', () => {
  /** A query whose first fetch reads the balance (0) and answers only when released; later fetches answer at once. */
  function balanceQuery() {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const server = { balance: 0 };
    let release = () => {};
    let fetches = 0;
    const observer = new QueryObserver(queryClient, {
      queryKey: walletQueryKey,
      queryFn: async () => {
        fetches += 1;
        const read = server.balance;
        if (fetches === 1) await new Promise<void>((resolve) => (release = resolve));
        return read;
      },
    });
    const unsubscribe = observer.subscribe(() => {});
    return { queryClient, server, release: () => release(), unsubscribe, fetches: () => fetches };
  }

  it('refetches a query whose first fetch started before the change, so the new value wins', async () => {
    const q = balanceQuery();
    await waitFor(() => expect(q.fetches()).toBe(1));
    q.server.balance = 20; // the credit commits while the first read is on its way
    await refreshQueries(q.queryClient, { queryKey: walletQueryKey, exact: true });
    q.release();
    await waitFor(() => expect(q.queryClient.getQueryData(walletQueryKey)).toBe(20));
    expect(q.fetches()).toBe(2);
    q.unsubscribe();
  });

  it('(why: a plain invalidate reuses that first fetch and keeps the old value)', async () => {
    const q = balanceQuery();
    await waitFor(() => expect(q.fetches()).toBe(1));
    q.server.balance = 20;
    const invalidated = q.queryClient.invalidateQueries({ queryKey: walletQueryKey, exact: true });
    q.release();
    await invalidated;
    expect(q.queryClient.getQueryData(walletQueryKey)).toBe(0);
    expect(q.fetches()).toBe(1);
    q.unsubscribe();
  });
});
