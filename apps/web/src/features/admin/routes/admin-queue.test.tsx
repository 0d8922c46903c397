import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import { apiError, ids, queueItem, serveAdmin } from '../testing/admin-server';
import { AdminQueueRoute } from './admin-queue';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn() } }));
beforeEach(() => vi.clearAllMocks());

const decisionPath = `/api/admin/challenges/${ids.challenge}/decision`;
const voidPath = `/api/admin/challenges/${ids.challenge}/void`;
const renderQueue = () => renderWithProviders(<AdminQueueRoute />, { path: '/admin' });
const item = () => screen.findByRole('article', { name: 'Chess match: best of three' });

describe('Verification queue (issue #7)', () => {
  it("shows why each challenge waits and the players' claims side by side", async () => {
    serveAdmin();
    renderQueue();
    const card = await item();
    expect(within(card).getByText('Disputed')).toBeInTheDocument();
    const claims = within(card).getByRole('list', { name: 'Claims' }).querySelectorAll(':scope > li');
    expect([...claims].map((claim) => claim.textContent)).toEqual([
      expect.stringMatching(/^Player Aalice.*Claims: alice Wins.*Checkmate in game three\./),
      expect.stringMatching(/^Player Bbob.*Claims: bob Wins.*Alice ran out of time first\./),
    ]);
    // Both players' evidence side by side, from the authenticated endpoint.
    expect(within(card).getByRole('img', { name: 'Evidence photo 1 from alice' })).toHaveAttribute('src', `/api/challenges/${ids.challenge}/evidence/71000000-0000-4000-8000-000000000001`);
    expect(within(card).getByRole('img', { name: 'Evidence photo 1 from bob' })).toHaveAttribute('src', `/api/challenges/${ids.challenge}/evidence/71000000-0000-4000-8000-000000000002`);
  });

  it("marks matching claims 'Agreed'", async () => {
    const agreed = queueItem();
    serveAdmin({ routes: { 'GET /api/admin/queue': () => ({ body: { items: [{ ...agreed, reason: 'agreed', claims: agreed.claims.map((c) => ({ ...c, outcome: 'player_a_wins' as const })) }] } }) } });
    renderQueue();
    expect(within(await item()).getByText('Agreed')).toBeInTheDocument();
  });

  it('deciding a dispute asks for the reason the players will see, then sends it', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = serveAdmin();
    renderQueue();
    await user.click(within(await item()).getByRole('button', { name: 'Declare bob Winner' }));
    const dialog = screen.getByRole('dialog', { name: 'Declare bob Winner' });
    await user.click(within(dialog).getByRole('button', { name: 'Declare bob Winner' }));
    expect(within(dialog).getByLabelText(/Reason \(the players see it\)/)).toHaveAccessibleDescription(expect.stringContaining('Please give a reason the players will see (3 to 500 characters).'));
    expect(calls('POST', decisionPath)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Reason \(the players see it\)/), 'Clock screenshot shows alice flagged first.');
    await user.click(within(dialog).getByRole('button', { name: 'Declare bob Winner' }));
    await waitFor(() => expect(calls('POST', decisionPath)).toHaveLength(1));
    expect(calls('POST', decisionPath)[0]?.body).toEqual({ outcome: 'player_b_wins', reason: 'Clock screenshot shows alice flagged first.' });
  });

  it('declares a winner after the confirm step: the right body, an Idempotency-Key, a toast', async () => {
    const user = userEvent.setup({ delay: null });
    // Both claim bob: confirming the claims needs no reason.
    const agreed = queueItem();
    const { calls } = serveAdmin({ routes: { 'GET /api/admin/queue': () => ({ body: { items: [{ ...agreed, reason: 'agreed', claims: agreed.claims.map((c) => ({ ...c, outcome: 'player_b_wins' as const })) }] } }) } });
    renderQueue();
    await user.click(within(await item()).getByRole('button', { name: 'Declare bob Winner' }));
    const dialog = screen.getByRole('dialog', { name: 'Declare bob Winner' });
    expect(dialog).toHaveTextContent('Are you sure you want to submit bob Wins as the result? This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Declare bob Winner' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Action successful!'));
    const [sent] = calls('POST', decisionPath);
    expect(sent?.body).toEqual({ outcome: 'player_b_wins' });
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Then the queue refetches.
    await waitFor(() => expect(calls('GET', '/api/admin/queue')).toHaveLength(2));
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = serveAdmin({ routes: { [`POST ${decisionPath}`]: () => apiError(409, 'This challenge has already been decided.') } });
    renderQueue();
    await user.click(within(await item()).getByRole('button', { name: 'Declare alice Winner' }));
    const dialog = screen.getByRole('dialog', { name: 'Declare alice Winner' });
    await user.type(within(dialog).getByLabelText(/Reason \(the players see it\)/), 'Screenshots agree');
    await user.click(within(dialog).getByRole('button', { name: 'Declare alice Winner' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This challenge has already been decided.');
    expect(toast.success).not.toHaveBeenCalled();
    expect(calls('POST', decisionPath)[0]?.body).toEqual({ outcome: 'player_a_wins', reason: 'Screenshots agree' });
  });

  it("public: Mark Winners needs at least one ('Please select at least one winner'), then sends their ids", async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = serveAdmin({
      routes: {
        'GET /api/admin/queue': () => ({
          body: {
            items: [
              queueItem({
                challenge: { ...queueItem().challenge, type: 'public' },
                reason: 'pending_verification',
                playerA: null,
                playerB: null,
                claims: [{ userId: ids.admin, username: 'host', outcome: 'completed', createdAt: '2026-03-05T09:00:00Z', note: null, evidence: [] }],
                participants: [
                  { userId: ids.alice, username: 'alice', isWinner: false },
                  { userId: ids.bob, username: 'bob', isWinner: false },
                ],
              }),
            ],
          },
        }),
      },
    });
    renderQueue();
    const card = await item();
    await user.click(within(card).getByRole('button', { name: 'Mark Winners' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('Please select at least one winner');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(card).getByRole('checkbox', { name: 'bob' }));
    await user.click(within(card).getByRole('button', { name: 'Mark Winners' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Mark Winners' })).getByRole('button', { name: 'Mark Winners' }));
    await waitFor(() => expect(calls('POST', decisionPath)).toHaveLength(1));
    expect(calls('POST', decisionPath)[0]?.body).toEqual({ outcome: 'completed', winnerIds: [ids.bob] });
  });

  it('voids only with a reason (3 to 500 characters)', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = serveAdmin();
    renderQueue();
    await user.click(within(await item()).getByRole('button', { name: 'Void Challenge' }));
    const dialog = screen.getByRole('dialog', { name: 'Void Challenge' });
    await user.click(within(dialog).getByRole('button', { name: 'Void Challenge' }));
    expect(within(dialog).getByLabelText(/Reason for voiding/)).toHaveAccessibleDescription(expect.stringContaining('Please give a reason (3 to 500 characters).'));
    expect(calls('POST', voidPath)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Reason for voiding/), 'Match never played');
    await user.click(within(dialog).getByRole('button', { name: 'Void Challenge' }));
    await waitFor(() => expect(calls('POST', voidPath)).toHaveLength(1));
    expect(calls('POST', voidPath)[0]?.body).toEqual({ reason: 'Match never played' });
    expect(calls('POST', voidPath)[0]?.headers.get('Idempotency-Key')).toBeTruthy();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Challenge voided. Every stake has been refunded.'));
  });

  it('features a challenge', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = serveAdmin();
    renderQueue();
    await user.click(within(await item()).getByRole('button', { name: 'Feature' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Feature this challenge' })).getByRole('button', { name: 'Feature' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Challenge featured.'));
    expect(calls('POST', `/api/admin/challenges/${ids.challenge}/featured`)[0]?.body).toEqual({ featured: true });
  });

  it('says so when nothing is waiting, and shows a load error with Try again', async () => {
    serveAdmin({ routes: { 'GET /api/admin/queue': () => ({ body: { items: [] } }) } });
    const view = renderQueue();
    expect(await screen.findByText('Nothing is waiting. Every challenge is decided.')).toBeInTheDocument();
    view.unmount();

    serveAdmin({ routes: { 'GET /api/admin/queue': () => apiError(403, 'Admins only.', 'forbidden') } });
    renderQueue();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Admins only.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
