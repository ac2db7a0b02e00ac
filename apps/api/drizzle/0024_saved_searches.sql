CREATE TABLE "saved_search_hits" (
	"saved_search_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "saved_search_hits_saved_search_id_user_id_pk" PRIMARY KEY("saved_search_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"nom" text NOT NULL,
	"filtres" jsonb NOT NULL,
	"frequence" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_alert_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "saved_search_hits" ADD CONSTRAINT "saved_search_hits_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_hits" ADD CONSTRAINT "saved_search_hits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_hits_user_idx" ON "saved_search_hits" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "saved_searches_owner_idx" ON "saved_searches" USING btree ("owner_id","created_at");--> statement-breakpoint
-- The alerts' queue (features/saved-searches), created here like the others of 0023.
SELECT pgboss.create_queue('saved-search-alerts', '{"policy":"standard"}');
