ALTER TABLE "application_totals" ADD COLUMN "nom" text;--> statement-breakpoint
ALTER TABLE "application_totals" ADD COLUMN "prenom" text;--> statement-breakpoint
ALTER TABLE "application_totals" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "application_totals" ADD COLUMN "ville" text;--> statement-breakpoint
ALTER TABLE "application_totals" ADD COLUMN "referent_nom" text;--> statement-breakpoint
ALTER TABLE "application_totals" ADD COLUMN "referent_prenom" text;--> statement-breakpoint
CREATE INDEX "application_totals_nom_idx" ON "application_totals" USING btree ("nom","prenom","utilisateur_id") WHERE "application_totals"."total" > 0;--> statement-breakpoint
CREATE INDEX "application_totals_prenom_idx" ON "application_totals" USING btree ("prenom","nom","utilisateur_id") WHERE "application_totals"."total" > 0;--> statement-breakpoint
CREATE INDEX "application_totals_email_idx" ON "application_totals" USING btree (lower("email"),"utilisateur_id") WHERE "application_totals"."total" > 0;--> statement-breakpoint
CREATE INDEX "application_totals_ville_idx" ON "application_totals" USING btree ("ville","utilisateur_id") WHERE "application_totals"."total" > 0;--> statement-breakpoint
CREATE INDEX "application_totals_referent_idx" ON "application_totals" USING btree ("referent_nom","referent_prenom","utilisateur_id") WHERE "application_totals"."total" > 0;--> statement-breakpoint
-- A new totals row copies its candidate's sortable fields (and their referent's name).
CREATE FUNCTION application_totals_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT u.nom, u.prenom, u.email, u.ville, r.nom, r.prenom
    INTO NEW.nom, NEW.prenom, NEW.email, NEW.ville, NEW.referent_nom, NEW.referent_prenom
    FROM users u LEFT JOIN users r ON r.id = u.referent_cef_id
    WHERE u.id = NEW.utilisateur_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER application_totals_fill BEFORE INSERT ON application_totals
  FOR EACH ROW EXECUTE FUNCTION application_totals_fill();
--> statement-breakpoint
-- A change of a user's name, e-mail, city or referent is copied in the same transaction; a referent's new name too.
CREATE FUNCTION application_totals_follow_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE application_totals t
    SET nom = NEW.nom, prenom = NEW.prenom, email = NEW.email, ville = NEW.ville,
        referent_nom = r.nom, referent_prenom = r.prenom
    FROM (SELECT 1) one LEFT JOIN users r ON r.id = NEW.referent_cef_id
    WHERE t.utilisateur_id = NEW.id;
  IF NEW.nom IS DISTINCT FROM OLD.nom OR NEW.prenom IS DISTINCT FROM OLD.prenom THEN
    UPDATE application_totals t SET referent_nom = NEW.nom, referent_prenom = NEW.prenom
      FROM users u WHERE u.referent_cef_id = NEW.id AND t.utilisateur_id = u.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_application_totals_follow AFTER UPDATE OF nom, prenom, email, ville, referent_cef_id ON users
  FOR EACH ROW
  WHEN (OLD.nom IS DISTINCT FROM NEW.nom OR OLD.prenom IS DISTINCT FROM NEW.prenom OR OLD.email IS DISTINCT FROM NEW.email
        OR OLD.ville IS DISTINCT FROM NEW.ville OR OLD.referent_cef_id IS DISTINCT FROM NEW.referent_cef_id)
  EXECUTE FUNCTION application_totals_follow_user();
--> statement-breakpoint
UPDATE application_totals t
  SET nom = u.nom, prenom = u.prenom, email = u.email, ville = u.ville, referent_nom = r.nom, referent_prenom = r.prenom
  FROM users u LEFT JOIN users r ON r.id = u.referent_cef_id
  WHERE u.id = t.utilisateur_id;
