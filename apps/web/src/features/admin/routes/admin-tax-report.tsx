// /admin/tax-report: Kenya's Finance Act 2025 (DOMAIN.md §10) month by month (Kenyan months) for a year:
// deposits and the excise duty they include, withdrawals and the tax withheld from them, the year's totals,
// what the tax-payable accounts hold now, and the same figures as CSV for the accountant.
import type { TaxReport, TaxReportMonth } from '@changamoto/shared/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { controlClass, FormField } from '@/components/ui/form-field';
import { Page } from '@/components/ui/page';
import { formatDay, formatKes, formatNumber } from '@/lib/format';
import { taxReportCsvHref, useTaxReport } from '../api/tax-report';
import { QueryState } from '../components/query-state';
import { Section, StatCards } from '../components/section';
import { useAdminFinanceT } from '../finance/i18n';

/** '2026-03' → 'Mar 2026' ('Mac 2026' in Kiswahili): the month's middle day, formatted by @/lib/format. */
const monthName = (month: string) => formatDay(`${month}-15`).replace(/^\d+\s+/, '');
const percent = (rate: number) => `${Math.round(rate * 10_000) / 100}%`;
const money = (kes: number) => formatKes(Math.round(kes * 100) / 100);

function MonthsTable({ report }: { report: TaxReport }) {
  const t = useAdminFinanceT();
  const cell = 'px-3 py-2 text-right tabular-nums whitespace-nowrap';
  const row = (label: string, m: Omit<TaxReportMonth, 'month'>, strong = false) => (
    <tr key={label} className={strong ? 'font-semibold' : undefined}>
      <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap text-gray-900">
        {label}
      </th>
      <td className={cell}>{formatNumber(m.depositsCount)}</td>
      <td className={cell}>{money(m.depositsKes)}</td>
      <td className={cell}>{money(m.exciseDutyKes)}</td>
      <td className={cell}>{formatNumber(m.withdrawalsCount)}</td>
      <td className={cell}>{money(m.withdrawalsKes)}</td>
      <td className={cell}>{money(m.withholdingTaxKes)}</td>
    </tr>
  );
  return (
    <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white">
      <table className="min-w-full divide-y divide-gray-200 text-sm text-gray-900">
        <caption className="sr-only">{t('admin.tax.caption', { year: report.year })}</caption>
        <thead className="bg-gray-50 text-gray-700">
          <tr>
            <th scope="col" className="px-3 py-2 text-left">
              {t('admin.tax.col.month')}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {t('admin.tax.col.deposits')}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {t('admin.tax.col.deposited')}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {t('admin.tax.col.excise', { rate: percent(report.exciseDutyRate) })}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {t('admin.tax.col.withdrawals')}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {t('admin.tax.col.withdrawn')}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {t('admin.tax.col.withholding', { rate: percent(report.withdrawalTaxRate) })}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {report.months.map((m) => row(monthName(m.month), m))}
          {row(t('admin.tax.total', { year: report.year }), report.totals, true)}
        </tbody>
      </table>
    </div>
  );
}

export function AdminTaxReportRoute() {
  const t = useAdminFinanceT();
  const [params, setParams] = useSearchParams();
  const [thisYear] = useState(() => Number(new Date().toLocaleString('en-CA', { timeZone: 'Africa/Nairobi', year: 'numeric' })));
  const year = Number(params.get('year') ?? thisYear) || thisYear;
  const [input, setInput] = useState(String(year));
  const report = useTaxReport(year);

  return (
    <Page title={t('admin.tax.title')}>
      <p className="text-sm text-gray-700">{t('admin.tax.intro')}</p>
      <form
        noValidate
        aria-label={t('admin.tax.yearForm')}
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          if (/^\d{4}$/.test(input)) setParams({ year: input });
        }}
      >
        <FormField id="tax-year" label={t('admin.tax.year')}>
          {(control) => <input {...control} type="text" inputMode="numeric" value={input} onChange={(e) => setInput(e.target.value)} className={controlClass} />}
        </FormField>
        <Button type="submit">{t('admin.tax.showYear')}</Button>
        <a
          href={taxReportCsvHref(year)}
          download
          className="inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-700 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {t('admin.tax.download', { year })}
        </a>
      </form>
      <div className="mt-6">
        <QueryState query={report} loadingLabel={t('admin.tax.loading')}>
          {(data) => (
            <div className="space-y-8">
              <StatCards
                label={t('admin.tax.owedNow')}
                className="grid-cols-1 sm:grid-cols-2"
                items={[
                  [t('admin.tax.excisePayable'), money(data.payableNow.exciseDutyKes)],
                  [t('admin.tax.withholdingPayable'), money(data.payableNow.withholdingTaxKes)],
                ]}
              />
              <Section id="months" title={t('admin.tax.monthByMonth', { year: data.year })}>
                <MonthsTable report={data} />
              </Section>
            </div>
          )}
        </QueryState>
      </div>
    </Page>
  );
}

export default AdminTaxReportRoute;
