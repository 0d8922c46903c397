import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { challengeItem } from '@/components/challenge-card/test-fixture';
import { renderWithProviders } from '@/test/render';
import { listPage, serveChallenges } from '../testing/challenges-server';
import { CategoryRoute } from './category';

const renderCategory = (name: string) => renderWithProviders(<CategoryRoute />, { path: `/category/${name}`, routePath: '/category/:categoryName' });
const filters = () => screen.getByRole('group', { name: 'Filter by type' });

describe('/category/{categoryName} (spec §2, DOMAIN.md §4 Lists)', () => {
  it.each([
    ['trending', 'Trending', { sort: 'trending', type: null, category: null }],
    ['new', 'New', { sort: 'new', type: null, category: null }],
    ['solo', 'Solo', { sort: 'new', type: 'solo', category: null }],
    ['fitness', 'Fitness', { sort: 'new', type: null, category: 'fitness' }],
  ])('/category/%s is titled %s and asks for %o', async (name, title, expected) => {
    const { listQueries } = serveChallenges(() => listPage([challengeItem()]));
    renderCategory(name);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await screen.findByRole('article');
    const [query] = listQueries();
    expect({ sort: query!.get('sort'), type: query!.get('type'), category: query!.get('category') }).toEqual(expected);
    expect(query!.get('limit')).toBe('20');
  });

  it("leads with open challenges (issue #16 §3): open ones only, open first, until 'Show finished' asks for the rest after them", async () => {
    const { listQueries } = serveChallenges(() => listPage([challengeItem()]));
    renderCategory('fitness');
    await screen.findByRole('article');
    expect(listQueries()[0]!.get('openFirst')).toBe('true');
    expect(listQueries()[0]!.get('statuses')).toBe('active,pending_acceptance');
    const showFinished = screen.getByRole('checkbox', { name: 'Show finished' });
    expect(showFinished).not.toBeChecked();
    await userEvent.click(showFinished);
    await waitFor(() => expect(listQueries()).toHaveLength(2));
    expect(listQueries()[1]!.get('openFirst')).toBe('true');
    expect(listQueries()[1]!.has('statuses')).toBe(false);
    expect(listQueries()[1]!.get('category')).toBe('fitness');
    expect(screen.getByRole('checkbox', { name: 'Show finished' })).toBeChecked();
  });

  it('trending ranks by tokens staked among the open challenges (no open-first order to add); Show finished adds the rest', async () => {
    const { listQueries } = serveChallenges(() => listPage([challengeItem()]));
    renderCategory('trending');
    await screen.findByRole('article');
    expect(listQueries()[0]!.has('openFirst')).toBe(false);
    expect(listQueries()[0]!.get('statuses')).toBe('active,pending_acceptance');
  });

  it('filters All / Solo / Two Player / Public by type, on top of the category', async () => {
    const { listQueries } = serveChallenges(() => listPage([challengeItem()]));
    renderCategory('gaming');
    await screen.findByRole('article');
    expect(within(filters()).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(filters()).getByRole('button', { name: 'Two Player' }));
    await waitFor(() => expect(listQueries()).toHaveLength(2));
    expect(listQueries()[1]!.get('type')).toBe('two_player');
    expect(listQueries()[1]!.get('category')).toBe('gaming');
    expect(within(filters()).getByRole('button', { name: 'Two Player' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(filters()).getByRole('button', { name: 'Public' }));
    await waitFor(() => expect(listQueries()).toHaveLength(3));
    expect(listQueries()[2]!.get('type')).toBe('public');
  });

  it('on /category/solo the type is fixed: no filter to change it', async () => {
    serveChallenges(() => listPage([challengeItem()]));
    renderCategory('solo');
    await screen.findByRole('article');
    expect(screen.queryByRole('group', { name: 'Filter by type' })).toBeNull();
  });

  it("empty with a filter: 'Show All' clears the filter and 'View All Categories' links to /challenges", async () => {
    const { listQueries } = serveChallenges((query) => (query.get('type') === 'public' ? listPage([]) : listPage([challengeItem({ title: 'Pushups for a week' })])));
    renderCategory('fitness');
    await screen.findByRole('article');
    await userEvent.click(within(filters()).getByRole('button', { name: 'Public' }));

    expect(await screen.findByRole('heading', { name: 'No challenges found.' })).toBeInTheDocument();
    expect(screen.getByText('There are no Public challenges in Fitness yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Categories' })).toHaveAttribute('href', '/challenges');

    await userEvent.click(screen.getByRole('button', { name: 'Show All' }));
    expect(await screen.findByRole('link', { name: 'Pushups for a week' })).toBeInTheDocument();
    expect(within(filters()).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    // The unfiltered page was cached (spec §7: lists 5 min), so no third request.
    expect(listQueries().map((query) => query.get('type'))).toEqual([null, 'public']);
  });

  it("empty without a filter: only 'View All Categories' (there is nothing to show all of)", async () => {
    serveChallenges(() => listPage([]));
    renderCategory('cooking');
    expect(await screen.findByText('There are no challenges in Cooking yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Categories' })).toHaveAttribute('href', '/challenges');
    expect(screen.queryByRole('button', { name: 'Show All' })).toBeNull();
  });

  it("on failure shows 'Error Loading Challenges' with 'Could not fetch challenges for {category}.'", async () => {
    serveChallenges(() => ({ status: 500, body: null }));
    renderCategory('fitness');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Challenges' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Could not fetch challenges for fitness.');
  });
});
