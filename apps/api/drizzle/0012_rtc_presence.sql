CREATE TABLE "rtc_admissions" (
	"interview_id" integer PRIMARY KEY NOT NULL,
	"admitted_by" integer,
	"admitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rtc_presence" (
	"connection_id" text NOT NULL,
	"room" text NOT NULL,
	"process_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rtc_presence_connection_id_room_pk" PRIMARY KEY("connection_id","room")
);
--> statement-breakpoint
ALTER TABLE "rtc_admissions" ADD CONSTRAINT "rtc_admissions_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rtc_admissions" ADD CONSTRAINT "rtc_admissions_admitted_by_users_id_fk" FOREIGN KEY ("admitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rtc_presence" ADD CONSTRAINT "rtc_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rtc_presence_room_idx" ON "rtc_presence" USING btree ("room");