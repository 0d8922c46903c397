// /wallet, 'My Wallet' (spec §2): balance, buy and withdraw side by side, payout accounts, history.
import { lazy, startTransition, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { FormAlert } from '@/components/ui/form-field';
import { useSession } from '@/lib/auth/session';
import { useRealtime } from '@/lib/realtime';
import { useWallet } from '@/lib/queries/wallet';
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

/**
 * How many of the sections below the first view are mounted: none in the commit that shows the balance
 * and Buy Tokens, then one more per task. On a slow phone each section is a short task of its own
 * instead of one long one with the first view (issue #20 §2, Total Blocking Time), and a tap in
 * between is answered. As transitions, a section still loading keeps what is shown in place.
 */
function useSectionsInTurn(total: number, start: boolean): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (!start || shown >= total) return;
    const next = setTimeout(() => startTransition(() => setShown((count) => count + 1)), 0);
    return () => clearTimeout(next);
  }, [start, shown, total]);
  return shown;
}

export function WalletRoute() {
  const t = useWalletFirstViewT();
  useRealtime();
  const session = useSession();
  const wallet = useWallet({ enabled: Boolean(session.profile) });
  // The balance arriving mounts the first view; deferred, React builds it in slices (a slow phone stays
  // responsive) while 'Loading Wallet...' stays up a moment longer. The sections below follow in turn.
  const walletData = useDeferredValue(wallet.data);
  const sections = useSectionsInTurn(3, Boolean(walletData && session.profile));

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
