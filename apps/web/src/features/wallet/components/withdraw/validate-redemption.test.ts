import { describe, expect, it } from 'vitest';
import { mpesaAccount } from '../../testing/wallet-server';
import { validateRedemption } from './validate-redemption';

const ok = { tokensInput: '100', withdrawable: 500, account: mpesaAccount, estimate: { netKes: 80, minimumNetKes: 10 } };

describe('redeem checks (spec §5, in order)', () => {
  it('reports the first failing rule, step by step', () => {
    // Everything wrong at once: the first rule wins, then each fix reveals the next.
    const steps = [
      validateRedemption({ tokensInput: '1.5', withdrawable: 500, account: null, estimate: null }),
      validateRedemption({ tokensInput: '600', withdrawable: 500, account: null, estimate: null }),
      validateRedemption({ tokensInput: '15', withdrawable: 500, account: null, estimate: null }),
      validateRedemption({ tokensInput: '15', withdrawable: 500, account: mpesaAccount, estimate: { netKes: 0, minimumNetKes: 10 } }),
      validateRedemption({ tokensInput: '100', withdrawable: 500, account: mpesaAccount, estimate: null }),
      validateRedemption({ ...ok, account: { ...mpesaAccount, recipientCode: '' } }),
    ];
    expect(steps.map((s) => (s.ok ? 'ok' : s.message))).toEqual([
      'Please enter a valid number of tokens to redeem.',
      'You cannot redeem more than your available 500 tokens.',
      'Please select a payout account.',
      'Net payout amount (KES 0) is below the minimum of KES 10.',
      'Please wait for KES estimate to calculate before submitting.',
      'Selected payout account is invalid or missing details.',
    ]);
    expect(validateRedemption(ok)).toEqual({ ok: true, tokens: 100, account: mpesaAccount });
  });

  it('rejects zero, negatives and text as not a positive whole number', () => {
    for (const tokensInput of ['0', '-5', 'abc', '', ' ']) expect(validateRedemption({ ...ok, tokensInput })).toMatchObject({ ok: false, step: 1 });
  });
});
