-- Every word of every profile's search document, so the search can turn a typed prefix into the exact words it
-- stands for ('dev' → developpeur | developpeuse | …; see textQuery in features/search/queries.ts). Kept by the
-- triggers below in the same transaction as the profile. Words are never removed: a word no profile holds any more
-- matches nothing, as the prefix would. The C collation orders words byte by byte, which the prefix range relies on.
CREATE TABLE IF NOT EXISTS search_words (word text COLLATE "C" PRIMARY KEY);
--> statement-breakpoint
INSERT INTO search_words (word) SELECT word FROM ts_stat('SELECT document FROM profile_search') ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT unnest(tsvector_to_array(document)) FROM changed
    -- In word order, so two transactions adding the same new words never wait on each other in a cycle.
    ORDER BY 1
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER search_words_insert AFTER INSERT ON profile_search
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER search_words_update AFTER UPDATE ON profile_search
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();
