// issue #24 items 7 and 11 on the web's live stream: an open challenge page asks the stream for its
// challenge and reads it again on challenge.updated; a suspension's session.ended shows its message
// and signs out; account.changed reads the profile again (a frozen balance).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from './queries/session';
import { FakeEventSource } from '@/test/fake-event-source';
import { mockApi } from '@/test/render';
import { useLiveChallenge, useRealtime } from './realtime';
import { toast } from './toast';

vi.mock('./toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn() } }));

const profile = { id: '00000000-0000-4000-8000-000000000001', kycStatus: 'verified', tokens: 0 };
const POOL = '11111111-1111-4111-8111-111111111111';
const DUEL = '22222222-2222-4222-8222-222222222222';

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.mocked(toast.error).mockClear();
  vi.stubGlobal('EventSource', FakeEventSource);
  mockApi(({ url }) => (url.pathname === '/api/profile' ? { body: profile } : { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } }));
});

function Shell() {
  useRealtime();
  return null;
}
function ChallengePage({ id }: { id: string }) {
  useLiveChallenge(id);
  return null;
}

function setup(children: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const view = render(<QueryClientProvider client={queryClient}>{children}</QueryClientProvider>);
  return { queryClient, invalidate, view };
}
const keysOf = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map(([filters]) => JSON.stringify((filters as { queryKey: unknown }).queryKey));

describe('useLiveChallenge (issue #24 item 7)', () => {
  it('the stream asks for the open challenge, and its challenge.updated reads the detail again (another challenge’s does not)', async () => {
    const { invalidate } = setup(
      <>
        <Shell />
        <ChallengePage id={POOL} />
      </>,
    );
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const source = FakeEventSource.instances[0]!;
    expect(source.url).toBe(`/api/events?challenge=${POOL}`);

    invalidate.mockClear();
    await act(async () => source.emit('challenge.updated', { id: POOL }));
    expect(keysOf(invalidate)).toEqual([JSON.stringify(['challenges', 'detail', POOL])]);
    invalidate.mockClear();
    await act(async () => source.emit('challenge.updated', { id: DUEL }));
    expect(keysOf(invalidate)).toEqual([]);
  });

  it('opening another challenge’s page while the stream is open opens it again with both; once open, each watched page is read again (what happened in between)', async () => {
    const { queryClient, invalidate, view } = setup(
      <>
        <Shell />
        <ChallengePage id={POOL} />
      </>,
    );
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    view.rerender(
      <QueryClientProvider client={queryClient}>
        <Shell />
        <ChallengePage id={POOL} />
        <ChallengePage id={DUEL} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2));
    expect(FakeEventSource.instances[0]!.readyState).toBe(FakeEventSource.CLOSED);
    const both = FakeEventSource.instances[1]!;
    expect(both.url).toBe(`/api/events?challenge=${POOL}&challenge=${DUEL}`);
    invalidate.mockClear();
    await act(async () => both.onopen?.());
    expect(keysOf(invalidate)).toEqual(expect.arrayContaining([JSON.stringify(['challenges', 'detail', POOL]), JSON.stringify(['challenges', 'detail', DUEL])]));

    // Leaving a page does not reconnect: its events are ignored until the next reopen.
    view.rerender(
      <QueryClientProvider client={queryClient}>
        <Shell />
        <ChallengePage id={POOL} />
      </QueryClientProvider>,
    );
    invalidate.mockClear();
    await act(async () => both.emit('challenge.updated', { id: DUEL }));
    expect(keysOf(invalidate)).toEqual([]);
    expect(FakeEventSource.instances).toHaveLength(2);
  });
});

describe('the person’s own state on the stream (issue #24 item 11)', () => {
  it('session.ended from a suspension shows its message (until closed) and reads the session again', async () => {
    const { invalidate } = setup(<Shell />);
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    invalidate.mockClear();
    const message = 'Your account has been suspended until 3 Dec 2026, 14:00 EAT, so you have been signed out. Reason: Abusive messages.';
    await act(async () => FakeEventSource.instances[0]!.emit('session.ended', { reason: 'suspended', message }));
    expect(toast.error).toHaveBeenCalledWith(message, { durationMs: Infinity });
    expect(keysOf(invalidate)).toContain(JSON.stringify(sessionQueryKey));
  });

  it('account.changed (a frozen or unfrozen balance) reads the profile again', async () => {
    const { invalidate } = setup(<Shell />);
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    invalidate.mockClear();
    await act(async () => FakeEventSource.instances[0]!.emit('account.changed'));
    expect(keysOf(invalidate)).toEqual([JSON.stringify(sessionQueryKey)]);
  });
});
