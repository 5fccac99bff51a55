ALTER TABLE "jobs" ADD COLUMN "customs_release_date" date;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "cargo_available_date" date;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "delivery_scheduled_at" timestamp with time zone;