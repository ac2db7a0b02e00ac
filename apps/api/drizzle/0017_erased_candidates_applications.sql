-- An erased candidate's applications stay, without their owner. The totals triggers (0003) pass over a NULL owner:
-- the erased person's totals row goes with them, and /compte-candidatures counts the applications left without an
-- owner in one « Ancien membre » row.
ALTER TABLE "applications" DROP CONSTRAINT "applications_utilisateur_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "utilisateur_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_utilisateur_id_users_id_fk" FOREIGN KEY ("utilisateur_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
