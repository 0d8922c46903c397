import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import { apiError, challenge, ids, serveChallenge } from '../testing/challenge-server';
import { ChallengeInviteRoute } from './challenge-invite';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn() } }));

const invited = challenge({ type: 'two_player', status: 'pending_acceptance', playerB: { id: ids.me, username: 'wanjiku', avatarUrl: null }, playerBStake: 80 });
const respondPath = `/api/challenges/${ids.challenge}/invite-response`;

function renderInvite() {
  return renderWithProviders(
    <Routes>
      <Route path="/challenges/invite/:id" element={<ChallengeInviteRoute />} />
      <Route path="/challenges/:id" element={<p>Challenge page</p>} />
    </Routes>,
    { path: `/challenges/invite/${ids.challenge}` },
  );
}

describe('Challenge invitation (/challenges/invite/:id)', () => {
  it("accepts: 'Challenge accepted!' and on to the challenge", async () => {
    const user = userEvent.setup();
    const { calls } = serveChallenge({ detail: invited });
    renderInvite();
    expect(await screen.findByRole('heading', { name: '30 Days of Push-ups' })).toBeInTheDocument();
    expect(screen.getByText('Your stake').nextElementSibling).toHaveTextContent('80 Tokens');
    await user.click(screen.getByRole('button', { name: /^Accept/ }));
    expect(await screen.findByText('Challenge page')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Challenge accepted!');
    const [sent] = calls('POST', respondPath);
    expect(sent?.body).toEqual({ action: 'accept' });
    expect(sent?.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it("declines: 'Challenge rejected.'", async () => {
    const user = userEvent.setup();
    const { calls } = serveChallenge({ detail: invited });
    renderInvite();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Challenge page')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Challenge rejected.');
    expect(calls('POST', respondPath)[0]?.body).toEqual({ action: 'reject' });
  });

  it("says 'Failed to accept challenge.' (with the server's reason) and stays", async () => {
    const user = userEvent.setup();
    serveChallenge({ detail: invited, routes: { [`POST ${respondPath}`]: () => apiError(409, 'Insufficient tokens to accept the challenge.') } });
    renderInvite();
    await user.click(await screen.findByRole('button', { name: /^Accept/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to accept challenge. Insufficient tokens to accept the challenge.');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to accept challenge.'));
    expect(screen.queryByText('Challenge page')).not.toBeInTheDocument();
    // A conflict without the insufficient_tokens code offers no purchase.
    expect(screen.queryByRole('link', { name: 'Buy tokens' })).toBeNull();
  });

  it("insufficient tokens: the reason with 'Buy tokens', which returns to this invitation after the purchase", async () => {
    const user = userEvent.setup();
    serveChallenge({ detail: invited, routes: { [`POST ${respondPath}`]: () => apiError(409, 'Insufficient tokens to accept the challenge.', 'insufficient_tokens') } });
    renderInvite();
    await user.click(await screen.findByRole('button', { name: /^Accept/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to accept challenge. Insufficient tokens to accept the challenge. Buy tokens');
    expect(within(alert).getByRole('link', { name: 'Buy tokens' })).toHaveAttribute('href', `/wallet?returnTo=${encodeURIComponent(`/challenges/invite/${ids.challenge}`)}`);
  });

  it("says 'Failed to reject challenge.' when declining fails", async () => {
    const user = userEvent.setup();
    serveChallenge({ detail: invited, routes: { [`POST ${respondPath}`]: () => ({ status: 502, body: null }) } });
    renderInvite();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to reject challenge.');
  });

  it('offers no buttons when the invitation is no longer pending', async () => {
    serveChallenge({ detail: { ...invited, status: 'active' } });
    renderInvite();
    expect(await screen.findByText('This invitation is no longer pending.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  });
});
