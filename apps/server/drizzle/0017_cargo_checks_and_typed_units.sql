ALTER TABLE "job_containers" ADD COLUMN "check_digit_confirmed_by" varchar(64);--> statement-breakpoint
ALTER TABLE "job_containers" ADD COLUMN "check_digit_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "weight_lb" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "volume_cbf" numeric(14, 4);