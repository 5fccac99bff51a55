CREATE INDEX "jobs_margin_idx" ON "jobs" USING btree ("office_code","job_type","margin_pct");--> statement-breakpoint
CREATE INDEX "jobs_close_status_idx" ON "jobs" USING btree ("office_code","job_type","close_status");--> statement-breakpoint
CREATE INDEX "jobs_review_status_idx" ON "jobs" USING btree ("office_code","job_type","review_status");