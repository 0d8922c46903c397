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
  amountTokens: 500,
  errorMessage: 'The M-Pesa number is not registered.',
});

describe('Transaction History (spec §2/§4)', () => {
  it('shows each row with its humanised type, date, signed amount, status and a link to its page', async () => {
    serveWallet({ routes: { 'GET /api/wallet/transactions': () => ({ body: { transactions: [recredited, purchase] } }) } });
    renderWithProviders(<TransactionHistory />);
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const [redemption, bought] = rows as [HTMLElement, HTMLElement];
    expect(within(redemption).getByRole('link', { name: 'Token Bundle Redemption' })).toHaveAttribute('href', `/transactions/${recredited.id}`);
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
    expect(await screen.findByRole('link', { name: 'Token Bundle Purchase' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Paystack Topup' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('a pending purchase does not hide anything yet', async () => {
    serveWallet({ routes: { 'GET /api/wallet/transactions': () => ({ body: { transactions: [{ ...purchase, status: 'pending' }, credited] } }) } });
    renderWithProviders(<TransactionHistory />);
    expect(await screen.findByRole('link', { name: 'Paystack Topup' })).toBeInTheDocument();
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
