-- Each API process holds an index of the search rows in memory (features/search/profile-index.ts) instead of
-- keeping search results. profile_search announces its own changes with the profiles' ids, which the processes read
-- again; the announcements of 0009, made for the result cache, go.
-- A refresh that changes nothing in a row leaves it as it is, so that a password or file change is not announced.
CREATE OR REPLACE FUNCTION profile_search_refresh(ids integer[]) RETURNS void
  LANGUAGE sql
  AS $$
  INSERT INTO profile_search AS s
    (user_id, visible, role, type_de_contrat, ville_key, metier_key, experience, skill_keys, created_at, head, document)
  SELECT
    u.id,
    u.visibilite = 'VISIBLE' AND u.active AND u.talent_pool_consent,
    u.role,
    u.type_de_contrat,
    nullif(f_unaccent(lower(btrim(u.ville))), ''),
    nullif(f_unaccent(lower(btrim(u.metier))), ''),
    u.experience,
    coalesce(t.skill_keys, '{}'::text[]),
    u.created_at,
    to_tsvector('simple', f_unaccent(concat_ws(' ', u.prenom, u.nom, u.metier, t.skill_names))),
    to_tsvector('simple', f_unaccent(concat_ws(' ', u.prenom, u.nom, u.metier, t.skill_names, u.ville, u.description)))
  FROM users u
  LEFT JOIN LATERAL (
    SELECT array_agg(DISTINCT f_unaccent(lower(btrim(g.nom_tag)))) AS skill_keys,
           string_agg(g.nom_tag, ' ') AS skill_names
    FROM tags g WHERE g.utilisateur_id = u.id
  ) t ON true
  WHERE u.id = ANY(ids)
  ON CONFLICT (user_id) DO UPDATE SET
    visible = excluded.visible,
    role = excluded.role,
    type_de_contrat = excluded.type_de_contrat,
    ville_key = excluded.ville_key,
    metier_key = excluded.metier_key,
    experience = excluded.experience,
    skill_keys = excluded.skill_keys,
    created_at = excluded.created_at,
    head = excluded.head,
    document = excluded.document
  WHERE (s.visible, s.role, s.type_de_contrat, s.ville_key, s.metier_key, s.experience, s.skill_keys, s.created_at,
         s.head, s.document)
    IS DISTINCT FROM
        (excluded.visible, excluded.role, excluded.type_de_contrat, excluded.ville_key, excluded.metier_key,
         excluded.experience, excluded.skill_keys, excluded.created_at, excluded.head, excluded.document)
$$;
--> statement-breakpoint
-- The changed profiles' ids, sent at commit; '*' when they would not fit in a notification (read everything again).
CREATE OR REPLACE FUNCTION profile_index_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  SELECT string_agg(user_id::text, ',') INTO ids FROM changed;
  IF ids IS NOT NULL THEN
    PERFORM pg_notify('tremplin_profile_index', CASE WHEN length(ids) > 7900 THEN '*' ELSE ids END);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER profile_index_insert AFTER INSERT ON profile_search
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION profile_index_notify();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER profile_index_update AFTER UPDATE ON profile_search
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION profile_index_notify();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER profile_index_delete AFTER DELETE ON profile_search
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION profile_index_notify();
--> statement-breakpoint
DROP TRIGGER IF EXISTS profile_changes_users_insert ON users;
--> statement-breakpoint
DROP TRIGGER IF EXISTS profile_changes_users_update ON users;
--> statement-breakpoint
DROP TRIGGER IF EXISTS profile_changes_users_delete ON users;
--> statement-breakpoint
DROP TRIGGER IF EXISTS profile_changes_tags_insert ON tags;
--> statement-breakpoint
DROP TRIGGER IF EXISTS profile_changes_tags_update ON tags;
--> statement-breakpoint
DROP TRIGGER IF EXISTS profile_changes_tags_delete ON tags;
--> statement-breakpoint
DROP FUNCTION IF EXISTS profile_changes_notify_rows();
--> statement-breakpoint
DROP FUNCTION IF EXISTS profile_changes_notify_users_update();
