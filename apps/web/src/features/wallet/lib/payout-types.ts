// The two payout methods (spec §5 Add payout account; DOMAIN.md §3) and how they read on screen.
import type { PayoutAccount } from '@changamoto/shared/contract';
import { translate } from '@/lib/i18n';
import '../i18n';

export type PayoutAccountType = PayoutAccount['type'];

export const PAYOUT_ACCOUNT_TYPES: PayoutAccountType[] = ['mobile_money', 'kepss'];

/** 'Mobile Money (e.g. M-Pesa)' / 'Pesa kwa simu (k.m. M-Pesa)': in the active language. */
export const payoutMethodLabel = (type: PayoutAccountType) => translate(`wallet.payout.methodLabel.${type}`);

export const payoutTypeLabel = (type: PayoutAccountType) => translate(`wallet.payout.typeLabel.${type}`);
