import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFERENCE, EMAILABLE_NOTIFICATION_TYPES, isNotificationType, NOTIFICATION_TYPE_LABELS, NOTIFICATION_TYPES, notificationLinkPath, notificationTarget } from './notifications';

const id = '3f0c5a4e-8d8b-4a47-9a51-2f1e0c6b7d10';

describe('notification types (spec §3)', () => {
  it('are the 18 of the spec, spelled as the spec spells them, then the decision notice (decision 019) and the account notice (decision 029), each with a label', () => {
    expect(NOTIFICATION_TYPES).toEqual([
      'challenge_invite_received',
      'challenge_won',
      'challenge_backed_won',
      'loss_mitigation_refund',
      'mpesa_topup_success',
      'stripe_purchase_success',
      'paypal_purchase_success',
      'referral_bonus_received',
      'login_bonus_received',
      'mpesa_redemption_initiated',
      'giftcard_redeemed',
      'charity_donation_made',
      'premium_unlocked',
      'transaction_completed',
      'mpesa_topup_failed',
      'stripe_purchase_failed',
      'paypal_purchase_failed',
      'mpesa_redemption_failed',
      'challenge_result_decided',
      'account_restricted',
      'reconciliation_mismatch',
    ]);
    expect(Object.keys(NOTIFICATION_TYPE_LABELS).sort()).toEqual([...NOTIFICATION_TYPES].sort());
    expect(Object.values(NOTIFICATION_TYPE_LABELS).every((label) => label.length > 0)).toBe(true);
  });

  it('every type may be e-mailed, and a missing preference means both channels on', () => {
    expect(EMAILABLE_NOTIFICATION_TYPES).toEqual(NOTIFICATION_TYPES);
    expect(DEFAULT_NOTIFICATION_PREFERENCE).toEqual({ inAppEnabled: true, emailEnabled: true });
  });

  it('recognises only the 18 types', () => {
    expect(isNotificationType('challenge_won')).toBe(true);
    expect(isNotificationType('challenge_lost')).toBe(false);
    expect(isNotificationType('')).toBe(false);
  });
});

describe('notification click navigation (spec §8)', () => {
  it('an invite opens /challenges/invite/{id}', () => {
    expect(notificationTarget('challenge_invite_received', id)).toEqual({ ok: true, path: `/challenges/invite/${id}` });
  });

  it.each([null, undefined, ''])('an invite without its challenge id (%s) gives the spec error', (missing) => {
    expect(notificationTarget('challenge_invite_received', missing)).toEqual({ ok: false, message: 'Error: Missing challenge ID for invite.' });
    // An e-mail cannot show an error: it links to the notifications page instead.
    expect(notificationLinkPath('challenge_invite_received', missing)).toBe('/notifications');
  });

  it.each(['challenge_won', 'challenge_backed_won', 'loss_mitigation_refund', 'challenge_result_decided'])('%s opens /challenges/{id}', (type) => {
    expect(notificationTarget(type, id)).toEqual({ ok: true, path: `/challenges/${id}` });
  });

  const transactionTypes = NOTIFICATION_TYPES.slice(4, 18);
  it('the 14 types from mpesa_topup_success to mpesa_redemption_failed open /transactions/{id}', () => {
    expect(transactionTypes).toHaveLength(14);
    expect(transactionTypes[0]).toBe('mpesa_topup_success');
    expect(transactionTypes.at(-1)).toBe('mpesa_redemption_failed');
    for (const type of transactionTypes) expect(notificationTarget(type, id), type).toEqual({ ok: true, path: `/transactions/${id}` });
  });

  it('every one of the 18 types has a target other than the fallback when it has an id', () => {
    for (const type of NOTIFICATION_TYPES) expect(notificationLinkPath(type, id), type).not.toBe('/notifications');
  });

  it.each([
    ['some_future_type', id],
    ['challenge_won', null],
    ['mpesa_topup_success', undefined],
  ])('%s with id %s falls back to /notifications', (type, relatedId) => {
    expect(notificationTarget(type, relatedId)).toEqual({ ok: true, path: '/notifications' });
  });

  it('escapes an id so it cannot change the path', () => {
    expect(notificationTarget('challenge_won', '../admin?x=1')).toEqual({ ok: true, path: '/challenges/..%2Fadmin%3Fx%3D1' });
  });
});
