// spec §2/§4 Transaction History: the latest 50, kept live by lib/realtime invalidation.
import type { WalletTransaction } from '@changamoto/shared/contract';
import { humaniseTransactionType } from '@changamoto/shared/domain';
import { Link } from 'react-router';
import { FormAlert } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useTransactions } from '../../api/list-transactions';
import { formatDateTime } from '../../lib/format';
import { WalletCard } from '../card';
import { StatusBadge } from './status-badge';
import { isDebit, signedTokens, visibleTransactions } from './transaction-display';
import { TransactionIcon } from './transaction-icon';

export function TransactionHistory() {
  const transactions = useTransactions();
  return (
    <WalletCard id="transaction-history" title="Transaction History">
      {transactions.isPending ? (
        <Spinner label="Loading transactions…" />
      ) : transactions.isError ? (
        <FormAlert>Error loading transactions: {transactions.error.message}</FormAlert>
      ) : visibleTransactions(transactions.data).length === 0 ? (
        <p className="text-sm text-gray-700">No transactions yet.</p>
      ) : (
        <ul className="divide-y divide-gray-200">
          {visibleTransactions(transactions.data).map((tx) => (
            <TransactionRow key={tx.id} transaction={tx} />
          ))}
        </ul>
      )}
    </WalletCard>
  );
}

function TransactionRow({ transaction: tx }: { transaction: WalletTransaction }) {
  return (
    <li className="flex items-center gap-3 py-3">
      <TransactionIcon transaction={tx} />
      <div className="min-w-0 flex-1">
        <Link to={paths.transaction(tx.id)} className="font-semibold text-gray-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700">
          {humaniseTransactionType(tx.type)}
        </Link>
        <p className="text-sm text-gray-700">
          <time dateTime={tx.createdAt}>{formatDateTime(tx.createdAt)}</time>
        </p>
      </div>
      <div className="flex flex-col items-end gap-1">
        <span className={cn('font-semibold tabular-nums', isDebit(tx) ? 'text-gray-900' : 'text-green-800')}>{signedTokens(tx)}</span>
        <StatusBadge status={tx.status} errorMessage={tx.errorMessage} />
      </div>
    </li>
  );
}
