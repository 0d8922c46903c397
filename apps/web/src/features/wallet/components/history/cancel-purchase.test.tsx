// 'Cancel purchase' on a pending purchase in the history (issue #24 item 6).
import { WALLET_MESSAGES } from '@changamoto/shared/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { serveWallet, transaction } from '../../testing/wallet-server';
import { TransactionHistory } from './transaction-history';

const walletToast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('../../lib/wallet-toast', () => ({ walletToast }));
beforeEach(() => {
  walletToast.error.mockReset();
  walletToast.success.mockReset();
});

const pending = transaction({ id: '30000000-0000-4000-8000-0000000000ee', type: 'paystack_topup', status: 'pending', amountTokens: 100, amountCurrency: 100, reference: 'chg-pending-1' });
const done = transaction({ id: '30000000-0000-4000-8000-0000000000ff', status: 'completed', reference: 'chg-done-1' });

describe('cancel a pending purchase from the history', () => {
  it('offers it only on a pending purchase; cancelling posts its reference, toasts the answer and re-reads the history', async () => {
    const user = userEvent.setup({ delay: null });
    let list = [pending, done];
    const { calls } = serveWallet({
      routes: {
        'GET /api/wallet/transactions': () => ({ body: { transactions: list } }),
        'POST /api/wallet/payments/chg-pending-1/cancel': () => {
          const cancelled = { ...pending, status: 'cancelled' as const, errorMessage: WALLET_MESSAGES.cancelledByYou };
          list = [cancelled, done];
          return { body: { success: true, message: WALLET_MESSAGES.cancelled, transaction: cancelled } };
        },
      },
    });
    renderWithProviders(<TransactionHistory />);
    const [first, second] = (await screen.findAllByRole('listitem')) as [HTMLElement, HTMLElement];
    expect(within(second).queryByRole('button', { name: /Cancel/ })).toBeNull();
    await user.click(within(first).getByRole('button', { name: 'Cancel the KES 100 purchase' }));
    await waitFor(() => expect(walletToast.success).toHaveBeenCalledWith(WALLET_MESSAGES.cancelled));
    expect(calls('POST', '/api/wallet/payments/chg-pending-1/cancel')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel the KES 100 purchase' })).toBeNull());
  });

  it('toasts the answer even when the button is gone by the time it arrives (the history re-read first)', async () => {
    const user = userEvent.setup({ delay: null });
    let answer!: () => void;
    serveWallet({
      routes: {
        'GET /api/wallet/transactions': () => ({ body: { transactions: [pending] } }),
        'POST /api/wallet/payments/chg-pending-1/cancel': () =>
          new Promise((resolve) => {
            answer = () => resolve({ body: { success: true, message: WALLET_MESSAGES.cancelled, transaction: { ...pending, status: 'cancelled' } } });
          }),
      },
    });
    const { unmount } = renderWithProviders(<TransactionHistory />);
    await user.click(await screen.findByRole('button', { name: 'Cancel the KES 100 purchase' }));
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    unmount();
    answer();
    await waitFor(() => expect(walletToast.success).toHaveBeenCalledWith(WALLET_MESSAGES.cancelled));
  });

  it('shows the server’s reason when it cannot cancel (Paystack could not be asked)', async () => {
    const user = userEvent.setup({ delay: null });
    serveWallet({
      routes: {
        'GET /api/wallet/transactions': () => ({ body: { transactions: [pending] } }),
        'POST /api/wallet/payments/chg-pending-1/cancel': () => ({ status: 502, body: { error: { code: 'internal_error', message: WALLET_MESSAGES.cancelCheckFailed } } }),
      },
    });
    renderWithProviders(<TransactionHistory />);
    await user.click(await screen.findByRole('button', { name: 'Cancel the KES 100 purchase' }));
    await waitFor(() => expect(walletToast.error).toHaveBeenCalledWith(WALLET_MESSAGES.cancelCheckFailed));
  });
});
