// /admin/tax-report: Kenya's Finance Act 2025 (DOMAIN.md §10) month by month (Kenyan months) for a year:
// deposits and the excise duty they include, withdrawals and the tax withheld from them, the year's totals,
// what the tax-payable accounts hold now, and the same figures as CSV for the accountant.
import type { TaxReport, TaxReportMonth } from '@changamoto/shared/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { controlClass, FormField } from '@/components/ui/form-field';
import { Page } from '@/components/ui/page';
import { formatKes, formatNumber } from '@/lib/format';
import { taxReportCsvHref, useTaxReport } from '../api/tax-report';
import { QueryState } from '../components/query-state';
import { Section, StatCards } from '../components/section';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const monthName = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
const percent = (rate: number) => `${Math.round(rate * 10_000) / 100}%`;
const money = (kes: number) => formatKes(Math.round(kes * 100) / 100);

function MonthsTable({ report }: { report: TaxReport }) {
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
        <caption className="sr-only">Deposits, excise duty, withdrawals and withholding tax per month of {report.year}</caption>
        <thead className="bg-gray-50 text-gray-700">
          <tr>
            <th scope="col" className="px-3 py-2 text-left">
              Month
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Deposits
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Deposited
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Excise duty ({percent(report.exciseDutyRate)})
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Withdrawals
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Withdrawn (gross)
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Withholding tax ({percent(report.withdrawalTaxRate)})
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {report.months.map((m) => row(monthName(m.month), m))}
          {row(`Total ${report.year}`, report.totals, true)}
        </tbody>
      </table>
    </div>
  );
}

export function AdminTaxReportRoute() {
  const [params, setParams] = useSearchParams();
  const [thisYear] = useState(() => Number(new Date().toLocaleString('en-CA', { timeZone: 'Africa/Nairobi', year: 'numeric' })));
  const year = Number(params.get('year') ?? thisYear) || thisYear;
  const [input, setInput] = useState(String(year));
  const report = useTaxReport(year);

  return (
    <Page title="Tax report">
      <p className="text-sm text-gray-700">Kenya’s Finance Act 2025: excise duty included in every deposit, withholding tax on every withdrawal. Months are Kenyan time; a withdrawal that failed is taken off in the month it came back.</p>
      <form
        noValidate
        aria-label="Tax report year"
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          if (/^\d{4}$/.test(input)) setParams({ year: input });
        }}
      >
        <FormField id="tax-year" label="Year">
          {(control) => <input {...control} type="text" inputMode="numeric" value={input} onChange={(e) => setInput(e.target.value)} className={controlClass} />}
        </FormField>
        <Button type="submit">Show year</Button>
        <a
          href={taxReportCsvHref(year)}
          download
          className="inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-700 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          Download CSV ({year})
        </a>
      </form>
      <div className="mt-6">
        <QueryState query={report} loadingLabel="Loading the tax report…">
          {(data) => (
            <div className="space-y-8">
              <StatCards
                label="Owed to KRA now"
                className="grid-cols-1 sm:grid-cols-2"
                items={[
                  ['Excise duty payable', money(data.payableNow.exciseDutyKes)],
                  ['Withholding tax payable', money(data.payableNow.withholdingTaxKes)],
                ]}
              />
              <Section id="months" title={`Month by month, ${data.year}`}>
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
