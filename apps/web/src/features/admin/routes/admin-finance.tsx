// /admin/finance (issue #22 item 4): the operator's finance report per UTC day or month — purchases by
// channel, redemptions, fees, revenue, bonuses, taxes — and what the platform owes now; and, on demand,
// the reconciliation with Paystack listing every mismatch. Both download as CSV. The server audits each view.
import type { FinanceGrain, FinanceReport, FinanceRow, Reconciliation } from '@changamoto/shared/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { controlClass, FieldError, FormField } from '@/components/ui/form-field';
import { Page } from '@/components/ui/page';
import { formatKes, formatNumber, formatTokens } from '@/lib/format';
import { financeCsvUrl, reconciliationCsvUrl, useFinanceReport, useReconciliation, type FinanceRange } from '../api/finance';
import { QueryState } from '../components/query-state';
import { Section, StatCards } from '../components/section';
import { adminWord, utcDay } from '../lib/format';
import { type AdminFinanceKey, useAdminFinanceT } from '../finance/i18n';

const linkClass = 'inline-flex min-h-11 items-center font-semibold text-brand-800 underline-offset-2 hover:underline';

function purchasesText(row: FinanceRow): string {
  if (!row.purchases.length) return '—';
  return row.purchases.map((p) => `${adminWord(p.channel)}: ${formatKes(p.kes)} (${formatNumber(p.count)})`).join('; ');
}

const COLUMNS = [
  'admin.finance.col.period',
  'admin.finance.col.byChannel',
  'admin.finance.col.purchases',
  'admin.finance.col.redemptions',
  'admin.finance.col.withdrawalFees',
  'admin.finance.col.platformFees',
  'admin.finance.col.revenue',
  'admin.finance.col.bonus',
  'admin.finance.col.taxes',
] as const satisfies readonly AdminFinanceKey[];

