import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { refreshPersonalQueriesOnViewerChange } from '@/lib/auth/session';
import { sessionQueryKey } from '@/lib/queries/session';
import { toast } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import { ChallengeDetailRoute } from '../routes/challenge-detail';
import { apiError, bob, challenge, ids, serveChallenge, stake, stakesOf, testProfile } from '../testing/challenge-server';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn() } }));

const renderDetail = () => renderWithProviders(<ChallengeDetailRoute />, { path: `/challenges/${ids.challenge}`, routePath: '/challenges/:id' });
const me = { id: ids.me, username: 'wanjiku', avatarUrl: null };

describe('Action section: logged out', () => {
  it("prompts 'Sign Up or Log In to Participate' with a login link back to this challenge", async () => {
    serveChallenge({ profile: null });
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Sign Up or Log In to Participate' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', `/login?redirectTo=${encodeURIComponent(`/challenges/${ids.challenge}`)}`);
    expect(screen.queryByLabelText('Stake amount (tokens)')).not.toBeInTheDocument();
  });
});

describe('Action section: the reader changes', () => {
  it('reads the challenge again when the visitor signs in, so myStakes is theirs', async () => {
    let profile: typeof testProfile | null = null;
    let detail = challenge();
    const { calls } = serveChallenge({
      routes: {
        'GET /api/profile': () => (profile ? { body: profile } : apiError(401, 'Sign in first.', 'unauthorized')),
        [`GET /api/challenges/${ids.challenge}`]: () => ({ body: { challenge: detail } }),
      },
    });
    const { queryClient } = renderDetail();
    refreshPersonalQueriesOnViewerChange(queryClient);
    expect(await screen.findByRole('heading', { name: 'Sign Up or Log In to Participate' })).toBeInTheDocument();

    // What a sign-in does (features/auth/api/refresh-session.ts): only the session is read again.
    profile = testProfile;
    detail = challenge({ myStakes: [stake({ userId: ids.me, user: me, role: 'backer', outcome: 'solo_fails', amount: 10 })] });
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    expect(await screen.findByText('You have backed this challenge.')).toBeInTheDocument();
    expect(calls('GET', `/api/challenges/${ids.challenge}`)).toHaveLength(2);
  });
});

