CREATE TABLE "training_enrolments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_enrolments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"learner_id" integer NOT NULL,
	"date_entree" date NOT NULL,
	"date_sortie" date,
	"motif_sortie" text,
	"detail_sortie" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_enrolments_exit_check" CHECK (("training_enrolments"."date_sortie" is null) = ("training_enrolments"."motif_sortie" is null))
);
--> statement-breakpoint
CREATE TABLE "training_outcomes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_outcomes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enrolment_id" integer NOT NULL,
	"etape" text NOT NULL,
	"situation" text NOT NULL,
	"employeur" text,
	"date_debut" date,
	"date_fin" date,
	"duree_mois" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_programmes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_programmes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nom" text NOT NULL,
	"type" text NOT NULL,
	"publie" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"programme_id" integer NOT NULL,
	"date_debut" date NOT NULL,
	"date_fin" date NOT NULL,
	"lieu" text,
	"conseiller_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "training_enrolments" ADD CONSTRAINT "training_enrolments_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_enrolments" ADD CONSTRAINT "training_enrolments_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_outcomes" ADD CONSTRAINT "training_outcomes_enrolment_id_training_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."training_enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_programme_id_training_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."training_programmes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_conseiller_id_users_id_fk" FOREIGN KEY ("conseiller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "training_enrolments_session_learner_idx" ON "training_enrolments" USING btree ("session_id","learner_id");--> statement-breakpoint
CREATE INDEX "training_enrolments_learner_idx" ON "training_enrolments" USING btree ("learner_id");--> statement-breakpoint
CREATE INDEX "training_enrolments_exit_idx" ON "training_enrolments" USING btree ("date_sortie");--> statement-breakpoint
CREATE UNIQUE INDEX "training_outcomes_enrolment_stage_idx" ON "training_outcomes" USING btree ("enrolment_id","etape");--> statement-breakpoint
CREATE INDEX "training_sessions_programme_idx" ON "training_sessions" USING btree ("programme_id");--> statement-breakpoint
CREATE INDEX "training_sessions_conseiller_idx" ON "training_sessions" USING btree ("conseiller_id");