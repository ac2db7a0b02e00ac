-- Profile search (SPEC §4 user filter, issue 4): a narrow table kept in step with users and tags by statement-level
-- triggers, holding everything the search filters and ranks on, so a broad query reads small rows instead of
-- whole users. The search document is French text with accents removed ('dev' prefix finds 'Développeuse'):
-- `head` holds name, job title and skill names (the words that make a match relevant), `document` everything
-- (head, city and description); results rank head matches first (see features/search/queries.ts).
-- The table is derived data, rebuilt at the end from users and tags: dropping it first makes this migration safe
-- to run again (it is dated after 0003, which some databases applied first).
DROP TABLE IF EXISTS "profile_search" CASCADE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
CREATE TABLE "profile_search" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	-- visibilite = VISIBLE and an active account: what everyone but staff may find.
	"visible" boolean NOT NULL,
	"role" "role" NOT NULL,
	"type_de_contrat" "type_de_contrat",
	-- Lower-cased and unaccented, for exact or contains filters.
	"ville_key" text,
	"metier_key" text,
	"experience" text,
	"skill_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"head" tsvector NOT NULL,
	"document" tsvector NOT NULL
);
--> statement-breakpoint
CREATE INDEX "profile_search_document_idx" ON "profile_search" USING gin ("document");
--> statement-breakpoint
CREATE INDEX "profile_search_head_idx" ON "profile_search" USING gin ("head");
--> statement-breakpoint
CREATE INDEX "profile_search_skill_keys_idx" ON "profile_search" USING gin ("skill_keys");
--> statement-breakpoint
CREATE INDEX "profile_search_metier_trgm_idx" ON "profile_search" USING gin ("metier_key" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "profile_search_visible_newest_idx" ON "profile_search" USING btree ("created_at" DESC, "user_id" DESC) WHERE "visible";
--> statement-breakpoint
CREATE INDEX "profile_search_newest_idx" ON "profile_search" USING btree ("created_at" DESC, "user_id" DESC);
--> statement-breakpoint
CREATE INDEX "profile_search_ville_key_idx" ON "profile_search" USING btree ("ville_key");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION profile_search_refresh(ids integer[]) RETURNS void
  LANGUAGE sql
  AS $$
  INSERT INTO profile_search AS s
    (user_id, visible, role, type_de_contrat, ville_key, metier_key, experience, skill_keys, created_at, head, document)
  SELECT
    u.id,
    u.visibilite = 'VISIBLE' AND u.active,
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
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION profile_search_users_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM profile_search_refresh(ARRAY(SELECT id FROM changed));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION profile_search_tags_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM profile_search_refresh(ARRAY(SELECT DISTINCT utilisateur_id FROM changed));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION profile_search_tags_moved() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM profile_search_refresh(ARRAY(
    SELECT utilisateur_id FROM changed UNION SELECT utilisateur_id FROM previous
  ));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER profile_search_users_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION profile_search_users_changed();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER profile_search_users_update AFTER UPDATE ON users
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION profile_search_users_changed();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER profile_search_tags_insert AFTER INSERT ON tags
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION profile_search_tags_changed();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER profile_search_tags_update AFTER UPDATE ON tags
  REFERENCING OLD TABLE AS previous NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION profile_search_tags_moved();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER profile_search_tags_delete AFTER DELETE ON tags
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION profile_search_tags_changed();
--> statement-breakpoint
SELECT profile_search_refresh(ARRAY(SELECT id FROM users));
