CREATE TABLE "eta_slips" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"status" varchar(8) DEFAULT 'OPEN' NOT NULL,
	"job_eta" date NOT NULL,
	"carrier_arrival" timestamp with time zone NOT NULL,
	"classifier" varchar(3) NOT NULL,
	"event_row_id" bigint,
	"slip_days" integer NOT NULL,
	"resolution" varchar(12) DEFAULT '' NOT NULL,
	"resolved_by" varchar(64) DEFAULT '' NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "eta_slips" ADD CONSTRAINT "eta_slips_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eta_slips" ADD CONSTRAINT "eta_slips_event_row_id_tracking_events_id_fk" FOREIGN KEY ("event_row_id") REFERENCES "public"."tracking_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "eta_slips_open_job_uq" ON "eta_slips" USING btree ("job_id") WHERE "eta_slips"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "eta_slips_job_idx" ON "eta_slips" USING btree ("job_id","created_at");