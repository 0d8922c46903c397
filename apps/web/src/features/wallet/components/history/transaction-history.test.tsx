import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { serverError, serveWallet, transaction } from '../../testing/wallet-server';
import { TransactionHistory } from './transaction-history';

const credited = transaction({ id: '30000000-0000-4000-8000-0000000000aa', type: 'paystack_topup', amountTokens: 100 });
const purchase = transaction({ id: '30000000-0000-4000-8000-0000000000bb', metadata: { credited_by_credit_tokens_to_bundle_tx_id: credited.id } });
const recredited = transaction({
  id: '30000000-0000-4000-8000-0000000000cc',
  type: 'token_bundle_redemption',
  status: 'failed_recredited',
  amountTokens: -500,
  amountCurrency: 480,
  errorMessage: 'The M-Pesa number is not registered.',
  redemption: { grossKes: 500, feeKes: 20, taxKes: 25, netKes: 455, destination: 'M-Pesa •••• 5678' },
});
const withdrawal = transaction({
  id: '30000000-0000-4000-8000-0000000000dd',
  type: 'token_bundle_redemption',
  status: 'completed',
  amountTokens: -1600,
  amountCurrency: 1560,
  redemption: { grossKes: 1600, feeKes: 40, taxKes: 80, netKes: 1480, destination: 'M-Pesa •••• 5678' },
});
const CUSTOM = '00000000-0000-0000-0000-000000000000';

