// spec §2 Payout Accounts: the add form behind an 'Add New Account' / 'Cancel' toggle, and the list.
import { Plus, RefreshCw, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { usePayoutAccounts } from '../../api/list-payout-accounts';
import { WalletCard } from '../card';
import { AddPayoutAccount } from './add-payout-account';
import { PayoutAccountItem } from './payout-account-item';
import { useWalletT } from '../../i18n';

export function PayoutAccounts() {
  const t = useWalletT();
  const [adding, setAdding] = useState(false);
  const accounts = usePayoutAccounts();
  return (
    <WalletCard
      id="payout-accounts"
      title={t('wallet.payout.title')}
      actions={
        <Button variant={adding ? 'ghost' : 'outline'} size="sm" aria-expanded={adding} aria-controls="add-payout-account" onClick={() => setAdding((open) => !open)}>
          {adding ? <X aria-hidden="true" className="h-4 w-4" /> : <Plus aria-hidden="true" className="h-4 w-4" />}
          {adding ? t('wallet.payout.cancel') : t('wallet.payout.addNew')}
        </Button>
      }
    >
      {adding && (
        <div id="add-payout-account" className="mb-6 rounded-xl border border-gray-200 p-4">
          <AddPayoutAccount onAdded={() => setAdding(false)} />
        </div>
      )}
      {accounts.isPending ? (
        <Spinner label={t('wallet.payout.loading')} />
      ) : accounts.isError ? (
        <FormAlert>
          {t('wallet.payout.error')} {accounts.error.message}
        </FormAlert>
      ) : accounts.data.length === 0 ? (
        <p className="text-sm text-gray-700">{t('wallet.payout.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {accounts.data.map((account) => (
            <PayoutAccountItem key={account.id} account={account} />
          ))}
        </ul>
      )}
      <Button variant="ghost" size="sm" className="mt-3" onClick={() => void accounts.refetch()} disabled={accounts.isFetching}>
        <RefreshCw aria-hidden="true" className="h-4 w-4" />
        {t('wallet.payout.refresh')}
      </Button>
    </WalletCard>
  );
}
