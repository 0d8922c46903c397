import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { challengeItem, challengeItems } from '@/components/challenge-card/test-fixture';
import { renderWithProviders } from '@/test/render';
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
});
