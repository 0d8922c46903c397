import { describe, expect, it } from 'vitest';
import { estimateWithdrawal, exciseDutyCents, kesAmountText, taxCents } from './rules';
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

describe('estimateWithdrawal (spec §9 fee table, DOMAIN.md §3 and §10)', () => {
  it.each([
    [50, 'tiered', 20, 30],
    [1500, 'tiered', 20, 1480],
    [1501, 'tiered', 40, 1461],
    [20_001, 'tiered', 60, 19_941],
    [10, 'tiered', 20, 0],
    [0, 'tiered', 0, 0],
    [50, 'free', 0, 50],
  ] as const)('withholding off (rate 0): %i tokens (%s) → fee %i, net %i', (tokens, mode, fee, net) => {
    expect(estimateWithdrawal(tokens, mode, 0)).toEqual({ tokens, grossKes: tokens, feeKes: fee, taxKes: 0, taxRate: 0, netKes: net, minimumNetKes: 10 });
  });

  it.each([
    // DOMAIN.md §10's example: 100 tokens → fee 20 → tax 5.00 → net 75.00.
    [100, 'tiered', 20, 5, 75],
    [101, 'tiered', 20, 5.05, 75.95],
    [1500, 'tiered', 20, 75, 1405],
    [1501, 'tiered', 40, 75.05, 1385.95],
    [20_001, 'tiered', 60, 1000.05, 18_940.95],
    // Net floored at 0: the fee and the tax are more than the gross.
    [20, 'tiered', 20, 1, 0],
    [1, 'tiered', 20, 0.05, 0],
    [0, 'tiered', 0, 0, 0],
    [50, 'free', 0, 2.5, 47.5],
  ] as const)('withholding 5 %%: %i tokens (%s) → fee %d, tax %d, net %d', (tokens, mode, fee, tax, net) => {
    expect(estimateWithdrawal(tokens, mode, 0.05)).toEqual({ tokens, grossKes: tokens, feeKes: fee, taxKes: tax, taxRate: 0.05, netKes: net, minimumNetKes: 10 });
  });

  it('the KES 10 minimum is met or missed after the tax: 32 tokens net 10.40, 31 tokens net 9.45', () => {
    expect(estimateWithdrawal(32, 'tiered', 0.05).netKes).toBe(10.4);
    expect(estimateWithdrawal(31, 'tiered', 0.05).netKes).toBe(9.45);
    // Without the tax 31 tokens would pass (net 11): the order of DOMAIN.md §10 matters.
    expect(estimateWithdrawal(31, 'tiered', 0).netKes).toBe(11);
  });
});

describe('tax amounts in whole cents, half up (DOMAIN.md §10)', () => {
  it('excise duty on a deposit: 5 % of the KES paid', () => {
    expect(exciseDutyCents(350, 0.05)).toBe(1750); // the 100-token bundle: KES 17.50
    expect(exciseDutyCents(99, 0.05)).toBe(495);
    expect(exciseDutyCents(180, 0.05)).toBe(900);
    expect(exciseDutyCents(11, 0.05)).toBe(55);
    expect(exciseDutyCents(350, 0)).toBe(0);
  });

  it('rounds half a cent up, on the exact decimal rate (not the binary double)', () => {
    expect(taxCents(1, 0.5)).toBe(1); // 0.5 → 1
    expect(taxCents(10, 0.05)).toBe(1); // 0.5 → 1
    expect(taxCents(9, 0.05)).toBe(0); // 0.45 → 0
    expect(taxCents(35_010, 0.05)).toBe(1751); // 1750.5 → 1751
    expect(taxCents(33, 0.015)).toBe(0); // 0.495 → 0
    expect(taxCents(100, 0.075)).toBe(8); // 7.5 → 8
  });

  it('KES in messages: whole shillings plain, anything else with two decimals', () => {
    expect(kesAmountText(75)).toBe('75');
    expect(kesAmountText(75.5)).toBe('75.50');
    expect(kesAmountText(9.45)).toBe('9.45');
  });
});
