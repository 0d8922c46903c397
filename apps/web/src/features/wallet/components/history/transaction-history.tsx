// spec §2/§4 Transaction History: the latest 50, kept live by lib/realtime invalidation. Each row reads
// at 360 px: a short name (one or two lines), its detail (a purchase's channel; a withdrawal's net KES,
// fee and destination), and a failed or re-credited row looks unlike a completed one.
import type { WalletTransaction } from '@changamoto/shared/contract';
import { PURCHASE_TYPES } from '@changamoto/shared/domain';
import { Link } from 'react-router';
import { FormAlert } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useTransactions } from '../../api/list-transactions';
import { formatDateTime, formatKes } from '@/lib/format';
import { WalletCard } from '../card';
import { CancelPurchase } from './cancel-purchase';
import { StatusBadge } from './status-badge';
import { isDebit, purchaseDetail, signedTokens, typeLabel, UNAPPLIED_STATUSES, unappliedNote, visibleTransactions } from './transaction-display';
import { TransactionIcon } from './transaction-icon';
import { useWalletT } from '../../i18n';

export function TransactionHistory() {
  const t = useWalletT();
  const transactions = useTransactions();
  return (
    <WalletCard id="transaction-history" title={t('wallet.history.title')}>
      {transactions.isPending ? (
        <Spinner label={t('wallet.history.loading')} />
      ) : transactions.isError ? (
        <FormAlert>
          {t('wallet.history.error')} {transactions.error.message}
        </FormAlert>
      ) : visibleTransactions(transactions.data).length === 0 ? (
        <p className="text-sm text-gray-700">{t('wallet.history.empty')}</p>
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

/** A withdrawal's KES as the server stored them: net, fee, withholding tax (DOMAIN.md §10), and where they go. */
function RedemptionDetail({ redemption }: { redemption: NonNullable<WalletTransaction['redemption']> }) {
  const t = useWalletT();
  return (
    <>
      <p className="text-sm text-gray-900">
        {t('wallet.history.netFee', { net: formatKes(redemption.netKes), fee: formatKes(redemption.feeKes) })}
        {redemption.taxKes > 0 && <> · {t('wallet.history.withholdingTax', { tax: formatKes(redemption.taxKes) })}</>}
      </p>
      {redemption.destination && <p className="text-sm text-gray-700">{t('wallet.history.to', { destination: redemption.destination })}</p>}
    </>
  );
}

function TransactionRow({ transaction: tx }: { transaction: WalletTransaction }) {
  const t = useWalletT();
  const unapplied = UNAPPLIED_STATUSES.has(tx.status);
  const note = unappliedNote(tx.status);
  const detail = purchaseDetail(tx);
  const amount = signedTokens(tx);
  return (
    <li data-status={tx.status} className={cn('flex items-start gap-3 py-3', unapplied && '-mx-2 rounded-lg bg-red-50/60 px-2')}>
      <TransactionIcon transaction={tx} />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <Link to={paths.transaction(tx.id)} className="font-semibold text-gray-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700">
            {typeLabel(tx.type)}
          </Link>
          {unapplied ? (
            <span className="shrink-0 font-semibold whitespace-nowrap text-gray-600 tabular-nums">
              <s>{amount}</s>
              <span className="sr-only"> {t('wallet.history.notApplied')}</span>
            </span>
          ) : (
            <span className={cn('shrink-0 font-semibold whitespace-nowrap tabular-nums', isDebit(tx) ? 'text-gray-900' : 'text-green-800')}>{amount}</span>
          )}
        </div>
        <div className="mt-0.5 flex items-center justify-between gap-2">
          <p className="text-sm text-gray-700">
            <time dateTime={tx.createdAt}>{formatDateTime(tx.createdAt)}</time>
          </p>
          <StatusBadge status={tx.status} errorMessage={tx.errorMessage} />
        </div>
        {detail && <p className="mt-1 text-sm text-gray-700">{detail}</p>}
        {tx.exciseDutyKes !== null && tx.exciseDutyKes > 0 && <p className="mt-1 text-sm text-gray-700">{t('wallet.history.includesExciseDuty', { amount: formatKes(tx.exciseDutyKes) })}</p>}
        {tx.redemption && (
          <div className="mt-1">
            <RedemptionDetail redemption={tx.redemption} />
          </div>
        )}
        {note && <p className="mt-1 text-sm font-medium text-red-800">{note}</p>}
        {tx.status === 'pending' && PURCHASE_TYPES.has(tx.type) && <CancelPurchase transaction={tx} />}
      </div>
    </li>
  );
}
