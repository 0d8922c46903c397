import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '@/test/fake-event-source';
import { mockApi } from '@/test/render';
import { useRealtime } from './realtime';
import { sessionQueryKey } from './queries/session';

const profile = { id: '00000000-0000-4000-8000-000000000001', kycStatus: 'verified', tokens: 0 };
let signedIn = true;

beforeEach(() => {
  FakeEventSource.instances = [];
  signedIn = true;
  vi.stubGlobal('EventSource', FakeEventSource);
  mockApi(({ url }) => (url.pathname === '/api/profile' && signedIn ? { body: profile } : { status: 401, body: { error: { code: 'unauthorized', message: 'Sign in first.' } } }));
});
afterEach(() => vi.useRealTimers());

function Live() {
  useRealtime();
  return null;
}

function setup(children: ReactNode = <Live />) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const view = render(<QueryClientProvider client={queryClient}>{children}</QueryClientProvider>);
  return { queryClient, invalidate, view };
}

const keysOf = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map(([filters]) => JSON.stringify((filters as { queryKey: unknown }).queryKey));

describe('useRealtime (live updates over /api/events)', () => {
  it('opens one stream when signed in, shared by every caller', async () => {
    setup(
      <>
        <Live />
        <Live />
      </>,
    );
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    expect(FakeEventSource.instances[0]!.url).toBe('/api/events');
    expect(FakeEventSource.instances[0]!.init).toEqual({ withCredentials: true });
  });

  it('transaction and balance events invalidate the wallet and its transactions; notification events the notifications', async () => {
    const { invalidate } = setup();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const source = FakeEventSource.instances[0]!;
    for (const event of ['transaction.created', 'balance.changed']) {
      invalidate.mockClear();
      await act(async () => source.emit(event));
      expect(keysOf(invalidate)).toEqual(['["wallet"]', '["wallet","transactions"]']);
    }
    // A purchase settled: the payment waiting on it (the M-Pesa prompt's live status, issue #19 §1) too.
    invalidate.mockClear();
    await act(async () => source.emit('transaction.updated'));
    expect(keysOf(invalidate)).toEqual(['["wallet"]', '["wallet","transactions"]', '["wallet","payments"]']);
    for (const event of ['notification.created', 'notification.read', 'notification.all_read']) {
      invalidate.mockClear();
      await act(async () => source.emit(event));
      expect(keysOf(invalidate)).toEqual(['["notifications"]']);
    }
  });

  it("the server's realtime.resync (its listener reconnected) refreshes every live key once", async () => {
    const { invalidate } = setup();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    await act(async () => FakeEventSource.instances[0]!.emit('realtime.resync'));
    // The profile too: a freeze (account.changed) may have been missed (issue #24 item 11).
    expect(keysOf(invalidate)).toEqual(['["wallet"]', '["wallet","transactions"]', '["wallet","payments"]', '["notifications"]', '["session"]']);
  });

  it('does not connect when signed out, and closes the stream on sign-out', async () => {
    signedIn = false;
    const first = setup();
    await waitFor(() => expect(first.queryClient.getQueryState(sessionQueryKey)?.status).toBe('success'));
    expect(FakeEventSource.instances).toHaveLength(0);
    first.view.unmount();

    signedIn = true;
    const { queryClient } = setup();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    act(() => queryClient.setQueryData(sessionQueryKey, null));
    await waitFor(() => expect(FakeEventSource.instances[0]!.readyState).toBe(FakeEventSource.CLOSED));
  });

  it('reconnects after the server closes the stream, and refreshes what it may have missed', async () => {
    const { invalidate } = setup();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    vi.useFakeTimers();
    const first = FakeEventSource.instances[0]!;
    act(() => first.onopen?.());
    first.readyState = FakeEventSource.CLOSED;
    act(() => first.onerror?.());
    act(() => vi.advanceTimersByTime(1000));
    expect(FakeEventSource.instances).toHaveLength(2);
    invalidate.mockClear();
    await act(async () => FakeEventSource.instances[1]!.onopen?.());
    expect(keysOf(invalidate)).toContain('["wallet"]');
    expect(keysOf(invalidate)).toContain('["notifications"]');
  });
});