function ReportTable({ report }: { report: FinanceReport }) {
  const t = useAdminFinanceT();
  const rows = [...report.rows, report.totals];
  return (
    // Wider than a phone: the table scrolls sideways, and the region takes focus so a keyboard can scroll it.
    <div tabIndex={0} role="region" aria-label={t('admin.finance.tableRegion')} className="overflow-x-auto rounded-xl border border-gray-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-700">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{t('admin.finance.caption', { grain: report.grain })}</caption>
        <thead className="bg-gray-50 text-gray-800">
          <tr>
            {COLUMNS.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {t(h)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 text-gray-900">
          {rows.map((row) => (
            <tr key={row.period} className={row.period === 'total' ? 'font-semibold' : undefined}>
              <th scope="row" className="px-3 py-2 whitespace-nowrap">
                {row.period === 'total' ? t('admin.finance.total') : row.period}
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
  const t = useAdminFinanceT();
  const l = report.liabilities;
  return (
    <StatCards
      label={t('admin.finance.liabilities')}
      className="grid-cols-2 sm:grid-cols-3"
      items={[
        [t('admin.finance.userCash'), formatTokens(l.userCashTokens)],
        [t('admin.finance.userBonus'), formatTokens(l.userBonusTokens)],
        [t('admin.finance.escrow'), formatTokens(l.escrowTokens)],
        [t('admin.finance.payoutsPending'), formatTokens(l.payoutPendingTokens)],
        [t('admin.finance.taxesPayable'), formatKes(l.taxesPayableKes)],
        [t('admin.finance.totalOwed'), formatTokens(l.totalTokens)],
      ]}
    />
  );
}

function Mismatches({ result }: { result: Reconciliation }) {
  const t = useAdminFinanceT();
  const side = (record: { status: string; amountKes: number } | null | undefined) => (record ? `${record.status}, ${formatKes(record.amountKes)}` : t('admin.finance.noRecord'));
  return (
    <div className="space-y-3">
      <p className="text-sm text-gray-700">
        {t('admin.finance.reconcileSummary', {
          transactions: formatNumber(result.providerTransactions),
          transfers: formatNumber(result.providerTransfers),
          purchases: formatNumber(result.ledgerPurchases),
          payouts: formatNumber(result.ledgerPayouts),
        })}
      </p>
      {result.mismatches.length === 0 ? (
        <p role="status" className="rounded-lg border border-green-300 bg-green-50 p-4 text-sm font-medium text-green-900">
          {t('admin.finance.noMismatches')}
        </p>
      ) : (
        <ul aria-label={t('admin.finance.mismatches')} className="divide-y divide-gray-100 rounded-xl border border-red-200 bg-white text-sm">
          {result.mismatches.map((m) => (
            <li key={`${m.kind}-${m.reference}`} className="space-y-1 p-3">
              <p className="font-semibold text-red-800">{t(`admin.finance.mismatch.${m.kind}`)}</p>
              <p className="break-all text-gray-900">{m.reference}</p>
              <p className="text-gray-700">{t('admin.finance.sides', { provider: side(m.provider), ledger: side(m.ledger) })}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function AdminFinanceRoute() {
  const t = useAdminFinanceT();
  const [params, setParams] = useSearchParams();
  const [today] = useState(() => new Date());
  const range: FinanceRange = { grain: params.get('grain') === 'monthly' ? 'monthly' : 'daily', from: params.get('from') ?? utcDay(today, 6), to: params.get('to') ?? utcDay(today) };
  const [form, setForm] = useState(range);
  const [error, setError] = useState<string | null>(null);
  const [reconcileAsked, setReconcileAsked] = useState(false);
  const report = useFinanceReport(range);
  const reconciliation = useReconciliation({ from: range.from, to: range.to }, reconcileAsked);

  return (
    <Page title={t('admin.finance.title')}>
      <form
        noValidate
        aria-label={t('admin.finance.periodForm')}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          if (!form.from || !form.to || form.from > form.to) return setError(t('admin.finance.rangeInvalid'));
          setError(null);
          setReconcileAsked(false);
          setParams({ grain: form.grain, from: form.from, to: form.to });
        }}
      >
        <FormField id="finance-grain" label={t('admin.finance.per')}>
          {(control) => (
            <select {...control} value={form.grain} onChange={(e) => setForm({ ...form, grain: e.target.value as FinanceGrain })} className={controlClass}>
              <option value="daily">{t('admin.finance.day')}</option>
              <option value="monthly">{t('admin.finance.month')}</option>
            </select>
          )}
        </FormField>
        <FormField id="finance-from" label={t('admin.finance.from')}>
          {(control) => <input {...control} type="date" value={form.from} max={form.to} onChange={(e) => setForm({ ...form, from: e.target.value })} className={controlClass} />}
        </FormField>
        <FormField id="finance-to" label={t('admin.finance.to')}>
          {(control) => <input {...control} type="date" value={form.to} min={form.from} onChange={(e) => setForm({ ...form, to: e.target.value })} className={controlClass} />}
        </FormField>
        <Button type="submit">{t('admin.finance.show')}</Button>
      </form>
      {error && <FieldError alert>{error}</FieldError>}
      <p className="mt-2 text-sm text-gray-700">{t('admin.finance.utcNote')}</p>

      <div className="mt-6 space-y-8">
        <Section id="finance-report" title={t('admin.finance.report')}>
          <QueryState query={report} loadingLabel={t('admin.finance.loadingReport')}>
            {(data) => (
              <div className="space-y-4">
                <ReportTable report={data} />
                <a href={financeCsvUrl(range)} download className={linkClass}>
                  {t('admin.finance.downloadReport')}
                </a>
                <h3 className="text-base font-bold text-gray-900">{t('admin.finance.liabilities')}</h3>
                <Liabilities report={data} />
              </div>
            )}
          </QueryState>
        </Section>

        <Section id="finance-reconciliation" title={t('admin.finance.reconciliation')}>
          <p className="text-sm text-gray-700">{t('admin.finance.reconciliationIntro')}</p>
          {!reconcileAsked ? (
            <Button onClick={() => setReconcileAsked(true)}>{t('admin.finance.reconcile')}</Button>
          ) : (
            <QueryState query={reconciliation} loadingLabel={t('admin.finance.asking')}>
              {(data) => (
                <div className="space-y-3">
                  <Mismatches result={data} />
                  <a href={reconciliationCsvUrl(range)} download className={linkClass}>
                    {t('admin.finance.downloadMismatches')}
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
