import { describe, expect, it } from 'vitest';
import { estimateWithdrawal } from './rules';
import { payoutDestination, purchaseChannel, transactionTypeLabel } from './wallet';

describe('transaction names (issue #16: one name per event, one or two lines at 360 px)', () => {
  it('every way of buying tokens is a Purchase', () => {
    for (const type of ['token_bundle_purchase', 'paystack_topup', 'mpesa_topup', 'stripe_purchase', 'paypal_purchase']) expect(transactionTypeLabel(type)).toBe('Purchase');
  });

  it('names the other events shortly and humanises an unknown type', () => {
    expect(transactionTypeLabel('token_bundle_redemption')).toBe('Withdrawal');
    expect(transactionTypeLabel('challenge_creation_stake_a')).toBe('Challenge stake');
    expect(transactionTypeLabel('challenge_stake_accept')).toBe('Challenge stake');
    expect(transactionTypeLabel('daily_bonus_credit')).toBe('Daily bonus');
    expect(transactionTypeLabel('some_new_kind')).toBe('Some New Kind');
  });

  it('the channel of a purchase is the detail: from what Paystack reported, else from the type', () => {
    expect(purchaseChannel({ type: 'token_bundle_purchase', metadata: { channel: 'mobile_money' } })).toBe('M-Pesa');
    expect(purchaseChannel({ type: 'paystack_topup', metadata: { channel: 'card' } })).toBe('Card');
    expect(purchaseChannel({ type: 'mpesa_topup', metadata: {} })).toBe('M-Pesa');
    expect(purchaseChannel({ type: 'token_bundle_purchase', metadata: {} })).toBeNull();
  });

  it('a payout destination reads M-Pesa (Paystack writes M-PESA) with the last digits', () => {
    expect(payoutDestination('M-PESA', '•••• 5678')).toBe('M-Pesa •••• 5678');
    expect(payoutDestination('Equity Bank', '•••• 4321')).toBe('Equity Bank •••• 4321');
  });
});

describe('estimateWithdrawal (spec §9 fee table, DOMAIN.md §3)', () => {
  it.each([
    [50, 'tiered', 20, 30],
    [1500, 'tiered', 20, 1480],
    [1501, 'tiered', 40, 1461],
    [20_001, 'tiered', 60, 19_941],
    [10, 'tiered', 20, 0],
    [0, 'tiered', 0, 0],
    [50, 'free', 0, 50],
  ] as const)('%i tokens (%s) → fee %i, net %i', (tokens, mode, fee, net) => {
    expect(estimateWithdrawal(tokens, mode)).toEqual({ tokens, grossKes: tokens, feeKes: fee, netKes: net, minimumNetKes: 10 });
  });
});
