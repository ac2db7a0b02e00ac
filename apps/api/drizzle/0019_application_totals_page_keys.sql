-- /compte-candidatures reads the rows skipped before a deep page from one index alone (an index-only scan): the
-- unsorted order gets its own partial index, and the e-mail order a stored lowercase column instead of an expression.
DROP INDEX "application_totals_email_idx";--> statement-breakpoint
ALTER TABLE "application_totals" ADD COLUMN "email_key" text GENERATED ALWAYS AS (lower(email)) STORED;--> statement-breakpoint
CREATE INDEX "application_totals_owner_idx" ON "application_totals" USING btree ("utilisateur_id") WHERE "application_totals"."total" > 0;--> statement-breakpoint
CREATE INDEX "application_totals_email_idx" ON "application_totals" USING btree ("email_key","utilisateur_id") WHERE "application_totals"."total" > 0;