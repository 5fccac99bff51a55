CREATE TABLE "doc_record_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_record_id" integer NOT NULL,
	"step" varchar(10) NOT NULL,
	"step_date" date NOT NULL,
	"signer" varchar(60) DEFAULT '' NOT NULL,
	"sent_to" varchar(10),
	"courier" varchar(60) DEFAULT '' NOT NULL,
	"express_no" varchar(40) DEFAULT '' NOT NULL,
	"remark" varchar(300) DEFAULT '' NOT NULL,
	"created_by" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doc_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"office_code" varchar(10) NOT NULL,
	"job_id" integer NOT NULL,
	"hbl_id" integer,
	"seq" smallint NOT NULL,
	"doc_no" varchar(40) NOT NULL,
	"doc_type" varchar(24) NOT NULL,
	"belongs_to" varchar(3) NOT NULL,
	"customer_id" integer,
	"manual_no" varchar(40) DEFAULT '' NOT NULL,
	"originals" smallint DEFAULT 0 NOT NULL,
	"status" varchar(14) DEFAULT 'NOT_RECEIVED' NOT NULL,
	"sent_to" varchar(10),
	"send_date" date,
	"send_signer" varchar(60) DEFAULT '' NOT NULL,
	"courier" varchar(60) DEFAULT '' NOT NULL,
	"express_no" varchar(40) DEFAULT '' NOT NULL,
	"back_date" date,
	"back_signer" varchar(60) DEFAULT '' NOT NULL,
	"remark" varchar(300) DEFAULT '' NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "doc_records_type_known" CHECK ("doc_records"."doc_type" in ('ORIGINAL_BL', 'SEAWAY_BILL', 'CERTIFICATE_OF_ORIGIN', 'INSURANCE_POLICY', 'OTHER')),
	CONSTRAINT "doc_records_belongs_known" CHECK ("doc_records"."belongs_to" in ('MBL', 'HBL')),
	CONSTRAINT "doc_records_status_known" CHECK ("doc_records"."status" in ('NOT_RECEIVED', 'RECEIVED', 'SENT', 'RETURNED', 'SURRENDERED')),
	CONSTRAINT "doc_records_sent_to_known" CHECK ("doc_records"."sent_to" in ('SHIPPER', 'CONSIGNEE')),
	CONSTRAINT "doc_records_hbl_when_hbl" CHECK (("doc_records"."belongs_to" = 'HBL') = ("doc_records"."hbl_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "doc_record_steps" ADD CONSTRAINT "doc_record_steps_doc_record_id_doc_records_id_fk" FOREIGN KEY ("doc_record_id") REFERENCES "public"."doc_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_records" ADD CONSTRAINT "doc_records_office_code_offices_office_code_fk" FOREIGN KEY ("office_code") REFERENCES "public"."offices"("office_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_records" ADD CONSTRAINT "doc_records_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_records" ADD CONSTRAINT "doc_records_hbl_id_job_hbls_id_fk" FOREIGN KEY ("hbl_id") REFERENCES "public"."job_hbls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_records" ADD CONSTRAINT "doc_records_customer_id_parties_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doc_record_steps_record_idx" ON "doc_record_steps" USING btree ("doc_record_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "doc_records_no_uq" ON "doc_records" USING btree ("doc_no");--> statement-breakpoint
CREATE UNIQUE INDEX "doc_records_job_seq_uq" ON "doc_records" USING btree ("job_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "doc_records_bill_type_uq" ON "doc_records" USING btree ("job_id",coalesce("hbl_id", 0),"doc_type");--> statement-breakpoint
CREATE INDEX "doc_records_hbl_idx" ON "doc_records" USING btree ("hbl_id");--> statement-breakpoint
CREATE INDEX "doc_records_office_idx" ON "doc_records" USING btree ("office_code","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "doc_records_office_status_idx" ON "doc_records" USING btree ("office_code","status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "doc_records_office_send_idx" ON "doc_records" USING btree ("office_code","send_date");--> statement-breakpoint
CREATE INDEX "doc_records_office_back_idx" ON "doc_records" USING btree ("office_code","back_date");--> statement-breakpoint
CREATE INDEX "doc_records_customer_idx" ON "doc_records" USING btree ("customer_id");