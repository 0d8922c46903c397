// A new payout account waits PAYOUT_ACCOUNT_HOLD_HOURS before it can receive a redemption (DOMAIN.md §8):
// the wallet says until when, and changes its mind by itself when that time comes.
import type { PayoutAccount } from '@changamoto/shared/contract';
import { formatAvailableFrom, isPayoutAccountAvailable } from '@changamoto/shared/domain';
import { useEffect, useState } from 'react';
import { translate } from '@/lib/i18n';
import '../i18n';

// setTimeout holds at most ~24.8 days; a longer hold simply re-checks then.
const MAX_TIMER_MS = 2 ** 31 - 1;

/** 'Available for withdrawals from 26 Nov, 14:05'. */
export function availableFromText(account: Pick<PayoutAccount, 'availableFrom'>): string {
  return translate('wallet.payout.availableFrom', { when: formatAvailableFrom(account.availableFrom) });
}

/** Whether the account can receive a redemption now; re-renders when its hold ends. */
export function usePayoutAccountAvailable(account: Pick<PayoutAccount, 'availableFrom'> | null): boolean {
  const availableFrom = account?.availableFrom;
  const [, setTick] = useState(0);
  const available = !availableFrom || isPayoutAccountAvailable({ availableFrom });
  useEffect(() => {
    if (!availableFrom || available) return;
    const timer = setTimeout(() => setTick((n) => n + 1), Math.min(MAX_TIMER_MS, new Date(availableFrom).getTime() - Date.now() + 250));
    return () => clearTimeout(timer);
  }, [availableFrom, available]);
  return available;
}
