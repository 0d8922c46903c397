// The KES a redemption pays out: gross, fee, withholding tax and net (spec §9 fee table, DOMAIN.md §3 and §10).
import { formatKes } from '@/lib/format';
import { useWalletT } from '../../i18n';

type Estimate = { grossKes: number; feeKes: number; taxKes: number; taxRate: number; netKes: number };

/** '5%' */
const percent = (rate: number) => `${Math.round(rate * 10_000) / 100}%`;

export function EstimateSummary({ estimate }: { estimate: Estimate }) {
  const t = useWalletT();
  return (
    <dl aria-label={t('wallet.withdraw.estimate')} className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-lg bg-gray-50 p-3 text-sm">
      <dt className="text-gray-700">{t('wallet.withdraw.gross')}</dt>
      <dd className="text-right font-medium text-gray-900">{formatKes(estimate.grossKes)}</dd>
      <dt className="text-gray-700">{t('wallet.withdraw.fee')}</dt>
      <dd className="text-right font-medium text-gray-900">{formatKes(estimate.feeKes)}</dd>
      {estimate.taxRate > 0 && (
        <>
          <dt className="text-gray-700">{t('wallet.withdraw.withholdingTax', { rate: percent(estimate.taxRate) })}</dt>
          <dd className="text-right font-medium text-gray-900">{formatKes(estimate.taxKes)}</dd>
        </>
      )}
      <dt className="font-semibold text-gray-900">{t('wallet.withdraw.net')}</dt>
      <dd className="text-right font-bold text-gray-900">{formatKes(estimate.netKes)}</dd>
    </dl>
  );
}
