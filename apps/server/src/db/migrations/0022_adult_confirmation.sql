-- The 18+ confirmation (DOMAIN.md §7; issue #15 item 6): when a person confirmed it. Every way the flag
-- becomes true — sign-up, Complete Your Profile, POST /api/account/confirm-adult, a seed — goes through
-- this trigger, so the time is never forgotten; the first confirmation's time is kept.
ALTER TABLE users ADD COLUMN adult_confirmed_at timestamptz;

-- Accounts confirmed before this column existed: the best we know is that they confirmed at sign-up.
UPDATE users SET adult_confirmed_at = created_at WHERE is_adult_confirmed;

CREATE FUNCTION users_stamp_adult_confirmation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.is_adult_confirmed AND NEW.adult_confirmed_at IS NULL THEN
    NEW.adult_confirmed_at := now();
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER users_stamp_adult_confirmation
  BEFORE INSERT OR UPDATE OF is_adult_confirmed ON users
  FOR EACH ROW EXECUTE FUNCTION users_stamp_adult_confirmation();
