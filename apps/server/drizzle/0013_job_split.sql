ALTER TABLE "jobs" ADD COLUMN "split_from_job_id" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_split_from_job_id_jobs_id_fk" FOREIGN KEY ("split_from_job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_split_from_idx" ON "jobs" USING btree ("split_from_job_id");