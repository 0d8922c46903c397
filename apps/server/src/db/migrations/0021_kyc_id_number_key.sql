-- One account per person (DOMAIN.md §7; issue #15 item 10): ID numbers were compared as stored, so
-- '022345678' passed beside '22345678' — one Kenyan national ID number, typed with and without its
-- leading zero. id_number stays what the person typed (spaces and hyphens dropped, upper case: the
-- shared normalizeIdNumber); id_number_key is what is compared. The same rule is idNumberKey in
-- packages/shared/src/domain/kyc.ts (the early check); this index is the final word.
--   national_id: digits only, leading zeros dropped ('0' if nothing is left).
--   passport: as stored. A passport number is letters and digits issued by any country; a leading
--   zero is one of its characters (the MRZ keeps it), so dropping it could merge two people's numbers.
ALTER TABLE kyc_submissions ADD COLUMN id_number_key text GENERATED ALWAYS AS (
  CASE WHEN id_type = 'national_id' THEN COALESCE(NULLIF(ltrim(id_number, '0'), ''), '0') ELSE id_number END
) STORED;

-- Submissions this comparison makes duplicates of an earlier one: a later pending one is rejected with
-- the message the person would have had at submission (they may submit again); the account's status
-- follows. Two verified accounts with one number need a person to decide: the migration stops.
DO $$
DECLARE
  clash text;
BEGIN
  SELECT string_agg(ids, '; ') INTO clash FROM (
    SELECT id_type || ' ' || id_number_key || ': ' || string_agg(id::text, ', ') AS ids
    FROM kyc_submissions WHERE status = 'verified' GROUP BY id_type, id_number_key HAVING count(*) > 1
  ) verified_twice;
  IF clash IS NOT NULL THEN
    RAISE EXCEPTION 'Verified identity submissions share one ID number (%); reject all but one of each, then migrate again.', clash;
  END IF;
END $$;

WITH ranked AS (
  SELECT id, status, row_number() OVER (PARTITION BY id_type, id_number_key ORDER BY status = 'verified' DESC, created_at, id) AS n
  FROM kyc_submissions WHERE status IN ('pending', 'verified')
), refused AS (
  UPDATE kyc_submissions s
  SET status = 'rejected', reason = 'This ID number is already linked to another account.', decided_at = now()
  FROM ranked r
  WHERE r.id = s.id AND r.n > 1 AND r.status = 'pending'
  RETURNING s.user_id
)
UPDATE users SET kyc_status = 'rejected' WHERE id IN (SELECT user_id FROM refused);

-- Same names as before, so the service's constraint check (kyc_submissions_id_number_key → the
-- duplicate message) is unchanged; only the compared column changes.
DROP INDEX kyc_submissions_id_number_key;
CREATE UNIQUE INDEX kyc_submissions_id_number_key ON kyc_submissions (id_type, id_number_key) WHERE status IN ('pending', 'verified');
DROP INDEX kyc_submissions_number_idx;
CREATE INDEX kyc_submissions_number_idx ON kyc_submissions (id_type, id_number_key);
