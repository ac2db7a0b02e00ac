ALTER TYPE "public"."one_time_token_purpose" ADD VALUE 'erasure';--> statement-breakpoint
CREATE TABLE "consent_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consent_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"accepted" boolean NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erasure_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "erasure_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cause" text NOT NULL,
	"staff_id" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retention_extensions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "retention_extensions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"staff_id" integer,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_run_on" date,
	"lease_until" timestamp with time zone,
	"lease_holder" text
);
--> statement-breakpoint
CREATE TABLE "sign_ins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sign_ins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"address" text NOT NULL,
	"device" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "talent_pool_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erasure_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "retention_warned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_log" ADD CONSTRAINT "erasure_log_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_extensions" ADD CONSTRAINT "retention_extensions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_extensions" ADD CONSTRAINT "retention_extensions_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_ins" ADD CONSTRAINT "sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_records_user_idx" ON "consent_records" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "retention_extensions_user_idx" ON "retention_extensions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sign_ins_user_at_idx" ON "sign_ins" USING btree ("user_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sign_ins_at_idx" ON "sign_ins" USING btree ("at");--> statement-breakpoint
CREATE INDEX "users_last_activity_at_idx" ON "users" USING btree ("last_activity_at");--> statement-breakpoint
CREATE INDEX "users_erasure_due_at_idx" ON "users" USING btree ("erasure_due_at") WHERE "users"."erasure_due_at" is not null;--> statement-breakpoint
-- Accounts made before the talent-pool question: those who chose a visible profile had asked to be shown.
UPDATE "users" SET "talent_pool_consent" = ("visibilite" = 'VISIBLE');--> statement-breakpoint
-- The talent pool shown to recruiters holds only the profiles whose owner agreed to it.
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
$$;
--> statement-breakpoint
SELECT profile_search_refresh(ARRAY(SELECT id FROM users));
--> statement-breakpoint
-- A talent-pool answer changes what recruiters find: every process forgets its search results.
CREATE OR REPLACE FUNCTION profile_changes_notify_users_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM changed n JOIN previous o ON o.id = n.id
    WHERE (o.nom, o.prenom, o.email, o.role, o.active, o.visibilite, o.description, o.metier, o.type_de_contrat,
           o.ville, o.experience, o.photo_par_defaut, o.chemin_image, o.created_at,
           o.talent_pool_consent)
      IS DISTINCT FROM
          (n.nom, n.prenom, n.email, n.role, n.active, n.visibilite, n.description, n.metier, n.type_de_contrat,
           n.ville, n.experience, n.photo_par_defaut, n.chemin_image, n.created_at,
           n.talent_pool_consent)
  ) THEN
    PERFORM pg_notify('tremplin_profiles', '');
  END IF;
  RETURN NULL;
END $$;