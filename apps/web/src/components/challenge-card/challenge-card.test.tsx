import type { ChallengeListItem } from '@changamoto/shared/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ChallengeCard } from './challenge-card';
import { challengeItem } from './test-fixture';

function renderCard(challenge: ChallengeListItem, props: Partial<Parameters<typeof ChallengeCard>[0]> = {}) {
  renderWithProviders(<ChallengeCard challenge={challenge} {...props} />);
  return screen.getByRole('article', { name: challenge.title });
}

describe('challenge card (spec §2 Challenge card)', () => {
  it('shows type and status badges, category, dates, the Total Jackpot and links the title to /challenges/{id}', () => {
    const card = renderCard(challengeItem({ totalJackpot: 1250 }));
    expect(within(card).getByText('Solo')).toBeInTheDocument();
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByText('Fitness')).toBeInTheDocument();
    expect(card).toHaveTextContent('1 Mar 2026 – 8 Mar 2026');
    expect(card).toHaveTextContent('Total Jackpot: 1,250 Tokens');
    expect(within(card).getByRole('link', { name: 'Walk 10,000 steps a day' })).toHaveAttribute('href', '/challenges/00000000-0000-4000-8000-000000000001');
  });

  it('solo: the stake and the backers with what they staked (jackpot minus the stake)', () => {
    const card = renderCard(challengeItem({ type: 'solo', playerAStake: 150, totalJackpot: 220, backersCount: 2 }));
    expect(card).toHaveTextContent('Stake: 150 Tokens');
    expect(card).toHaveTextContent('Backers: 2 (70 Tokens)');
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('solo with per-outcome totals (a challenge detail): the succeed and fail backer totals', () => {
    const totals = { succeedBackerStake: 20, failBackerStake: 50, playerABackerStake: 0, playerBBackerStake: 0 };
    const card = renderCard({ ...challengeItem({ totalJackpot: 170 }), totals } as ChallengeListItem);
    expect(card).toHaveTextContent('Backing Succeed: 20 Tokens');
    expect(card).toHaveTextContent('Backing Fail: 50 Tokens');
  });

  it("two_player pending_acceptance: player B reads 'Pending Invite' and Support A / Support B are disabled", () => {
    const card = renderCard(challengeItem({ type: 'two_player', status: 'pending_acceptance', playerAStake: 200, playerBStake: 200, totalJackpot: 200 }));
    expect(within(card).getByText('Two Player')).toBeInTheDocument();
    expect(within(card).getByText('Pending Acceptance')).toBeInTheDocument();
    expect(card).toHaveTextContent('Player A Stake: 200 Tokens');
    expect(card).toHaveTextContent('Player B Stake: Pending Invite');
    expect(within(card).getByRole('button', { name: 'Support A' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Support B' })).toBeDisabled();
    expect(within(card).getByText('Backing opens once player B accepts.')).toBeInTheDocument();
  });

  it.each(['pending_verification', 'completed', 'paid_out', 'rejected', 'cancelled'] as const)('two_player %s (closed): no Support buttons at all, not greyed ones (issue #16 §3)', (status) => {
    const card = renderCard(challengeItem({ type: 'two_player', status, playerAStake: 200, playerBStake: 200, totalJackpot: 400 }));
    expect(within(card).queryByRole('button')).toBeNull();
    expect(card).not.toHaveTextContent('Backing opens');
    expect(card).toHaveTextContent('Player B Stake: 200 Tokens');
  });

  it('two_player active: both stakes, and Support A / Support B report the outcome to the caller', async () => {
    const onSupport = vi.fn();
    const card = renderCard(challengeItem({ type: 'two_player', status: 'active', playerAStake: 200, playerBStake: 150, totalJackpot: 350 }), { onSupport });
    expect(card).toHaveTextContent('Player B Stake: 150 Tokens');
    await userEvent.click(within(card).getByRole('button', { name: 'Support A' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Support B' }));
    expect(onSupport.mock.calls).toEqual([['player_a_wins'], ['player_b_wins']]);
  });

  it("public: the entry fee ('Free' when 0 or less) and the participants count", () => {
    const free = renderCard(challengeItem({ id: '00000000-0000-4000-8000-0000000000a1', title: 'Friday trivia', type: 'public', publicChallengeEntryFee: 0, participantsCount: 7, totalJackpot: 0 }));
    expect(within(free).getByText('Public')).toBeInTheDocument();
    expect(free).toHaveTextContent('Entry Fee: Free');
    expect(free).toHaveTextContent('Participants: 7');
    expect(free).toHaveTextContent('Total Jackpot: 0 Tokens');

    const paid = renderCard(challengeItem({ id: '00000000-0000-4000-8000-0000000000a2', title: 'Saturday trivia', type: 'public', publicChallengeEntryFee: 50, participantsCount: 1 }));
    expect(paid).toHaveTextContent('Entry Fee: 50 Tokens');
    const negative = renderCard(challengeItem({ id: '00000000-0000-4000-8000-0000000000a3', title: 'Sunday trivia', type: 'public', publicChallengeEntryFee: -5 }));
    expect(negative).toHaveTextContent('Entry Fee: Free');
  });

  it("shows 'Unknown' for a status outside the spec's list", () => {
    const card = renderCard(challengeItem({ status: 'archived' as ChallengeListItem['status'] }));
    expect(within(card).getByText('Unknown')).toBeInTheDocument();
  });

  it('renders the action slot a caller passes (join button with inline error)', () => {
    const card = renderCard(challengeItem({ type: 'public' }), {
      action: (
        <>
          <button type="button">Join</button>
          <p>Insufficient tokens.</p>
        </>
      ),
    });
    expect(within(card).getByRole('button', { name: 'Join' })).toBeInTheDocument();
    expect(within(card).getByText('Insufficient tokens.')).toBeInTheDocument();
  });
});
