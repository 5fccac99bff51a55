CREATE INDEX "jobs_status_idx" ON "jobs" USING btree ("office_code","job_type","job_status","operation_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_invoice_status_idx" ON "jobs" USING btree ("office_code","job_type","invoice_status");--> statement-breakpoint
CREATE INDEX "jobs_job_no_prefix_idx" ON "jobs" USING btree ("job_no" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "jobs_carrier_idx" ON "jobs" USING btree ("carrier_id");--> statement-breakpoint
CREATE INDEX "jobs_operator_idx" ON "jobs" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "jobs_sales_idx" ON "jobs" USING btree ("sales_id");--> statement-breakpoint
CREATE INDEX "jobs_pol_idx" ON "jobs" USING btree ("pol");--> statement-breakpoint
CREATE INDEX "jobs_pod_idx" ON "jobs" USING btree ("pod");--> statement-breakpoint
CREATE INDEX "jobs_vessel_trgm" ON "jobs" USING gin ("vessel" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_voyage_idx" ON "jobs" USING btree ("voyage");--> statement-breakpoint
CREATE INDEX "jobs_packing_date_idx" ON "jobs" USING btree ("office_code","job_type","packing_date");--> statement-breakpoint
CREATE INDEX "jobs_gate_in_date_idx" ON "jobs" USING btree ("office_code","job_type","gate_in_date");--> statement-breakpoint
CREATE INDEX "jobs_review_date_idx" ON "jobs" USING btree ("office_code","job_type","review_date");