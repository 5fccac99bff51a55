ALTER TABLE "job_containers" ADD COLUMN "check_digit_confirmed_by" varchar(64);--> statement-breakpoint
ALTER TABLE "job_containers" ADD COLUMN "check_digit_confirmed_at" timestamp with time zone;