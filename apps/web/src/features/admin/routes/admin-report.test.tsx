import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { apiError, ok, report, serveAdmin } from '../testing/admin-server';
import { AdminReportRoute } from './admin-report';

afterEach(() => vi.useRealTimers());

describe('Platform report (issue #7)', () => {
  it('asks for the last 30 days by default', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-31T10:00:00Z'));
    const { calls } = serveAdmin();
    renderWithProviders(<AdminReportRoute />, { path: '/admin/report' });
    await screen.findByRole('img', { name: 'Purchases and payouts per day' });
    expect(calls('GET', '/api/admin/report')[0]?.query).toEqual({ from: '2026-03-02', to: '2026-03-31' });
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-02');
    expect(screen.getByLabelText('To')).toHaveValue('2026-03-31');
  });

  it('shows the totals and a bar per day and series for the chosen range, with the numbers in text', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = serveAdmin();
    renderWithProviders(<AdminReportRoute />, { path: '/admin/report?from=2026-02-01&to=2026-02-10' });
    await screen.findByRole('img', { name: 'Purchases and payouts per day' });
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-03-03');
    await user.click(screen.getByRole('button', { name: 'Show report' }));
    await waitFor(() => expect(calls('GET', '/api/admin/report').at(-1)?.query).toEqual({ from: '2026-03-01', to: '2026-03-03' }));

    const chart = await screen.findByRole('img', { name: 'Purchases and payouts per day' });
    await waitFor(() => expect(chart).toHaveAccessibleDescription(/^3 days from 2026-03-01 to 2026-03-03: purchases KES 1,050, payouts KES 480\. Highest bar KES 700\.$/));
    expect(chart.querySelectorAll('rect[data-series="purchases"]')).toHaveLength(3);
    expect(chart.querySelectorAll('rect[data-series="payouts"]')).toHaveLength(3);
    const totals = screen.getByLabelText('Totals');
    expect(totals).toHaveTextContent('Escrow total300 Tokens');
    expect(totals).toHaveTextContent('Revenue56 Tokens');
    expect(totals).toHaveTextContent('Loss mitigation paid13 Tokens');
    expect(totals).toHaveTextContent('PurchasesKES 1,050 (3 purchases, 300 Tokens)');
    expect(totals).toHaveTextContent('PayoutsKES 480 (1 payout, 50 Tokens)');
    const table = screen.getByRole('table', { name: 'Purchases and payouts per day', hidden: true });
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(4);
    expect(screen.getByRole('region', { name: 'Tokens outstanding by account kind' })).toHaveTextContent('Payments in-1,500 Tokens');
  });

  it('says "1 day" for a one-day range, never "1 days" (issue #24 item 5)', async () => {
    serveAdmin({
      routes: {
        'GET /api/admin/report': () => ok(report({ from: '2026-11-25', to: '2026-11-25', days: [{ date: '2026-11-25', purchasesKes: 3150, purchasesCount: 5, purchasesTokens: 2900, payoutsKes: 0, payoutsCount: 0, payoutsTokens: 0 }] })),
      },
    });
    renderWithProviders(<AdminReportRoute />, { path: '/admin/report?from=2026-11-25&to=2026-11-25' });
    const chart = await screen.findByRole('img', { name: 'Purchases and payouts per day' });
    await waitFor(() => expect(chart).toHaveAccessibleDescription(/^1 day, 2026-11-25: purchases KES 3,150, payouts KES 0\./));
    expect(screen.getByLabelText('Totals')).toHaveTextContent('PurchasesKES 3,150 (5 purchases, 2,900 Tokens)');
  });

  it('refuses a start after the end before asking, and shows the server message otherwise', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = serveAdmin({ routes: { 'GET /api/admin/report': () => apiError(400, 'Choose a start date on or before the end date, at most 366 days apart.', 'validation_error') } });
    renderWithProviders(<AdminReportRoute />, { path: '/admin/report?from=2020-01-01&to=2026-01-01' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Choose a start date on or before the end date, at most 366 days apart.');
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-02-01');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Show report' }));
    expect(screen.getAllByRole('alert').some((a) => a.textContent === 'Choose a start date on or before the end date, at most 366 days apart.')).toBe(true);
    expect(calls('GET', '/api/admin/report')).toHaveLength(1);
  });
});
