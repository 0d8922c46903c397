// spec §2 Wallet: Current Balance (tokens), the withdrawable cash part (DOMAIN.md §1) and the region.
import type { Wallet } from '@changamoto/shared/contract';
import { REGION_LABELS, REGIONS, type Region } from '@changamoto/shared/domain';
import { Coins } from 'lucide-react';
import { formatNumber } from '@/lib/format';
import { useWalletFirstViewT } from '../first-view/i18n';

const regionLabel = (region: string) => ((REGIONS as readonly string[]).includes(region) ? REGION_LABELS[region as Region] : region);

export function WalletBalance({ wallet }: { wallet: Wallet }) {
  const t = useWalletFirstViewT();
  return (
    <section aria-labelledby="current-balance" className="rounded-2xl bg-brand-800 p-5 text-white shadow-sm sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="current-balance" className="text-sm font-semibold tracking-wide text-brand-100 uppercase">
            {t('wallet.balance.current')}
          </h2>
          <p className="mt-1 flex items-center gap-2 text-4xl font-bold tabular-nums">
            <Coins aria-hidden="true" className="h-8 w-8 text-accent-400" />
            {formatNumber(wallet.tokens)} <span className="text-xl font-semibold">{t('wallet.balance.tokens')}</span>
          </p>
          <p className="mt-1 text-sm text-brand-100">
            {t('wallet.balance.withdrawable')} {formatNumber(wallet.withdrawable)}
          </p>
        </div>
        <dl className="text-sm">
          <dt className="text-brand-100">{t('wallet.balance.region')}</dt>
          <dd className="font-semibold">{regionLabel(wallet.region)}</dd>
        </dl>
      </div>
      {wallet.balanceFrozen && <p className="mt-3 rounded-lg bg-white/10 p-2 text-sm">{t('wallet.balance.frozen')}</p>}
    </section>
  );
}
