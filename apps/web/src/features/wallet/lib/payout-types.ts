// The two payout methods (spec §5 Add payout account; DOMAIN.md §3) and how they read on screen.
import type { PayoutAccount } from '@changamoto/shared/contract';

export type PayoutAccountType = PayoutAccount['type'];

export const PAYOUT_METHOD_LABELS: Record<PayoutAccountType, string> = {
  mobile_money: 'Mobile Money (e.g. M-Pesa)',
  kepss: 'Bank Account',
};

export const PAYOUT_TYPE_LABELS: Record<PayoutAccountType, string> = { mobile_money: 'Mobile Money', kepss: 'Bank Account' };
