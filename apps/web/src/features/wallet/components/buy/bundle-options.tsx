// spec §2 Buy, Bundles mode: the bundles on sale with their loading, error and empty states.
import type { TokenBundle } from '@changamoto/shared/contract';
import { FormAlert } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { useActiveTokenBundles } from '../../api/get-active-token-bundles';
import { formatKes, formatKesPerToken, formatNumber } from '@/lib/format';
import { RadioCards } from '../radio-cards';
import { serverMessageOr } from '@/lib/api-client';
import { isUnexplainedServerFailure } from '@/lib/failure-message';
import { translate } from '@/lib/i18n';
import { useWalletFirstViewT } from '../../first-view/i18n';

/** spec §8 List fallbacks. */
export const BUNDLES_LOAD_FAILED = () => translate('wallet.bundles.loadFailed');

export function BundleOptions({ selectedId, onSelect }: { selectedId: string | null; onSelect: (bundle: TokenBundle) => void }) {
  const t = useWalletFirstViewT();
  const bundles = useActiveTokenBundles();
  if (bundles.isPending) return <Spinner label={t('wallet.bundles.loading')} />;
  // spec §8: 'Error loading token bundles: {message}' when the server said why, else the list fallback.
  if (bundles.isError) {
    const reason = serverMessageOr(bundles.error, '');
    return <FormAlert>{reason && !isUnexplainedServerFailure(bundles.error) ? t('wallet.bundles.error', { reason }) : BUNDLES_LOAD_FAILED()}</FormAlert>;
  }
  if (bundles.data.length === 0) return <FormAlert tone="info">{t('wallet.bundles.none')}</FormAlert>;
  return (
    <RadioCards
      name="bundle"
      legend={t('wallet.bundles.legend')}
      value={selectedId}
      onChange={(id) => {
        const bundle = bundles.data.find((b) => b.id === id);
        if (bundle) onSelect(bundle);
      }}
      options={bundles.data.map((bundle) => ({
        value: bundle.id,
        label: t('wallet.bundles.tokens', { count: formatNumber(bundle.tokenAmount) }),
        // The price per token (a line of its own at 360 px) lets bundles be compared with each other and with a custom amount.
        description: (
          <>
            {[bundle.name, formatKes(bundle.cashPriceKes)].filter(Boolean).join(' · ')}
            <span className="block">{formatKesPerToken(bundle.cashPriceKes, bundle.tokenAmount)}</span>
          </>
        ),
      }))}
    />
  );
}
