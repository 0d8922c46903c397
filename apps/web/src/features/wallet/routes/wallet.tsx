// /wallet, 'My Wallet' (spec §2): balance, buy and withdraw side by side, payout accounts, history.
import { lazy, Suspense, useDeferredValue } from 'react';
import { FormAlert } from '@/components/ui/form-field';
import { useSession } from '@/lib/auth/session';
import { useRealtime } from '@/lib/realtime';
import { useWallet } from '@/lib/queries/wallet';
import { BuyTokens } from '../components/buy/buy-tokens';
import { WalletBalance } from '../components/wallet-balance';
import { WalletLoading, WalletPage } from '../components/wallet-page';
import { useWalletFirstViewT } from '../first-view/i18n';

// Withdraw, payout accounts and history are below the balance and the buy form (off a phone's first
// screen): their own chunks keep the page's first load under 120 KB. Their downloads start as soon as
// this module runs, beside the wallet's API reads, so they are in by the time the balance arrives.
const loadWithdraw = import('../components/withdraw/withdraw-tokens');
const loadPayoutAccounts = import('../components/payout-accounts/payout-accounts');
const loadHistory = import('../components/history/transaction-history');
const WithdrawTokens = lazy(() => loadWithdraw.then((m) => ({ default: m.WithdrawTokens })));
const PayoutAccounts = lazy(() => loadPayoutAccounts.then((m) => ({ default: m.PayoutAccounts })));
const TransactionHistory = lazy(() => loadHistory.then((m) => ({ default: m.TransactionHistory })));

export function WalletRoute() {
  const t = useWalletFirstViewT();
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
              <Suspense fallback={null}>
                <WithdrawTokens withdrawable={walletData.withdrawable} kycStatus={session.profile.kycStatus} />
              </Suspense>
            </div>
            <Suspense fallback={null}>
              <PayoutAccounts />
              <TransactionHistory />
            </Suspense>
          </>
        )
      )}
    </WalletPage>
  );
}

export default WalletRoute;
