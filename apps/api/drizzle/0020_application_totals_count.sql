-- How many candidates have at least one application, kept in one row in the same transaction as application_totals
-- (itself kept by 0003's triggers), so that /compte-candidatures without a search reads its total instead of
-- counting every candidate's row on each page. Only a statement that brings a candidate's total to or from zero
-- touches the row: names copied by 0004's triggers and a candidate's further applications leave it alone.
CREATE TABLE "application_totals_count" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"candidates" integer NOT NULL,
	CONSTRAINT "application_totals_count_one_row" CHECK ("application_totals_count"."id")
);
--> statement-breakpoint
CREATE FUNCTION application_totals_count_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*) INTO delta FROM new_rows WHERE total > 0;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT -count(*) INTO delta FROM old_rows WHERE total > 0;
  ELSE
    SELECT (SELECT count(*) FROM new_rows WHERE total > 0) - (SELECT count(*) FROM old_rows WHERE total > 0) INTO delta;
  END IF;
  IF delta <> 0 THEN
    INSERT INTO application_totals_count AS c (id, candidates) VALUES (true, delta)
    ON CONFLICT (id) DO UPDATE SET candidates = c.candidates + excluded.candidates;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION application_totals_count_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM application_totals_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER application_totals_count_insert AFTER INSERT ON application_totals
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION application_totals_count_keep();
--> statement-breakpoint
CREATE TRIGGER application_totals_count_delete AFTER DELETE ON application_totals
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION application_totals_count_keep();
--> statement-breakpoint
CREATE TRIGGER application_totals_count_update AFTER UPDATE ON application_totals
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION application_totals_count_keep();
--> statement-breakpoint
CREATE TRIGGER application_totals_count_truncate AFTER TRUNCATE ON application_totals
  FOR EACH STATEMENT EXECUTE FUNCTION application_totals_count_clear();
--> statement-breakpoint
INSERT INTO application_totals_count (id, candidates)
SELECT true, count(*)::int FROM application_totals WHERE total > 0;
