import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOM_BUNDLE_ID, FROZEN_BANNER } from '@changamoto/shared/domain';
import { renderWithProviders } from '@/test/render';
import { serverError, serveWallet, testBundles } from '../../testing/wallet-server';
import { BuyTokens } from './buy-tokens';

const walletToast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('../../lib/wallet-toast', () => ({ walletToast }));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  walletToast.error.mockReset();
  walletToast.success.mockReset();
  assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
});

describe('Buy Tokens (spec §2/§4/§5 Buy)', () => {
  it('shows the summary and Pay KES 350 for the 100-token bundle, sends initiatePayment with an Idempotency-Key and goes to Paystack', async () => {
    const server = serveWallet({
      routes: { 'POST /api/wallet/payments': () => ({ status: 201, body: { success: true, authorizationUrl: 'https://checkout.paystack.com/abc', reference: 'R1', transactionId: '30000000-0000-4000-8000-000000000009' } }) },
    });
    const user = userEvent.setup();
    renderWithProviders(<BuyTokens />);

    expect(await screen.findByRole('radio', { name: /100 tokens/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select a Bundle' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /100 tokens/ }));
    expect(screen.getByText('You are purchasing 100 tokens for KES 350')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay KES 350' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.paystack.com/abc'));
    const [call] = server.calls('POST', '/api/wallet/payments');
    expect(call!.body).toEqual({ bundleId: testBundles[2]!.id });
    expect(call!.headers.get('Idempotency-Key')).toMatch(UUID);
  });

  it('a phone-only account (no e-mail) is asked for a receipt e-mail, which goes with the purchase (issue #24 item 1)', async () => {
    const server = serveWallet({
      profile: { email: null, phone: '+254712345681' },
      routes: { 'POST /api/wallet/payments': () => ({ status: 201, body: { success: true, authorizationUrl: 'https://checkout.paystack.com/abc', reference: 'R1', transactionId: '30000000-0000-4000-8000-000000000009' } }) },
    });
    const user = userEvent.setup();
    renderWithProviders(<BuyTokens />);
    await user.click(await screen.findByRole('radio', { name: /100 tokens/ }));
    const field = await screen.findByLabelText('Email for your payment receipt');
    await user.click(screen.getByRole('button', { name: 'Pay KES 350' }));
    expect(await screen.findByText('Enter your e-mail address for the payment receipt.')).toBeVisible();
    await user.type(field, 'someone@phone.changamoto.invalid');
    await user.click(screen.getByRole('button', { name: 'Pay KES 350' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeVisible();
    expect(server.calls('POST', '/api/wallet/payments')).toHaveLength(0);
    await user.clear(field);
    await user.type(field, 'receipts@example.co.ke');
    await user.click(screen.getByRole('button', { name: 'Pay KES 350' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.paystack.com/abc'));
    expect(server.calls('POST', '/api/wallet/payments')[0]!.body).toEqual({ bundleId: testBundles[2]!.id, payerEmail: 'receipts@example.co.ke' });
  });

  it('on a break, the form says so and Pay stays disabled before the person tries (issue #24 item 11)', async () => {
    const message = 'You are taking a break until 1 December 2026, 10:00. Buying tokens is paused until then.';
    const server = serveWallet({ profile: { activeExclusion: { kind: 'break_24h', startsAt: '2026-11-30T10:00:00.000Z', endsAt: '2026-12-01T10:00:00.000Z', message } } });
    const user = userEvent.setup();
    renderWithProviders(<BuyTokens />);
    await user.click(await screen.findByRole('radio', { name: /100 tokens/ }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay KES 350' })).toBeDisabled();
    expect(server.calls('POST', '/api/wallet/payments')).toHaveLength(0);
  });

  it('with a frozen balance, the form says so and Pay stays disabled (issue #24 item 11)', async () => {
    serveWallet({ profile: { balanceFrozen: true } });
    const user = userEvent.setup();
    renderWithProviders(<BuyTokens />);
    await user.click(await screen.findByRole('radio', { name: /100 tokens/ }));
    expect(await screen.findByText(FROZEN_BANNER)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay KES 350' })).toBeDisabled();
  });

  it('an account with an e-mail is not asked for one', async () => {
    serveWallet();
    renderWithProviders(<BuyTokens />);
    await screen.findByRole('radio', { name: /100 tokens/ });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByLabelText('Email for your payment receipt')).not.toBeInTheDocument();
  });

  it('retrying the same failed purchase reuses its Idempotency-Key; another bundle is a new action with a new key', async () => {
    const server = serveWallet({ routes: { 'POST /api/wallet/payments': () => serverError('Payment initiation failed on server.', 502) } });
    const user = userEvent.setup();
    renderWithProviders(<BuyTokens />);
    await user.click(await screen.findByRole('radio', { name: /50 tokens/ }));
    await user.click(screen.getByRole('button', { name: 'Pay KES 180' }));
    await waitFor(() => expect(walletToast.error).toHaveBeenCalledWith('Payment initiation failed on server.'));
    await user.click(screen.getByRole('button', { name: 'Pay KES 180' }));
    await waitFor(() => expect(server.calls('POST', '/api/wallet/payments')).toHaveLength(2));
    await user.click(screen.getByRole('radio', { name: /25 tokens/ }));
    await user.click(screen.getByRole('button', { name: 'Pay KES 99' }));
    await waitFor(() => expect(server.calls('POST', '/api/wallet/payments')).toHaveLength(3));

    const keys = server.calls('POST', '/api/wallet/payments').map((c) => c.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('a purchase refused by a deposit limit or a break keeps the server’s message on the form', async () => {
    const message = 'This purchase would exceed your daily deposit limit of KES 500 (any 24 hours). You can deposit KES 120 more right now.';
    serveWallet({ routes: { 'POST /api/wallet/payments': () => ({ status: 409, body: { error: { code: 'conflict', message } } }) } });
    const user = userEvent.setup();
    renderWithProviders(<BuyTokens />);
    await user.click(await screen.findByRole('radio', { name: /100 tokens/ }));
    await user.click(screen.getByRole('button', { name: 'Pay KES 350' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(walletToast.error).toHaveBeenCalledWith(message);
  });

  it('falls back to the spec message when the server gives none', async () => {
    serveWallet({ routes: { 'POST /api/wallet/payments': () => ({ status: 502, body: 'Bad gateway' }) } });
    const user = userEvent.setup();
    renderWithProviders(<BuyTokens />);
    await user.click(await screen.findByRole('radio', { name: /25 tokens/ }));
    await user.click(screen.getByRole('button', { name: 'Pay KES 99' }));
    await waitFor(() => expect(walletToast.error).toHaveBeenCalledWith('Failed to initiate payment. Please try again.'));
  });

  it('custom amount: below KES 10 shows the message; KES 250 buys 250 tokens with the custom bundle id', async () => {
    const server = serveWallet({
      routes: { 'POST /api/wallet/payments': () => ({ status: 201, body: { success: true, authorizationUrl: 'https://checkout.paystack.com/c', reference: 'R2', transactionId: '30000000-0000-4000-8000-000000000008' } }) },
    });
    const user = userEvent.setup();
    renderWithProviders(<BuyTokens />);
    await user.click(screen.getByRole('radio', { name: 'Custom Amount' }));
    const amount = screen.getByLabelText('Amount (KES)');
    await user.type(amount, '9');
    await user.tab();
    await waitFor(() => expect(amount).toHaveAccessibleDescription(expect.stringContaining('Custom amount must be at least KES 10')));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount.getAttribute('aria-describedby')).toContain('custom-amount-error');

    await user.clear(amount);
    await user.type(amount, '250');
    expect(screen.queryByText('Custom amount must be at least KES 10')).not.toBeInTheDocument();
    expect(screen.getByText('You are purchasing 250 tokens for KES 250')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay KES 250' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.paystack.com/c'));
    expect(server.calls('POST', '/api/wallet/payments')[0]!.body).toEqual({ bundleId: CUSTOM_BUNDLE_ID, customAmount: 250 });
  });

  it('custom amount: the button says why it is disabled as soon as the amount is typed, before leaving the field', async () => {
    serveWallet();
    const user = userEvent.setup();
    renderWithProviders(<BuyTokens />);
    await user.click(screen.getByRole('radio', { name: 'Custom Amount' }));
    expect(screen.getByRole('button', { name: 'Enter an Amount' })).toBeDisabled();
    const amount = screen.getByLabelText('Amount (KES)');
    await user.type(amount, '9');
    // Still in the field (no blur): the button already gives the reason.
    expect(amount).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Custom amount must be at least KES 10' })).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '12.5');
    expect(screen.getByRole('button', { name: 'Enter a whole KES amount' })).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '10');
    expect(screen.getByRole('button', { name: 'Pay KES 10' })).toBeEnabled();
  });

  it('each bundle shows its price per token, and a custom amount shows the same so they compare (spec prices unchanged)', async () => {
    serveWallet();
    const user = userEvent.setup();
    renderWithProviders(<BuyTokens />);
    expect(await screen.findByRole('radio', { name: /^25 tokens\s*Starter · KES 99\s*KES 3\.96 per token$/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^50 tokens\s*Player · KES 180\s*KES 3\.60 per token$/ })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^100 tokens\s*Champion · KES 350\s*KES 3\.50 per token$/ }));
    expect(screen.getByRole('status')).toHaveTextContent('You are purchasing 100 tokens for KES 350KES 3.50 per token');

    await user.click(screen.getByRole('radio', { name: 'Custom Amount' }));
    expect(screen.getByLabelText('Amount (KES)')).toHaveAccessibleDescription('Whole KES, at least KES 10. KES 1.00 per token.');
    await user.type(screen.getByLabelText('Amount (KES)'), '250');
    expect(screen.getByText('You are purchasing 250 tokens for KES 250')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('KES 1.00 per token');
  });

  it('shows the empty state when no bundles are on sale', async () => {
    serveWallet({ routes: { 'GET /api/wallet/bundles': () => ({ body: { bundles: [] } }) } });
    renderWithProviders(<BuyTokens />);
    expect(await screen.findByText('No token purchase options currently available. Please check back later.')).toBeInTheDocument();
  });

  it('shows the error state when the bundles cannot be loaded: the server’s reason when it gave one', async () => {
    serveWallet({ routes: { 'GET /api/wallet/bundles': () => ({ status: 503, body: { error: { code: 'service_unavailable', message: 'Database unavailable' } } }) } });
    renderWithProviders(<BuyTokens />);
    expect(await screen.findByText('Error loading token bundles: Database unavailable')).toBeInTheDocument();
  });

  it("the server failing without a reason: the spec's list fallback 'Could not load token bundles. Please try again.'", async () => {
    serveWallet({ routes: { 'GET /api/wallet/bundles': () => serverError('An unexpected error occurred. Please try again.') } });
    renderWithProviders(<BuyTokens />);
    expect(await screen.findByText('Could not load token bundles. Please try again.')).toBeInTheDocument();
  });
});
