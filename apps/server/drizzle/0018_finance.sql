CREATE TABLE "clearing_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"clearing_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "clearing_items_amount_positive" CHECK ("clearing_items"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "clearings" (
	"id" serial PRIMARY KEY NOT NULL,
	"office_code" varchar(10) NOT NULL,
	"kind" varchar(12) DEFAULT 'PAYMENT' NOT NULL,
	"side" varchar(2) NOT NULL,
	"party_id" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"cleared_on" date NOT NULL,
	"bank_reference" varchar(60) DEFAULT '' NOT NULL,
	"remark" varchar(300) DEFAULT '' NOT NULL,
	"reversed_by" varchar(64) DEFAULT '' NOT NULL,
	"reversed_at" timestamp with time zone,
	"reverse_reason" varchar(300) DEFAULT '' NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "clearings_kind_known" CHECK ("clearings"."kind" in ('PAYMENT', 'CHARGE_OFF')),
	CONSTRAINT "clearings_amount_positive" CHECK ("clearings"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"office_code" varchar(10) NOT NULL,
	"job_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"side" varchar(2) NOT NULL,
	"state" varchar(10) DEFAULT 'DRAFT' NOT NULL,
	"invoice_no" varchar(18),
	"party_id" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"invoice_date" date NOT NULL,
	"due_date" date NOT NULL,
	"aging_begin_date" date NOT NULL,
	"tax_invoice_no" varchar(18) DEFAULT '' NOT NULL,
	"vendor_invoice_no" varchar(40) DEFAULT '' NOT NULL,
	"remark" varchar(300) DEFAULT '' NOT NULL,
	"amount_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"tax_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"gross_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"cleared_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"local_gross" numeric(14, 2) DEFAULT '0' NOT NULL,
	"local_currency" varchar(3) NOT NULL,
	"confirmed_by" varchar(64) DEFAULT '' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "invoices_kind_known" CHECK ("invoices"."kind" in ('INVOICE', 'DEBIT_NOTE', 'CREDIT_NOTE', 'VENDOR_BILL')),
	CONSTRAINT "invoices_state_known" CHECK ("invoices"."state" in ('DRAFT', 'CONFIRMED', 'VOID')),
	CONSTRAINT "invoices_side_known" CHECK ("invoices"."side" in ('AR', 'AP')),
	CONSTRAINT "invoices_number_when_confirmed" CHECK ("invoices"."state" <> 'CONFIRMED' or "invoices"."invoice_no" is not null),
	CONSTRAINT "invoices_number_digits" CHECK ("invoices"."invoice_no" ~ '^[0-9]{1,18}$'),
	CONSTRAINT "invoices_cleared_within" CHECK (abs("invoices"."cleared_amount") <= abs("invoices"."gross_total"))
);
--> statement-breakpoint
CREATE TABLE "job_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"side" varchar(2) NOT NULL,
	"hbl_id" integer,
	"charge_code_id" integer NOT NULL,
	"display_name" varchar(100) NOT NULL,
	"party_id" integer NOT NULL,
	"invoice_title" varchar(200) DEFAULT '' NOT NULL,
	"currency" varchar(3) NOT NULL,
	"pp_cc" varchar(2) DEFAULT 'PP' NOT NULL,
	"unit" varchar(10) NOT NULL,
	"num" numeric(16, 4) NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"exchange_rate" numeric(18, 8) NOT NULL,
	"rate_date" date,
	"local_amount" numeric(14, 2) NOT NULL,
	"source_currency" varchar(3) NOT NULL,
	"source_price" numeric(14, 2) NOT NULL,
	"source_amount" numeric(14, 2) NOT NULL,
	"source_rate" numeric(18, 8) DEFAULT '1' NOT NULL,
	"due_date" date NOT NULL,
	"aging_begin_date" date,
	"tax_type" varchar(12),
	"tax_rate" numeric(5, 2),
	"tax_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"not_taxed_amount" numeric(14, 2) NOT NULL,
	"branch_company_id" integer,
	"tax_inclusive" boolean DEFAULT false NOT NULL,
	"not_tax_invoiced" boolean DEFAULT false NOT NULL,
	"auto_inverted" boolean DEFAULT false NOT NULL,
	"vendor_invoice_no" varchar(40) DEFAULT '' NOT NULL,
	"invoice_id" integer,
	"cleared_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"cleared_date" date,
	"check_status" varchar(10) DEFAULT 'UNCHECKED' NOT NULL,
	"checked_by" varchar(64) DEFAULT '' NOT NULL,
	"checked_at" timestamp with time zone,
	"company_type" varchar(2) NOT NULL,
	"apportioned_from_job_id" integer,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "job_charges_side_known" CHECK ("job_charges"."side" in ('AR', 'AP')),
	CONSTRAINT "job_charges_pp_cc_known" CHECK ("job_charges"."pp_cc" in ('PP', 'CC')),
	CONSTRAINT "job_charges_check_status_known" CHECK ("job_charges"."check_status" in ('UNCHECKED', 'CHECKING', 'CHECKED')),
	CONSTRAINT "job_charges_company_type_known" CHECK ("job_charges"."company_type" in ('XC', 'SC')),
	CONSTRAINT "job_charges_tax_type_known" CHECK ("job_charges"."tax_type" is null or "job_charges"."tax_type" in ('VAT_SPECIAL', 'VAT_GENERAL', 'GST', 'SALES_TAX')),
	CONSTRAINT "job_charges_num_not_zero" CHECK ("job_charges"."num" <> 0),
	CONSTRAINT "job_charges_tax_together" CHECK (("job_charges"."tax_type" is null) = ("job_charges"."tax_rate" is null)),
	CONSTRAINT "job_charges_tax_branch" CHECK ("job_charges"."tax_type" is null or "job_charges"."branch_company_id" is not null),
	CONSTRAINT "job_charges_rate_positive" CHECK ("job_charges"."exchange_rate" > 0 and "job_charges"."source_rate" > 0)
);
--> statement-breakpoint
ALTER TABLE "job_number_rules" DROP CONSTRAINT "job_number_rules_kind";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "close_status" varchar(14) DEFAULT 'NO_COST' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "review_status" varchar(12) DEFAULT 'NOT_REVIEWED' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "ar_check_status" varchar(10) DEFAULT 'UNCHECKED' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "ap_check_status" varchar(10) DEFAULT 'UNCHECKED' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "ar_local" numeric(16, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "ap_local" numeric(16, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "profit_local" numeric(16, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "margin_pct" numeric(9, 2);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "company_type" varchar(2) DEFAULT 'XC' NOT NULL;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "local_currency" varchar(3) DEFAULT 'CNY' NOT NULL;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "min_margin_pct" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "clearing_items" ADD CONSTRAINT "clearing_items_clearing_id_clearings_id_fk" FOREIGN KEY ("clearing_id") REFERENCES "public"."clearings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearing_items" ADD CONSTRAINT "clearing_items_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearings" ADD CONSTRAINT "clearings_office_code_offices_office_code_fk" FOREIGN KEY ("office_code") REFERENCES "public"."offices"("office_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearings" ADD CONSTRAINT "clearings_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_office_code_offices_office_code_fk" FOREIGN KEY ("office_code") REFERENCES "public"."offices"("office_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_charges" ADD CONSTRAINT "job_charges_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_charges" ADD CONSTRAINT "job_charges_hbl_id_job_hbls_id_fk" FOREIGN KEY ("hbl_id") REFERENCES "public"."job_hbls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_charges" ADD CONSTRAINT "job_charges_charge_code_id_charge_codes_id_fk" FOREIGN KEY ("charge_code_id") REFERENCES "public"."charge_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_charges" ADD CONSTRAINT "job_charges_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_charges" ADD CONSTRAINT "job_charges_branch_company_id_companies_id_fk" FOREIGN KEY ("branch_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_charges" ADD CONSTRAINT "job_charges_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_charges" ADD CONSTRAINT "job_charges_apportioned_from_job_id_jobs_id_fk" FOREIGN KEY ("apportioned_from_job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clearing_items_clearing_idx" ON "clearing_items" USING btree ("clearing_id");--> statement-breakpoint
CREATE INDEX "clearing_items_invoice_idx" ON "clearing_items" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "clearings_office_idx" ON "clearings" USING btree ("office_code","cleared_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "clearings_party_idx" ON "clearings" USING btree ("party_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_no_uq" ON "invoices" USING btree ("invoice_no");--> statement-breakpoint
CREATE INDEX "invoices_job_idx" ON "invoices" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "invoices_office_date_idx" ON "invoices" USING btree ("office_code","invoice_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_party_idx" ON "invoices" USING btree ("party_id","state","side");--> statement-breakpoint
CREATE INDEX "job_charges_job_idx" ON "job_charges" USING btree ("job_id","line_no");--> statement-breakpoint
CREATE INDEX "job_charges_invoice_idx" ON "job_charges" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "job_charges_hbl_idx" ON "job_charges" USING btree ("hbl_id");--> statement-breakpoint
CREATE INDEX "job_charges_party_idx" ON "job_charges" USING btree ("party_id");--> statement-breakpoint
CREATE INDEX "job_charges_check_idx" ON "job_charges" USING btree ("check_status","job_id");--> statement-breakpoint
CREATE INDEX "jobs_profit_idx" ON "jobs" USING btree ("office_code","job_type","profit_local","id");--> statement-breakpoint
ALTER TABLE "job_number_rules" ADD CONSTRAINT "job_number_rules_kind" CHECK ("job_number_rules"."kind" in ('JOB', 'HBL', 'INV'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_close_status_known" CHECK ("jobs"."close_status" in ('NO_COST', 'NOT_CLOSED', 'PARTIAL_CLOSE', 'CLOSED'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_review_status_known" CHECK ("jobs"."review_status" in ('NOT_REVIEWED', 'PENDING', 'REVIEWED'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_check_status_known" CHECK ("jobs"."ar_check_status" in ('UNCHECKED', 'CHECKING', 'CHECKED') and "jobs"."ap_check_status" in ('UNCHECKED', 'CHECKING', 'CHECKED'));