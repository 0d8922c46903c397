// issue #24 items 8, 10, 11 and 13 on the challenge page: when results open, what a win would pay now
// and why beside the stake input and in the result, forms that say why they cannot be used (a break, a
// frozen balance), and a voided challenge's backer columns that agree with the names under them.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { challenge, ids, serveChallenge, stake, testProfile } from '../testing/challenge-server';
import { ChallengeDetailRoute } from './challenge-detail';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn() } }));

const renderDetail = () => renderWithProviders(<ChallengeDetailRoute />, { path: `/challenges/${ids.challenge}`, routePath: '/challenges/:id' });
const carol = { id: ids.carol, username: 'carol', avatarUrl: null };
const HOUR = 3_600_000;

describe('results open at the start (issue #24 item 8)', () => {
  it('an active challenge that has not started says when results open; one that has, does not', async () => {
    const startDate = new Date(Date.now() + 5 * HOUR).toISOString();
    serveChallenge({ detail: challenge({ startDate }) });
    const { unmount } = renderDetail();
    expect(await screen.findByText(/^Results open when the challenge starts: /)).toBeInTheDocument();
    unmount();
    serveChallenge({ detail: challenge({ startDate: new Date(Date.now() - HOUR).toISOString() }) });
    renderDetail();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/^Results open when/)).not.toBeInTheDocument();
  });
});

describe('what a stake would win, beside the input (issue #24 item 10)', () => {
  it('before a stake: the rule; with one: each outcome’s payout now after the 20 % platform fee, and the 10 % back on a loss', async () => {
    // Player A staked 100 on success; 50 backs failure. Total 150.
    serveChallenge({
      detail: challenge({
        totalJackpot: 150,
        playerStakes: [stake({ userId: ids.alice, role: 'player_a', outcome: 'solo_succeeds', amount: 100 })],
        backers: [stake({ userId: ids.carol, user: carol, role: 'backer', outcome: 'solo_fails', amount: 50 })],
        totals: { failBackerStake: 50, failBackersCount: 1 },
      }),
    });
    renderDetail();
    const input = await screen.findByLabelText('Stake amount (tokens)');
    const preview = () => screen.getByText(/Winners share everything staked|If the challenge succeeds/).closest('div')!;
    expect(preview()).toHaveTextContent('Winners share everything staked after the 20 % platform fee, which is capped so winners never get back less than their stake; a losing stake gets 10 % back as bonus tokens.');
    await userEvent.type(input, '50');
    // Success: T 200, W 150, L 50, fee min(40, 50) = 40, D 160 → 50 × 160 / 150 = 53.
    expect(preview()).toHaveTextContent('If the challenge succeeds, your stake would pay about 53 tokens (your 50 plus 3) after the 20 % platform fee.');
    // Failure: T 200, W 100, L 100, fee 40, D 160 → 50 × 160 / 100 = 80.
    expect(preview()).toHaveTextContent('If it fails, your stake would pay about 80 tokens (your 50 plus 30) after the 20 % platform fee.');
    expect(preview()).toHaveTextContent('If it loses, 5 bonus tokens (10 % of your stake) come back to you.');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('If the challenge succeeds'));
  });

  it('explains a win that would pay nothing more: nobody has staked against it', async () => {
    serveChallenge({ detail: challenge({ totalJackpot: 100, playerStakes: [stake({ userId: ids.alice, role: 'player_a', outcome: 'solo_succeeds', amount: 100 })] }) });
    renderDetail();
    await userEvent.type(await screen.findByLabelText('Stake amount (tokens)'), '20');
    expect(screen.getByText(/^If the challenge succeeds/)).toHaveTextContent("If the challenge succeeds, your stake would only return your 20 tokens: nobody has staked against it yet, and winnings come from the other side's stakes.");
  });

  it('the result says why a win paid plus 0 tokens', async () => {
    const mine = stake({ userId: ids.me, role: 'backer', outcome: 'solo_succeeds', amount: 100, status: 'won', isWinner: true, winningsTokens: 0 });
    serveChallenge({ detail: challenge({ status: 'paid_out', outcome: 'solo_succeeds', myStakes: [mine], winners: [mine] }) });
    renderDetail();
    const result = await screen.findByRole('region', { name: 'Challenge Result' });
    expect(await within(result).findByText(/^You won: your 100-token stake came back plus 0 tokens\./)).toHaveTextContent(
      "Nothing was left to share beyond the winners' own stakes after the 20 % platform fee (capped so winners never get back less than their stake), so each winner got their stake back.",
    );
  });
});

describe('forms that cannot work say why (issue #24 item 11)', () => {
  it('on a break: the reason and its end beside the stake input, and the buttons disabled', async () => {
    const message = 'You are taking a break until 28 Nov 2026, 14:00 EAT. Buying tokens, creating, joining and backing challenges are paused until then.';
    serveChallenge({ profile: { ...testProfile, activeExclusion: { kind: 'break_7d', startsAt: '2026-11-21T11:00:00Z', endsAt: '2026-11-28T11:00:00Z', message } } });
    renderDetail();
    expect(await screen.findByText(message)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Stake amount (tokens)'), '10');
    expect(screen.getByRole('button', { name: 'Back Success' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back Failure' })).toBeDisabled();
  });

  it('a frozen balance: Join Challenge disabled, with the reason', async () => {
    serveChallenge({ profile: { ...testProfile, balanceFrozen: true }, detail: challenge({ type: 'public', playerA: null, publicChallengeEntryFee: 10 }) });
    renderDetail();
    expect(await screen.findByText(/^Your balance is frozen/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join Challenge' })).toBeDisabled();
  });
});

describe('a voided challenge’s backer columns (issue #24 item 13)', () => {
  it('count the refunded backers listed under them, and say they were refunded', async () => {
    serveChallenge({
      detail: challenge({
        status: 'cancelled',
        totalJackpot: 0,
        backers: [stake({ userId: ids.carol, user: carol, role: 'backer', outcome: 'solo_succeeds', amount: 10, status: 'refunded' })],
        totals: { succeedBackerStake: 10, succeedBackersCount: 1 },
      }),
    });
    renderDetail();
    const success = await screen.findByRole('region', { name: 'Backing Success' });
    expect(within(success).getByText('Total Staked: 10 Tokens (1 People Have Staked), all refunded')).toBeInTheDocument();
    expect(within(success).getByText('10 Tokens (refunded)')).toBeInTheDocument();
  });
});
