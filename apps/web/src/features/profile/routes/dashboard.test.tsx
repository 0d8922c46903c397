import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { serveProfile } from '../testing/profile-server';
import { DashboardRoute } from './dashboard';

describe('dashboard (spec §2 Dashboard)', () => {
  it('shows the avatar, username, join date, the three buttons and the token balance', async () => {
    serveProfile({ tokens: 350 });
    renderWithProviders(<DashboardRoute />);
    const account = await screen.findByRole('region', { name: 'Your account' });
    expect(within(account).getByRole('heading', { name: 'wanjiku' })).toBeInTheDocument();
    expect(within(account).getByText('Member since 3 March 2026')).toBeInTheDocument();
    expect(within(account).getByText('W')).toBeInTheDocument();
    expect(within(account).getByRole('link', { name: 'Add/Withdraw Tokens' })).toHaveAttribute('href', '/wallet');
    expect(within(account).getByRole('link', { name: 'My Challenges' })).toHaveAttribute('href', '/my-challenges');
    expect(within(account).getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByText('Token Balance')).toBeInTheDocument();
    expect(screen.getByText('350 Tokens')).toBeInTheDocument();
  });

  it('names a person without a username by e-mail', async () => {
    serveProfile({ username: null });
    renderWithProviders(<DashboardRoute />);
    expect(await screen.findByRole('heading', { name: 'mary@example.com' })).toBeInTheDocument();
  });
});
