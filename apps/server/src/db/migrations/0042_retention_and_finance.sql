-- 0042 (issue #22): indexes for the nightly retention job and the operator's finance report.
-- Read notifications past their retention are found without reading the unread ones (retention.repo.ts).
CREATE INDEX notifications_read_created_idx ON notifications (created_at) WHERE status = 'read';
-- The finance report and the reconciliation read transactions by period (modules/finance).
CREATE INDEX transactions_created_idx ON transactions (created_at);

-- An operator viewing or exporting the finance report or a reconciliation is audited (modules/finance).
ALTER TABLE audit_log DROP CONSTRAINT audit_log_target_type_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_target_type_check CHECK (target_type IN ('challenge', 'user', 'payout', 'kyc_submission', 'finance'));

-- The nightly reconciliation tells every admin of a mismatch (in the app and by e-mail). The whole list
-- again, as 0034 did: a branch that adds another type at the same time must merge both lists.
ALTER DOMAIN notification_type DROP CONSTRAINT notification_type_check;
ALTER DOMAIN notification_type ADD CONSTRAINT notification_type_check CHECK (VALUE IN (
  'challenge_invite_received', 'challenge_won', 'challenge_backed_won', 'loss_mitigation_refund',
  'mpesa_topup_success', 'stripe_purchase_success', 'paypal_purchase_success', 'referral_bonus_received',
  'login_bonus_received', 'mpesa_redemption_initiated', 'giftcard_redeemed', 'charity_donation_made',
  'premium_unlocked', 'transaction_completed', 'mpesa_topup_failed', 'stripe_purchase_failed',
  'paypal_purchase_failed', 'mpesa_redemption_failed', 'challenge_result_decided', 'account_restricted',
  'reconciliation_mismatch'
));
