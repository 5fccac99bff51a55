CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_no" varchar(30) NOT NULL,
	"job_type" varchar(2) NOT NULL,
	"job_mode" varchar(10) NOT NULL,
	"office_code" varchar(10) NOT NULL,
	"job_status" varchar(12) DEFAULT 'OPEN' NOT NULL,
	"contract_type" varchar(20) DEFAULT '' NOT NULL,
	"customer_id" integer,
	"shipper_id" integer,
	"consignee_id" integer,
	"notify_id" integer,
	"sales_agent_id" integer,
	"pol_agent_id" integer,
	"overseas_agent_id" integer,
	"carrier_id" integer,
	"vessel" varchar(100) DEFAULT '' NOT NULL,
	"voyage" varchar(30) DEFAULT '' NOT NULL,
	"lane" varchar(20) DEFAULT '' NOT NULL,
	"pol" varchar(10),
	"pod" varchar(10),
	"final_destination" varchar(10),
	"etd" date,
	"eta" date,
	"atd" date,
	"ata" date,
	"operator_id" integer,
	"department" varchar(60) DEFAULT '' NOT NULL,
	"sales_id" integer,
	"local_sales_id" integer,
	"sales_company" varchar(100) DEFAULT '' NOT NULL,
	"operating_company" varchar(100) DEFAULT '' NOT NULL,
	"account_set" varchar(40) DEFAULT '' NOT NULL,
	"mbl_no" varchar(40) DEFAULT '' NOT NULL,
	"hbl_no" varchar(40) DEFAULT '' NOT NULL,
	"client_ref_no" varchar(60) DEFAULT '' NOT NULL,
	"project_no" varchar(60) DEFAULT '' NOT NULL,
	"quotation_no" varchar(60) DEFAULT '' NOT NULL,
	"po_no" varchar(60) DEFAULT '' NOT NULL,
	"ship_owner_contract_no" varchar(60) DEFAULT '' NOT NULL,
	"mbl_terms" varchar(10) DEFAULT '' NOT NULL,
	"hbl_terms" varchar(10) DEFAULT '' NOT NULL,
	"payment_method" varchar(20) DEFAULT '' NOT NULL,
	"release_mode" varchar(20) DEFAULT '' NOT NULL,
	"marks" text DEFAULT '' NOT NULL,
	"goods_description" text DEFAULT '' NOT NULL,
	"packages" integer,
	"package_type" varchar(20) DEFAULT '' NOT NULL,
	"weight_kg" numeric(14, 4),
	"volume_cbm" numeric(14, 4),
	"container_no" varchar(200) DEFAULT '' NOT NULL,
	"container_type_qty" varchar(200) DEFAULT '' NOT NULL,
	"cargo_type" varchar(20) DEFAULT '' NOT NULL,
	"service_type" varchar(20) DEFAULT '' NOT NULL,
	"last_free_date" date,
	"arrival_notice_date" date,
	"document_turnover_date" date,
	"customs_entry_date" date,
	"entry_no" varchar(40) DEFAULT '' NOT NULL,
	"exam_date" date,
	"cargo_delivered_date" date,
	"customs_cancel_date" date,
	"invoice_status" varchar(12) DEFAULT 'NO_CHARGES' NOT NULL,
	"packing_date" date,
	"gate_in_date" date,
	"review_date" date,
	"master_job_id" integer,
	"related_job_id" integer,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"operation_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_job_no_unique" UNIQUE("job_no"),
	CONSTRAINT "jobs_type_known" CHECK ("jobs"."job_type" in ('OE', 'OI')),
	CONSTRAINT "jobs_mode_known" CHECK ("jobs"."job_mode" in ('FCL', 'LCL', 'BULK', 'CONSOL', 'HBL')),
	CONSTRAINT "jobs_status_known" CHECK ("jobs"."job_status" in ('OPEN', 'CONFIRMED', 'DEPARTED', 'ARRIVED', 'COMPLETED', 'CANCELLED')),
	CONSTRAINT "jobs_invoice_status_known" CHECK ("jobs"."invoice_status" in ('NO_CHARGES', 'UNBILLED', 'PART_BILLED', 'BILLED')),
	CONSTRAINT "jobs_quantities" CHECK ("jobs"."packages" >= 0 and "jobs"."weight_kg" >= 0 and "jobs"."volume_cbm" >= 0),
	CONSTRAINT "jobs_not_own_master" CHECK ("jobs"."master_job_id" <> "jobs"."id")
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_office_code_offices_office_code_fk" FOREIGN KEY ("office_code") REFERENCES "public"."offices"("office_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_customer_id_parties_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_shipper_id_parties_id_fk" FOREIGN KEY ("shipper_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_consignee_id_parties_id_fk" FOREIGN KEY ("consignee_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_notify_id_parties_id_fk" FOREIGN KEY ("notify_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_sales_agent_id_parties_id_fk" FOREIGN KEY ("sales_agent_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_pol_agent_id_parties_id_fk" FOREIGN KEY ("pol_agent_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_overseas_agent_id_parties_id_fk" FOREIGN KEY ("overseas_agent_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_pol_ports_port_code_fk" FOREIGN KEY ("pol") REFERENCES "public"."ports"("port_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_pod_ports_port_code_fk" FOREIGN KEY ("pod") REFERENCES "public"."ports"("port_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_final_destination_ports_port_code_fk" FOREIGN KEY ("final_destination") REFERENCES "public"."ports"("port_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_sales_id_users_id_fk" FOREIGN KEY ("sales_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_local_sales_id_users_id_fk" FOREIGN KEY ("local_sales_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_master_job_id_jobs_id_fk" FOREIGN KEY ("master_job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_related_job_id_jobs_id_fk" FOREIGN KEY ("related_job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_list_idx" ON "jobs" USING btree ("office_code","job_type","operation_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_etd_idx" ON "jobs" USING btree ("office_code","job_type","etd");--> statement-breakpoint
CREATE INDEX "jobs_eta_idx" ON "jobs" USING btree ("office_code","job_type","eta");--> statement-breakpoint
CREATE INDEX "jobs_mbl_no_idx" ON "jobs" USING btree ("mbl_no");--> statement-breakpoint
CREATE INDEX "jobs_hbl_no_idx" ON "jobs" USING btree ("hbl_no");--> statement-breakpoint
CREATE INDEX "jobs_customer_idx" ON "jobs" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "jobs_shipper_idx" ON "jobs" USING btree ("shipper_id");--> statement-breakpoint
CREATE INDEX "jobs_consignee_idx" ON "jobs" USING btree ("consignee_id");--> statement-breakpoint
CREATE INDEX "jobs_master_idx" ON "jobs" USING btree ("master_job_id");