import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { serveWallet, testWallet, walletProfile } from '@/features/wallet/testing/wallet-server';
import { AuthModalProvider } from '@/lib/auth-modal';
import { renderWithProviders } from '@/test/render';
import { AppRoutes, loadFirstPage } from './router';

/** A promise and the function that settles it. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('loadFirstPage (decision 047)', () => {
  it("loads the module of the page the path opens, the not-found page's for an unknown path", async () => {
    await expect(loadFirstPage('/')).resolves.toBe(await import('@/features/home/routes/home'));
    await expect(loadFirstPage('/challenges/6f1c2a70-0000-4000-8000-000000000001')).resolves.toBe(await import('@/features/challenge-detail/routes/challenge-detail'));
    await expect(loadFirstPage('/wallet')).resolves.toBe(await import('@/features/wallet/routes/wallet'));
    await expect(loadFirstPage('/no/such/page')).resolves.toBe(await import('./routes/not-found'));
  }, 30_000);

  // As main.tsx renders: a transition on React's own scheduler (not act(), whose synchronous flush
  // never gives a suspended lazy page the tick a browser gives it). Every state the DOM goes through is recorded.
  async function firstRender(path: string, loadFirst: boolean) {
    const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
    scope.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    const states: string[] = [];
    const observer = new MutationObserver(() => states.push(container.textContent ?? ''));
    try {
      if (loadFirst) await loadFirstPage(path);
      observer.observe(container, { childList: true, subtree: true, characterData: true });
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      startTransition(() =>
        root.render(
          <QueryClientProvider client={client}>
            <AuthModalProvider>
              <MemoryRouter initialEntries={[path]}>
                <AppRoutes />
              </MemoryRouter>
            </AuthModalProvider>
          </QueryClientProvider>,
        ),
      );
      await waitFor(() => expect(within(container).getByRole('heading', { level: 1 })).toBeInTheDocument(), { timeout: 10_000 });
      return states;
    } finally {
      observer.disconnect();
      root.unmount();
      container.remove();
      scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  }

  it("lets the app's first render draw the page itself, never the route's Loading… fallback", async () => {
    const states = await firstRender('/careers', true);
    expect(states.length).toBeGreaterThan(0);
    expect(states.filter((text) => text.includes('Loading…'))).toEqual([]);
  }, 30_000);

  it('without it, the same render commits Loading… first (what the test above guards against)', async () => {
    const states = await firstRender('/blog', false);
    expect(states.some((text) => text.includes('Loading…'))).toBe(true);
  }, 30_000);
});

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
