// /wallet, 'My Wallet' (spec §2): balance, buy and withdraw side by side, payout accounts, history.
import { lazy, Suspense, useDeferredValue } from 'react';
import { FormAlert } from '@/components/ui/form-field';
import { useSession } from '@/lib/auth/session';
import { useRealtime } from '@/lib/realtime';
import { useWallet } from '@/lib/queries/wallet';
import { useInTurn } from '@/lib/use-in-turn';
import { BuyTokens } from '../components/buy/buy-tokens';
import { WalletBalance } from '../components/wallet-balance';
import { WalletLoading, WalletPage } from '../components/wallet-page';
import { useWalletFirstViewT, withWalletCatalog } from '../first-view/i18n';

// Withdraw, payout accounts and history are below the balance and the buy form (off a phone's first
// screen): their own chunks keep the page's first load under 120 KB. Their downloads start as soon as
// this module runs, beside the wallet's API reads, so they are in by the time the balance arrives.
const loadWithdraw = import('../components/withdraw/withdraw-tokens');
const loadPayoutAccounts = import('../components/payout-accounts/payout-accounts');
const loadHistory = import('../components/history/transaction-history');
const WithdrawTokens = lazy(() => withWalletCatalog(loadWithdraw).then((m) => ({ default: m.WithdrawTokens })));
const PayoutAccounts = lazy(() => withWalletCatalog(loadPayoutAccounts).then((m) => ({ default: m.PayoutAccounts })));
const TransactionHistory = lazy(() => withWalletCatalog(loadHistory).then((m) => ({ default: m.TransactionHistory })));

export function WalletRoute() {
  const t = useWalletFirstViewT();
  useRealtime();
  const session = useSession();
  const wallet = useWallet({ enabled: Boolean(session.profile) });
  // The balance arriving mounts the first view; deferred, React builds it in slices (a slow phone stays
  // responsive) while 'Loading Wallet...' stays up a moment longer. The sections below follow in turn.
  const walletData = useDeferredValue(wallet.data);
  const sections = useInTurn(3, Boolean(walletData && session.profile));

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
              <Suspense fallback={null}>{sections >= 1 && <WithdrawTokens withdrawable={walletData.withdrawable} kycStatus={session.profile.kycStatus} />}</Suspense>
            </div>
            <Suspense fallback={null}>
              {sections >= 2 && <PayoutAccounts />}
              {sections >= 3 && <TransactionHistory />}
            </Suspense>
          </>
        )
      )}
    </WalletPage>
  );
}

export default WalletRoute;
