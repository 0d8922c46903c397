import type { FinanceReport, FinanceRow, Reconciliation } from '@changamoto/shared/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { ok, serveAdmin } from '../testing/admin-server';
import { AdminFinanceRoute } from './admin-finance';

const row = (period: string, overrides: Partial<FinanceRow> = {}): FinanceRow => ({
  period,
  purchases: [{ channel: 'mobile_money', count: 2, kes: 198, tokens: 50 }],
  purchasesKes: 198,
  purchasesTokens: 50,
  redemptions: { count: 1, kes: 480, tokens: 500 },
  withdrawalFeesKes: 20,
  platformFeeTokens: 12,
  platformRevenueTokens: 10,
  bonusIssuedTokens: 25,
  taxesKes: 0,
  ...overrides,
});

const report = (from: string, to: string): FinanceReport => ({
  grain: 'daily',
  from,
  to,
  rows: [row(from), row(to)],
  totals: row('total', { purchasesKes: 396, purchasesTokens: 100 }),
  liabilities: { userCashTokens: 1500, userBonusTokens: 200, escrowTokens: 300, payoutPendingTokens: 40, taxesPayableKes: 0, totalTokens: 2040 },
  taxAccountKinds: [],
});

const reconciliation: Reconciliation = {
  from: '2026-11-24',
  to: '2026-11-25',
  checkedAt: '2026-11-26T01:30:00Z',
  providerTransactions: 12,
  providerTransfers: 3,
  ledgerPurchases: 12,
  ledgerPayouts: 3,
  mismatches: [
    {
      kind: 'paid_not_credited',
      reference: 'chg-abc123',
      provider: { status: 'success', amountKes: 250 },
      ledger: { status: 'pending', amountKes: 250, transactionId: '00000000-0000-4000-8000-000000000123', userId: '00000000-0000-4000-8000-00000000000a' },
    },
  ],
};

describe('Admin → Finance (issue #22 item 4)', () => {
  it('shows the report per day with its totals and liabilities, and links the CSV of the same period', async () => {
    const { calls } = serveAdmin({ routes: { 'GET /api/admin/finance/report': ({ url }) => ok(report(url.searchParams.get('from')!, url.searchParams.get('to')!)) } });
    renderWithProviders(<AdminFinanceRoute />, { path: '/admin/finance?grain=daily&from=2026-11-24&to=2026-11-25' });
    const table = await screen.findByRole('table', { name: 'Finance per day' });
    expect(calls('GET', '/api/admin/finance/report')[0]?.query).toEqual({ grain: 'daily', from: '2026-11-24', to: '2026-11-25' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('rowheader', { name: 'Total' }).closest('tr')).toHaveTextContent('KES 396');
    expect(within(table).getAllByText('Mobile money: KES 198 (2)')).toHaveLength(3);
    expect(screen.getByLabelText('Liabilities now')).toHaveTextContent('Total owed2,040 Tokens');
    expect(screen.getByRole('link', { name: 'Download the report (CSV)' })).toHaveAttribute('href', '/api/admin/finance/report.csv?grain=daily&from=2026-11-24&to=2026-11-25');
    // The reconciliation asks Paystack only when the admin asks for it.
    expect(calls('GET', '/api/admin/finance/reconciliation')).toHaveLength(0);
  });

  it('reconciles on demand and lists each mismatch in words', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = serveAdmin({
      routes: {
        'GET /api/admin/finance/report': ({ url }) => ok(report(url.searchParams.get('from')!, url.searchParams.get('to')!)),
        'GET /api/admin/finance/reconciliation': () => ok(reconciliation),
      },
    });
    renderWithProviders(<AdminFinanceRoute />, { path: '/admin/finance?from=2026-11-24&to=2026-11-25' });
    await user.click(await screen.findByRole('button', { name: 'Reconcile with Paystack' }));
    const list = await screen.findByRole('list', { name: 'Mismatches' });
    expect(calls('GET', '/api/admin/finance/reconciliation')[0]?.query).toEqual({ from: '2026-11-24', to: '2026-11-25' });
    expect(list).toHaveTextContent('Paid at Paystack but not credited');
    expect(list).toHaveTextContent('chg-abc123');
    expect(list).toHaveTextContent('Paystack: success, KES 250 · Ledger: pending, KES 250');
    expect(screen.getByRole('link', { name: 'Download the mismatches (CSV)' })).toHaveAttribute('href', '/api/admin/finance/reconciliation.csv?from=2026-11-24&to=2026-11-25');
  });

  it('refuses a backwards period before asking the server', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = serveAdmin({ routes: { 'GET /api/admin/finance/report': ({ url }) => ok(report(url.searchParams.get('from')!, url.searchParams.get('to')!)) } });
    renderWithProviders(<AdminFinanceRoute />, { path: '/admin/finance?from=2026-11-24&to=2026-11-25' });
    await screen.findByRole('table', { name: 'Finance per day' });
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a start date on or before the end date, at most three years apart.');
    await waitFor(() => expect(calls('GET', '/api/admin/finance/report')).toHaveLength(1));
  });

  it('reads in Kiswahili: the table, the liabilities and each mismatch', async () => {
    const user = userEvent.setup({ delay: null });
    serveAdmin({
      routes: {
        'GET /api/admin/finance/report': ({ url }) => ok(report(url.searchParams.get('from')!, url.searchParams.get('to')!)),
        'GET /api/admin/finance/reconciliation': () => ok(reconciliation),
      },
    });
    await activateLocale('sw');
    try {
      renderWithProviders(<AdminFinanceRoute />, { path: '/admin/finance?from=2026-11-24&to=2026-11-25' });
      const table = await screen.findByRole('table', { name: 'Fedha kwa siku' });
      expect(within(table).getByRole('rowheader', { name: 'Jumla' })).toBeInTheDocument();
      expect(screen.getByLabelText('Madeni kwa sasa')).toHaveTextContent('Jumla inayodaiwa');
      await user.click(screen.getByRole('button', { name: 'Linganisha na Paystack' }));
      const list = await screen.findByRole('list', { name: 'Tofauti' });
      expect(list).toHaveTextContent('Imelipwa Paystack lakini haijawekwa');
      expect(list).toHaveTextContent('Paystack: success, KES 250 · Leja: pending, KES 250');
    } finally {
      await activateLocale('en');
    }
  });
});
