CREATE TABLE "application_totals" (
	"utilisateur_id" integer PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_totals" ADD CONSTRAINT "application_totals_utilisateur_id_users_id_fk" FOREIGN KEY ("utilisateur_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_totals_total_idx" ON "application_totals" USING btree ("total","utilisateur_id") WHERE "application_totals"."total" > 0;--> statement-breakpoint
-- Per-statement triggers keep application_totals in the same transaction as the change; rows are upserted in
-- utilisateur_id order so that concurrent batches lock them in one order and never deadlock.
CREATE FUNCTION application_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO application_totals AS t (utilisateur_id, total)
  SELECT utilisateur_id, count(*)::int FROM new_rows GROUP BY utilisateur_id ORDER BY utilisateur_id
  ON CONFLICT (utilisateur_id) DO UPDATE SET total = t.total + excluded.total;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION application_totals_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE application_totals AS t SET total = t.total - d.n
  FROM (SELECT utilisateur_id, count(*)::int AS n FROM old_rows GROUP BY utilisateur_id ORDER BY utilisateur_id) AS d
  WHERE t.utilisateur_id = d.utilisateur_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION application_totals_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO application_totals AS t (utilisateur_id, total)
  SELECT d.utilisateur_id, sum(d.n)::int FROM (
    SELECT n.utilisateur_id, 1 AS n FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.utilisateur_id <> n.utilisateur_id
    UNION ALL
    SELECT o.utilisateur_id, -1 FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.utilisateur_id <> n.utilisateur_id
  ) AS d GROUP BY d.utilisateur_id ORDER BY d.utilisateur_id
  ON CONFLICT (utilisateur_id) DO UPDATE SET total = t.total + excluded.total;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_totals_insert AFTER INSERT ON applications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION application_totals_add();
--> statement-breakpoint
CREATE TRIGGER applications_totals_delete AFTER DELETE ON applications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION application_totals_remove();
--> statement-breakpoint
CREATE TRIGGER applications_totals_update AFTER UPDATE ON applications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION application_totals_move();
--> statement-breakpoint
INSERT INTO application_totals (utilisateur_id, total)
SELECT utilisateur_id, count(*)::int FROM applications GROUP BY utilisateur_id;
