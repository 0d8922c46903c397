import type { ChallengeListItem } from '@changamoto/shared/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { challengeItem } from '@/components/challenge-card/test-fixture';
import { activateLocale } from '@/lib/i18n';
import { tieredConfig as config } from '@/test/public-config';
import { mockApi, renderWithProviders, type MockResponse } from '@/test/render';
import { HomeShell } from '../components/home-shell';
import { HomeRoute } from './home';

// The Kiswahili catalogs are lazy chunks: on a loaded machine their first import can take seconds.
const LAZY = { timeout: 15_000 };

const challenge = (overrides: Partial<ChallengeListItem>) => challengeItem({ isFeatured: true, ...overrides });

const featured = [
  challenge({ id: '00000000-0000-4000-8000-000000000001', title: 'Walk 10,000 steps a day', type: 'solo', playerAStake: 150 }),
  challenge({
    id: '00000000-0000-4000-8000-000000000002',
    title: 'FIFA 25 best of three',
    type: 'two_player',
    status: 'pending_acceptance',
    category: { slug: 'gaming', name: 'Gaming' },
    playerAStake: 200,
    playerBStake: 200,
  }),
  challenge({
    id: '00000000-0000-4000-8000-000000000003',
    title: 'Friday night trivia',
    type: 'public',
    category: { slug: 'trivia', name: 'Trivia' },
    playerAStake: 0,
    publicChallengeEntryFee: 0,
  }),
];

function serve(challenges: () => MockResponse | Promise<MockResponse>) {
  return mockApi(({ method, url }) => {
    if (method === 'GET' && url.pathname === '/api/config') return { body: config };
    if (method === 'GET' && url.pathname === '/api/challenges') return challenges();
    return { status: 404, body: { error: { code: 'not_found', message: 'Not found.' } } };
  });
}

/** The home page with every section mounted (they follow the hero one per task). */
async function renderHome() {
  const view = renderWithProviders(<HomeRoute />);
  await waitFor(() => expect(view.container.querySelector('#trust-title')).not.toBeNull(), LAZY);
  return view;
}

const featuredSection = () => screen.getByRole('region', { name: 'Featured Challenges' });

