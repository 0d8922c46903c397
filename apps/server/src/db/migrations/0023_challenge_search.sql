-- Challenge search (issue #17 §2, docs/decisions/018) and lists that lead with open challenges (issue #16 §3).
-- pg_trgm gives typo tolerance (word_similarity on trigrams, with a GIN index); unaccent folds accents.
-- Both ship with PostgreSQL's contrib, which the embedded server includes, and both are trusted
-- extensions (the database owner may create them).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

-- The one normalisation of searched text and of the query: lower case, accents folded ('Café' → 'cafe').
-- unaccent() itself is only STABLE (its dictionary could be changed); naming the dictionary and writing
-- the body in SQL-standard form (resolved now, whatever the search_path later) makes this IMMUTABLE, so
-- a generated column and an index may use it.
CREATE FUNCTION search_normalise(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN lower(unaccent('unaccent'::regdictionary, value));

-- What a challenge is found by: the words of its title and description, normalised ('simple' splits
-- words and knows no language: titles are English and Swahili), kept current by PostgreSQL on every
-- write. An array with a GIN index answers "any of these words" exactly, with no per-row recheck (a
-- trigram index over the whole text rechecked every candidate: ~70 µs a row, docs/decisions/018).
ALTER TABLE challenges
  ADD COLUMN search_words text[] GENERATED ALWAYS AS (tsvector_to_array(to_tsvector('simple'::regconfig, search_normalise(title || ' ' || COALESCE(description, ''))))) STORED;
CREATE INDEX challenges_search_idx ON challenges USING gin (search_words);

-- Every word any challenge has used: a typo or a word being typed is matched to these (trigram
-- similarity or prefix, through the trigram index), and the challenges are then found by those words.
CREATE TABLE search_words (word text PRIMARY KEY);
CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops);

CREATE FUNCTION challenges_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word) SELECT DISTINCT w FROM unnest(NEW.search_words) AS w ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
CREATE TRIGGER challenges_search_words AFTER INSERT OR UPDATE OF title, description ON challenges
  FOR EACH ROW EXECUTE FUNCTION challenges_search_words();
INSERT INTO search_words (word) SELECT DISTINCT w FROM challenges, unnest(search_words) AS w ON CONFLICT DO NOTHING;

-- A person's challenges are found by their username (stored lower case, [a-z0-9_]).
CREATE INDEX users_username_search_idx ON users USING gin (username gin_trgm_ops) WHERE username IS NOT NULL;

-- Open first: active (0), then awaiting acceptance (1), then everything finished or cancelled (2).
CREATE FUNCTION challenge_open_rank(status text) RETURNS smallint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN CASE status WHEN 'active' THEN 0 WHEN 'pending_acceptance' THEN 1 ELSE 2 END;

-- The lists' open-first order, newest first within each rank, read from the top of this index.
CREATE INDEX challenges_open_first_idx ON challenges (challenge_open_rank(status), created_at DESC, id DESC);
