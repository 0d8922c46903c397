// spec §2 Withdraw Tokens: KYC first (DOMAIN.md §3), then the redeem form.
import type { KycStatus } from '@changamoto/shared/domain';
import { ShieldAlert } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { WalletCard } from '../card';
import { RedeemForm } from './redeem-form';
import { useWalletT } from '../../i18n';

/** Where the person stands decides what the way to verification says. */
const VERIFY_LINK_KEYS = {
  unverified: 'wallet.withdraw.verify.unverified',
  pending: 'wallet.withdraw.verify.pending',
  rejected: 'wallet.withdraw.verify.rejected',
  verified: 'wallet.withdraw.verify.verified',
} as const satisfies Record<KycStatus, string>;

export function WithdrawTokens({ withdrawable, kycStatus }: { withdrawable: number; kycStatus: KycStatus }) {
  const t = useWalletT();
  return (
    <WalletCard id="withdraw-tokens" title={t('wallet.withdraw.title')}>
      {kycStatus === 'verified' ? (
        <RedeemForm withdrawable={withdrawable} />
      ) : (
        <div className="space-y-4">
          <p className="flex items-start gap-2 text-sm text-gray-800">
            <ShieldAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-accent-500" />
            {t('wallet.withdraw.kycRequired')}
          </p>
          <ButtonLink to={paths.verifyIdentity} variant="outline">
            {t(VERIFY_LINK_KEYS[kycStatus])}
          </ButtonLink>
        </div>
      )}
    </WalletCard>
  );
}
