import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { challengeItem } from '@/components/challenge-card/test-fixture';
import { renderWithProviders } from '@/test/render';
import { rewardsStatus } from '@/test/rewards';
import { listPage, me, serveDashboard, whichList } from '../testing/dashboard-server';
import { DashboardRoute } from './dashboard';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const section = (name: string) => screen.getByRole('region', { name });
const never = () => new Promise<never>(() => {});

describe('dashboard header (spec §2 Dashboard)', () => {
  it('shows the avatar, username, join date, the unread count linking to /notifications and the three buttons', async () => {
    serveDashboard({ unread: 3, rewards: rewardsStatus({ dailyBonus: { available: false } }) });
    renderWithProviders(<DashboardRoute />);
    const account = await screen.findByRole('region', { name: 'Your account' });
    expect(within(account).getByRole('heading', { name: 'wanjiku' })).toBeInTheDocument();
    expect(within(account).getByText('Member since 3 March 2026')).toBeInTheDocument();
    expect(within(account).getByText('W')).toBeInTheDocument();
    expect(await within(account).findByRole('link', { name: '3 unread notifications' })).toHaveAttribute('href', '/notifications');
    expect(within(account).getByRole('link', { name: 'Add/Withdraw Tokens' })).toHaveAttribute('href', '/wallet');
    expect(within(account).getByRole('link', { name: 'My Challenges' })).toHaveAttribute('href', '/my-challenges');
    expect(within(account).getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/profile');
  });

  it('names a person without a username by e-mail, and says when nothing is unread', async () => {
    serveDashboard({ profile: { username: null } });
    renderWithProviders(<DashboardRoute />);
    expect(await screen.findByRole('heading', { name: 'mary@example.com' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'No unread notifications' })).toBeInTheDocument();
  });

  it('offers the quick actions', async () => {
    serveDashboard();
    renderWithProviders(<DashboardRoute />);
    const actions = await screen.findByRole('navigation', { name: 'Quick Actions' });
    expect(within(actions).getByRole('link', { name: /Create a Challenge/ })).toHaveAttribute('href', '/challenges/new');
    expect(within(actions).getByRole('link', { name: /Explore Challenges/ })).toHaveAttribute('href', '/challenges');
    expect(within(actions).getByRole('link', { name: /Invite Friends/ })).toHaveAttribute('href', '/profile');
    expect(within(actions).getByRole('link', { name: /How It Works/ })).toHaveAttribute('href', '/get-started');
  });
});

describe('stat cards (spec §2, §9 cash estimate)', () => {
  const card = (label: string) => screen.getByText(label, { selector: 'dt' }).closest('div') as HTMLElement;

  it('KE: the balance, what the withdrawable tokens would pay after the fee (two decimals), the tokens locked in running challenges and the challenge count', async () => {
    serveDashboard({ profile: { tokens: 1200, region: 'KE' }, withdrawable: 1000, summary: { body: { lockedStakeTokens: 150, myChallengesCount: 4 } } });
    renderWithProviders(<DashboardRoute />);
    // 1,000 withdrawable of 1,200 (200 are bonus): KES 1,000 − the KES 20 fee, as the wallet estimates it.
    await screen.findByText('Estimated Cash Payout');
    expect(await within(card('Estimated Cash Payout')).findByText('KES 930.00')).toBeInTheDocument();
    expect(within(card('Estimated Cash Payout')).getByText('1,000 withdrawable tokens, after the KES 20 withdrawal fee and KES 50 withholding tax.')).toBeInTheDocument();
    expect(within(card('Token Balance')).getByText('1,200 Tokens')).toBeInTheDocument();
    expect(await within(card('All Challenges Value')).findByText('150 Tokens')).toBeInTheDocument();
    expect(within(card('My Challenges')).getByText('4')).toBeInTheDocument();
    expect(screen.queryByText('(KE region only)')).not.toBeInTheDocument();
  });

  it('50 onboarding bonus tokens pay nothing: KES 0.00, since bonus tokens cannot be withdrawn', async () => {
    serveDashboard({ profile: { tokens: 50, region: 'KE' }, withdrawable: 0 });
    renderWithProviders(<DashboardRoute />);
    await screen.findByText('Estimated Cash Payout');
    expect(await within(card('Estimated Cash Payout')).findByText('KES 0.00')).toBeInTheDocument();
    expect(within(card('Estimated Cash Payout')).getByText('Bonus tokens can’t be withdrawn.')).toBeInTheDocument();
    expect(screen.queryByText('KES 45.00')).not.toBeInTheDocument();
  });

  it('follows the fee mode in force (free withdrawals pay the whole value) and says when the payout is below the minimum', async () => {
    serveDashboard({ profile: { tokens: 60, region: 'KE' }, withdrawable: 25, feeMode: 'free', taxRate: 0 });
    const { unmount } = renderWithProviders(<DashboardRoute />);
    await screen.findByText('Estimated Cash Payout');
    expect(await within(card('Estimated Cash Payout')).findByText('KES 25.00')).toBeInTheDocument();
    unmount();
    serveDashboard({ profile: { tokens: 60, region: 'KE' }, withdrawable: 25 });
    renderWithProviders(<DashboardRoute />);
    await screen.findByText('Estimated Cash Payout');
    expect(await within(card('Estimated Cash Payout')).findByText('KES 3.75')).toBeInTheDocument();
    expect(within(card('Estimated Cash Payout')).getByText('25 withdrawable tokens, after the KES 20 withdrawal fee and KES 1.25 withholding tax. Below the KES 10 minimum withdrawal.')).toBeInTheDocument();
  });

  it('outside KE: a dash and (KE region only) instead of a KES figure', async () => {
    serveDashboard({ profile: { tokens: 100, region: 'US' } });
    renderWithProviders(<DashboardRoute />);
    const cash = await screen.findByText('Estimated Cash Payout');
    expect(within(cash.closest('div') as HTMLElement).getByText('-')).toBeInTheDocument();
    expect(screen.getByText('(KE region only)')).toBeInTheDocument();
    expect(screen.queryByText(/^KES /)).not.toBeInTheDocument();
  });

  it('says Unavailable when the figures cannot be read', async () => {
    serveDashboard({ summary: { status: 500, body: { error: { code: 'internal', message: 'Boom' } } } });
    renderWithProviders(<DashboardRoute />);
    await waitFor(() => expect(within(card('All Challenges Value')).getByText('Unavailable')).toBeInTheDocument());
    expect(within(card('My Challenges')).getByText('Unavailable')).toBeInTheDocument();
  });
});

describe('daily bonus banner (spec §2, §4: once per UTC day)', () => {
  it('is shown while the bonus is available; Claim credits it once with an Idempotency-Key, raises the balance and hides the banner', async () => {
    const server = serveDashboard({ profile: { tokens: 100 } });
    renderWithProviders(<DashboardRoute />);
    const banner = await screen.findByRole('region', { name: 'Your daily bonus is ready!' });
    expect(within(banner).getByText(/Claim 5 bonus tokens today/)).toBeInTheDocument();
    await userEvent.click(within(banner).getByRole('button', { name: 'Claim 5 Bonus Tokens' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your daily bonus is ready!' })).not.toBeInTheDocument());
    const claims = server.requests('POST', '/api/rewards/daily-bonus');
    expect(claims).toHaveLength(1);
    expect(claims[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('105 Tokens')).toBeInTheDocument();
  });

  it('is hidden when today’s bonus was claimed already', async () => {
    serveDashboard({ rewards: rewardsStatus({ dailyBonus: { available: false, lastClaimedAt: new Date().toISOString() } }) });
    const { queryClient } = renderWithProviders(<DashboardRoute />);
    await screen.findByRole('region', { name: 'Your account' });
    await waitFor(() => expect(queryClient.getQueryState(['rewards'])?.status).toBe('success'));
    expect(screen.queryByRole('region', { name: 'Your daily bonus is ready!' })).not.toBeInTheDocument();
  });

  it('goes away when the server says it was claimed meanwhile (another tab), crediting nothing', async () => {
    const server = serveDashboard({ profile: { tokens: 100 } });
    renderWithProviders(<DashboardRoute />);
    const claim = await screen.findByRole('button', { name: 'Claim 5 Bonus Tokens' });
    server.state.rewards = rewardsStatus({ dailyBonus: { available: false, lastClaimedAt: new Date().toISOString() } });
    await userEvent.click(claim);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Claim 5 Bonus Tokens' })).not.toBeInTheDocument());
    expect(server.state.profile.tokens).toBe(100);
  });

  it('keeps the banner with an error when the claim fails, and retries with the same Idempotency-Key', async () => {
    let attempts = 0;
    const server = serveDashboard({
      claim: () =>
        ++attempts === 1
          ? { status: 503, body: { error: { code: 'unavailable', message: 'Service unavailable, try again.' } } }
          : { body: { success: true, message: 'Daily bonus claimed! 5 bonus tokens were added to your wallet.', tokens: 5 } },
    });
    renderWithProviders(<DashboardRoute />);
    await userEvent.click(await screen.findByRole('button', { name: 'Claim 5 Bonus Tokens' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable, try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Claim 5 Bonus Tokens' }));
    const keys = server.requests('POST', '/api/rewards/daily-bonus').map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});

describe('challenge lists: loading, error and empty states (spec §2 Dashboard, §8)', () => {
  it('shows each list loading', async () => {
    serveDashboard({ challenges: never });
    renderWithProviders(<DashboardRoute />);
    for (const name of ['My Active Challenges', 'Recommended Challenges', 'Trending Public Challenges', 'Active Challenges']) {
      expect(await within(await screen.findByRole('region', { name })).findByRole('status')).toHaveTextContent(`Loading ${name}…`);
    }
  });

  it('shows each list’s error, and Try Again reloads it', async () => {
    let fail = true;
    serveDashboard({ challenges: () => (fail ? { status: 500, body: { error: { code: 'internal', message: 'Boom' } } } : listPage([])) });
    renderWithProviders(<DashboardRoute />);
    expect(await within(await screen.findByRole('region', { name: 'My Active Challenges' })).findByRole('alert')).toHaveTextContent('Error loading challenges. Please try again later.');
    expect(await within(section('Recommended Challenges')).findByRole('alert')).toHaveTextContent('Error loading recommendations. Please try again later.');
    expect(await within(section('Trending Public Challenges')).findByRole('alert')).toHaveTextContent('Error loading trending challenges. Please try again later.');
    expect(await within(section('Active Challenges')).findByRole('alert')).toHaveTextContent('Error loading active challenges. Please try again later.');
    fail = false;
    await userEvent.click(within(section('Trending Public Challenges')).getByRole('button', { name: 'Try Again' }));
    expect(await within(section('Trending Public Challenges')).findByText('No public challenges are open right now.')).toBeInTheDocument();
  });

  it('shows each list’s empty state', async () => {
    serveDashboard();
    renderWithProviders(<DashboardRoute />);
    expect(await screen.findByText('You have no active challenges.')).toBeInTheDocument();
    expect(await screen.findByText('No recommendations yet.')).toBeInTheDocument();
    expect(await screen.findByText('No public challenges are open right now.')).toBeInTheDocument();
    expect(await screen.findByText('No challenges are active right now.')).toBeInTheDocument();
    expect(within(section('My Active Challenges')).getByRole('link', { name: 'Create a Challenge' })).toHaveAttribute('href', '/challenges/new');
  });
});

describe('what each list asks for', () => {
  it('My Active Challenges: the user’s active, pending-acceptance and pending-verification challenges', async () => {
    const server = serveDashboard({
      challenges: (query) => (whichList(query) === 'myActive' ? listPage([challengeItem({ id: id(1), title: 'My chess match', status: 'pending_acceptance', type: 'two_player' })]) : listPage([])),
    });
    renderWithProviders(<DashboardRoute />);
    expect(await within(await screen.findByRole('region', { name: 'My Active Challenges' })).findByRole('link', { name: 'My chess match' })).toHaveAttribute('href', `/challenges/${id(1)}`);
    const query = server.listQueries().find((q) => whichList(q) === 'myActive')!;
    expect(query.get('involvedUserId')).toBe(me.id);
    expect(query.get('statuses')).toBe('active,pending_acceptance,pending_verification');
  });

  it('Trending Public Challenges: open public challenges by trending', async () => {
    const server = serveDashboard({ challenges: (query) => (whichList(query) === 'trending' ? listPage([challengeItem({ id: id(2), title: 'Nairobi 10k run', type: 'public' })]) : listPage([])) });
    renderWithProviders(<DashboardRoute />);
    expect(await within(await screen.findByRole('region', { name: 'Trending Public Challenges' })).findByRole('link', { name: 'Nairobi 10k run' })).toBeInTheDocument();
    const query = server.listQueries().find((q) => whichList(q) === 'trending')!;
    expect(Object.fromEntries(query)).toMatchObject({ type: 'public', statuses: 'active', sort: 'trending' });
  });

  it('Recommended: open challenges in the categories the user plays, not the ones they are already in', async () => {
    const gaming = { slug: 'gaming', name: 'Gaming' };
    const mine = challengeItem({ id: id(10), title: 'My FIFA cup', category: gaming });
    const server = serveDashboard({
      challenges: (query) => {
        const list = whichList(query);
        if (list === 'played') return listPage([mine, challengeItem({ id: id(11), category: gaming }), challengeItem({ id: id(12) })]);
        if (list === 'recommended' && query.get('category') === 'gaming') return listPage([mine, challengeItem({ id: id(20), title: 'Chess blitz', category: gaming })]);
        if (list === 'recommended') return listPage([challengeItem({ id: id(21), title: 'Plank for 5 minutes' })]);
        return listPage([]);
      },
    });
    renderWithProviders(<DashboardRoute />);
    const recommended = await screen.findByRole('region', { name: 'Recommended Challenges' });
    expect(await within(recommended).findByRole('link', { name: 'Chess blitz' })).toBeInTheDocument();
    expect(within(recommended).getByRole('link', { name: 'Plank for 5 minutes' })).toBeInTheDocument();
    expect(within(recommended).queryByRole('link', { name: 'My FIFA cup' })).not.toBeInTheDocument();
    expect(within(recommended).getByText('Open challenges in Gaming and Fitness, the categories you play.')).toBeInTheDocument();
    const categories = server.listQueries().filter((q) => whichList(q) === 'recommended');
    expect(categories.map((q) => [q.get('category'), q.get('statuses'), q.get('sort')])).toEqual([
      ['gaming', 'active', 'trending'],
      ['fitness', 'active', 'trending'],
    ]);
  });

  it('Recommended: says so when nothing is open in the categories the user plays', async () => {
    serveDashboard({ challenges: (query) => (whichList(query) === 'played' ? listPage([challengeItem({ id: id(10) })]) : listPage([])) });
    renderWithProviders(<DashboardRoute />);
    expect(await screen.findByText('No open challenges in Fitness right now.')).toBeInTheDocument();
  });
});

describe('Active Challenges list (spec §2: filters All, Solo, Two Player, Public; create; start)', () => {
  it('filters by type, offers Show All when a filter finds nothing, and each card’s Start opens the challenge', async () => {
    const server = serveDashboard({
      challenges: (query) => {
        if (whichList(query) !== 'active') return listPage([]);
        if (query.get('type') === 'public') return listPage([]);
        return listPage([challengeItem({ id: id(5), title: query.get('type') === 'solo' ? 'Solo walk' : 'Any walk' })]);
      },
    });
    renderWithProviders(<DashboardRoute />);
    const active = await screen.findByRole('region', { name: 'Active Challenges' });
    const filters = within(active).getByRole('group', { name: 'Filter by type' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Solo', 'Two Player', 'Public']);
    expect(within(filters).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(await within(active).findByRole('link', { name: 'Start: Any walk' })).toHaveAttribute('href', `/challenges/${id(5)}`);

    await userEvent.click(within(filters).getByRole('button', { name: 'Solo' }));
    expect(await within(active).findByRole('link', { name: 'Solo walk' })).toBeInTheDocument();
    expect(within(filters).getByRole('button', { name: 'Solo' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(filters).getByRole('button', { name: 'Public' }));
    expect(await within(active).findByText('No Public challenges are active right now.')).toBeInTheDocument();
    await userEvent.click(within(active).getByRole('button', { name: 'Show All' }));
    expect(await within(active).findByRole('link', { name: 'Any walk' })).toBeInTheDocument();

    const types = server
      .listQueries()
      .filter((q) => whichList(q) === 'active')
      .map((q) => q.get('type'));
    expect(types).toEqual([null, 'solo', 'public']);
    expect(within(active).getByRole('link', { name: 'Create Challenge' })).toHaveAttribute('href', '/challenges/new');
  });
});

describe('cache timings (spec §7)', () => {
  it('keeps the user’s challenges and the active list 5 minutes, recommended and trending 10 minutes', async () => {
    serveDashboard({ challenges: (query) => (whichList(query) === 'played' ? listPage([challengeItem()]) : listPage([])) });
    const { queryClient } = renderWithProviders(<DashboardRoute />);
    await screen.findByText('No open challenges in Fitness right now.');
    const staleTimes = Object.fromEntries(
      queryClient
        .getQueryCache()
        .findAll({ queryKey: ['challenges', 'dashboard'] })
        .filter((query) => typeof query.queryKey[2] === 'object')
        .map((query) => [whichList(new URLSearchParams(query.queryKey[2] as Record<string, string>)), (query.options as { staleTime?: number }).staleTime]),
    );
    expect(staleTimes).toEqual({ myActive: 5 * 60_000, played: 5 * 60_000, active: 5 * 60_000, recommended: 10 * 60_000, trending: 10 * 60_000 });
  });
});
