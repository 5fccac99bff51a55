CREATE TABLE "job_hbls" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"office_code" varchar(10) NOT NULL,
	"hbl_no" varchar(40) NOT NULL,
	"shipper_id" integer,
	"consignee_id" integer,
	"notify_id" integer,
	"packages" integer,
	"package_type" varchar(20) DEFAULT '' NOT NULL,
	"marks" text DEFAULT '' NOT NULL,
	"goods_name" text DEFAULT '' NOT NULL,
	"weight_kg" numeric(14, 4),
	"volume_cbm" numeric(14, 4),
	"chargeable_weight" numeric(14, 4),
	"po_no" varchar(60) DEFAULT '' NOT NULL,
	"sales_company" varchar(100) DEFAULT '' NOT NULL,
	"sales_id" integer,
	"remark" text DEFAULT '' NOT NULL,
	"release_mode" varchar(20) DEFAULT '' NOT NULL,
	"obl_received_date" date,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "job_hbls_office_no" UNIQUE("office_code","hbl_no"),
	CONSTRAINT "job_hbls_quantities" CHECK ("job_hbls"."packages" >= 0 and "job_hbls"."weight_kg" >= 0 and "job_hbls"."volume_cbm" >= 0)
);
--> statement-breakpoint
CREATE TABLE "job_mbls" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"shipper_id" integer,
	"consignee_id" integer,
	"notify_id" integer,
	"place_of_issue" varchar(100) DEFAULT '' NOT NULL,
	"date_of_issue" date,
	"originals" integer,
	"on_board_date" date,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "job_mbls_job_id_unique" UNIQUE("job_id")
);
--> statement-breakpoint
ALTER TABLE "job_hbls" ADD CONSTRAINT "job_hbls_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_hbls" ADD CONSTRAINT "job_hbls_office_code_offices_office_code_fk" FOREIGN KEY ("office_code") REFERENCES "public"."offices"("office_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_hbls" ADD CONSTRAINT "job_hbls_shipper_id_parties_id_fk" FOREIGN KEY ("shipper_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_hbls" ADD CONSTRAINT "job_hbls_consignee_id_parties_id_fk" FOREIGN KEY ("consignee_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_hbls" ADD CONSTRAINT "job_hbls_notify_id_parties_id_fk" FOREIGN KEY ("notify_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_hbls" ADD CONSTRAINT "job_hbls_sales_id_users_id_fk" FOREIGN KEY ("sales_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_mbls" ADD CONSTRAINT "job_mbls_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_mbls" ADD CONSTRAINT "job_mbls_shipper_id_parties_id_fk" FOREIGN KEY ("shipper_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_mbls" ADD CONSTRAINT "job_mbls_consignee_id_parties_id_fk" FOREIGN KEY ("consignee_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_mbls" ADD CONSTRAINT "job_mbls_notify_id_parties_id_fk" FOREIGN KEY ("notify_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_hbls_job_idx" ON "job_hbls" USING btree ("job_id");