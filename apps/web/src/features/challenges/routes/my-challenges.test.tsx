import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { challengeItem } from '@/components/challenge-card/test-fixture';
import { renderWithProviders } from '@/test/render';
import { listPage, me, serveChallenges } from '../testing/challenges-server';
import { MyChallengesRoute } from './my-challenges';

const renderPage = () => renderWithProviders(<MyChallengesRoute />, { path: '/my-challenges' });

describe('/my-challenges (spec §2 My challenges)', () => {
  it("'Created By Me' lists challenges whose creator is me, titled 'My Challenges'", async () => {
    const { listQueries } = serveChallenges(() => listPage([challengeItem({ title: 'My pushup streak' })]));
    renderPage();
    expect(await screen.findByRole('link', { name: 'My pushup streak' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Challenges' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Created By Me' })).toHaveAttribute('aria-selected', 'true');
    const [query] = listQueries();
    expect(query!.get('creatorId')).toBe(me.id);
    expect(query!.has('involvedUserId')).toBe(false);
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Create New Challenge' })).toHaveAttribute('href', '/challenges/new');
  });

  it("'Challenge Invites & Participation' lists challenges I am involved in, titled 'Challenges I'm Participating In'", async () => {
    const { listQueries } = serveChallenges((query) => listPage([challengeItem({ title: query.has('involvedUserId') ? 'FIFA rematch' : 'My pushup streak', type: 'two_player', status: 'pending_acceptance' })]));
    renderPage();
    await screen.findByRole('link', { name: 'My pushup streak' });
    await userEvent.click(screen.getByRole('tab', { name: 'Challenge Invites & Participation' }));

    expect(await screen.findByRole('link', { name: 'FIFA rematch' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: "Challenges I'm Participating In" })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Challenge Invites & Participation' })).toHaveAttribute('aria-selected', 'true');
    const query = listQueries().at(-1)!;
    expect(query.get('involvedUserId')).toBe(me.id);
    expect(query.has('creatorId')).toBe(false);
  });

  it('shows an empty state on each tab', async () => {
    serveChallenges(() => listPage([]));
    renderPage();
    expect(await screen.findByRole('heading', { name: "You haven't created any challenges yet." })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Challenge Invites & Participation' }));
    expect(await screen.findByRole('heading', { name: "You aren't participating in any challenges yet." })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Challenges' })).toHaveAttribute('href', '/challenges');
  });

  it("shows each tab's fallback error: 'Could not fetch user challenges.' / \"Could not fetch user's involved challenges.\"", async () => {
    serveChallenges(() => ({ status: 500, body: null }));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not fetch user challenges.');
    await userEvent.click(screen.getByRole('tab', { name: 'Challenge Invites & Participation' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent("Could not fetch user's involved challenges."));
    expect(within(screen.getByRole('alert')).getByRole('heading', { name: 'Error Loading Challenges' })).toBeInTheDocument();
  });
});
