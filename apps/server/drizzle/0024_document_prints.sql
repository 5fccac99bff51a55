CREATE TABLE "document_prints" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"hbl_id" integer,
	"hbl_no" varchar(40) DEFAULT '' NOT NULL,
	"kind" varchar(30) NOT NULL,
	"variant" varchar(20),
	"reprint" boolean DEFAULT false NOT NULL,
	"template_version_id" integer,
	"printed_by" varchar(64) NOT NULL,
	"printed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_prints" ADD CONSTRAINT "document_prints_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_prints" ADD CONSTRAINT "document_prints_hbl_id_job_hbls_id_fk" FOREIGN KEY ("hbl_id") REFERENCES "public"."job_hbls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_prints" ADD CONSTRAINT "document_prints_template_version_id_report_template_versions_id_fk" FOREIGN KEY ("template_version_id") REFERENCES "public"."report_template_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_prints_job_idx" ON "document_prints" USING btree ("job_id","printed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "document_prints_one_original" ON "document_prints" USING btree ("hbl_id") WHERE "document_prints"."variant" = 'ORIGINAL' and not "document_prints"."reprint";