import type { PendingInvite } from '@changamoto/shared/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders, type MockResponse } from '@/test/render';
import { PendingInvites } from './pending-invites';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));
beforeEach(() => vi.clearAllMocks());

const invite = (n: number, overrides: Partial<PendingInvite> = {}): PendingInvite => ({
  id: `30000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  title: `Chess match ${n}`,
  challenger: { id: '20000000-0000-4000-8000-000000000001', username: 'akinyi' },
  playerAStake: 40,
  playerBStake: 30,
  endDate: '2026-12-01T10:00:00.000Z',
  inviteExpiresAt: '2026-11-28T10:00:00.000Z',
  createdAt: '2026-11-25T10:00:00.000Z',
  ...overrides,
});

/** The invites endpoint with state: a response takes the invite off the list, as the server does. */
function serve(initial: PendingInvite[], respond: (id: string, action: string) => MockResponse = () => ({ body: { message: 'ok', status: 'active' } })) {
  let invites = [...initial];
  const spy = mockApi(({ method, url, body }) => {
    if (method === 'GET' && url.pathname === '/api/dashboard/invites') return { body: { invites } };
    const match = method === 'POST' ? url.pathname.match(/^\/api\/challenges\/([^/]+)\/invite-response$/) : null;
    if (match) {
      const action = (body as { action: string }).action;
      const answer = respond(match[1]!, action);
      if ((answer.status ?? 200) < 400) invites = invites.filter((i) => i.id !== match[1]);
      return answer;
    }
    return { status: 404, body: { error: { code: 'not_found', message: 'Not found.' } } };
  });
  return {
    responses: () =>
      spy.mock.calls
        .filter(([, init]) => init?.method === 'POST')
        .map(([input, init]) => ({ path: new URL(String(input), 'http://localhost').pathname, body: JSON.parse(String(init!.body)), key: new Headers(init!.headers).get('Idempotency-Key') })),
  };
}

const section = () => screen.findByRole('region', { name: 'Challenge Invites' });

describe('dashboard: pending invites with Accept and Reject (issue #16 item 8)', () => {
  it('lists each invite waiting for me with who sent it and both stakes, linking to the invite page', async () => {
    serve([invite(1), invite(2, { challenger: null })]);
    renderWithProviders(<PendingInvites />);
    const items = within(await section()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Chess match 1' })).toHaveAttribute('href', `/challenges/invite/${invite(1).id}`);
    expect(items[0]).toHaveTextContent('From akinyi · their stake 40 Tokens · your stake 30 Tokens');
    expect(items[1]).toHaveTextContent('From Unknown player');
    expect(within(items[0]!).getByRole('button', { name: 'Accept' })).toHaveAccessibleDescription('Chess match 1');
    expect(within(items[0]!).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  });

  it('Accept sends accept with an Idempotency-Key, toasts, and the invite leaves the list', async () => {
    const server = serve([invite(1), invite(2)]);
    const user = userEvent.setup();
    renderWithProviders(<PendingInvites />);
    const first = within(await section()).getAllByRole('listitem')[0]!;
    await user.click(within(first).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Challenge accepted!'));
    expect(server.responses()).toEqual([{ path: `/api/challenges/${invite(1).id}/invite-response`, body: { action: 'accept' }, key: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    await waitFor(() => expect(screen.queryByText('Chess match 1')).toBeNull());
    expect(screen.getByText('Chess match 2')).toBeInTheDocument();
  });

  it('Reject sends reject; with none left the section goes away', async () => {
    const server = serve([invite(1)]);
    const user = userEvent.setup();
    renderWithProviders(<PendingInvites />);
    await user.click(within(await section()).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Challenge rejected.'));
    expect(server.responses().map((r) => r.body)).toEqual([{ action: 'reject' }]);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Challenge Invites' })).toBeNull());
  });

  it("a refusal says 'Failed to accept challenge.' with the server's reason, and the invite stays", async () => {
    serve([invite(1)], () => ({ status: 409, body: { error: { code: 'insufficient_tokens', message: 'Insufficient tokens to accept this challenge.' } } }));
    const user = userEvent.setup();
    renderWithProviders(<PendingInvites />);
    await user.click(within(await section()).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to accept challenge. Insufficient tokens to accept this challenge.');
    expect(toast.error).toHaveBeenCalledWith('Failed to accept challenge.');
    expect(screen.getByText('Chess match 1')).toBeInTheDocument();
  });

  it('shows nothing when no invite is waiting, and an error with Try again when they cannot load', async () => {
    serve([]);
    const { unmount } = renderWithProviders(<PendingInvites />);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Challenge Invites' })).toBeNull());
    unmount();
    mockApi(() => ({ status: 500, body: { error: { code: 'internal_error', message: 'Boom' } } }));
    renderWithProviders(<PendingInvites />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading challenge invites. Please try again later.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
