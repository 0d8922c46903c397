import { describe, expect, it } from 'vitest';
import { plural, tokensText } from './plural';

describe('plural', () => {
  it('uses the singular for exactly one, the plural otherwise (0, many, negative)', () => {
    expect([plural(1, 'day'), plural(0, 'day'), plural(2, 'day'), plural(-1, 'day')]).toEqual(['1 day', '0 days', '2 days', '-1 day']);
    expect(plural(3, 'person', 'people')).toBe('3 people');
  });
  it('tokensText says "1 bonus token" and "5 bonus tokens"', () => {
    expect([tokensText(1, 'bonus'), tokensText(5, 'bonus'), tokensText(1), tokensText(100)]).toEqual(['1 bonus token', '5 bonus tokens', '1 token', '100 tokens']);
  });
});

describe('messages with a count say "1 token" (issue #24 item 13)', () => {
  it('referral, daily bonus, refunds and redemption limits', async () => {
    const { REFERRAL_MESSAGES, DAILY_BONUS_MESSAGES } = await import('./rewards');
    const { CHALLENGE_MESSAGES } = await import('./challenge');
    const { REDEEM_MESSAGES } = await import('./payouts');
    expect(REFERRAL_MESSAGES.success(1)).toBe('Referral code applied! You and your friend each received 1 bonus token.');
    expect(REFERRAL_MESSAGES.success(5)).toBe('Referral code applied! You and your friend each received 5 bonus tokens.');
    expect(DAILY_BONUS_MESSAGES.claimed(1)).toBe('Daily bonus claimed! 1 bonus token was added to your wallet.');
    expect(CHALLENGE_MESSAGES.inviteRejectedRefund('bob', 'Chess', 1)).toBe('bob declined "Chess". Your 1 token was refunded.');
    expect(CHALLENGE_MESSAGES.inviteExpiredRefund('Chess', 2)).toBe('Nobody accepted "Chess" in time, so it was cancelled. Your 2 tokens were refunded.');
    expect(REDEEM_MESSAGES.overBalance(1)).toBe('You cannot redeem more than your available 1 token.');
  });
});
