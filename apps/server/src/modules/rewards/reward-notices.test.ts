// The notifications (and their e-mails) that count tokens follow plural rules: "1 bonus token", never
// "1 bonus tokens" (issue #24 item 13).
import { describe, expect, it } from 'vitest';
import { redemptionFailedMessage } from '../payouts/transfer-outcomes';
import { REWARD_NOTICES } from './rewards.service';

describe('notices with a count', () => {
  it('say "1 bonus token" and "5 bonus tokens"', () => {
    expect(REWARD_NOTICES.dailyBonus(1)).toBe('You received your daily login bonus of 1 bonus token.');
    expect(REWARD_NOTICES.dailyBonus(5)).toBe('You received your daily login bonus of 5 bonus tokens.');
    expect(REWARD_NOTICES.referee(1, 'amina')).toBe('You received 1 bonus token for using amina’s referral code.');
    expect(REWARD_NOTICES.referrer(1, 'baraka')).toBe('baraka used your referral code: you received 1 bonus token.');
    expect(REWARD_NOTICES.onboarding(1)).toBe('Welcome to Changamoto! You received 1 bonus token for completing onboarding.');
  });
  it('a failed redemption of one token', () => {
    expect(redemptionFailedMessage(1, 'Account not found')).toBe('Your redemption of 1 token could not be paid out: Account not found. The 1 token is back in your wallet.');
  });
});
