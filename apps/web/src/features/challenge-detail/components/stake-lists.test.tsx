import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import { ChallengeDetailRoute } from '../routes/challenge-detail';
import { apiError, challenge, ids, INVALID_CURSOR, serveChallenge, stakesOf } from '../testing/challenge-server';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn() } }));

const renderDetail = () => renderWithProviders(<ChallengeDetailRoute />, { path: `/challenges/${ids.challenge}`, routePath: '/challenges/:id' });
const stakesPath = `/api/challenges/${ids.challenge}/stakes`;
/** The names listed in a region, in order (each entry's first span, or `selector`). */
const names = (region: HTMLElement, selector = 'span') =>
  within(region)
    .queryAllByRole('listitem')
    .map((item) => item.querySelector(selector)?.textContent);
const range = (prefix: string, from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${from + i}`);

/** A public challenge with 45 participants: 20 in the detail, then pages of 20 and 5. */
const publicChallenge = () =>
  challenge({
    type: 'public',
    publicChallengeEntryFee: 10,
    participants: stakesOf(20, { prefix: 'fan', role: 'participant', outcome: 'completed' }),
    participantsNextCursor: 'participants-2',
    totals: { publicParticipantsCount: 45 },
  });
const participantPages = {
  'participants-2': { list: 'participants' as const, stakes: stakesOf(20, { prefix: 'fan', role: 'participant', outcome: 'completed', start: 21 }), nextCursor: 'participants-3' },
  'participants-3': { list: 'participants' as const, stakes: stakesOf(5, { prefix: 'fan', role: 'participant', outcome: 'completed', start: 41 }), nextCursor: null },
};

describe('Participants list: the detail holds the first page, Show more participants the rest', () => {
  it('appends each next page under the first, asks with the previous cursor, and hides the button after the last', async () => {
    const user = userEvent.setup();
    const { calls } = serveChallenge({ detail: publicChallenge(), stakePages: participantPages });
    renderDetail();
    const list = await screen.findByRole('region', { name: 'Participants (45)' });
    expect(names(list)).toEqual(range('fan', 1, 20));

    await user.click(within(list).getByRole('button', { name: 'Show more participants' }));
    await waitFor(() => expect(names(list)).toEqual(range('fan', 1, 40)));
    // Reading goes on at the first name the page added.
    expect(document.activeElement).toBe(within(list).getByText('fan21').closest('li'));

    await user.click(within(list).getByRole('button', { name: 'Show more participants' }));
    await waitFor(() => expect(names(list)).toEqual(range('fan', 1, 45)));
    expect(within(list).queryByRole('button', { name: 'Show more participants' })).not.toBeInTheDocument();
    expect(within(list).getByRole('heading', { name: 'Participants (45)' })).toBeInTheDocument();
    expect(calls('GET', stakesPath).map((c) => Object.fromEntries(c.url.searchParams))).toEqual([
      { list: 'participants', cursor: 'participants-2' },
      { list: 'participants', cursor: 'participants-3' },
    ]);
  });

  it('shows no button when the detail says that was all (nextCursor null), and asks for nothing', async () => {
    const { calls } = serveChallenge({ detail: challenge({ type: 'public', participants: stakesOf(3, { prefix: 'fan', role: 'participant', outcome: 'completed' }), totals: { publicParticipantsCount: 3 } }) });
    renderDetail();
    const list = await screen.findByRole('region', { name: 'Participants (3)' });
    expect(names(list)).toEqual(range('fan', 1, 3));
    expect(within(list).queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
    expect(calls('GET', stakesPath)).toHaveLength(0);
  });

  it("is disabled and says 'Loading...' while the page loads", async () => {
    const user = userEvent.setup();
    let answer: (value: { body: unknown }) => void = () => {};
    serveChallenge({ detail: publicChallenge(), routes: { [`GET ${stakesPath}`]: () => new Promise((resolve) => (answer = resolve)) } });
    renderDetail();
    const list = await screen.findByRole('region', { name: 'Participants (45)' });
    await user.click(within(list).getByRole('button', { name: 'Show more participants' }));
    expect(await within(list).findByRole('button', { name: 'Loading...' })).toBeDisabled();
    answer({ body: { stakes: participantPages['participants-2'].stakes, nextCursor: 'participants-3' } });
    expect(await within(list).findByRole('button', { name: 'Show more participants' })).toBeEnabled();
    expect(names(list)).toHaveLength(40);
  });

  it('says why a page failed under the button, keeps what was shown, and pressing it again retries', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    serveChallenge({
      detail: publicChallenge(),
      routes: { [`GET ${stakesPath}`]: () => (++attempts === 1 ? apiError(500, 'Temporary failure.', 'internal_error') : { body: { stakes: participantPages['participants-2'].stakes, nextCursor: null } }) },
    });
    renderDetail();
    const list = await screen.findByRole('region', { name: 'Participants (45)' });
    await user.click(within(list).getByRole('button', { name: 'Show more participants' }));
    expect(await within(list).findByRole('alert')).toHaveTextContent('Temporary failure.');
    expect(names(list)).toEqual(range('fan', 1, 20));
    expect(document.activeElement).toBe(within(list).getByRole('button', { name: 'Show more participants' }));

    await user.click(within(list).getByRole('button', { name: 'Show more participants' }));
    await waitFor(() => expect(names(list)).toEqual(range('fan', 1, 40)));
    expect(within(list).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Show more participants' })).not.toBeInTheDocument();
  });

  it(`on '${INVALID_CURSOR}' reloads the detail (new cursors) instead of asking with the same cursor again`, async () => {
    const user = userEvent.setup();
    let detail = challenge({ ...publicChallenge(), participantsNextCursor: 'stale-cursor' });
    const { calls } = serveChallenge({ stakePages: participantPages, routes: { [`GET /api/challenges/${ids.challenge}`]: () => ({ body: { challenge: detail } }) } });
    renderDetail();
    const list = await screen.findByRole('region', { name: 'Participants (45)' });
    await user.click(within(list).getByRole('button', { name: 'Show more participants' }));
    expect(await within(list).findByRole('alert')).toHaveTextContent(INVALID_CURSOR);

    detail = publicChallenge();
    await user.click(within(list).getByRole('button', { name: 'Show more participants' }));
    await waitFor(() => expect(calls('GET', `/api/challenges/${ids.challenge}`)).toHaveLength(2));
    await waitFor(() => expect(within(list).queryByRole('alert')).not.toBeInTheDocument());
    await user.click(within(list).getByRole('button', { name: 'Show more participants' }));
    await waitFor(() => expect(names(list)).toEqual(range('fan', 1, 40)));
    expect(calls('GET', stakesPath).map((c) => c.url.searchParams.get('cursor'))).toEqual(['stale-cursor', 'participants-2']);
  });

  it('reads the loaded pages again with the detail after an action (refresh under the detail key)', async () => {
    const user = userEvent.setup();
    const { calls } = serveChallenge({ detail: publicChallenge(), stakePages: participantPages });
    renderDetail();
    const list = await screen.findByRole('region', { name: 'Participants (45)' });
    await user.click(within(list).getByRole('button', { name: 'Show more participants' }));
    await waitFor(() => expect(names(list)).toHaveLength(40));
    await user.click(screen.getByRole('button', { name: 'Join Challenge' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Joined challenge successfully!'));
    await waitFor(() => expect(calls('GET', stakesPath)).toHaveLength(2));
    expect(calls('GET', stakesPath)[1]?.url.searchParams.get('cursor')).toBe('participants-2');
    expect(names(list)).toHaveLength(40);
  });
});

describe('Backers columns: totals count every backer, the names come page by page', () => {
  it('keeps each column’s Total Staked from totals and sorts the next page’s backers into their columns', async () => {
    const user = userEvent.setup();
    const { calls } = serveChallenge({
      detail: challenge({
        backers: [...stakesOf(12, { prefix: 'yes', role: 'backer', outcome: 'solo_succeeds' }), ...stakesOf(8, { prefix: 'no', role: 'backer', outcome: 'solo_fails' })],
        backersNextCursor: 'backers-2',
        totals: { succeedBackerStake: 1500, succeedBackersCount: 150, failBackerStake: 900, failBackersCount: 90 },
      }),
      stakePages: {
        'backers-2': {
          list: 'backers',
          stakes: [...stakesOf(2, { prefix: 'yes', role: 'backer', outcome: 'solo_succeeds', start: 13 }), ...stakesOf(1, { prefix: 'no', role: 'backer', outcome: 'solo_fails', start: 9 })],
          nextCursor: 'backers-3',
        },
      },
    });
    renderDetail();
    const success = await screen.findByRole('region', { name: 'Backing Success' });
    const failure = screen.getByRole('region', { name: 'Backing Failure' });
    expect(within(success).getByText('Total Staked: 1,500 Tokens (150 People Have Staked)')).toBeInTheDocument();
    expect(within(failure).getByText('Total Staked: 900 Tokens (90 People Have Staked)')).toBeInTheDocument();
    expect(names(success)).toEqual(range('yes', 1, 12));
    expect(names(failure)).toEqual(range('no', 1, 8));

    const backers = screen.getByRole('region', { name: 'Backers' });
    await user.click(within(backers).getByRole('button', { name: 'Show more backers' }));
    await waitFor(() => expect(names(success)).toEqual(range('yes', 1, 14)));
    expect(names(failure)).toEqual(range('no', 1, 9));
    expect(within(success).getByText('Total Staked: 1,500 Tokens (150 People Have Staked)')).toBeInTheDocument();
    expect(within(backers).getByRole('button', { name: 'Show more backers' })).toBeEnabled();
    expect(calls('GET', stakesPath)[0]?.url.searchParams.get('list')).toBe('backers');
  });
});

describe('Challenge Result: winners page by page', () => {
  it("lists the detail's winners, then 'Show more winners' adds the next page", async () => {
    const user = userEvent.setup();
    serveChallenge({
      detail: challenge({
        type: 'public',
        status: 'paid_out',
        outcome: 'completed',
        winners: stakesOf(20, { prefix: 'champ', role: 'participant', outcome: 'completed' }).map((s) => ({ ...s, isWinner: true, winningsTokens: 50 })),
        winnersNextCursor: 'winners-2',
      }),
      stakePages: { 'winners-2': { list: 'winners', stakes: stakesOf(2, { prefix: 'champ', role: 'participant', outcome: 'completed', start: 21 }).map((s) => ({ ...s, isWinner: true, winningsTokens: 40 })), nextCursor: null } },
    });
    renderDetail();
    const result = await screen.findByRole('region', { name: 'Challenge Result' });
    expect(names(result, 'span > span')).toEqual(range('champ', 1, 20));
    await user.click(within(result).getByRole('button', { name: 'Show more winners' }));
    await waitFor(() => expect(names(result, 'span > span')).toEqual(range('champ', 1, 22)));
    expect(within(result).getAllByText('won 40 Tokens')).toHaveLength(2);
    expect(within(result).queryByRole('button', { name: 'Show more winners' })).not.toBeInTheDocument();
    expect(within(result).queryByText('No winnings were paid on this challenge.')).not.toBeInTheDocument();
  });
});
