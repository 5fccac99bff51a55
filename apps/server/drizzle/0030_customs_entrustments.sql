CREATE TABLE "customs_entrustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"entrustment_no" varchar(30) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"broker_id" integer,
	"declaration_no" varchar(40) DEFAULT '' NOT NULL,
	"entry_no" varchar(40) DEFAULT '' NOT NULL,
	"entry_date" date,
	"released_at" timestamp with time zone,
	"exam_ordered_date" date,
	"exam_done_date" date,
	"exam_result" varchar(200) DEFAULT '' NOT NULL,
	"exam_release_date" date,
	"duty" numeric(14, 2),
	"vat" numeric(14, 2),
	"other_taxes" numeric(14, 2),
	"tax_currency" varchar(3),
	"cancel_date" date,
	"cancel_reason" varchar(200) DEFAULT '' NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "customs_entrustments_entrustment_no_unique" UNIQUE("entrustment_no"),
	CONSTRAINT "customs_entrustments_kind" CHECK ("customs_entrustments"."kind" in ('EXPORT_DECLARATION', 'IMPORT_ENTRY')),
	CONSTRAINT "customs_entrustments_taxes" CHECK ("customs_entrustments"."duty" >= 0 and "customs_entrustments"."vat" >= 0 and "customs_entrustments"."other_taxes" >= 0),
	CONSTRAINT "customs_entrustments_release_after_entry" CHECK ("customs_entrustments"."released_at" is null or "customs_entrustments"."entry_date" is not null)
);
--> statement-breakpoint
ALTER TABLE "job_number_rules" DROP CONSTRAINT "job_number_rules_kind";--> statement-breakpoint
ALTER TABLE "customs_entrustments" ADD CONSTRAINT "customs_entrustments_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customs_entrustments" ADD CONSTRAINT "customs_entrustments_broker_id_parties_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customs_entrustments" ADD CONSTRAINT "customs_entrustments_tax_currency_currencies_currency_code_fk" FOREIGN KEY ("tax_currency") REFERENCES "public"."currencies"("currency_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customs_entrustments_job_idx" ON "customs_entrustments" USING btree ("job_id","id");--> statement-breakpoint
CREATE INDEX "customs_entrustments_broker_idx" ON "customs_entrustments" USING btree ("broker_id");--> statement-breakpoint
ALTER TABLE "job_number_rules" ADD CONSTRAINT "job_number_rules_kind" CHECK ("job_number_rules"."kind" in ('JOB', 'HBL', 'INV', 'WHI', 'TRK', 'CUS'));--> statement-breakpoint
-- Custom SQL: the customs dates are no longer typed on the general tab, so they are no longer
-- configurable job fields (issue 19, decisions "Customs").
DELETE FROM job_field_configs WHERE field_name IN ('customsEntryDate', 'entryNo', 'examDate', 'customsCancelDate');
