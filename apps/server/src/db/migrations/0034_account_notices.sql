-- issue #24 item 11: a person is told (in-app and by e-mail) when an admin freezes their balance or
-- suspends their account, with the reason and the end time: a notification type of its own, so its
-- preference toggle means exactly that.
ALTER DOMAIN notification_type DROP CONSTRAINT notification_type_check;
ALTER DOMAIN notification_type ADD CONSTRAINT notification_type_check CHECK (VALUE IN (
  'challenge_invite_received', 'challenge_won', 'challenge_backed_won', 'loss_mitigation_refund',
  'mpesa_topup_success', 'stripe_purchase_success', 'paypal_purchase_success', 'referral_bonus_received',
  'login_bonus_received', 'mpesa_redemption_initiated', 'giftcard_redeemed', 'charity_donation_made',
  'premium_unlocked', 'transaction_completed', 'mpesa_topup_failed', 'stripe_purchase_failed',
  'paypal_purchase_failed', 'mpesa_redemption_failed', 'challenge_result_decided', 'account_restricted'
));
