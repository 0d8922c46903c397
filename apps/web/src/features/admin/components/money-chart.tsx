// Purchases and payouts (KES) per day as bars: plain SVG, no chart library. The bars are decoration for
// sighted readers; the same numbers are in the summary (aria-describedby) and in the table under it.
import type { AdminReport } from '@changamoto/shared/contract';
import { useId } from 'react';
import { formatKes, formatNumber } from '@/lib/format';
import { useAdminFinanceT } from '../finance/i18n';

const SLOT = 10;
const BAR = 4;
const HEIGHT = 100;

export function MoneyChart({ report }: { report: AdminReport }) {
  const t = useAdminFinanceT();
  const id = useId();
  const { days } = report;
  const highest = Math.max(0, ...days.flatMap((d) => [d.purchasesKes, d.payoutsKes]));
  const top = Math.max(1, highest);
  const height = (kes: number) => (kes / top) * HEIGHT;
  const purchases = days.reduce((sum, d) => sum + d.purchasesKes, 0);
  const payouts = days.reduce((sum, d) => sum + d.payoutsKes, 0);

  return (
    <figure className="space-y-3">
      <figcaption id={`${id}-title`} className="font-semibold text-gray-900">
        {t('admin.chart.title')}
      </figcaption>
      <ul className="flex flex-wrap gap-4 text-sm text-gray-800" aria-hidden="true">
        <li className="flex items-center gap-2">
          <span className="h-3 w-3 rounded-sm bg-brand-700" /> {t('admin.chart.purchases')}
        </li>
        <li className="flex items-center gap-2">
          <span className="h-3 w-3 rounded-sm bg-amber-500" /> {t('admin.chart.payouts')}
        </li>
      </ul>
      <p id={`${id}-desc`} className="text-sm text-gray-700">
        {t('admin.chart.summary', {
          range: days.length === 1 ? t('admin.chart.oneDay', { from: report.from }) : t('admin.chart.days', { count: days.length, from: report.from, to: report.to }),
          purchases: formatKes(purchases),
          payouts: formatKes(payouts),
          highest: formatKes(highest),
        })}
      </p>
      <svg
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        viewBox={`0 0 ${Math.max(days.length, 1) * SLOT} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-48 w-full rounded-lg border border-gray-200 bg-white"
      >
        {days.map((d, i) => (
          <g key={d.date}>
            <rect data-series="purchases" x={i * SLOT + 1} y={HEIGHT - height(d.purchasesKes)} width={BAR} height={height(d.purchasesKes)} className="fill-brand-700">
              <title>{t('admin.chart.barPurchases', { date: d.date, amount: formatKes(d.purchasesKes) })}</title>
            </rect>
            <rect data-series="payouts" x={i * SLOT + 1 + BAR} y={HEIGHT - height(d.payoutsKes)} width={BAR} height={height(d.payoutsKes)} className="fill-amber-500">
              <title>{t('admin.chart.barPayouts', { date: d.date, amount: formatKes(d.payoutsKes) })}</title>
            </rect>
          </g>
        ))}
      </svg>
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold text-brand-800">{t('admin.chart.showNumbers')}</summary>
        <div role="region" aria-label={t('admin.chart.numbersPerDay')} tabIndex={0} className="mt-2 max-h-96 overflow-auto">
          <table className="w-full text-left">
            <caption className="sr-only">{t('admin.chart.title')}</caption>
            <thead>
              <tr className="border-b border-gray-200">
                <th scope="col" className="py-1 pr-3">
                  {t('admin.chart.date')}
                </th>
                <th scope="col" className="py-1 pr-3 text-right">
                  {t('admin.chart.purchases')}
                </th>
                <th scope="col" className="py-1 pr-3 text-right">
                  {t('admin.layout.payouts')}
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.date} className="border-b border-gray-100">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {d.date}
                  </th>
                  <td className="py-1 pr-3 text-right">
                    {formatKes(d.purchasesKes)} ({formatNumber(d.purchasesCount)})
                  </td>
                  <td className="py-1 pr-3 text-right">
                    {formatKes(d.payoutsKes)} ({formatNumber(d.payoutsCount)})
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
