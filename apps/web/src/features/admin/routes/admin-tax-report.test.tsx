import type { TaxReport } from '@changamoto/shared/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { ok, serveAdmin } from '../testing/admin-server';
import { AdminTaxReportRoute } from './admin-tax-report';

const empty = { depositsKes: 0, depositsCount: 0, exciseDutyKes: 0, withdrawalsKes: 0, withdrawalsCount: 0, withholdingTaxKes: 0 };
const taxReport = (year: number): TaxReport => ({
  year,
  exciseDutyRate: 0.05,
  withdrawalTaxRate: 0.05,
  months: Array.from({ length: 12 }, (_, i) => ({
    month: `${year}-${String(i + 1).padStart(2, '0')}`,
    ...(i === 10 ? { depositsKes: 530, depositsCount: 2, exciseDutyKes: 26.5, withdrawalsKes: 100, withdrawalsCount: 1, withholdingTaxKes: 5 } : empty),
  })),
  totals: { depositsKes: 530, depositsCount: 2, exciseDutyKes: 26.5, withdrawalsKes: 100, withdrawalsCount: 1, withholdingTaxKes: 5 },
  payableNow: { exciseDutyKes: 26.5, withholdingTaxKes: 5 },
});

describe('Tax report (DOMAIN.md §10)', () => {
  it('shows what is owed to KRA now, the twelve months and the total of the year, and links the same year’s CSV', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = serveAdmin({ routes: { 'GET /api/admin/tax-report': ({ url }) => ok(taxReport(Number(url.searchParams.get('year')))) } });
    renderWithProviders(<AdminTaxReportRoute />, { path: '/admin/tax-report?year=2026' });
    const owed = await screen.findByLabelText('Owed to KRA now');
    expect(owed).toHaveTextContent('Excise duty payableKES 26.50');
    expect(owed).toHaveTextContent('Withholding tax payableKES 5');
    const table = screen.getByRole('table', { name: /per month of 2026/ });
    expect(within(table).getAllByRole('row')).toHaveLength(14); // header, 12 months, total
    expect(within(table).getByRole('row', { name: /^Nov 2026/ })).toHaveTextContent('Nov 20262KES 530KES 26.501KES 100KES 5');
    expect(within(table).getByRole('columnheader', { name: 'Excise duty (5%)' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /^Total 2026/ })).toHaveTextContent('KES 26.50');
    expect(screen.getByRole('link', { name: 'Download CSV (2026)' })).toHaveAttribute('href', '/api/admin/tax-report.csv?year=2026');

    await user.clear(screen.getByLabelText('Year'));
    await user.type(screen.getByLabelText('Year'), '2025');
    await user.click(screen.getByRole('button', { name: 'Show year' }));
    await waitFor(() => expect(calls('GET', '/api/admin/tax-report').at(-1)?.query).toEqual({ year: '2025' }));
    expect(await screen.findByRole('link', { name: 'Download CSV (2025)' })).toHaveAttribute('href', '/api/admin/tax-report.csv?year=2025');
  });

  it('reads in Kiswahili, months too (Mac, Des)', async () => {
    serveAdmin({ routes: { 'GET /api/admin/tax-report': ({ url }) => ok(taxReport(Number(url.searchParams.get('year')))) } });
    await activateLocale('sw');
    try {
      renderWithProviders(<AdminTaxReportRoute />, { path: '/admin/tax-report?year=2026' });
      const owed = await screen.findByLabelText('Inayodaiwa na KRA sasa');
      expect(owed).toHaveTextContent('Ushuru wa bidhaa unaodaiwa');
      const table = screen.getByRole('table', { name: /kwa kila mwezi wa 2026/ });
      expect(within(table).getByRole('row', { name: /^Mac 2026/ })).toBeInTheDocument();
      expect(within(table).getByRole('columnheader', { name: 'Kodi ya zuio (5%)' })).toBeInTheDocument();
      expect(within(table).getByRole('row', { name: /^Jumla 2026/ })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Pakua CSV (2026)' })).toBeInTheDocument();
    } finally {
      await activateLocale('en');
    }
  });
});
