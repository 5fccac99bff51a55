CREATE TABLE "other_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"kind" varchar(24) NOT NULL,
	"supplier_id" integer,
	"ordered_date" date,
	"done_date" date,
	"reference_no" varchar(40) DEFAULT '' NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"charge_code_id" integer,
	"currency" varchar(3),
	"amount" numeric(14, 2),
	"insured_value" numeric(14, 2),
	"premium_rate" numeric(12, 8),
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "other_services_kind_known" CHECK ("other_services"."kind" in ('INSURANCE', 'FUMIGATION', 'INSPECTION', 'CERTIFICATE_OF_ORIGIN', 'QUARANTINE', 'LASHING', 'PACKING', 'OTHER')),
	CONSTRAINT "other_services_done_after_ordered" CHECK ("other_services"."done_date" >= "other_services"."ordered_date"),
	CONSTRAINT "other_services_cost_whole" CHECK (("other_services"."charge_code_id" is null) = ("other_services"."amount" is null) and ("other_services"."amount" is null) = ("other_services"."currency" is null)),
	CONSTRAINT "other_services_cost_supplier" CHECK ("other_services"."amount" is null or "other_services"."supplier_id" is not null),
	CONSTRAINT "other_services_figures" CHECK ("other_services"."amount" >= 0 and "other_services"."insured_value" >= 0 and "other_services"."premium_rate" >= 0)
);
--> statement-breakpoint
ALTER TABLE "job_charges" ADD COLUMN "other_service_id" integer;--> statement-breakpoint
ALTER TABLE "other_services" ADD CONSTRAINT "other_services_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "other_services" ADD CONSTRAINT "other_services_supplier_id_parties_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "other_services" ADD CONSTRAINT "other_services_charge_code_id_charge_codes_id_fk" FOREIGN KEY ("charge_code_id") REFERENCES "public"."charge_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "other_services" ADD CONSTRAINT "other_services_currency_currencies_currency_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("currency_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "other_services_job_idx" ON "other_services" USING btree ("job_id","id");--> statement-breakpoint
CREATE INDEX "other_services_supplier_idx" ON "other_services" USING btree ("supplier_id");--> statement-breakpoint
ALTER TABLE "job_charges" ADD CONSTRAINT "job_charges_other_service_id_other_services_id_fk" FOREIGN KEY ("other_service_id") REFERENCES "public"."other_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_charges_other_service_idx" ON "job_charges" USING btree ("other_service_id");