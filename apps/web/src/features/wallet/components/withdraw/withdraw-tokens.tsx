// spec §2 Withdraw Tokens: KYC first (DOMAIN.md §3), then the redeem form.
import type { KycStatus } from '@changamoto/shared/domain';
import { REDEEM_MESSAGES } from '@changamoto/shared/domain';
import { ShieldAlert } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { WalletCard } from '../card';
import { RedeemForm } from './redeem-form';

/** Where the person stands decides what the way to verification says. */
const VERIFY_LINK_TEXT: Record<KycStatus, string> = {
  unverified: 'Verify your identity',
  pending: 'See your verification status',
  rejected: 'Submit your documents again',
  verified: 'Verify your identity',
};

export function WithdrawTokens({ withdrawable, kycStatus }: { withdrawable: number; kycStatus: KycStatus }) {
  return (
    <WalletCard id="withdraw-tokens" title="Withdraw Tokens">
      {kycStatus === 'verified' ? (
        <RedeemForm withdrawable={withdrawable} />
      ) : (
        <div className="space-y-4">
          <p className="flex items-start gap-2 text-sm text-gray-800">
            <ShieldAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-accent-500" />
            {REDEEM_MESSAGES.kycRequired}
          </p>
          <ButtonLink to={paths.verifyIdentity} variant="outline">
            {VERIFY_LINK_TEXT[kycStatus]}
          </ButtonLink>
        </div>
      )}
    </WalletCard>
  );
}
