// spec §2 Buy, Bundles mode: the bundles on sale with their loading, error and empty states.
import type { TokenBundle } from '@changamoto/shared/contract';
import { FormAlert } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { useActiveTokenBundles } from '../../api/get-active-token-bundles';
import { formatKes, formatKesPerToken, formatNumber } from '@/lib/format';
import { RadioCards } from '../radio-cards';
import { serverMessageOr } from '@/lib/api-client';
import { isUnexplainedServerFailure } from '@/lib/failure-message';

/** spec §8 List fallbacks. */
export const BUNDLES_LOAD_FAILED = 'Could not load token bundles. Please try again.';

export function BundleOptions({ selectedId, onSelect }: { selectedId: string | null; onSelect: (bundle: TokenBundle) => void }) {
  const bundles = useActiveTokenBundles();
  if (bundles.isPending) return <Spinner label="Loading token bundles…" />;
  // spec §8: 'Error loading token bundles: {message}' when the server said why, else the list fallback.
  if (bundles.isError) {
    const reason = serverMessageOr(bundles.error, '');
    return <FormAlert>{reason && !isUnexplainedServerFailure(bundles.error) ? `Error loading token bundles: ${reason}` : BUNDLES_LOAD_FAILED}</FormAlert>;
  }
  if (bundles.data.length === 0) return <FormAlert tone="info">No token purchase options currently available. Please check back later.</FormAlert>;
  return (
    <RadioCards
      name="bundle"
      legend="Token bundle"
      value={selectedId}
      onChange={(id) => {
        const bundle = bundles.data.find((b) => b.id === id);
        if (bundle) onSelect(bundle);
      }}
      options={bundles.data.map((bundle) => ({
        value: bundle.id,
        label: `${formatNumber(bundle.tokenAmount)} tokens`,
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
