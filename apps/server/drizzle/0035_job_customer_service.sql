ALTER TABLE "jobs" ADD COLUMN "customer_service_id" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_customer_service_id_users_id_fk" FOREIGN KEY ("customer_service_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_customer_service_idx" ON "jobs" USING btree ("customer_service_id");