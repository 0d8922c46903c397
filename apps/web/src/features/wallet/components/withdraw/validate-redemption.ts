// spec §5 Redeem, checked IN ORDER; the first failure is the one shown.
import type { PayoutAccount } from '@changamoto/shared/contract';
import { REDEEM_MESSAGES } from '@changamoto/shared/domain';

export const ESTIMATE_PENDING = 'Please wait for KES estimate to calculate before submitting.';

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
  if (tokens === null) return { ok: false, step: 1, message: REDEEM_MESSAGES.invalidTokens };
  if (tokens > withdrawable) return { ok: false, step: 2, message: REDEEM_MESSAGES.overBalance(withdrawable) };
  if (!account) return { ok: false, step: 3, message: REDEEM_MESSAGES.selectAccount };
  if (estimate && estimate.netKes < estimate.minimumNetKes) return { ok: false, step: 4, message: REDEEM_MESSAGES.belowMinimum(estimate.netKes) };
  if (!estimate) return { ok: false, step: 5, message: ESTIMATE_PENDING };
  if (!account.recipientCode || !account.currency) return { ok: false, step: 6, message: REDEEM_MESSAGES.invalidAccount };
  return { ok: true, tokens, account };
}
