// spec §2 list entry: name, bank, Default badge, type, last digits, currency, recipient code; actions.
import type { PayoutAccount } from '@changamoto/shared/contract';
import { Clock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useDeletePayoutAccount } from '../../api/delete-payout-account';
import { useSetDefaultPayoutAccount } from '../../api/set-default-payout-account';
import { failureMessage } from '@/lib/failure-message';
import { availableFromText, usePayoutAccountAvailable } from '../../lib/payout-hold';
import { payoutTypeLabel } from '../../lib/payout-types';
import { walletToast } from '../../lib/wallet-toast';
import { translate } from '@/lib/i18n';
import { useWalletT } from '../../i18n';

export const SET_DEFAULT_FAILED = () => translate('wallet.payout.setDefaultFailed');
export const DELETE_FAILED = () => translate('wallet.payout.deleteFailed');
/** spec §8 Function fallbacks: the server failed without a reason of its own (lib/failure-message.ts). */
export const SET_DEFAULT_SERVER_FAILED = () => translate('wallet.payout.setDefaultFailedShort');
export const DELETE_SERVER_FAILED = () => translate('wallet.payout.deleteFailedShort');

export function PayoutAccountItem({ account, onSelect }: { account: PayoutAccount; onSelect?: (account: PayoutAccount) => void }) {
  const t = useWalletT();
  const setDefault = useSetDefaultPayoutAccount();
  const remove = useDeletePayoutAccount();
  const busy = setDefault.isPending || remove.isPending;
  const available = usePayoutAccountAvailable(account);
  const headingId = `payout-account-${account.id}`;

  return (
    <li aria-labelledby={headingId} className="rounded-xl border border-gray-200 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="font-semibold text-gray-900">
          {account.accountName}
        </h3>
        {account.isDefault && <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">{t('wallet.payout.default')}</span>}
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-gray-700">
        <dt>{t('wallet.payout.provider')}</dt>
        <dd className="text-gray-900">{account.bankName}</dd>
        <dt>{t('wallet.payout.type')}</dt>
        <dd className="text-gray-900">{payoutTypeLabel(account.type)}</dd>
        <dt>{t('wallet.payout.account')}</dt>
        <dd className="text-gray-900">{account.accountNumberPreview}</dd>
        <dt>{t('wallet.payout.currency')}</dt>
        <dd className="text-gray-900">{account.currency}</dd>
        <dt>{t('wallet.payout.recipientCode')}</dt>
        <dd className="break-all text-gray-900">{account.recipientCode}</dd>
      </dl>
      {!available && (
        <p className="mt-2 flex items-start gap-1.5 text-sm text-gray-800">
          <Clock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-accent-500" />
          <span>{t('wallet.payout.holdExplained', { availableFrom: availableFromText(account) })}</span>
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {onSelect && (
          <Button size="sm" onClick={() => onSelect(account)}>
            {t('wallet.payout.selectForPayout')}
          </Button>
        )}
        {!account.isDefault && (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            aria-describedby={headingId}
            onClick={() =>
              setDefault.mutate(account.id, {
                onSuccess: () => walletToast.success(translate('wallet.payout.defaultUpdated')),
                onError: (error) => walletToast.error(failureMessage(error, { serverFailed: SET_DEFAULT_SERVER_FAILED(), unexpected: SET_DEFAULT_FAILED() })),
              })
            }
          >
            {t('wallet.payout.setDefault')}
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          className="text-red-700"
          disabled={busy}
          aria-describedby={headingId}
          onClick={() =>
            remove.mutate(account.id, {
              onSuccess: () => walletToast.success(translate('wallet.payout.deleted')),
              onError: (error) => walletToast.error(failureMessage(error, { serverFailed: DELETE_SERVER_FAILED(), unexpected: DELETE_FAILED() })),
            })
          }
        >
          {t('wallet.payout.delete')}
        </Button>
      </div>
    </li>
  );
}
