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

export function PayoutAccounts() {
  const [adding, setAdding] = useState(false);
  const accounts = usePayoutAccounts();
  return (
    <WalletCard
      id="payout-accounts"
      title="Payout Accounts"
      actions={
        <Button variant={adding ? 'ghost' : 'outline'} size="sm" aria-expanded={adding} aria-controls="add-payout-account" onClick={() => setAdding((open) => !open)}>
          {adding ? <X aria-hidden="true" className="h-4 w-4" /> : <Plus aria-hidden="true" className="h-4 w-4" />}
          {adding ? 'Cancel' : 'Add New Account'}
        </Button>
      }
    >
      {adding && (
        <div id="add-payout-account" className="mb-6 rounded-xl border border-gray-200 p-4">
          <AddPayoutAccount onAdded={() => setAdding(false)} />
        </div>
      )}
      {accounts.isPending ? (
        <Spinner label="Loading payout accounts…" />
      ) : accounts.isError ? (
        <FormAlert>Error loading payout accounts: {accounts.error.message}</FormAlert>
      ) : accounts.data.length === 0 ? (
        <p className="text-sm text-gray-700">You haven&apos;t added any payout accounts yet.</p>
      ) : (
        <ul className="space-y-3">
          {accounts.data.map((account) => (
            <PayoutAccountItem key={account.id} account={account} />
          ))}
        </ul>
      )}
      <Button variant="ghost" size="sm" className="mt-3" onClick={() => void accounts.refetch()} disabled={accounts.isFetching}>
        <RefreshCw aria-hidden="true" className="h-4 w-4" />
        Refresh List
      </Button>
    </WalletCard>
  );
}
