-- The optional 'Add Phone Number' step (spec §2 Sign-up; issue #16 item 11) is offered once: at the
-- first sign-in after the e-mail is confirmed, to an account without a phone. This is when it was
-- first shown (set by POST /api/profile/phone-step whenever the step appears, including straight
-- after Complete Your Profile), so it is never offered twice.
ALTER TABLE users ADD COLUMN phone_step_shown_at timestamptz;

-- Accounts that exist already and have confirmed their e-mail (or have a phone) signed up before the
-- step could be missed this way: do not interrupt them now. Those still unconfirmed get it later.
UPDATE users SET phone_step_shown_at = now() WHERE email_verified OR phone IS NOT NULL;
