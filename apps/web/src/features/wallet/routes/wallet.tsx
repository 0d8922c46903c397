// /wallet, 'My Wallet' (spec §2): balance, buy and withdraw side by side, payout accounts, history.
import { ArrowLeft } from 'lucide-react';
import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '@/components/ui/form-field';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/session';
import { useRealtime } from '@/lib/realtime';
import { useWallet } from '../api/get-wallet';
import { BuyTokens } from '../components/buy/buy-tokens';
import { TransactionHistory } from '../components/history/transaction-history';
import { PayoutAccounts } from '../components/payout-accounts/payout-accounts';
import { WalletBalance } from '../components/wallet-balance';
import { WithdrawTokens } from '../components/withdraw/withdraw-tokens';

export function WalletRoute() {
  useRealtime();
  const session = useSession();
  const wallet = useWallet({ enabled: Boolean(session.profile) });
  // The balance arriving mounts every section below at once; deferred, React builds them in slices
  // (a slow phone stays responsive) while 'Loading Wallet...' stays up a moment longer.
  const walletData = useDeferredValue(wallet.data);

  return (
    <Page>
      <Link to={paths.dashboard} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to Dashboard
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">My Wallet</h1>
      <div className="mt-6 space-y-6">
        {session.isLoading || (session.profile && (wallet.isPending || (wallet.isSuccess && !walletData))) ? (
          <p role="status" className="flex items-center gap-3 py-10 text-gray-700">
            <span aria-hidden="true" className="h-6 w-6 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />
            Loading Wallet...
          </p>
        ) : !session.profile ? (
          <FormAlert tone="info">Please log in to view your wallet.</FormAlert>
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
      </div>
    </Page>
  );
}

export default WalletRoute;
