import { screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { WalletShell } from '../components/wallet-page';
import { serveWallet } from '../testing/wallet-server';
import { WalletRoute } from './wallet';

vi.mock('../lib/wallet-toast', () => ({ walletToast: { error: vi.fn(), success: vi.fn() } }));

describe('My Wallet (spec §2 /wallet)', () => {
  // Withdraw, payout accounts and history are lazy chunks: loaded once here, so no test's wait includes their first import.
  beforeAll(() => Promise.all([import('../components/withdraw/withdraw-tokens'), import('../components/payout-accounts/payout-accounts'), import('../components/history/transaction-history')]));

  it("says 'Loading Wallet...' first, then shows the balance, withdrawable cash, region and every section", async () => {
    serveWallet();
    renderWithProviders(<WalletRoute />);
    expect(screen.getByText('Loading Wallet...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Wallet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');

    const balance = await screen.findByRole('region', { name: 'Current Balance' });
    expect(within(balance).getByText('1,200')).toBeInTheDocument();
    expect(within(balance).getByText('Withdrawable: 1,000')).toBeInTheDocument();
    expect(within(balance).getByText('Account Region')).toBeInTheDocument();
    expect(within(balance).getByText('Kenya')).toBeInTheDocument();
    expect(screen.queryByText('Loading Wallet...')).not.toBeInTheDocument();

    for (const name of ['Buy Tokens', 'Withdraw Tokens', 'Payout Accounts', 'Transaction History']) expect(await screen.findByRole('region', { name })).toBeInTheDocument();
    expect(await screen.findByText('Maximum redeemable tokens: 1,000')).toBeInTheDocument();
  });

  it('shows the balance and Buy Tokens first, then each section below in a commit of its own (short tasks on a slow phone)', async () => {
    serveWallet();
    const { container } = renderWithProviders(<WalletRoute />);
    const names = ['Current Balance', 'Buy Tokens', 'Withdraw Tokens', 'Payout Accounts', 'Transaction History'];
    // Which regions each batch of DOM changes (one per commit) brought: a section mounted with another shares its batch.
    const batches: string[][] = [];
    const seen = new Set<string>();
    const observer = new MutationObserver(() => {
      const added = names.filter((name) => !seen.has(name) && within(container).queryByRole('region', { name }));
      added.forEach((name) => seen.add(name));
      if (added.length) batches.push(added);
    });
    observer.observe(container, { childList: true, subtree: true });
    // The wallet's reads and four lazy chunks: a generous wait on a busy machine (nothing here is timed).
    await screen.findByRole('region', { name: 'Transaction History' }, { timeout: 10_000 });
    observer.disconnect();
    expect(batches).toEqual([['Current Balance', 'Buy Tokens'], ['Withdraw Tokens'], ['Payout Accounts'], ['Transaction History']]);
  });

  it('while loading, draws exactly its shell: the HTML the server sends before any script (app/route-shells.tsx)', () => {
    serveWallet();
    const { container } = renderWithProviders(<WalletRoute />, { path: '/wallet' });
    const prerendered = renderToStaticMarkup(
      <StaticRouter location="/wallet">
        <WalletShell />
      </StaticRouter>,
    );
    expect(container.innerHTML).toBe(prerendered);
  });

  it('gates withdrawals behind identity verification (KYC) with a link to the verification page', async () => {
    serveWallet({ profile: { kycStatus: 'unverified' } });
    renderWithProviders(<WalletRoute />);
    const withdraw = await screen.findByRole('region', { name: 'Withdraw Tokens' });
    expect(within(withdraw).getByText(/Identity verification is required before you can redeem tokens/)).toBeInTheDocument();
    expect(within(withdraw).getByRole('link', { name: 'Verify your identity' })).toHaveAttribute('href', '/verify-identity');
    expect(within(withdraw).queryByLabelText('Tokens to redeem')).not.toBeInTheDocument();
  });
});
