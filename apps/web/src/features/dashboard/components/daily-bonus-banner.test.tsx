// issue #24 item 11: a person whose balance is frozen is not offered 'Claim 5 Bonus Tokens' (the claim
// would fail); the account banner says why.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { serveDashboard } from '../testing/dashboard-server';
import { DashboardRoute } from '../routes/dashboard';

describe('daily bonus banner and a frozen balance (issue #24 item 11)', () => {
  it('is not offered while the balance is frozen, though today’s bonus is open', async () => {
    serveDashboard({ profile: { balanceFrozen: true } });
    const { queryClient } = renderWithProviders(<DashboardRoute />);
    await screen.findByRole('region', { name: 'Your account' });
    await waitFor(() => expect(queryClient.getQueryState(['rewards'])?.status).toBe('success'));
    expect(screen.queryByRole('region', { name: 'Your daily bonus is ready!' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim 5 Bonus Tokens' })).not.toBeInTheDocument();
  });
});
