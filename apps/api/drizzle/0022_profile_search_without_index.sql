-- The profile search runs in PostgreSQL alone (features/search/queries.ts): no process keeps an index of the search
-- rows any more, so profile_search stops announcing its changes (0018).
DROP TRIGGER IF EXISTS profile_index_insert ON profile_search;
--> statement-breakpoint
DROP TRIGGER IF EXISTS profile_index_update ON profile_search;
--> statement-breakpoint
DROP TRIGGER IF EXISTS profile_index_delete ON profile_search;
--> statement-breakpoint
DROP FUNCTION IF EXISTS profile_index_notify();
--> statement-breakpoint
-- Every city profiles have named, so that a zone (a région holds thousands of communes) is searched as the few of its
-- communes' names that profiles hold: this small table answers which, and profile_search is then read by a short
-- list of names on its ville_key index. Kept like search_words (0010): never removed, a stale name matching nothing.
CREATE TABLE IF NOT EXISTS search_cities (ville_key text PRIMARY KEY);
--> statement-breakpoint
INSERT INTO search_cities (ville_key)
  SELECT DISTINCT ville_key FROM profile_search WHERE ville_key IS NOT NULL ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_cities_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_cities (ville_key)
    SELECT DISTINCT ville_key FROM changed WHERE ville_key IS NOT NULL
    -- In order, so two transactions adding the same new cities never wait on each other in a cycle.
    ORDER BY 1
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER search_cities_insert AFTER INSERT ON profile_search
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_cities_add();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER search_cities_update AFTER UPDATE ON profile_search
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_cities_add();
