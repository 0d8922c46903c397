// The dashboard in Kiswahili (issue #20 §1): the catalog is wired, so a broken key or a lost lazy
// Kiswahili chunk fails here.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { rewardsStatus } from '@/test/rewards';
import { serveDashboard } from '../testing/dashboard-server';
import { DashboardRoute } from './dashboard';

afterEach(async () => {
  await activateLocale('en');
});

describe('dashboard in Kiswahili', () => {
  it('reads the header, the daily bonus, the stat cards and the sections in Kiswahili', async () => {
    serveDashboard({ unread: 2, rewards: rewardsStatus({ dailyBonus: { available: true } }) });
    await activateLocale('sw');
    renderWithProviders(<DashboardRoute />);
    const account = await screen.findByRole('region', { name: 'Akaunti yako' });
    expect(await within(account).findByRole('link', { name: 'Arifa 2 mpya' })).toHaveAttribute('href', '/notifications');
    expect(within(account).getByRole('link', { name: 'Ongeza/Toa tokeni' })).toHaveAttribute('href', '/wallet');
    expect(await screen.findByRole('heading', { name: 'Bonasi yako ya kila siku iko tayari!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chukua tokeni 5 za bonasi' })).toBeInTheDocument();
    expect(screen.getByText('Salio la tokeni')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Vitendo vya haraka' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Changamoto zinazoendelea' })).toBeInTheDocument();
    expect(screen.queryByText('Quick Actions')).toBeNull();
  });
});
