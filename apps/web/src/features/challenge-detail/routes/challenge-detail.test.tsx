import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import { alice, bob, challenge, ids, serveChallenge, stake, testProfile } from '../testing/challenge-server';
import { ChallengeDetailRoute } from './challenge-detail';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn() } }));

const renderDetail = () => renderWithProviders(<ChallengeDetailRoute />, { path: `/challenges/${ids.challenge}`, routePath: '/challenges/:id' });
const detailValue = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

afterEach(() => vi.useRealTimers());

describe('Challenge detail states (spec §2)', () => {
  it('shows a loading status, then the challenge with a back link to /challenges', async () => {
    serveChallenge();
    renderDetail();
    expect(screen.getByRole('status')).toHaveTextContent('Loading challenge...');
    expect(await screen.findByRole('heading', { level: 1, name: '30 Days of Push-ups' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Challenges' })).toHaveAttribute('href', '/challenges');
  });

  it("says 'Challenge Not Found' on a 404", async () => {
    serveChallenge({ detail: null });
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Challenge Not Found' })).toBeInTheDocument();
  });

  it("says 'Error Loading Challenge' with the message on any other failure", async () => {
    serveChallenge({ routes: { [`GET /api/challenges/${ids.challenge}`]: () => ({ status: 500, body: { error: { code: 'internal_error', message: 'Database down.' } } }) } });
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Error Loading Challenge' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Database down.');
  });
});

describe('Challenge detail layouts', () => {
  it('solo: gradient hero, badges, jackpot, details without Player B or Entry Fee, backers per outcome', async () => {
    serveChallenge({
      detail: challenge({
        totalJackpot: 175,
        backers: [stake({ userId: ids.carol, user: { id: ids.carol, username: 'carol', avatarUrl: null }, role: 'backer', outcome: 'solo_succeeds', amount: 75 })],
        totals: { succeedBackerStake: 75, succeedBackersCount: 1 },
      }),
    });
    renderDetail();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByTestId('hero-gradient')).toBeInTheDocument();
    expect(screen.getByText('One hundred push-ups every day.')).toBeInTheDocument();
    expect(screen.getAllByText('Active').length).toBeGreaterThan(0);
    expect(within(screen.getByRole('region', { name: 'Total Jackpot' })).getByText('175 Tokens')).toBeInTheDocument();
    expect(detailValue('Type')).toBe('Solo');
    expect(detailValue('Player A Stake')).toBe('100 Tokens');
    expect(detailValue('Players')).toBe('1');
    expect(screen.queryByText('Player B Stake')).not.toBeInTheDocument();
    expect(screen.queryByText('Entry Fee')).not.toBeInTheDocument();
    const success = screen.getByRole('region', { name: 'Backing Success' });
    expect(within(success).getByText('Total Staked: 75 Tokens (1 People Have Staked)')).toBeInTheDocument();
    expect(within(success).getByText('carol')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Backing Failure' })).getByText('Total Staked: 0 Tokens (0 People Have Staked)')).toBeInTheDocument();
    expect(screen.getByText('Created by')).toHaveTextContent('Created by alice');
    expect(screen.queryByRole('region', { name: 'Participants (0)' })).not.toBeInTheDocument();
  });

  it("two_player pending: head-to-head with 'Awaiting Player', 'Pending Invite' and the waiting banner for player A", async () => {
    serveChallenge({ detail: challenge({ type: 'two_player', status: 'pending_acceptance', playerA: { ...alice, id: ids.me }, creator: { ...alice, id: ids.me }, playerBStake: 80 }) });
    renderDetail();
    const h2h = await screen.findByRole('region', { name: 'Head to head' });
    expect(within(h2h).getByText('VS')).toBeInTheDocument();
    expect(within(h2h).getByText('Awaiting Player')).toBeInTheDocument();
    expect(detailValue('Player B Stake')).toBe('Pending Invite');
    expect(screen.getByText('Waiting for your opponent to accept the challenge.')).toBeInTheDocument();
  });

  it("two_player pending with a named opponent: 'Waiting for bob to accept the challenge.'", async () => {
    serveChallenge({ detail: challenge({ type: 'two_player', status: 'pending_acceptance', playerA: { ...alice, id: ids.me }, playerB: bob, playerBStake: 80 }) });
    renderDetail();
    expect(await screen.findByText('Waiting for bob to accept the challenge.')).toBeInTheDocument();
  });

  it('public: entry fee, players count, participants list, no backers; rejected and cancelled banners', async () => {
    serveChallenge({
      detail: challenge({
        type: 'public',
        status: 'cancelled',
        publicChallengeEntryFee: 20,
        participants: [stake({ userId: ids.bob, user: bob, role: 'participant', outcome: 'completed', amount: 20 })],
        totals: { publicParticipantsCount: 1 },
      }),
    });
    renderDetail();
    expect(await screen.findByText('This challenge has been cancelled. All stakes have been refunded.')).toBeInTheDocument();
    expect(detailValue('Entry Fee')).toBe('20 Tokens');
    expect(detailValue('Players')).toBe('1');
    expect(within(screen.getByRole('region', { name: 'Participants (1)' })).getByText('bob')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Backers' })).not.toBeInTheDocument();
  });

  it('shows the Challenge Result with who won what once completed, from the winners list (any role)', async () => {
    const bobStake = stake({ userId: ids.bob, user: bob, role: 'player_b', outcome: 'player_b_wins', amount: 100, isWinner: true, winningsTokens: 80 });
    serveChallenge({
      detail: challenge({
        type: 'two_player',
        status: 'completed',
        outcome: 'player_b_wins',
        playerB: bob,
        playerStakes: [bobStake],
        winners: [bobStake, stake({ userId: ids.carol, user: { id: ids.carol, username: 'carol', avatarUrl: null }, role: 'backer', outcome: 'player_b_wins', amount: 20, winningsTokens: 35 })],
      }),
    });
    renderDetail();
    const result = await screen.findByRole('region', { name: 'Challenge Result' });
    expect(within(result).getByText('bob Wins')).toBeInTheDocument();
    expect(
      within(result)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['bob (Player B)won 80 Tokens', 'carol (Backer)won 35 Tokens']);
    expect(within(result).queryByRole('button', { name: 'Show more winners' })).not.toBeInTheDocument();
  });

  it("says 'No winnings were paid on this challenge.' when the winners list is empty, whatever the other lists hold", async () => {
    serveChallenge({
      detail: challenge({
        status: 'paid_out',
        outcome: 'solo_fails',
        backers: [stake({ userId: ids.carol, role: 'backer', outcome: 'solo_succeeds', amount: 20, winningsTokens: 0, status: 'lost' })],
        playerStakes: [stake({ userId: ids.alice, user: alice, role: 'player_a', outcome: 'solo_succeeds', amount: 100, status: 'lost' })],
      }),
    });
    renderDetail();
    const result = await screen.findByRole('region', { name: 'Challenge Result' });
    expect(within(result).getByText('No winnings were paid on this challenge.')).toBeInTheDocument();
    expect(within(result).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('shows a rejected banner', async () => {
    serveChallenge({ detail: challenge({ type: 'two_player', status: 'rejected', playerB: bob }) });
    renderDetail();
    expect(await screen.findByText('bob rejected this challenge. The stake has been refunded.')).toBeInTheDocument();
  });
});

describe('Share buttons', () => {
  it("links WhatsApp and X; 'Copy link' shows 'Copied!' for 2 s", async () => {
    serveChallenge({ profile: testProfile });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderDetail();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toContain('https://wa.me/?text=');
    expect(screen.getByRole('link', { name: 'Share on X' }).getAttribute('href')).toContain(encodeURIComponent(`/challenges/${ids.challenge}`));
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await act(async () => {});
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/challenges/${ids.challenge}`);
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('shows the USSD short code and puts it in the share text (issue #19 §3)', async () => {
    serveChallenge({ detail: challenge({ shortCode: 'K7P2QX' }) });
    renderDetail();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByTestId('ussd-short-code')).toHaveTextContent('Back it on *384*123# with code K7P2QX');
    expect(decodeURIComponent(screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')!)).toContain('Back it on *384*123# with code K7P2QX');
  });

  it("says 'Failed to copy link. Please try again.' when the clipboard refuses", async () => {
    serveChallenge();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) }, configurable: true });
    renderDetail();
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to copy link. Please try again.');
    expect(toast.error).toHaveBeenCalledWith('Failed to copy link. Please try again.');
  });
});