describe('Backing a stake (spec §5 Backing stake)', () => {
  it('keeps the buttons disabled while the stake is ≤ 0 and rejects a fraction with the spec message', async () => {
    const user = userEvent.setup();
    const { calls } = serveChallenge();
    renderDetail();
    const input = await screen.findByLabelText('Stake amount (tokens)');
    expect(screen.getByRole('button', { name: 'Back Success' })).toBeDisabled();
    await user.type(input, '0');
    expect(screen.getByRole('button', { name: 'Back Failure' })).toBeDisabled();
    await user.clear(input);
    await user.type(input, '2.5');
    await user.click(screen.getByRole('button', { name: 'Back Success' }));
    expect(screen.getByText('Please enter a valid positive stake amount.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // The error first, then what a win would pay (issue #24 item 10: the win preview describes the input too).
    expect(input).toHaveAccessibleDescription(/^Please enter a valid positive stake amount\. /);
    expect(calls('POST', `/api/challenges/${ids.challenge}/participation`)).toHaveLength(0);
  });

  it('backs an outcome with one Idempotency-Key, reused on retry, then refreshes the challenge', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { calls } = serveChallenge({
      routes: { [`POST /api/challenges/${ids.challenge}/participation`]: () => (++attempts === 1 ? apiError(500, 'Temporary failure.', 'internal_error') : { body: { success: true, message: 'ok' } }) },
    });
    renderDetail();
    await user.type(await screen.findByLabelText('Stake amount (tokens)'), '50');
    await user.click(screen.getByRole('button', { name: 'Back Failure' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed: Temporary failure.');
    expect(screen.queryByRole('link', { name: 'Buy tokens' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back Failure' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Backed challenge successfully!'));
    const sent = calls('POST', `/api/challenges/${ids.challenge}/participation`);
    expect(sent.map((c) => c.body)).toEqual([
      { actionType: 'back', backedOutcome: 'solo_fails', stakeAmount: 50 },
      { actionType: 'back', backedOutcome: 'solo_fails', stakeAmount: 50 },
    ]);
    const key = sent[0]?.headers.get('Idempotency-Key');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]?.headers.get('Idempotency-Key')).toBe(key);
    await waitFor(() => expect(calls('GET', `/api/challenges/${ids.challenge}`).length).toBeGreaterThan(1));
  });

  it("says 'You have backed this challenge.' from myStakes, with no backing form, though the backers page does not hold the reader", async () => {
    serveChallenge({
      detail: challenge({
        backers: stakesOf(20, { prefix: 'early', role: 'backer', outcome: 'solo_fails' }),
        backersNextCursor: 'backers-2',
        myStakes: [stake({ userId: ids.me, user: me, role: 'backer', outcome: 'solo_succeeds', amount: 10 })],
      }),
    });
    renderDetail();
    expect(await screen.findByText('You have backed this challenge.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back Success' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back Failure' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Stake amount (tokens)')).not.toBeInTheDocument();
  });

  it('offers backing again when the reader’s only stake was refunded, and ignores the backers list', async () => {
    serveChallenge({
      detail: challenge({
        backers: [stake({ userId: ids.me, user: me, role: 'backer', outcome: 'solo_succeeds', amount: 10 })],
        myStakes: [stake({ userId: ids.me, user: me, role: 'backer', outcome: 'solo_succeeds', amount: 10, status: 'refunded' })],
      }),
    });
    renderDetail();
    expect(await screen.findByRole('button', { name: 'Back Success' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back Failure' })).toBeInTheDocument();
    expect(screen.queryByText('You have backed this challenge.')).not.toBeInTheDocument();
  });

  it('disables Support A / Support B while a two_player invite is pending', async () => {
    const user = userEvent.setup();
    serveChallenge({ detail: challenge({ type: 'two_player', status: 'pending_acceptance', playerB: bob }) });
    renderDetail();
    await user.type(await screen.findByLabelText('Stake amount (tokens)'), '10');
    expect(screen.getByRole('button', { name: 'Support alice' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Support bob' })).toBeDisabled();
  });
});

describe('Joining, and no backing for the players', () => {
  it("joins a public challenge: 'Joined challenge successfully!'", async () => {
    const user = userEvent.setup();
    const { calls } = serveChallenge({ detail: challenge({ type: 'public', publicChallengeEntryFee: 20 }) });
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Join Challenge' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Joined challenge successfully!'));
    const [sent] = calls('POST', `/api/challenges/${ids.challenge}/participation`);
    expect(sent?.body).toEqual({ actionType: 'join' });
    expect(sent?.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it("join or back with too few tokens: 'Failed: Insufficient tokens.' with 'Buy tokens' back to this challenge", async () => {
    const user = userEvent.setup();
    const back = `/wallet?returnTo=${encodeURIComponent(`/challenges/${ids.challenge}`)}`;
    const poor = { [`POST /api/challenges/${ids.challenge}/participation`]: () => apiError(409, 'Insufficient tokens.', 'insufficient_tokens') };
    serveChallenge({ detail: challenge({ type: 'public', publicChallengeEntryFee: 20 }), routes: poor });
    const joinView = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Join Challenge' }));
    const joinAlert = await screen.findByRole('alert');
    expect(joinAlert).toHaveTextContent('Failed: Insufficient tokens. Buy tokens');
    expect(within(joinAlert).getByRole('link', { name: 'Buy tokens' })).toHaveAttribute('href', back);
    joinView.unmount();

    serveChallenge({ routes: poor });
    renderDetail();
    await user.type(await screen.findByLabelText('Stake amount (tokens)'), '50');
    await user.click(screen.getByRole('button', { name: 'Back Success' }));
    const backAlert = await screen.findByRole('alert');
    expect(backAlert).toHaveTextContent('Failed: Insufficient tokens. Buy tokens');
    expect(within(backAlert).getByRole('link', { name: 'Buy tokens' })).toHaveAttribute('href', back);
  });

  it("says 'You have joined this challenge.' from myStakes, though the participants page does not hold the reader", async () => {
    serveChallenge({
      detail: challenge({
        type: 'public',
        publicChallengeEntryFee: 20,
        participants: stakesOf(20, { prefix: 'early', role: 'participant', outcome: 'completed' }),
        participantsNextCursor: 'participants-2',
        myStakes: [stake({ userId: ids.me, user: me, role: 'participant', outcome: 'completed', amount: 20 })],
        totals: { publicParticipantsCount: 45 },
      }),
    });
    renderDetail();
    expect(await screen.findByText('You have joined this challenge.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join Challenge' })).not.toBeInTheDocument();
  });

  it('shows player A no backing form (their result is claimed in Result Claims: result-claims.test.tsx)', async () => {
    serveChallenge({ detail: challenge({ creator: me, playerA: me }) });
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Result Claims' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByLabelText('Stake amount (tokens)')).not.toBeInTheDocument();
  });

  it('shows no actions once the challenge is over', async () => {
    serveChallenge({ detail: challenge({ status: 'pending_verification' }), profile: testProfile });
    renderDetail();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByLabelText('Stake amount (tokens)')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign Up or Log In to Participate' })).not.toBeInTheDocument();
  });
});