describe('Transaction History (spec §2/§4)', () => {
  it('shows each row with its humanised type, date, signed amount, status and a link to its page', async () => {
    serveWallet({ routes: { 'GET /api/wallet/transactions': () => ({ body: { transactions: [recredited, purchase] } }) } });
    renderWithProviders(<TransactionHistory />);
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const [redemption, bought] = rows as [HTMLElement, HTMLElement];
    expect(within(redemption).getByRole('link', { name: 'Withdrawal' })).toHaveAttribute('href', `/transactions/${recredited.id}`);
    expect(within(redemption).getByText('−500 tokens')).toBeInTheDocument();
    expect(within(bought).getByText('+100 tokens')).toBeInTheDocument();
    expect(within(bought).getByText('Completed')).toBeInTheDocument();
    expect(within(bought).getByText('5 Mar 2026, 12:00')).toBeInTheDocument();
  });

  it('a failed_recredited badge reveals its error message as a tooltip and accessible description', async () => {
    serveWallet({ routes: { 'GET /api/wallet/transactions': () => ({ body: { transactions: [recredited] } }) } });
    const user = userEvent.setup();
    renderWithProviders(<TransactionHistory />);
    const badge = await screen.findByText('Failed (Recredited)');
    expect(badge).toHaveAttribute('title', 'The M-Pesa number is not registered.');
    expect(badge).toHaveAccessibleDescription('The M-Pesa number is not registered.');
    await user.hover(badge);
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent('The M-Pesa number is not registered.');
  });

  it('a completed row without an error, or a pending one, has no tooltip', async () => {
    serveWallet({ routes: { 'GET /api/wallet/transactions': () => ({ body: { transactions: [transaction({ status: 'pending', errorMessage: 'ignored' })] } }) } });
    renderWithProviders(<TransactionHistory />);
    const badge = await screen.findByText('Pending');
    expect(badge).not.toHaveAttribute('title');
    expect(screen.queryByRole('tooltip', { hidden: true })).not.toBeInTheDocument();
  });

  it('a completed token_bundle_purchase hides the transaction named in credited_by_credit_tokens_to_bundle_tx_id', async () => {
    serveWallet({ routes: { 'GET /api/wallet/transactions': () => ({ body: { transactions: [purchase, credited] } }) } });
    renderWithProviders(<TransactionHistory />);
    expect(await screen.findByRole('link', { name: 'Purchase' })).toHaveAttribute('href', `/transactions/${purchase.id}`);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('a pending purchase does not hide anything yet', async () => {
    serveWallet({ routes: { 'GET /api/wallet/transactions': () => ({ body: { transactions: [{ ...purchase, status: 'pending' }, credited] } }) } });
    renderWithProviders(<TransactionHistory />);
    expect(await screen.findAllByRole('link', { name: 'Purchase' })).toHaveLength(2);
  });

  it('a withdrawal shows the KES it pays (net), its fee, its withholding tax and the masked destination', async () => {
    serveWallet({ routes: { 'GET /api/wallet/transactions': () => ({ body: { transactions: [withdrawal] } }) } });
    renderWithProviders(<TransactionHistory />);
    const row = await screen.findByRole('listitem');
    expect(within(row).getByRole('link', { name: 'Withdrawal' })).toBeInTheDocument();
    expect(within(row).getByText('−1,600 tokens')).toBeInTheDocument();
    expect(row).toHaveTextContent('KES 1,480 net · KES 40 fee · KES 80 withholding tax');
    expect(within(row).getByText('to M-Pesa •••• 5678')).toBeInTheDocument();
  });

  it('a bundle and a custom amount bought through M-Pesa are both a Purchase, with the channel as detail', async () => {
    const bundle = transaction({ id: '30000000-0000-4000-8000-000000000101', metadata: { bundle_id: '10000000-0000-4000-8000-000000000100', bundle_name: 'Champion', channel: 'mobile_money' } });
    const custom = transaction({ id: '30000000-0000-4000-8000-000000000102', type: 'mpesa_topup', amountTokens: 75, metadata: { bundle_id: CUSTOM, channel: 'mobile_money' } });
    const card = transaction({ id: '30000000-0000-4000-8000-000000000103', type: 'paystack_topup', amountTokens: 40, metadata: { bundle_id: CUSTOM, channel: 'card' } });
    serveWallet({ routes: { 'GET /api/wallet/transactions': () => ({ body: { transactions: [bundle, custom, card] } }) } });
    renderWithProviders(<TransactionHistory />);
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['Purchase', 'Purchase', 'Purchase']);
    expect(within(rows[0]!).getByText('Champion bundle · M-Pesa')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Custom amount · M-Pesa')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Custom amount · Card')).toBeInTheDocument();
  });

  it('failed and re-credited rows look unlike completed ones: a tinted row, a struck-through amount and what happened to the tokens', async () => {
    const failedPurchase = transaction({ id: '30000000-0000-4000-8000-000000000104', status: 'failed', errorMessage: 'Declined' });
    serveWallet({ routes: { 'GET /api/wallet/transactions': () => ({ body: { transactions: [withdrawal, recredited, failedPurchase] } }) } });
    renderWithProviders(<TransactionHistory />);
    const [completed, returned, failed] = (await screen.findAllByRole('listitem')) as [HTMLElement, HTMLElement, HTMLElement];
    expect(completed.className).not.toMatch(/bg-red/);
    expect(within(completed).getByText('−1,600 tokens').tagName).not.toBe('S');
    expect(returned.className).toMatch(/bg-red-50/);
    expect(within(returned).getByText('−500 tokens').tagName).toBe('S');
    expect(within(returned).getByText('The tokens are back in your wallet.')).toBeInTheDocument();
    expect(within(returned).getByText('(not applied)', { exact: false })).toHaveClass('sr-only');
    expect(failed.className).toMatch(/bg-red-50/);
    expect(within(failed).getByText('+100 tokens').tagName).toBe('S');
    expect(within(failed).getByText('No tokens moved.')).toBeInTheDocument();
  });

  it('shows the empty and error states', async () => {
    serveWallet();
    const { unmount } = renderWithProviders(<TransactionHistory />);
    expect(await screen.findByText('No transactions yet.')).toBeInTheDocument();
    unmount();
    serveWallet({ routes: { 'GET /api/wallet/transactions': () => serverError('Database unavailable') } });
    renderWithProviders(<TransactionHistory />);
    expect(await screen.findByText('Error loading transactions: Database unavailable')).toBeInTheDocument();
  });
});
