// spec §5 Redeem, checked IN ORDER; the first failure is the one shown.
import type { PayoutAccount } from '@changamoto/shared/contract';
import { translate } from '@/lib/i18n';
import '../../i18n';

export const ESTIMATE_PENDING = () => translate('wallet.withdraw.waitForEstimate');

export interface RedemptionEstimate {
  netKes: number;
  minimumNetKes: number;
}

export type RedemptionCheck = { ok: true; tokens: number; account: PayoutAccount } | { ok: false; message: string; step: 1 | 2 | 3 | 4 | 5 | 6 };

/** Whole, positive tokens, else null. */
export function parseTokens(input: string): number | null {
  const trimmed = input.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const tokens = Number(trimmed);
  return Number.isSafeInteger(tokens) && tokens > 0 ? tokens : null;
}

export function validateRedemption({ tokensInput, withdrawable, account, estimate }: { tokensInput: string; withdrawable: number; account: PayoutAccount | null; estimate: RedemptionEstimate | null }): RedemptionCheck {
  const tokens = parseTokens(tokensInput);
  if (tokens === null) return { ok: false, step: 1, message: translate('wallet.withdraw.invalidTokens') };
  if (tokens > withdrawable) return { ok: false, step: 2, message: translate('wallet.withdraw.overBalance', { count: withdrawable }) };
  if (!account) return { ok: false, step: 3, message: translate('wallet.withdraw.selectAccount') };
  if (estimate && estimate.netKes < estimate.minimumNetKes) return { ok: false, step: 4, message: translate('wallet.withdraw.belowMinimum', { netKes: estimate.netKes }) };
  if (!estimate) return { ok: false, step: 5, message: ESTIMATE_PENDING() };
  if (!account.recipientCode || !account.currency) return { ok: false, step: 6, message: translate('wallet.withdraw.invalidAccount') };
  return { ok: true, tokens, account };
}
