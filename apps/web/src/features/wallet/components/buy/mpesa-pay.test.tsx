// 'Pay with M-Pesa' (issue #19 §1): the number (the verified phone by default), the request with an
// Idempotency-Key, the waiting state with the amount, then the credit or the reason with a retry.
import { MPESA_MESSAGES, PHONE_MESSAGES } from '@changamoto/shared/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { serveWallet, testBundles, transaction } from '../../testing/wallet-server';
import { BuyTokens } from './buy-tokens';

const walletToast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('../../lib/wallet-toast', () => ({ walletToast }));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const started = (status: 'pending' | 'failed' = 'pending', message: string = MPESA_MESSAGES.checkPhone) => ({
  status: 201,
  body: { success: true, reference: 'chg-stk-1', transactionId: '30000000-0000-4000-8000-000000000010', status, phone: '+254712345678', amountKes: 350, tokens: 100, message },
});

beforeEach(() => {
  walletToast.error.mockReset();
});

describe('Pay with M-Pesa', () => {
  it('charges the verified phone by default, shows the prompt’s amount, then the credit', async () => {
    let paid = false;
    const server = serveWallet({
      profile: { phone: '+254712345678' },
      routes: {
        'POST /api/wallet/mpesa-payments': () => started(),
        'GET /api/wallet/payments/chg-stk-1': () => ({ body: transaction({ reference: 'chg-stk-1', status: paid ? 'completed' : 'pending' }) }),
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<BuyTokens />);
    await user.click(await screen.findByRole('radio', { name: /100 tokens/ }));
    expect(await screen.findByLabelText('M-Pesa number')).toHaveValue('0712 345 678');
    await user.click(screen.getByRole('button', { name: 'Pay with M-Pesa' }));

    expect(await screen.findByRole('heading', { name: MPESA_MESSAGES.checkPhone })).toHaveFocus();
    expect(screen.getByText(/KES 350 for 100 tokens, sent to/)).toBeInTheDocument();
    const [call] = server.calls('POST', '/api/wallet/mpesa-payments');
    expect(call!.body).toEqual({ bundleId: testBundles[2]!.id, phone: '+254712345678' });
    expect(call!.headers.get('Idempotency-Key')).toMatch(UUID);

    paid = true;
    expect(await screen.findByText('Payment received. 100 tokens were added to your wallet.', {}, { timeout: 5000 })).toBeVisible();
  });

  it('checks an edited number with the spec’s phone rules before asking the server', async () => {
    const server = serveWallet({ profile: { phone: null } });
    const user = userEvent.setup();
    renderWithProviders(<BuyTokens />);
    await user.click(await screen.findByRole('radio', { name: /100 tokens/ }));
    const field = screen.getByLabelText('M-Pesa number');
    expect(field).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Pay with M-Pesa' }));
    expect(await screen.findByText('Enter the M-Pesa number to charge.')).toBeVisible();
    await user.type(field, '0812345678');
    await user.click(screen.getByRole('button', { name: 'Pay with M-Pesa' }));
    expect(await screen.findByText(PHONE_MESSAGES.format)).toBeVisible();
    expect(server.calls('POST', '/api/wallet/mpesa-payments')).toHaveLength(0);
  });

  it('a declined prompt says so and Try again sends a new request with a new key', async () => {
    const server = serveWallet({
      profile: { phone: '+254712345678' },
      routes: {
        'POST /api/wallet/mpesa-payments': () => started(),
        'GET /api/wallet/payments/chg-stk-1': () => ({ body: transaction({ reference: 'chg-stk-1', status: 'failed', errorMessage: MPESA_MESSAGES.declined }) }),
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<BuyTokens />);
    await user.click(await screen.findByRole('radio', { name: /100 tokens/ }));
    await user.click(await screen.findByRole('button', { name: 'Pay with M-Pesa' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MPESA_MESSAGES.declined);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(await screen.findByRole('button', { name: 'Pay with M-Pesa' }));
    await waitFor(() => expect(server.calls('POST', '/api/wallet/mpesa-payments')).toHaveLength(2));
    const [first, second] = server.calls('POST', '/api/wallet/mpesa-payments');
    expect(first!.headers.get('Idempotency-Key')).not.toBe(second!.headers.get('Idempotency-Key'));
  });

  it('a charge refused at once shows its reason with a retry', async () => {
    serveWallet({ profile: { phone: '+254712345678' }, routes: { 'POST /api/wallet/mpesa-payments': () => started('failed', MPESA_MESSAGES.insufficientFunds) } });
    const user = userEvent.setup();
    renderWithProviders(<BuyTokens />);
    await user.click(await screen.findByRole('radio', { name: /100 tokens/ }));
    await user.click(await screen.findByRole('button', { name: 'Pay with M-Pesa' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MPESA_MESSAGES.insufficientFunds);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
