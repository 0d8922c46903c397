// /admin/finance (issue #22 item 4): the operator's finance report per UTC day or month — purchases by
// channel, redemptions, fees, revenue, bonuses, taxes — and what the platform owes now; and, on demand,
// the reconciliation with Paystack listing every mismatch. Both download as CSV. The server audits each view.
import type { FinanceGrain, FinanceReport, FinanceRow, Reconciliation } from '@changamoto/shared/contract';
import { MISMATCH_LABELS } from '@changamoto/shared/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { controlClass, FieldError, FormField } from '@/components/ui/form-field';
import { Page } from '@/components/ui/page';
import { formatKes, formatNumber, formatTokens } from '@/lib/format';
import { financeCsvUrl, reconciliationCsvUrl, useFinanceReport, useReconciliation, type FinanceRange } from '../api/finance';
import { QueryState } from '../components/query-state';
import { Section, StatCards } from '../components/section';
import { humanise, utcDay } from '../lib/format';

const RANGE_INVALID = 'Choose a start date on or before the end date, at most three years apart.';
const linkClass = 'inline-flex min-h-11 items-center font-semibold text-brand-800 underline-offset-2 hover:underline';

function purchasesText(row: FinanceRow): string {
  if (!row.purchases.length) return '—';
  return row.purchases.map((p) => `${humanise(p.channel)}: ${formatKes(p.kes)} (${formatNumber(p.count)})`).join('; ');
}

