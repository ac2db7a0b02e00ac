CREATE TYPE "public"."statut_candidature" AS ENUM('EN_ATTENTE', 'ENTRETIEN', 'ACCEPTEE', 'REFUSEE', 'SANS_REPONSE');--> statement-breakpoint
CREATE TYPE "public"."type_de_contrat" AS ENUM('CDI', 'CDD', 'ALTERNANCE', 'STAGE', 'INTERIM', 'FREELANCE');--> statement-breakpoint
CREATE TYPE "public"."photo_par_defaut" AS ENUM('stylet', 'clavier', 'souris', 'tasse', 'tel', 'usb');--> statement-breakpoint
CREATE TYPE "public"."file_kind" AS ENUM('AVATAR', 'CERTIFICATION', 'CV', 'VIDEOPRESENTATION', 'IMAGEPROJET', 'NOTEFICHIER');--> statement-breakpoint
CREATE TYPE "public"."etat_invitation" AS ENUM('EN_ATTENTE', 'CONFIRMÉE', 'REFUSÉE', 'ANNULEE');--> statement-breakpoint
CREATE TYPE "public"."one_time_token_purpose" AS ENUM('confirmation', 'reset', 'linkedin');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('ADMIN', 'CEF', 'ASSISTANT', 'RECRUTEUR', 'EN_RECHERCHE_EMPLOI', 'EMPLOYE', 'CANDIDAT_POE', 'ALTERNANT');--> statement-breakpoint
CREATE TYPE "public"."visibilite" AS ENUM('VISIBLE', 'NON_VISIBLE');--> statement-breakpoint
CREATE TABLE "application_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"candidature_id" integer NOT NULL,
	"auteur_id" integer,
	"contenu" text NOT NULL,
	"date_heure" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"candidature_id" integer NOT NULL,
	"nom" text NOT NULL,
	"prenom" text,
	"poste" text,
	"email" text,
	"telephone" text,
	"commentaire" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"utilisateur_id" integer NOT NULL,
	"admin_id" integer,
	"entreprise" text NOT NULL,
	"poste" text NOT NULL,
	"url" text,
	"type_de_contrat" "type_de_contrat",
	"details_offre" text,
	"reponse" text,
	"date" date NOT NULL,
	"date_creation" timestamp with time zone DEFAULT now() NOT NULL,
	"acceptation_offre" boolean DEFAULT false NOT NULL,
	"commentaire" text,
	"statue_candidature" "statut_candidature" DEFAULT 'EN_ATTENTE' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "one_time_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"purpose" "one_time_token_purpose" NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_time_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refresh_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"family_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"replaced_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "favourites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recruteur_id" integer NOT NULL,
	"candidat_id" integer NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_recruteur_candidat_key" UNIQUE("recruteur_id","candidat_id")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stored_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" "file_kind" NOT NULL,
	"owner_id" integer NOT NULL,
	"original_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime" text NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"utilisateur_id" integer NOT NULL,
	"admin_id" integer,
	"candidature_id" integer,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"duree" integer DEFAULT 30 NOT NULL,
	"lieu" text,
	"lien" text,
	"commentaire" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job_dating_id" integer NOT NULL,
	"candidat_id" integer NOT NULL,
	"etat_invitation" "etat_invitation" DEFAULT 'EN_ATTENTE' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_job_dating_candidat_key" UNIQUE("job_dating_id","candidat_id")
);
--> statement-breakpoint
CREATE TABLE "job_datings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_datings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date" timestamp with time zone NOT NULL,
	"auteur_id" integer,
	"lieu" text NOT NULL,
	"thematique" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"titre" text NOT NULL,
	"sujet" text NOT NULL,
	"contenu" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"expediteur_id" integer,
	"destinataire_id" integer,
	"sujet" text NOT NULL,
	"contenu" text DEFAULT '' NOT NULL,
	"date_heure" timestamp with time zone DEFAULT now() NOT NULL,
	"est_lu" boolean DEFAULT false NOT NULL,
	"deleted_by_sender_at" timestamp with time zone,
	"deleted_by_recipient_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"candidature_id" integer NOT NULL,
	"auteur_id" integer,
	"titre" text NOT NULL,
	"contenu" text DEFAULT '' NOT NULL,
	"fichier_id" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"cover" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_tags" (
	"project_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "project_tags_project_id_tag_id_pk" PRIMARY KEY("project_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"utilisateur_id" integer NOT NULL,
	"titre" text NOT NULL,
	"description" text,
	"lien" text,
	"code_source" text,
	"outils_travails" text,
	"slug" text NOT NULL,
	"date" date,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "ntc" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ntc_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nom" text NOT NULL,
	"prenom" text NOT NULL,
	"ville" text,
	"actif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prospects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prospects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date" date,
	"titre_diplomant" text,
	"entreprise" text,
	"url_annonce" text,
	"poste" text,
	"adresse" text,
	"ville" text,
	"nom_contact" text,
	"poste_contact" text,
	"mail_contact" text,
	"phone_contact" text,
	"commentaire" text,
	"statue" text,
	"ntc_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skills" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "skills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nom" text NOT NULL,
	"mots_cles" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"utilisateur_id" integer NOT NULL,
	"competence_id" integer,
	"nom_tag" text NOT NULL,
	"niveau" integer,
	"mots_cles" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text,
	"role" "role" NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"visibilite" "visibilite" DEFAULT 'VISIBLE' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"nom" text NOT NULL,
	"prenom" text NOT NULL,
	"description" text,
	"metier" text,
	"type_de_contrat" "type_de_contrat",
	"ville" text,
	"experience" text,
	"telephone" text,
	"commentaire" text,
	"admission" text,
	"tremplin" boolean DEFAULT false NOT NULL,
	"referent_cef_id" integer,
	"photo_par_defaut" "photo_par_defaut",
	"chemin_image" text,
	"chemin_cv" text,
	"chemin_certif" text[] DEFAULT '{}'::text[] NOT NULL,
	"url_video" text,
	"url_video_externe" text,
	"lien_portefolio" text,
	"facebook" text,
	"linkedin" text,
	"behance" text,
	"twitter" text,
	"instagram" text,
	"github" text,
	"linkedin_subject" text,
	"social_network_avatar_url" text,
	"niveau_diplome" text,
	"nom_diplome" text,
	"poe_interessees" text[] DEFAULT '{}'::text[] NOT NULL,
	"titre_diplomant_interesse" text,
	"formations_courtes_interessees" text,
	"zone_geographique" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_comments" ADD CONSTRAINT "application_comments_candidature_id_applications_id_fk" FOREIGN KEY ("candidature_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_comments" ADD CONSTRAINT "application_comments_auteur_id_users_id_fk" FOREIGN KEY ("auteur_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_contacts" ADD CONSTRAINT "application_contacts_candidature_id_applications_id_fk" FOREIGN KEY ("candidature_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_utilisateur_id_users_id_fk" FOREIGN KEY ("utilisateur_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_replaced_by_refresh_tokens_id_fk" FOREIGN KEY ("replaced_by") REFERENCES "public"."refresh_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_recruteur_id_users_id_fk" FOREIGN KEY ("recruteur_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_candidat_id_users_id_fk" FOREIGN KEY ("candidat_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_utilisateur_id_users_id_fk" FOREIGN KEY ("utilisateur_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_candidature_id_applications_id_fk" FOREIGN KEY ("candidature_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_job_dating_id_job_datings_id_fk" FOREIGN KEY ("job_dating_id") REFERENCES "public"."job_datings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_candidat_id_users_id_fk" FOREIGN KEY ("candidat_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_datings" ADD CONSTRAINT "job_datings_auteur_id_users_id_fk" FOREIGN KEY ("auteur_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_expediteur_id_users_id_fk" FOREIGN KEY ("expediteur_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_destinataire_id_users_id_fk" FOREIGN KEY ("destinataire_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_candidature_id_applications_id_fk" FOREIGN KEY ("candidature_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_auteur_id_users_id_fk" FOREIGN KEY ("auteur_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_fichier_id_stored_files_id_fk" FOREIGN KEY ("fichier_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_images" ADD CONSTRAINT "project_images_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_images" ADD CONSTRAINT "project_images_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_tags" ADD CONSTRAINT "project_tags_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_tags" ADD CONSTRAINT "project_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_utilisateur_id_users_id_fk" FOREIGN KEY ("utilisateur_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospects" ADD CONSTRAINT "prospects_ntc_id_ntc_id_fk" FOREIGN KEY ("ntc_id") REFERENCES "public"."ntc"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_utilisateur_id_users_id_fk" FOREIGN KEY ("utilisateur_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_competence_id_skills_id_fk" FOREIGN KEY ("competence_id") REFERENCES "public"."skills"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_referent_cef_id_users_id_fk" FOREIGN KEY ("referent_cef_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_comments_candidature_id_idx" ON "application_comments" USING btree ("candidature_id","date_heure");--> statement-breakpoint
CREATE INDEX "application_contacts_candidature_id_idx" ON "application_contacts" USING btree ("candidature_id");--> statement-breakpoint
CREATE INDEX "applications_utilisateur_date_idx" ON "applications" USING btree ("utilisateur_id","date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_admin_id_idx" ON "applications" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "one_time_tokens_user_purpose_idx" ON "one_time_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_id_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_id_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "favourites_candidat_id_idx" ON "favourites" USING btree ("candidat_id");--> statement-breakpoint
CREATE INDEX "stored_files_owner_kind_idx" ON "stored_files" USING btree ("owner_id","kind");--> statement-breakpoint
CREATE INDEX "interviews_utilisateur_date_idx" ON "interviews" USING btree ("utilisateur_id","date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "interviews_admin_date_idx" ON "interviews" USING btree ("admin_id","date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "interviews_candidature_id_idx" ON "interviews" USING btree ("candidature_id");--> statement-breakpoint
CREATE INDEX "invitations_candidat_id_idx" ON "invitations" USING btree ("candidat_id");--> statement-breakpoint
CREATE INDEX "job_datings_date_idx" ON "job_datings" USING btree ("date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_datings_auteur_id_idx" ON "job_datings" USING btree ("auteur_id");--> statement-breakpoint
CREATE INDEX "messages_destinataire_date_idx" ON "messages" USING btree ("destinataire_id","date_heure" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_expediteur_date_idx" ON "messages" USING btree ("expediteur_id","date_heure" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("destinataire_id") WHERE "messages"."est_lu" = false and "messages"."deleted_by_recipient_at" is null;--> statement-breakpoint
CREATE INDEX "notes_candidature_id_idx" ON "notes" USING btree ("candidature_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "email_outbox_pending_idx" ON "email_outbox" USING btree ("next_attempt_at") WHERE "email_outbox"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "project_images_project_id_idx" ON "project_images" USING btree ("project_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "project_images_file_id_key" ON "project_images" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_images_one_cover_key" ON "project_images" USING btree ("project_id") WHERE "project_images"."cover";--> statement-breakpoint
CREATE INDEX "project_tags_tag_id_idx" ON "project_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "projects_utilisateur_id_idx" ON "projects" USING btree ("utilisateur_id","date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "prospects_date_idx" ON "prospects" USING btree ("date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "prospects_ntc_id_idx" ON "prospects" USING btree ("ntc_id");--> statement-breakpoint
CREATE UNIQUE INDEX "skills_nom_lower_key" ON "skills" USING btree (lower("nom"));--> statement-breakpoint
CREATE INDEX "tags_utilisateur_id_idx" ON "tags" USING btree ("utilisateur_id");--> statement-breakpoint
CREATE INDEX "tags_competence_id_idx" ON "tags" USING btree ("competence_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_linkedin_subject_key" ON "users" USING btree ("linkedin_subject");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "users_visibilite_idx" ON "users" USING btree ("visibilite");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_ville_idx" ON "users" USING btree ("ville");--> statement-breakpoint
CREATE INDEX "users_referent_cef_id_idx" ON "users" USING btree ("referent_cef_id");