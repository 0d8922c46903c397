// 'Buy tokens' from an insufficient-tokens error sends people to /wallet?returnTo=…; after a completed
// purchase the payment status page takes them back there (lib/return-to.ts), never to another site.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { BuyTokens } from '../components/buy/buy-tokens';
import { serveWallet, transaction } from '../testing/wallet-server';
import { PaystackCallbackRoute } from './paystack-callback';

vi.mock('../lib/wallet-toast', () => ({ walletToast: { error: vi.fn(), success: vi.fn() } }));

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

function Where() {
  const { pathname, search } = useLocation();
  return <p>{`Now at ${pathname}${search}`}</p>;
}

function App() {
  return (
    <>
      <Routes>
        <Route path="/wallet" element={<BuyTokens />} />
        <Route path="/wallet/paystack-callback" element={<PaystackCallbackRoute />} />
        <Route path="*" element={<p>Another page</p>} />
      </Routes>
      <Where />
    </>
  );
}

const initiated = (reference: string) => ({ status: 201, body: { success: true, authorizationUrl: `https://checkout.paystack.com/${reference}`, reference, transactionId: '30000000-0000-4000-8000-000000000009' } });

async function buy100(path: string) {
  const user = userEvent.setup();
  const view = renderWithProviders(<App />, { path });
  await user.click(await screen.findByRole('radio', { name: /100 tokens/ }));
  await user.click(screen.getByRole('button', { name: 'Pay KES 350' }));
  await waitFor(() => expect(assign).toHaveBeenCalled());
  view.unmount();
}

/** Back from the checkout: the status page with fake timers, run past its 5 s countdown. */
async function returnFromCheckout(reference: string) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  renderWithProviders(<App />, { path: `/wallet/paystack-callback?trxref=${reference}&reference=${reference}` });
  for (let i = 0; i < 20; i += 1) {
    await act(async () => {
      await new Promise<void>((resolve) => setImmediate(resolve));
      vi.advanceTimersByTime(0);
    });
  }
  await act(async () => {
    vi.advanceTimersByTime(5000);
  });
  // The page after the redirect loads with real timers (findBy* waits on them).
  vi.useRealTimers();
}

describe("the way back after 'Buy tokens' (?returnTo=)", () => {
  it('a completed purchase goes back to the page that sent the person to buy', async () => {
    serveWallet({
      routes: {
        'POST /api/wallet/payments': () => initiated('RT1'),
        'GET /api/wallet/payments/RT1': () => ({ body: transaction({ reference: 'RT1', status: 'completed' }) }),
      },
    });
    await buy100('/wallet?returnTo=%2Fchallenges%2Fc1');
    expect(assign).toHaveBeenCalledWith('https://checkout.paystack.com/RT1');
    await returnFromCheckout('RT1');
    expect(screen.getByText('Now at /challenges/c1')).toBeInTheDocument();
    expect(screen.getByText('Another page')).toBeInTheDocument();
  });

  it('a failed purchase goes to /wallet, still carrying the way back for another try', async () => {
    serveWallet({
      routes: {
        'POST /api/wallet/payments': () => initiated('RT2'),
        'GET /api/wallet/payments/RT2': () => ({ body: transaction({ reference: 'RT2', status: 'failed', errorMessage: 'Declined' }) }),
      },
    });
    await buy100('/wallet?returnTo=%2Fchallenges%2Finvite%2Fc2');
    await returnFromCheckout('RT2');
    expect(screen.getByText('Now at /wallet?returnTo=%2Fchallenges%2Finvite%2Fc2')).toBeInTheDocument();
    expect(sessionStorage.getItem('changamoto:return-to:RT2')).toBe('/challenges/invite/c2');
  });

  it.each([['//evil.com'], ['https://evil.com/steal'], ['/\\evil.com'], ['javascript:alert(1)']])('refuses returnTo=%s: a completed purchase lands on /wallet', async (returnTo) => {
    serveWallet({
      routes: {
        'POST /api/wallet/payments': () => initiated('RT3'),
        'GET /api/wallet/payments/RT3': () => ({ body: transaction({ reference: 'RT3', status: 'completed' }) }),
      },
    });
    await buy100(`/wallet?returnTo=${encodeURIComponent(returnTo)}`);
    expect(sessionStorage.length).toBe(0);
    await returnFromCheckout('RT3');
    expect(screen.getByText('Now at /wallet')).toBeInTheDocument();
  });

  it('without returnTo a completed purchase lands on /wallet as before', async () => {
    serveWallet({
      routes: {
        'POST /api/wallet/payments': () => initiated('RT4'),
        'GET /api/wallet/payments/RT4': () => ({ body: transaction({ reference: 'RT4', status: 'completed' }) }),
      },
    });
    await buy100('/wallet');
    await returnFromCheckout('RT4');
    expect(screen.getByText('Now at /wallet')).toBeInTheDocument();
  });
});
