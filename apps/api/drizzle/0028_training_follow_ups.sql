CREATE TABLE "training_follow_ups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_follow_ups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enrolment_id" integer NOT NULL,
	"etape" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"reminded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "training_outcomes" ADD COLUMN "source" text DEFAULT 'EQUIPE' NOT NULL;--> statement-breakpoint
ALTER TABLE "training_follow_ups" ADD CONSTRAINT "training_follow_ups_enrolment_id_training_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."training_enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "training_follow_ups_enrolment_stage_idx" ON "training_follow_ups" USING btree ("enrolment_id","etape");--> statement-breakpoint
CREATE INDEX "training_follow_ups_sent_idx" ON "training_follow_ups" USING btree ("sent_at");