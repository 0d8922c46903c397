import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { notFound, serveWallet, transaction } from '../testing/wallet-server';
import { TransactionRoute } from './transaction';

const redemption = transaction({
  id: '30000000-0000-4000-8000-0000000000dd',
  type: 'token_bundle_redemption',
  status: 'failed_recredited',
  amountTokens: 500,
  amountCurrency: 455,
  reference: 'PAYOUT-77',
  errorMessage: 'The M-Pesa number is not registered.',
  metadata: { gross_kes_value_from_tokens: 500, withdrawal_fee_applied_kes: 20, withholding_tax_kes: 25, net_kes_amount_to_user: 455 },
  redemption: { grossKes: 500, feeKes: 20, taxKes: 25, netKes: 455, destination: 'M-Pesa •••• 5678' },
  exciseDutyKes: null,
});

describe('transaction detail (/transactions/:id)', () => {
  it('shows type, status, amount, KES, date, reference and the error message, with a link back to the wallet', async () => {
    serveWallet({ routes: { [`GET /api/wallet/transactions/${redemption.id}`]: () => ({ body: redemption }) } });
    renderWithProviders(<TransactionRoute />, { path: `/transactions/${redemption.id}`, routePath: '/transactions/:id' });
    expect(await screen.findByRole('heading', { name: 'Withdrawal' })).toBeInTheDocument();
    expect(screen.getByText('Failed (Recredited)')).toBeInTheDocument();
    expect(screen.getByText('−500 tokens')).toBeInTheDocument();
    expect(screen.getAllByText('KES 455')).toHaveLength(2);
    expect(screen.getByText('KES 20')).toBeInTheDocument();
    expect(screen.getByText('Withholding tax').nextElementSibling).toHaveTextContent('KES 25');
    expect(screen.getByText('Sent to').nextElementSibling).toHaveTextContent('M-Pesa •••• 5678');
    expect(screen.getByText('5 Mar 2026, 12:00')).toBeInTheDocument();
    expect(screen.getByText('PAYOUT-77')).toBeInTheDocument();
    expect(screen.getAllByText('The M-Pesa number is not registered.').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Back to Wallet' })).toHaveAttribute('href', '/wallet');
  });

  it('a purchase is named Purchase with what was bought and the channel it was paid through', async () => {
    const custom = transaction({ type: 'mpesa_topup', metadata: { bundle_id: '00000000-0000-0000-0000-000000000000', channel: 'mobile_money' } });
    serveWallet({ routes: { [`GET /api/wallet/transactions/${custom.id}`]: () => ({ body: custom }) } });
    renderWithProviders(<TransactionRoute />, { path: `/transactions/${custom.id}`, routePath: '/transactions/:id' });
    expect(await screen.findByRole('heading', { name: 'Purchase' })).toBeInTheDocument();
    expect(screen.getByText('Custom amount · M-Pesa')).toBeInTheDocument();
    // DOMAIN.md §10: the price included the excise duty (the platform owes it; the tokens are as shown).
    expect(screen.getByText('Excise duty (included)').nextElementSibling).toHaveTextContent('KES 17.50');
  });

  it('says Transaction not found. for an unknown id', async () => {
    serveWallet({ routes: { 'GET /api/wallet/transactions/30000000-0000-4000-8000-0000000000ee': () => notFound('Transaction not found.') } });
    renderWithProviders(<TransactionRoute />, { path: '/transactions/30000000-0000-4000-8000-0000000000ee', routePath: '/transactions/:id' });
    expect(await screen.findByText('Transaction not found.')).toBeInTheDocument();
  });
});
