// /admin/report: the platform report over a chosen range (default the last 30 days, UTC): tokens
// outstanding by account kind, escrow, revenue, loss mitigation paid, purchases and payouts per day.
import type { AdminReport } from '@changamoto/shared/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { controlClass, FieldError, FormField } from '@/components/ui/form-field';
import { Page } from '@/components/ui/page';
import { formatKes, formatTokens } from '@/lib/format';
import { useReport } from '../api/report';
import { MoneyChart } from '../components/money-chart';
import { QueryState } from '../components/query-state';
import { Section, StatCards } from '../components/section';
import { adminWord, utcDay } from '../lib/format';
import { useAdminT } from '../i18n';

function Totals({ report }: { report: AdminReport }) {
  const t = useAdminT();
  const sum = (key: 'purchasesKes' | 'purchasesCount' | 'purchasesTokens' | 'payoutsKes' | 'payoutsCount' | 'payoutsTokens') => report.days.reduce((total, d) => total + d[key], 0);
  // Every purchase kind is counted (bundles and custom amounts); the tokens are what left payments_in, so
  // they can be held against the "Payments in" line below.
  const line = (kes: number, count: number, tokens: number, what: 'purchase' | 'payout') => t(`admin.report.${what}Line`, { amount: formatKes(kes), count, tokens: formatTokens(tokens) });
  return (
    <StatCards
      label={t('admin.report.totals')}
      className="grid-cols-2 sm:grid-cols-3 lg:grid-cols-5"
      items={[
        [t('admin.fact.escrowTotal'), formatTokens(report.escrowTokens)],
        [t('admin.fact.revenue'), formatTokens(report.revenueTokens)],
        [t('admin.fact.lossMitigation'), formatTokens(report.lossMitigationTokens)],
        [t('admin.fact.purchases'), line(sum('purchasesKes'), sum('purchasesCount'), sum('purchasesTokens'), 'purchase')],
        [t('admin.fact.payouts'), line(sum('payoutsKes'), sum('payoutsCount'), sum('payoutsTokens'), 'payout')],
      ]}
    />
  );
}

function Outstanding({ report }: { report: AdminReport }) {
  const t = useAdminT();
  return (
    <Section id="outstanding" title={t('admin.report.outstanding')}>
      <p className="text-sm text-gray-700">{t('admin.report.outstandingHint')}</p>
      <dl className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white text-sm">
        {report.outstanding.map(({ kind, tokens }) => (
          <div key={kind} className="flex justify-between gap-3 px-4 py-2">
            <dt className="text-gray-800">{adminWord(kind)}</dt>
            <dd className="font-semibold text-gray-900">{formatTokens(tokens)}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

export function AdminReportRoute() {
  const t = useAdminT();
  const [params, setParams] = useSearchParams();
  const [today] = useState(() => new Date());
  const from = params.get('from') ?? utcDay(today, 29);
  const to = params.get('to') ?? utcDay(today);
  const [range, setRange] = useState({ from, to });
  const [error, setError] = useState<string | null>(null);
  const report = useReport(from, to);

  return (
    <Page title={t('admin.report.title')}>
      <form
        noValidate
        aria-label={t('admin.report.range')}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          if (!range.from || !range.to || range.from > range.to) return setError(t('admin.validation.rangeInvalid'));
          setError(null);
          setParams(range);
        }}
      >
        <FormField id="report-from" label={t('admin.audit.from')}>
          {(control) => <input {...control} type="date" value={range.from} max={range.to} onChange={(e) => setRange({ ...range, from: e.target.value })} className={controlClass} />}
        </FormField>
        <FormField id="report-to" label={t('admin.audit.to')}>
          {(control) => <input {...control} type="date" value={range.to} min={range.from} onChange={(e) => setRange({ ...range, to: e.target.value })} className={controlClass} />}
        </FormField>
        <Button type="submit">{t('admin.report.show')}</Button>
      </form>
      {error && <FieldError alert>{error}</FieldError>}
      <p className="mt-2 text-sm text-gray-700">{t('admin.report.utc')}</p>
      <div className="mt-6">
        <QueryState query={report} loadingLabel="Loading the report…">
          {(data) => (
            <div className="space-y-8">
              <Totals report={data} />
              <MoneyChart report={data} />
              <Outstanding report={data} />
            </div>
          )}
        </QueryState>
      </div>
    </Page>
  );
}

export default AdminReportRoute;
