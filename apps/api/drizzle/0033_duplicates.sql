CREATE TABLE "account_merges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_merges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"staff_id" integer,
	"kept_id" integer NOT NULL,
	"closed_id" integer NOT NULL,
	"merged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"moved" jsonb NOT NULL,
	"dropped" jsonb NOT NULL,
	"fields_from_closed" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "duplicate_candidates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "duplicate_candidates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_a_id" integer NOT NULL,
	"user_b_id" integer NOT NULL,
	"reasons" text[] NOT NULL,
	"state" text DEFAULT 'OUVERTE' NOT NULL,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	CONSTRAINT "duplicate_candidates_pair_key" UNIQUE("user_a_id","user_b_id"),
	CONSTRAINT "duplicate_candidates_ordered" CHECK ("duplicate_candidates"."user_a_id" < "duplicate_candidates"."user_b_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "merged_into_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "merged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "duplicate_candidates" ADD CONSTRAINT "duplicate_candidates_user_a_id_users_id_fk" FOREIGN KEY ("user_a_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_candidates" ADD CONSTRAINT "duplicate_candidates_user_b_id_users_id_fk" FOREIGN KEY ("user_b_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_candidates" ADD CONSTRAINT "duplicate_candidates_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_merges_kept_idx" ON "account_merges" USING btree ("kept_id");--> statement-breakpoint
CREATE INDEX "account_merges_closed_idx" ON "account_merges" USING btree ("closed_id");--> statement-breakpoint
CREATE INDEX "duplicate_candidates_open_idx" ON "duplicate_candidates" USING btree ("detected_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "duplicate_candidates"."state" = 'OUVERTE';--> statement-breakpoint
CREATE INDEX "duplicate_candidates_user_b_idx" ON "duplicate_candidates" USING btree ("user_b_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_merged_into_id_users_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Keys that make two accounts look like one person (docs/decisions/0020). The e-mail: lower-cased and trimmed, the
-- "+tag" of the local part dropped, and for Gmail the dots too (googlemail.com is gmail.com).
CREATE OR REPLACE FUNCTION duplicate_email_key(email text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT CASE WHEN d IN ('gmail.com', 'googlemail.com') THEN replace(l, '.', '') || '@gmail.com' ELSE l || '@' || d END
    FROM (SELECT split_part(split_part(e, '@', 1), '+', 1) AS l, split_part(e, '@', 2) AS d
          FROM (SELECT lower(btrim(email)) AS e) AS x) AS y
  $$;
--> statement-breakpoint
-- The phone: digits only, a French international prefix (+33, 0033) written as the national 0; fewer than 9
-- digits is no key.
CREATE OR REPLACE FUNCTION duplicate_phone_key(phone text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT CASE
      WHEN length(d) < 9 THEN NULL
      WHEN d LIKE '0033%' THEN '0' || substr(d, 5)
      WHEN d LIKE '33%' AND length(d) = 11 THEN '0' || substr(d, 3)
      ELSE d END
    FROM (SELECT regexp_replace(phone, '[^0-9]', '', 'g') AS d) AS x
  $$;
--> statement-breakpoint
-- First and last name, lower-cased, unaccented, spaces and hyphens as one space.
CREATE OR REPLACE FUNCTION duplicate_name_key(prenom text, nom text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT btrim(regexp_replace(public.f_unaccent(lower(prenom || ' ' || nom)), '[\s\-]+', ' ', 'g')) $$;
--> statement-breakpoint
CREATE INDEX "users_duplicate_email_idx" ON "users" (duplicate_email_key("email"));
--> statement-breakpoint
CREATE INDEX "users_duplicate_phone_idx" ON "users" (duplicate_phone_key("telephone"));
--> statement-breakpoint
CREATE INDEX "users_duplicate_name_idx" ON "users" (duplicate_name_key("prenom", "nom"));
