import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { bankAccount, mpesaAccount, serverError, serveWallet } from '../../testing/wallet-server';
import { WithdrawTokens } from './withdraw-tokens';

const walletToast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('../../lib/wallet-toast', () => ({ walletToast }));

const UUID = /^[0-9a-f-]{36}$/;

beforeEach(() => {
  walletToast.error.mockReset();
  walletToast.success.mockReset();
});
afterEach(() => vi.useRealTimers());

const renderForm = (withdrawable = 1000) => renderWithProviders(<WithdrawTokens withdrawable={withdrawable} kycStatus="verified" />);

describe('Withdraw Tokens (spec §5 Redeem)', () => {
  it('without verified KYC shows how to verify instead of the form, linking to the verification page', () => {
    serveWallet();
    const view = renderWithProviders(<WithdrawTokens withdrawable={1000} kycStatus="unverified" />);
    expect(screen.getByText('Identity verification is required before you can redeem tokens. Verify your identity from your profile, then try again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify your identity' })).toHaveAttribute('href', '/verify-identity');
    expect(screen.queryByLabelText('Tokens to redeem')).not.toBeInTheDocument();
    view.unmount();
    for (const [kycStatus, name] of [
      ['pending', 'See your verification status'],
      ['rejected', 'Submit your documents again'],
    ] as const) {
      const other = renderWithProviders(<WithdrawTokens withdrawable={1000} kycStatus={kycStatus} />);
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/verify-identity');
      other.unmount();
    }
  });

  it('each payout account reads masked number first, so a 360 px select never cuts its last digits', async () => {
    serveWallet({ routes: { 'GET /api/wallet/payout-accounts': () => ({ body: { accounts: [bankAccount, mpesaAccount] } }) } });
    renderForm(500);
    const account = screen.getByLabelText('Payout account');
    await waitFor(() => expect(account).toHaveValue(mpesaAccount.id));
    const options = Array.from((account as HTMLSelectElement).options).map((o) => o.textContent);
    expect(options).toEqual([`${bankAccount.accountNumberPreview} · Equity Bank · Mary W Bank`, '•••• 5678 · M-PESA · Mary Wanjiku (Default)']);
  });

  it('shows the hint, preselects the default account and shows the rule messages inline as you type', async () => {
    serveWallet({ routes: { 'GET /api/wallet/payout-accounts': () => ({ body: { accounts: [bankAccount, mpesaAccount] } }) } });
    const user = userEvent.setup();
    renderForm(500);
    expect(screen.getByText('Maximum redeemable tokens: 500')).toBeInTheDocument();
    const account = screen.getByLabelText('Payout account');
    await waitFor(() => expect(account).toHaveValue(mpesaAccount.id));

    const input = screen.getByLabelText('Tokens to redeem');
    await user.type(input, 'abc');
    expect(screen.getByText('Please enter a valid number of tokens to redeem.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.clear(input);
    await user.type(input, '600');
    expect(screen.getByText('You cannot redeem more than your available 500 tokens.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Redeem Tokens' })).toBeDisabled();

    await user.clear(input);
    await user.type(input, '15');
    expect(await screen.findByText('Net payout amount (KES 0) is below the minimum of KES 10.')).toBeInTheDocument();
    expect(walletToast.error).toHaveBeenCalledWith('Amount after fees is too low to withdraw. Please redeem more tokens.');
    expect(screen.getByRole('button', { name: 'Redeem Tokens' })).toBeDisabled();
  });

  it('a held account (new, within PAYOUT_ACCOUNT_HOLD_HOURS) says from when it can receive withdrawals and keeps the button disabled until another is chosen', async () => {
    const held = { ...mpesaAccount, availableFrom: '2099-11-26T11:05:00.000Z' };
    serveWallet({ routes: { 'GET /api/wallet/payout-accounts': () => ({ body: { accounts: [held, { ...bankAccount, isDefault: false }] } }) } });
    const user = userEvent.setup();
    renderForm(500);
    await waitFor(() => expect(screen.getByLabelText('Payout account')).toHaveValue(held.id));
    expect(screen.getByText('Available for withdrawals from 26 Nov, 14:05: new payout accounts wait before they can receive withdrawals. Choose another account or come back then.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Tokens to redeem'), '100');
    await screen.findByText(/KES 75/);
    expect(screen.getByRole('button', { name: 'Redeem Tokens' })).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('Payout account'), bankAccount.id);
    expect(screen.queryByText(/Available for withdrawals from/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Redeem Tokens' })).toBeEnabled());
  });

  it('with no payout account says so and keeps the button disabled', async () => {
    serveWallet({ routes: { 'GET /api/wallet/payout-accounts': () => ({ body: { accounts: [] } }) } });
    renderForm();
    expect(await screen.findByText('No payout accounts found. Please add one first.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Redeem Tokens' })).toBeDisabled();
  });

  it('asks for the KES estimate only after 300 ms without typing, and shows gross, fee, withholding tax and net', async () => {
    const server = serveWallet();
    renderForm();
    await waitFor(() => expect(screen.getByLabelText('Payout account')).toHaveValue(mpesaAccount.id));
    vi.useFakeTimers();
    const input = screen.getByLabelText('Tokens to redeem');
    fireEvent.change(input, { target: { value: '10' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(input, { target: { value: '100' } });
    act(() => vi.advanceTimersByTime(299));
    expect(server.calls('GET', '/api/wallet/withdrawal-estimate')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(server.calls('GET', '/api/wallet/withdrawal-estimate')).toHaveLength(1));
    expect(server.calls('GET', '/api/wallet/withdrawal-estimate')[0]!.url.searchParams.get('tokens')).toBe('100');
    expect(await screen.findByText('KES 75')).toBeInTheDocument();
    expect(screen.getByText('KES 100')).toBeInTheDocument();
    expect(screen.getByText('KES 20')).toBeInTheDocument();
    // DOMAIN.md §10: the withholding tax between the fee and the net.
    expect(screen.getByText('Withholding tax (5%)').nextElementSibling).toHaveTextContent('KES 5');
    expect(screen.getByRole('button', { name: 'Redeem Tokens' })).toBeEnabled();
  });

  it('says when the estimate cannot be fetched and keeps the button disabled', async () => {
    serveWallet({ routes: { 'GET /api/wallet/withdrawal-estimate': () => serverError('boom') } });
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Tokens to redeem'), '100');
    expect(await screen.findByText('Could not fetch KES estimate.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Redeem Tokens' })).toBeDisabled();
  });

  it('redeems with an Idempotency-Key, then toasts, confirms inline and clears the input', async () => {
    const server = serveWallet({
      routes: { 'POST /api/wallet/redemptions': () => ({ status: 201, body: { success: true, message: 'ok', transactionId: '30000000-0000-4000-8000-000000000007' } }) },
    });
    const user = userEvent.setup();
    renderForm();
    const input = screen.getByLabelText('Tokens to redeem');
    await user.type(input, '100');
    await screen.findByText('KES 75');
    await user.click(screen.getByRole('button', { name: 'Redeem Tokens' }));
    expect(await screen.findByText('Redemption initiated! Check transaction history.')).toBeInTheDocument();
    expect(walletToast.success).toHaveBeenCalledWith('Redemption initiated! Check transaction history.');
    expect(input).toHaveValue('');
    const [call] = server.calls('POST', '/api/wallet/redemptions');
    expect(call!.body).toEqual({ tokensToRedeem: 100, recipientCode: 'RCP_mpesa1', currency: 'KES' });
    expect(call!.headers.get('Idempotency-Key')).toMatch(UUID);
  });

  it('shows the server message on failure (toast and inline) and reuses the key on retry', async () => {
    const server = serveWallet({ routes: { 'POST /api/wallet/redemptions': () => serverError('Insufficient tokens', 409) } });
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Tokens to redeem'), '100');
    await screen.findByText('KES 75');
    await user.click(screen.getByRole('button', { name: 'Redeem Tokens' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Insufficient tokens');
    expect(walletToast.error).toHaveBeenCalledWith('Insufficient tokens');
    await user.click(screen.getByRole('button', { name: 'Redeem Tokens' }));
    await waitFor(() => expect(server.calls('POST', '/api/wallet/redemptions')).toHaveLength(2));
    const [first, second] = server.calls('POST', '/api/wallet/redemptions');
    expect(second!.headers.get('Idempotency-Key')).toBe(first!.headers.get('Idempotency-Key'));
  });

  it('falls back to the spec message when the server gives none', async () => {
    serveWallet({ routes: { 'POST /api/wallet/redemptions': () => ({ status: 500, body: null }) } });
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Tokens to redeem'), '100');
    await screen.findByText('KES 75');
    await user.click(screen.getByRole('button', { name: 'Redeem Tokens' }));
    await waitFor(() => expect(walletToast.error).toHaveBeenCalledWith('Failed to initiate redemption.'));
  });
});