describe('home page', () => {
  it('has one h1 and offers Get Started and Explore Challenges (to /challenges)', async () => {
    serve(() => ({ body: { challenges: [] } }));
    await renderHome();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Challenges' })).toHaveAttribute('href', '/challenges');
    expect(screen.getByRole('heading', { name: 'Two Player' })).toBeInTheDocument();
  });

  it('starts with exactly the hero the server sends before any script (app/served-shells.tsx): the app takes over without a flash or a shift', () => {
    serve(() => ({ body: { challenges: [] } }));
    const { container } = renderWithProviders(<HomeRoute />, { path: '/' });
    const served = renderToStaticMarkup(
      <StaticRouter location="/">
        <HomeShell />
      </StaticRouter>,
    );
    // Compared as DOM: the server's HTML escapes the apostrophe that the browser's serialisation does not.
    const shell = document.createElement('template');
    shell.innerHTML = served;
    expect(shell.content.querySelector('h1#home-title')).not.toBeNull();
    expect(container.firstElementChild?.outerHTML).toBe(shell.content.firstElementChild?.outerHTML);
  });

  it('draws the hero in the first commit, then each section below in a commit of its own (short tasks on a slow phone)', async () => {
    serve(() => ({ body: { challenges: [] } }));
    const { container } = renderWithProviders(<HomeRoute />, { path: '/' });
    const sections = () => [...container.querySelectorAll('section')].map((section) => section.getAttribute('aria-labelledby'));
    expect(sections()).toEqual(['home-title']);
    const seen: string[][] = [];
    const observer = new MutationObserver(() => seen.push(sections() as string[]));
    observer.observe(container, { childList: true, subtree: true });
    await waitFor(() => expect(sections()).toHaveLength(6), LAZY);
    observer.disconnect();
    const counts = [...new Set(seen.map((list) => list.length))];
    expect(counts).toEqual([2, 3, 4, 5, 6]);
  });

  it('shows the three featured challenges from the API, each linking to its page, and a View All link to /challenges', async () => {
    serve(() => ({ body: { challenges: featured } }));
    await renderHome();

    const cards = await within(featuredSection()).findAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(within(featuredSection()).getByRole('link', { name: 'Walk 10,000 steps a day' })).toHaveAttribute('href', '/challenges/00000000-0000-4000-8000-000000000001');
    expect(within(featuredSection()).getByRole('link', { name: 'FIFA 25 best of three' })).toHaveAttribute('href', '/challenges/00000000-0000-4000-8000-000000000002');
    expect(within(featuredSection()).getByRole('link', { name: 'Friday night trivia' })).toHaveAttribute('href', '/challenges/00000000-0000-4000-8000-000000000003');
    expect(within(featuredSection()).getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/challenges');

    const [solo, twoPlayer] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(solo).getByText('Solo')).toBeInTheDocument();
    expect(within(solo).getByText('Active')).toBeInTheDocument();
    expect(within(solo).getByText('Fitness')).toBeInTheDocument();
    expect(solo).toHaveTextContent('Stake: 150 Tokens');
    expect(within(twoPlayer).getByText('Two Player')).toBeInTheDocument();
    expect(within(twoPlayer).getByText('Pending Acceptance')).toBeInTheDocument();
    expect(twoPlayer).toHaveTextContent('Player A Stake: 200 Tokens');
    expect(twoPlayer).toHaveTextContent('Player B Stake: Pending Invite');
    // The same card as every other list (components/challenge-card): Support A/B are disabled while pending.
    expect(within(twoPlayer).getByRole('button', { name: 'Support A' })).toBeDisabled();
    expect(within(twoPlayer).getByRole('button', { name: 'Support B' })).toBeDisabled();
  });

  it('asks the API for featured challenges only, three of them', async () => {
    const fetchSpy = serve(() => ({ body: { challenges: featured } }));
    await renderHome();
    await within(featuredSection()).findAllByRole('article');

    const urls = fetchSpy.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
    const list = urls.filter((url) => url.pathname === '/api/challenges');
    expect(list).toHaveLength(1);
    expect(list[0]!.searchParams.get('featured')).toBe('true');
    expect(list[0]!.searchParams.get('limit')).toBe('3');
  });

  it("shows 'Free' for a public challenge whose entry fee is 0", async () => {
    serve(() => ({ body: { challenges: [featured[2]] } }));
    await renderHome();
    const card = await within(featuredSection()).findByRole('article', { name: 'Friday night trivia' });
    expect(within(card).getByText('Public')).toBeInTheDocument();
    expect(within(card).getByText('Entry Fee:')).toBeInTheDocument();
    expect(within(card).getByText('Free')).toBeInTheDocument();
  });

  it('shows a loading state, then the empty state with ways forward when nothing is featured', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    serve(async () => (await answered, { body: { challenges: [] } }));
    await renderHome();
    expect(featuredSection().querySelector('[aria-busy="true"]')).not.toBeNull();
    answer();

    expect(await within(featuredSection()).findByText('No featured challenges yet.')).toBeInTheDocument();
    expect(within(featuredSection()).queryAllByRole('article')).toHaveLength(0);
    expect(within(featuredSection()).getByRole('link', { name: 'Browse Challenges' })).toHaveAttribute('href', '/challenges');
    expect(within(featuredSection()).getByRole('link', { name: 'Create a Challenge' })).toHaveAttribute('href', '/challenges/new');
  });

  it("shows 'Could not fetch active challenges.' when the API fails, and Try Again loads them", async () => {
    let fail = true;
    serve(() => (fail ? { status: 500, body: { error: { code: 'internal_error', message: 'Something went wrong.' } } } : { body: { challenges: featured } }));
    await renderHome();

    const alert = await within(featuredSection()).findByRole('alert');
    expect(alert).toHaveTextContent('Could not fetch active challenges.');
    expect(within(featuredSection()).queryAllByRole('article')).toHaveLength(0);

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await within(featuredSection()).findAllByRole('article')).toHaveLength(3);
    expect(within(featuredSection()).queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('in Kiswahili (issue #20 §1)', { timeout: 60_000 }, () => {
    afterEach(async () => {
      await activateLocale('en');
    });

    it('renders the hero, the sections, the rule figures and the cards from the Kiswahili catalogs', async () => {
      await activateLocale('sw');
      serve(() => ({ body: { challenges: featured } }));
      await renderHome();
      expect(await screen.findByRole('heading', { level: 2, name: 'Njia tatu za kucheza' }, LAZY)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Jiunge sasa' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 3, name: 'Wachezaji wawili' })).toBeInTheDocument();
      // A rule figure goes through the catalog's placeholder.
      expect(screen.getByRole('heading', { name: /Fidia ya hasara ya \d+%/ })).toBeInTheDocument();
      const section = screen.getByRole('region', { name: 'Changamoto zilizochaguliwa' });
      const cards = await within(section).findAllByRole('article');
      expect(within(cards[1]!).getByRole('button', { name: 'Unga mkono A' })).toBeDisabled();
      expect(cards[1]).toHaveTextContent('Mwaliko unasubiri');
    });
  });
});
