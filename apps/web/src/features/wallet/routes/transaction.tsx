// /transactions/:id: one transaction (notification targets, spec §8; history rows link here).
import { useParams } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { FormAlert } from '@/components/ui/form-field';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useTransaction } from '../api/get-transaction';
import { StatusBadge } from '../components/history/status-badge';
import { purchaseDetail, signedTokens, typeLabel } from '../components/history/transaction-display';
import { TransactionIcon } from '../components/history/transaction-icon';
import { formatDateTime, formatKes } from '@/lib/format';
import { translate } from '@/lib/i18n';
import { useWalletT } from '../i18n';

export const TRANSACTION_NOT_FOUND = () => translate('wallet.transaction.notFound');

const REDEMPTION_KES = [
  ['grossKes', 'wallet.transaction.gross'],
  ['feeKes', 'wallet.transaction.fee'],
  ['taxKes', 'wallet.transaction.withholdingTax'],
  ['netKes', 'wallet.transaction.net'],
] as const;

export function TransactionRoute() {
  const t = useWalletT();
  const { id = '' } = useParams();
  const transaction = useTransaction(id);
  const tx = transaction.data;
  const notFound = transaction.error instanceof ApiError && (transaction.error.status === 404 || transaction.error.status === 400);

  return (
    <Page>
      <BackLink to={paths.wallet}>{t('wallet.transaction.backToWallet')}</BackLink>
      <div className="mt-4">
        {transaction.isPending ? (
          <Spinner label={t('wallet.transaction.loading')} />
        ) : notFound ? (
          <FormAlert>{TRANSACTION_NOT_FOUND()}</FormAlert>
        ) : transaction.isError || !tx ? (
          <FormAlert>{transaction.error?.message ?? TRANSACTION_NOT_FOUND()}</FormAlert>
        ) : (
          <article className="rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
            <div className="flex items-center gap-3">
              <TransactionIcon transaction={tx} />
              <h1 className="text-2xl font-bold text-gray-900">{typeLabel(tx.type)}</h1>
            </div>
            <dl className="mt-6 grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="text-gray-700">{t('wallet.transaction.status')}</dt>
              <dd>
                <StatusBadge status={tx.status} errorMessage={tx.errorMessage} />
              </dd>
              <dt className="text-gray-700">{t('wallet.transaction.amount')}</dt>
              <dd className="font-semibold text-gray-900">{signedTokens(tx)}</dd>
              {tx.amountCurrency !== null && (
                <>
                  <dt className="text-gray-700">{t('wallet.transaction.amountIn', { currency: tx.currency })}</dt>
                  <dd className="text-gray-900">{tx.currency === 'KES' ? formatKes(tx.amountCurrency) : `${tx.currency} ${tx.amountCurrency}`}</dd>
                </>
              )}
              {purchaseDetail(tx) && (
                <>
                  <dt className="text-gray-700">{t('wallet.transaction.purchase')}</dt>
                  <dd className="text-gray-900">{purchaseDetail(tx)}</dd>
                </>
              )}
              {tx.exciseDutyKes !== null && tx.exciseDutyKes > 0 && (
                <>
                  <dt className="text-gray-700">{t('wallet.transaction.exciseDuty')}</dt>
                  <dd className="text-gray-900">{formatKes(tx.exciseDutyKes)}</dd>
                </>
              )}
              {tx.redemption &&
                REDEMPTION_KES.map(([key, label]) => (
                  <div key={key} className="contents">
                    <dt className="text-gray-700">{t(label)}</dt>
                    <dd className="text-gray-900">{formatKes(tx.redemption![key])}</dd>
                  </div>
                ))}
              {tx.redemption?.destination && (
                <>
                  <dt className="text-gray-700">{t('wallet.transaction.sentTo')}</dt>
                  <dd className="text-gray-900">{tx.redemption.destination}</dd>
                </>
              )}
              <dt className="text-gray-700">{t('wallet.transaction.date')}</dt>
              <dd className="text-gray-900">
                <time dateTime={tx.createdAt}>{formatDateTime(tx.createdAt)}</time>
              </dd>
              <dt className="text-gray-700">{t('wallet.transaction.reference')}</dt>
              <dd className="break-all text-gray-900">{tx.reference ?? '—'}</dd>
              {tx.errorMessage && (
                <>
                  <dt className="text-gray-700">{t('wallet.transaction.errorMessage')}</dt>
                  <dd className="text-red-800">{tx.errorMessage}</dd>
                </>
              )}
            </dl>
          </article>
        )}
      </div>
    </Page>
  );
}

export default TransactionRoute;
