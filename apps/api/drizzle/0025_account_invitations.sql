ALTER TYPE "public"."one_time_token_purpose" ADD VALUE 'invitation';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invitation_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invitation_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invitation_accepted_at" timestamp with time zone;