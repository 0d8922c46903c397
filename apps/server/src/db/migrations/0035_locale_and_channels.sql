-- Foundation for issues #19 and #20, laid before the parallel branches start so that none of them
-- needs its own migration for these three columns.
--
-- A person's language (issue #20): pages, e-mails, SMS and USSD menus follow it. 'en' is the spec's
-- copy; 'sw' is Kiswahili.
ALTER TABLE users ADD COLUMN locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'sw'));

-- Two more channels per notification type (issue #19 SMS, issue #20 web push). NULL means "the
-- type's default", decided in code (money events send an SMS by default, others do not), so a default
-- can change later without rewriting every row; a row only holds what the person chose.
ALTER TABLE user_notification_preferences ADD COLUMN sms_enabled boolean;
ALTER TABLE user_notification_preferences ADD COLUMN push_enabled boolean;
