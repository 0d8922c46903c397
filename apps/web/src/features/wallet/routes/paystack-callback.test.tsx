import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { serveWallet, transaction } from '../testing/wallet-server';
import { PaystackCallbackRoute } from './paystack-callback';

afterEach(() => vi.useRealTimers());

function App() {
  return (
    <Routes>
      <Route path="/wallet/paystack-callback" element={<PaystackCallbackRoute />} />
      <Route path="/wallet" element={<p>Wallet page</p>} />
    </Routes>
  );
}

/** Lets fetches resolve (real I/O) and runs due 0 ms timers (React Query's notify batching) without moving the fake clock. */
const settle = () =>
  act(async () => {
    await new Promise<void>((resolve) => setImmediate(resolve));
    vi.advanceTimersByTime(0);
  });
async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
  for (let i = 0; i < 5; i += 1) await settle();
}
/** Settles (without moving the fake clock) until `check` passes. */
async function settleUntil(check: () => void) {
  for (let i = 0; ; i += 1) {
    try {
      check();
      return;
    } catch (error) {
      if (i > 50) throw error;
      await settle();
    }
  }
}

describe('payment callback (spec §2 /wallet/paystack-callback)', () => {
  it('shows the reference, polls the payment every 2 s until it completes and goes to /wallet after 5 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const statuses = ['pending', 'pending', 'completed'] as const;
    let polls = 0;
    const server = serveWallet({
      routes: { 'GET /api/wallet/payments/T123': () => ({ body: transaction({ reference: 'T123', status: statuses[Math.min(polls++, 2)]! }) }) },
    });
    renderWithProviders(<App />, { path: '/wallet/paystack-callback?trxref=T123&reference=T123' });
    expect(screen.getByText('Payment initiated for transaction T123. Awaiting confirmation...')).toBeInTheDocument();
    expect(screen.getByText('Redirecting in 5 seconds...')).toBeInTheDocument();
    await settleUntil(() => expect(server.calls('GET', '/api/wallet/payments/T123')).toHaveLength(1));
    await advance(2000);
    await settleUntil(() => expect(server.calls('GET', '/api/wallet/payments/T123')).toHaveLength(2));
    expect(screen.queryByText(/Payment completed!/)).not.toBeInTheDocument();
    expect(screen.getByText('Redirecting in 3 seconds...')).toBeInTheDocument();
    await advance(2000);
    await settleUntil(() => expect(screen.getByText('Payment completed! 100 tokens have been added to your wallet.')).toBeInTheDocument());
    // One state at a time: the awaiting line gives way to the outcome.
    expect(screen.queryByText(/Awaiting confirmation/)).not.toBeInTheDocument();
    expect(screen.getByText('Redirecting in 1 second...')).toBeInTheDocument();
    expect(server.calls('GET', '/api/wallet/payments/T123')).toHaveLength(3);
    expect(screen.queryByText('Wallet page')).not.toBeInTheDocument();
    await advance(1000);
    expect(screen.getByText('Wallet page')).toBeInTheDocument();
    // Settled: no more polling.
    expect(server.calls('GET', '/api/wallet/payments/T123')).toHaveLength(3);
  });

  it('shows a failed payment with its reason', async () => {
    serveWallet({ routes: { 'GET /api/wallet/payments/T9': () => ({ body: transaction({ reference: 'T9', status: 'failed', errorMessage: 'Declined by issuer' }) }) } });
    renderWithProviders(<App />, { path: '/wallet/paystack-callback?reference=T9' });
    expect(await screen.findByText('Payment failed: Declined by issuer')).toBeInTheDocument();
    expect(screen.queryByText(/Awaiting confirmation/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Payment completed!/)).not.toBeInTheDocument();
  });

  it('without a reference says so and still goes to /wallet after 5 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const server = serveWallet();
    renderWithProviders(<App />, { path: '/wallet/paystack-callback' });
    expect(screen.getByText('Missing payment reference. Redirecting to your wallet...')).toBeInTheDocument();
    await advance(4999);
    expect(screen.queryByText('Wallet page')).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByText('Wallet page')).toBeInTheDocument();
    expect(server.spy.mock.calls.filter(([input]) => String(input).includes('/payments/'))).toHaveLength(0);
  });

  it('signed out: shows the text, never asks for the payment, and still redirects', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const server = serveWallet({ profile: null });
    renderWithProviders(<App />, { path: '/wallet/paystack-callback?trxref=T55' });
    expect(screen.getByText('Payment initiated for transaction T55. Awaiting confirmation...')).toBeInTheDocument();
    await advance(2000);
    expect(screen.getByText('Redirecting in 3 seconds...')).toBeInTheDocument();
    expect(screen.getByText('Payment initiated for transaction T55. Awaiting confirmation...')).toBeInTheDocument();
    await advance(3000);
    expect(screen.getByText('Wallet page')).toBeInTheDocument();
    expect(server.calls('GET', '/api/profile').length).toBeGreaterThan(0);
    expect(server.calls('GET', '/api/wallet/payments/T55')).toHaveLength(0);
  });
});
