import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { serveWallet, testWallet, walletProfile } from '@/features/wallet/testing/wallet-server';
import { renderWithProviders } from '@/test/render';
import { AppRoutes } from './router';

/** A promise and the function that settles it. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('app routes', () => {
  // The page's chunk, compiled once up front: its first lazy import is slow on a loaded machine.
  beforeAll(
    () =>
      Promise.all([
        import('@/features/wallet/routes/wallet'),
        // …and its lazy sections (withdraw, payout accounts, history).
        import('@/features/wallet/components/withdraw/withdraw-tokens'),
        import('@/features/wallet/components/payout-accounts/payout-accounts'),
        import('@/features/wallet/components/history/transaction-history'),
      ]),
    30_000,
  );

  it("shows /wallet's shell (what the server prerenders) while the session and the page's code load, then the wallet", async () => {
    const session = gate();
    serveWallet({ routes: { 'GET /api/profile': async () => (await session.opened, { body: walletProfile }) } });
    renderWithProviders(<AppRoutes />, { path: '/wallet' });

    expect(screen.getByRole('heading', { level: 1, name: 'My Wallet' })).toBeInTheDocument();
    // The search box's live region is a status too; the wallet's shell is the one saying it loads.
    expect(screen.getByText(/^Loading Wallet/)).toHaveAttribute('role', 'status');
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();

    session.open();
    expect(await screen.findByRole('region', { name: 'Current Balance' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it("starts all of the wallet's reads once the session is known, not after the balance has arrived", async () => {
    const balance = gate();
    const { calls } = serveWallet({ routes: { 'GET /api/wallet': async () => (await balance.opened, { body: testWallet }) } });
    renderWithProviders(<AppRoutes />, { path: '/wallet' });

    for (const path of ['/api/wallet', '/api/wallet/bundles', '/api/config', '/api/wallet/payout-accounts', '/api/wallet/transactions']) {
      await waitFor(() => expect(calls('GET', path)).toHaveLength(1));
    }
    expect(screen.queryByRole('region', { name: 'Current Balance' })).not.toBeInTheDocument();
    balance.open();
    expect(await screen.findByRole('region', { name: 'Current Balance' })).toBeInTheDocument();
  });
});
