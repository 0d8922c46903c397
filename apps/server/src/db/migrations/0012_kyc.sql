-- Identity verification (KYC, DOMAIN.md §7; issue #7). One row per submission; a user may submit
-- again after a rejection, so the history of an account is its rows, newest last. users.kyc_status
-- (unverified | pending | verified | rejected, CHECK already in 0002) mirrors the latest submission
-- and is written in the same transaction; redemption reads it (DOMAIN.md §3).
CREATE TABLE kyc_submissions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id),
  legal_name text NOT NULL CHECK (length(legal_name) BETWEEN 2 AND 100),
  id_type text NOT NULL CHECK (id_type IN ('national_id', 'passport')),
  -- Normalised (spaces and hyphens dropped, upper case) so that '1234 5678' and '12345678' are one number.
  id_number text NOT NULL CHECK (id_number ~ '^[A-Z0-9]{6,9}$'),
  date_of_birth date NOT NULL,
  -- Keys in the PRIVATE store (never under the public /uploads route): random, never shown to anyone.
  id_front_key text NOT NULL,
  id_back_key text NOT NULL,
  selfie_key text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'verified', 'rejected')),
  -- Why it was rejected; the user sees it.
  reason text CHECK (length(reason) BETWEEN 1 AND 500),
  decided_by uuid REFERENCES users (id),
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT kyc_submissions_decision CHECK (
    (status = 'pending' AND decided_by IS NULL AND decided_at IS NULL AND reason IS NULL)
    OR (status = 'verified' AND decided_at IS NOT NULL)
    OR (status = 'rejected' AND decided_at IS NOT NULL AND reason IS NOT NULL)
  )
);

-- One account per person (DOMAIN.md §7): an ID number (per type) is held by at most one pending or
-- verified submission. A rejected row holds nothing, so the same user (or, after a rejection, the
-- rightful owner of a borrowed number) can submit it again. Also the guard against two concurrent
-- submissions of one number: the second insert fails here.
CREATE UNIQUE INDEX kyc_submissions_id_number_key ON kyc_submissions (id_type, id_number) WHERE status IN ('pending', 'verified');
-- At most one open (pending) or verified submission per account.
CREATE UNIQUE INDEX kyc_submissions_user_open_key ON kyc_submissions (user_id) WHERE status IN ('pending', 'verified');
-- The admin queue: one status, oldest first.
CREATE INDEX kyc_submissions_queue_idx ON kyc_submissions (status, created_at, id);
-- An account's own history, newest first; and every submission of one number (the review screen).
CREATE INDEX kyc_submissions_user_idx ON kyc_submissions (user_id, created_at DESC);
CREATE INDEX kyc_submissions_number_idx ON kyc_submissions (id_type, id_number);