function ReportTable({ report }: { report: FinanceReport }) {
  const rows = [...report.rows, report.totals];
  return (
    // Wider than a phone: the table scrolls sideways, and the region takes focus so a keyboard can scroll it.
    <div tabIndex={0} role="region" aria-label="Finance table, scrolls sideways" className="overflow-x-auto rounded-xl border border-gray-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-700">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">Finance per {report.grain === 'daily' ? 'day' : 'month'}</caption>
        <thead className="bg-gray-50 text-gray-800">
          <tr>
            {['Period', 'Purchases by channel', 'Purchases', 'Redemptions', 'Withdrawal fees', 'Platform fees', 'Revenue', 'Bonus issued', 'Taxes'].map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 text-gray-900">
          {rows.map((row) => (
            <tr key={row.period} className={row.period === 'total' ? 'font-semibold' : undefined}>
              <th scope="row" className="px-3 py-2 whitespace-nowrap">
                {row.period === 'total' ? 'Total' : row.period}
              </th>
              <td className="px-3 py-2">{purchasesText(row)}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                {formatKes(row.purchasesKes)} · {formatTokens(row.purchasesTokens)}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                {formatKes(row.redemptions.kes)} ({formatNumber(row.redemptions.count)})
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{formatKes(row.withdrawalFeesKes)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{formatTokens(row.platformFeeTokens)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{formatTokens(row.platformRevenueTokens)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{formatTokens(row.bonusIssuedTokens)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{formatKes(row.taxesKes)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Liabilities({ report }: { report: FinanceReport }) {
  const l = report.liabilities;
  return (
    <StatCards
      label="Liabilities now"
      className="grid-cols-2 sm:grid-cols-3"
      items={[
        ['User cash', formatTokens(l.userCashTokens)],
        ['User bonus', formatTokens(l.userBonusTokens)],
        ['Escrow', formatTokens(l.escrowTokens)],
        ['Payouts on their way', formatTokens(l.payoutPendingTokens)],
        ['Taxes payable to KRA', formatKes(l.taxesPayableKes)],
        ['Total owed', formatTokens(l.totalTokens)],
      ]}
    />
  );
}

function Mismatches({ result }: { result: Reconciliation }) {
  return (
    <div className="space-y-3">
      <p className="text-sm text-gray-700">
        Paystack listed {formatNumber(result.providerTransactions)} transactions and {formatNumber(result.providerTransfers)} transfers; the ledger has {formatNumber(result.ledgerPurchases)} purchases and{' '}
        {formatNumber(result.ledgerPayouts)} payouts in this period.
      </p>
      {result.mismatches.length === 0 ? (
        <p role="status" className="rounded-lg border border-green-300 bg-green-50 p-4 text-sm font-medium text-green-900">
          No mismatches: the ledger and Paystack agree.
        </p>
      ) : (
        <ul aria-label="Mismatches" className="divide-y divide-gray-100 rounded-xl border border-red-200 bg-white text-sm">
          {result.mismatches.map((m) => (
            <li key={`${m.kind}-${m.reference}`} className="space-y-1 p-3">
              <p className="font-semibold text-red-800">{MISMATCH_LABELS[m.kind]}</p>
              <p className="break-all text-gray-900">{m.reference}</p>
              <p className="text-gray-700">
                Paystack: {m.provider ? `${m.provider.status}, ${formatKes(m.provider.amountKes)}` : 'no record'} · Ledger: {m.ledger ? `${m.ledger.status}, ${formatKes(m.ledger.amountKes)}` : 'no record'}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function AdminFinanceRoute() {
  const [params, setParams] = useSearchParams();
  const [today] = useState(() => new Date());
  const range: FinanceRange = { grain: params.get('grain') === 'monthly' ? 'monthly' : 'daily', from: params.get('from') ?? utcDay(today, 6), to: params.get('to') ?? utcDay(today) };
  const [form, setForm] = useState(range);
  const [error, setError] = useState<string | null>(null);
  const [reconcileAsked, setReconcileAsked] = useState(false);
  const report = useFinanceReport(range);
  const reconciliation = useReconciliation({ from: range.from, to: range.to }, reconcileAsked);

  return (
    <Page title="Finance">
      <form
        noValidate
        aria-label="Finance period"
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          if (!form.from || !form.to || form.from > form.to) return setError(RANGE_INVALID);
          setError(null);
          setReconcileAsked(false);
          setParams({ grain: form.grain, from: form.from, to: form.to });
        }}
      >
        <FormField id="finance-grain" label="Per">
          {(control) => (
            <select {...control} value={form.grain} onChange={(e) => setForm({ ...form, grain: e.target.value as FinanceGrain })} className={controlClass}>
              <option value="daily">Day</option>
              <option value="monthly">Month</option>
            </select>
          )}
        </FormField>
        <FormField id="finance-from" label="From">
          {(control) => <input {...control} type="date" value={form.from} max={form.to} onChange={(e) => setForm({ ...form, from: e.target.value })} className={controlClass} />}
        </FormField>
        <FormField id="finance-to" label="To">
          {(control) => <input {...control} type="date" value={form.to} min={form.from} onChange={(e) => setForm({ ...form, to: e.target.value })} className={controlClass} />}
        </FormField>
        <Button type="submit">Show</Button>
      </form>
      {error && <FieldError alert>{error}</FieldError>}
      <p className="mt-2 text-sm text-gray-700">Days and months are UTC; both ends are included. Every view and download is written to the audit log.</p>

      <div className="mt-6 space-y-8">
        <Section id="finance-report" title="Report">
          <QueryState query={report} loadingLabel="Loading the finance report…">
            {(data) => (
              <div className="space-y-4">
                <ReportTable report={data} />
                <a href={financeCsvUrl(range)} download className={linkClass}>
                  Download the report (CSV)
                </a>
                <h3 className="text-base font-bold text-gray-900">Liabilities now</h3>
                <Liabilities report={data} />
              </div>
            )}
          </QueryState>
        </Section>

        <Section id="finance-reconciliation" title="Reconciliation with Paystack">
          <p className="text-sm text-gray-700">Lists Paystack&apos;s transactions and transfers of the period against the ledger. It also runs every night for the day before and alerts admins on a mismatch.</p>
          {!reconcileAsked ? (
            <Button onClick={() => setReconcileAsked(true)}>Reconcile with Paystack</Button>
          ) : (
            <QueryState query={reconciliation} loadingLabel="Asking Paystack…">
              {(data) => (
                <div className="space-y-3">
                  <Mismatches result={data} />
                  <a href={reconciliationCsvUrl(range)} download className={linkClass}>
                    Download the mismatches (CSV)
                  </a>
                </div>
              )}
            </QueryState>
          )}
        </Section>
      </div>
    </Page>
  );
}

export default AdminFinanceRoute;
