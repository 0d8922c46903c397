// /wallet, 'My Wallet' (spec §2): balance, buy and withdraw side by side, payout accounts, history.
import { useDeferredValue } from 'react';
import { FormAlert } from '@/components/ui/form-field';
import { useSession } from '@/lib/auth/session';
import { useRealtime } from '@/lib/realtime';
import { useWallet } from '@/lib/queries/wallet';
import { BuyTokens } from '../components/buy/buy-tokens';
import { TransactionHistory } from '../components/history/transaction-history';
import { PayoutAccounts } from '../components/payout-accounts/payout-accounts';
import { WalletBalance } from '../components/wallet-balance';
import { WalletLoading, WalletPage } from '../components/wallet-page';
import { WithdrawTokens } from '../components/withdraw/withdraw-tokens';
import { useWalletT } from '../i18n';

export function WalletRoute() {
  const t = useWalletT();
  useRealtime();
  const session = useSession();
  const wallet = useWallet({ enabled: Boolean(session.profile) });
  // The balance arriving mounts every section below at once; deferred, React builds them in slices
  // (a slow phone stays responsive) while 'Loading Wallet...' stays up a moment longer.
  const walletData = useDeferredValue(wallet.data);

  return (
    <WalletPage>
      {session.isLoading || (session.profile && (wallet.isPending || (wallet.isSuccess && !walletData))) ? (
        <WalletLoading />
      ) : !session.profile ? (
        <FormAlert tone="info">{t('wallet.page.loginRequired')}</FormAlert>
      ) : wallet.isError ? (
        <FormAlert>{wallet.error.message}</FormAlert>
      ) : (
        walletData && (
          <>
            <WalletBalance wallet={walletData} />
            <div className="grid gap-6 lg:grid-cols-2">
              <BuyTokens />
              <WithdrawTokens withdrawable={walletData.withdrawable} kycStatus={session.profile.kycStatus} />
            </div>
            <PayoutAccounts />
            <TransactionHistory />
          </>
        )
      )}
    </WalletPage>
  );
}

export default WalletRoute;
