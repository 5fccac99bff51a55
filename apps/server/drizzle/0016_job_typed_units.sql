ALTER TABLE "jobs" ADD COLUMN "weight_lb" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "volume_cbf" numeric(14, 4);