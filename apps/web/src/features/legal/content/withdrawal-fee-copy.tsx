// The one place that words the withdrawal fee. DOMAIN.md §3 gives both readings of the spec (§1 "fee-free
// withdrawals" vs the §9 table); the server picks one (WITHDRAWAL_FEE_MODE) and publishes it in
// GET /api/config, so this copy follows `withdrawalFeeMode` and never assumes it.
import type { PublicConfig } from '@changamoto/shared/contract';
import { usePublicConfig } from '@/lib/public-config';
import { formatKes, formatNumber } from '@/lib/format';

type FeeTier = PublicConfig['withdrawalFeeTiers'][number];

/** The table's words: English here, Kiswahili from the FAQ's Kiswahili module (content/faq-sw). */
export interface FeeTableWords {
  caption: string;
  band: string;
  fee: string;
  above: (kes: string) => string;
}

const ENGLISH: FeeTableWords = { caption: 'Withdrawal fees by gross KES value', band: 'Gross value of tokens redeemed', fee: 'Fee', above: (kes) => `Above ${kes}` };

function bandLabel(tier: FeeTier, words: FeeTableWords): string {
  if (tier.toKes === null) return words.above(formatKes(tier.fromKes - 1));
  return `${formatKes(tier.fromKes)} – ${formatNumber(tier.toKes)}`;
}

export function WithdrawalFeeTable({ tiers, words = ENGLISH }: { tiers: FeeTier[]; words?: FeeTableWords }) {
  return (
    <div className="my-3 overflow-x-auto">
      <table className="w-full max-w-md border-collapse text-left text-sm">
        <caption className="mb-2 text-left font-semibold text-gray-900">{words.caption}</caption>
        <thead>
          <tr className="bg-brand-50 text-brand-900">
            <th scope="col" className="border border-gray-200 px-3 py-2 font-semibold">
              {words.band}
            </th>
            <th scope="col" className="border border-gray-200 px-3 py-2 font-semibold">
              {words.fee}
            </th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier) => (
            <tr key={tier.fromKes}>
              <td className="border border-gray-200 px-3 py-2">{bandLabel(tier, words)}</td>
              <td className="border border-gray-200 px-3 py-2 font-medium whitespace-nowrap">{formatKes(tier.feeKes)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function WithdrawalFeeCopy() {
  const { data: config, isPending, isError } = usePublicConfig();
  if (isPending) return <p className="text-gray-700">Loading the current withdrawal fees…</p>;
  if (isError || !config) {
    return <p>We could not load the current withdrawal fees. The exact fee, if any, and the net amount you will receive are always shown in your wallet before you confirm a withdrawal.</p>;
  }
  const minimum = formatKes(config.minNetWithdrawalKes);
  if (config.withdrawalFeeMode === 'free') {
    return <p>Withdrawals carry no fee. You receive the full KES value of the tokens you redeem (1 token = KES 1.00), as long as the amount is at least {minimum}.</p>;
  }
  return (
    <div>
      <p>A flat fee is deducted from each withdrawal, depending on the gross KES value of the tokens you redeem (1 token = KES 1.00):</p>
      <WithdrawalFeeTable tiers={config.withdrawalFeeTiers} />
      <p>You receive the gross value minus the fee. The net amount must be at least {minimum}; the wallet shows the fee and the net amount before you confirm.</p>
    </div>
  );
}
