import { CHALLENGE_CATEGORIES } from '@changamoto/shared/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { challengeItem, challengeItems } from '@/components/challenge-card/test-fixture';
import { mockApi, renderWithProviders, type MockResponse } from '@/test/render';
import { listPage, serveChallenges } from '../testing/challenges-server';
import { ChallengesRoute } from './challenges';

const list = () => screen.getByRole('list', { name: 'Challenges' });

describe('/challenges (spec §2 Challenge list)', () => {
  it('shows skeletons while loading, then the newest challenges, 20 at a time, as cards', async () => {
    const { listQueries } = serveChallenges(() => listPage([challengeItem({ title: 'Walk 10,000 steps a day' }), ...challengeItems(2, 10)]));
    renderWithProviders(<ChallengesRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'Explore Challenges' })).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();

    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(within(list()).getByRole('link', { name: 'Walk 10,000 steps a day' })).toHaveAttribute('href', '/challenges/00000000-0000-4000-8000-000000000001');
    const [query] = listQueries();
    expect(query!.get('sort')).toBe('new');
    expect(query!.get('limit')).toBe('20');
    expect(query!.has('cursor')).toBe(false);
    // No next cursor: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it("'Load more' fetches the next page with nextCursor and appends it", async () => {
    const { listQueries } = serveChallenges((query) => (query.get('cursor') === 'page-2' ? listPage(challengeItems(2, 20)) : listPage(challengeItems(20), 'page-2')));
    renderWithProviders(<ChallengesRoute />);
    expect(await screen.findAllByRole('article')).toHaveLength(20);

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Challenge 22' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(22);
    expect(listQueries()[1]!.get('cursor')).toBe('page-2');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it("shows 'Error Loading Challenges' with the server's message", async () => {
    serveChallenges(() => ({ status: 400, body: { error: { code: 'validation_error', message: 'limit must be at most 50.' } } }));
    renderWithProviders(<ChallengesRoute />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Challenges' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('limit must be at most 50.');
  });

  it("falls back to 'Could not fetch active challenges.' when the server gives no message, and retries", async () => {
    let calls = 0;
    serveChallenges(() => (++calls === 1 ? { status: 502, body: 'Bad Gateway' } : listPage([challengeItem()])));
    renderWithProviders(<ChallengesRoute />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Challenges');
    expect(alert).toHaveTextContent('Could not fetch active challenges.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
  });

  it("shows the empty state with a 'Create New Challenge' link to /challenges/new", async () => {
    serveChallenges(() => listPage([]));
    renderWithProviders(<ChallengesRoute />);
    expect(await screen.findByRole('heading', { name: 'No challenges yet.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create New Challenge' })).toHaveAttribute('href', '/challenges/new');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('leads with open challenges (issue #16 §3), with the type filter; Show finished asks for the rest after them', async () => {
    const { listQueries } = serveChallenges(() => listPage([challengeItem()]));
    renderWithProviders(<ChallengesRoute />, { path: '/challenges' });
    await screen.findByRole('article');
    expect(listQueries()[0]!.get('openFirst')).toBe('true');
    expect(listQueries()[0]!.get('statuses')).toBe('active,pending_acceptance');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show finished' }));
    await waitFor(() => expect(listQueries()).toHaveLength(2));
    expect(listQueries()[1]!.has('statuses')).toBe(false);
    expect(listQueries()[1]!.get('openFirst')).toBe('true');
    await userEvent.click(within(screen.getByRole('group', { name: 'Filter by type' })).getByRole('button', { name: 'Public' }));
    await waitFor(() => expect(listQueries()).toHaveLength(3));
    expect(listQueries()[2]!.get('type')).toBe('public');
  });
});

describe('/challenges?q= (issue #17 §2 search results)', () => {
  function serveSearch(answer: (query: URLSearchParams) => MockResponse) {
    const spy = mockApi(({ url }) => (url.pathname === '/api/challenges/search' ? answer(url.searchParams) : url.pathname === '/api/challenges' ? listPage([challengeItem({ title: 'Not a search result' })]) : { status: 404, body: {} }));
    return () => spy.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((url) => url.pathname !== '/api/profile');
  }

  it("shows the matches as the list's cards, with the filters, and pages with nextCursor", async () => {
    const asked = serveSearch((query) => (query.get('cursor') === 'p2' ? listPage([challengeItem({ id: '00000000-0000-4000-8000-0000000000b2', title: 'FIFA league' })]) : listPage([challengeItem({ title: 'Beat me at FIFA 25' })], 'p2')));
    renderWithProviders(<ChallengesRoute />, { path: '/challenges?q=fifa' });
    expect(screen.getByRole('heading', { level: 1, name: 'Search results' })).toBeInTheDocument();
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getByRole('link', { name: 'Beat me at FIFA 25' })).toBeInTheDocument();
    const [first] = asked();
    expect(first!.pathname).toBe('/api/challenges/search');
    expect(first!.searchParams.get('q')).toBe('fifa');
    expect(first!.searchParams.get('statuses')).toBe('active,pending_acceptance');
    // The plain list is not asked for.
    expect(asked().some((url) => url.pathname === '/api/challenges')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'FIFA league' })).toBeInTheDocument();
    expect(asked()[1]!.searchParams.get('cursor')).toBe('p2');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show finished' }));
    await waitFor(() => expect(asked().at(-1)!.searchParams.has('statuses')).toBe(false));
    expect(asked().at(-1)!.searchParams.get('q')).toBe('fifa');
  });

  it('an empty search offers every category and Show finished', async () => {
    serveSearch(() => listPage([]));
    renderWithProviders(<ChallengesRoute />, { path: '/challenges?q=zzqx' });
    expect(await screen.findByRole('heading', { name: 'No challenges match “zzqx”.' })).toBeInTheDocument();
    const categories = screen.getByRole('navigation', { name: 'Browse categories' });
    expect(within(categories).getAllByRole('link')).toHaveLength(CHALLENGE_CATEGORIES.length);
    expect(within(categories).getByRole('link', { name: 'Fitness' })).toHaveAttribute('href', '/category/fitness');
    expect(screen.getByRole('button', { name: 'Show finished' })).toBeInTheDocument();
  });

  it("shows the server's message when a search fails", async () => {
    serveSearch(() => ({ status: 429, body: { error: { code: 'rate_limited', message: 'Too many attempts. Please try again later.' } } }));
    renderWithProviders(<ChallengesRoute />, { path: '/challenges?q=fifa' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again later.');
  });
});
