-- Each API process keeps search results in memory (features/search/result-cache.ts). These statement-level triggers
-- tell every process, by NOTIFY on tremplin_profiles, when a profile card or its search row may have changed. Updates
-- of users that touch nothing searched or shown on a card (passwords, versions, files other than the photo) stay quiet.
-- NOTIFY sends at commit, once per transaction however many statements repeat it.
CREATE OR REPLACE FUNCTION profile_changes_notify_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed) THEN
    PERFORM pg_notify('tremplin_profiles', '');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION profile_changes_notify_users_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM changed n JOIN previous o ON o.id = n.id
    WHERE (o.nom, o.prenom, o.email, o.role, o.active, o.visibilite, o.description, o.metier, o.type_de_contrat,
           o.ville, o.experience, o.photo_par_defaut, o.chemin_image, o.created_at)
      IS DISTINCT FROM
          (n.nom, n.prenom, n.email, n.role, n.active, n.visibilite, n.description, n.metier, n.type_de_contrat,
           n.ville, n.experience, n.photo_par_defaut, n.chemin_image, n.created_at)
  ) THEN
    PERFORM pg_notify('tremplin_profiles', '');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER profile_changes_users_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION profile_changes_notify_rows();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER profile_changes_users_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS previous NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION profile_changes_notify_users_update();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER profile_changes_users_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION profile_changes_notify_rows();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER profile_changes_tags_insert AFTER INSERT ON tags
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION profile_changes_notify_rows();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER profile_changes_tags_update AFTER UPDATE ON tags
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION profile_changes_notify_rows();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER profile_changes_tags_delete AFTER DELETE ON tags
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION profile_changes_notify_rows();
