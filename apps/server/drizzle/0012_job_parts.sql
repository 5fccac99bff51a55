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
CREATE TABLE "job_booking_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"line_no" smallint NOT NULL,
	"container_type" varchar(20) NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "job_booking_requests_type_once" UNIQUE("booking_id","container_type"),
	CONSTRAINT "job_booking_requests_quantity" CHECK ("job_booking_requests"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "job_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"status" varchar(12) DEFAULT 'REQUESTED' NOT NULL,
	"booking_no" varchar(40) DEFAULT '' NOT NULL,
	"carrier_id" integer,
	"contract_no" varchar(60) DEFAULT '' NOT NULL,
	"vessel" varchar(100) DEFAULT '' NOT NULL,
	"voyage" varchar(30) DEFAULT '' NOT NULL,
	"cy_cutoff" timestamp with time zone,
	"cfs_cutoff" timestamp with time zone,
	"doc_cutoff" timestamp with time zone,
	"vgm_cutoff" timestamp with time zone,
	"so_released" boolean DEFAULT false NOT NULL,
	"so_release_date" date,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "job_bookings_job_id_unique" UNIQUE("job_id"),
	CONSTRAINT "job_bookings_status_known" CHECK ("job_bookings"."status" in ('REQUESTED', 'CONFIRMED', 'REJECTED', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "job_containers" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"line_no" smallint NOT NULL,
	"container_type" varchar(20) NOT NULL,
	"container_no" varchar(11) DEFAULT '' NOT NULL,
	"seal_no" varchar(40) DEFAULT '' NOT NULL,
	"pallet_num" integer,
	"tare_kg" numeric(16, 4),
	"gross_weight_kg" numeric(16, 4),
	"packages" integer,
	"volume_cbm" numeric(16, 4),
	"vgm_weight_kg" numeric(16, 4),
	"vgm_method" varchar(1),
	"vgm_at" timestamp with time zone,
	"packer" varchar(100) DEFAULT '' NOT NULL,
	"packer_contact" varchar(100) DEFAULT '' NOT NULL,
	"packing_date" date,
	"loading_at" timestamp with time zone,
	"loading_status" varchar(40) DEFAULT '' NOT NULL,
	"gate_in_at" timestamp with time zone,
	"shipper_unit" varchar(100) DEFAULT '' NOT NULL,
	"driver_name" varchar(60) DEFAULT '' NOT NULL,
	"driver_tel" varchar(30) DEFAULT '' NOT NULL,
	"truck_no" varchar(30) DEFAULT '' NOT NULL,
	"plate_no" varchar(20) DEFAULT '' NOT NULL,
	CONSTRAINT "job_containers_vgm_method" CHECK ("job_containers"."vgm_method" in ('1', '2')),
	CONSTRAINT "job_containers_quantities" CHECK ("job_containers"."tare_kg" >= 0 and "job_containers"."gross_weight_kg" >= 0 and "job_containers"."volume_cbm" >= 0 and "job_containers"."vgm_weight_kg" >= 0)
);
--> statement-breakpoint
CREATE TABLE "job_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"line_no" smallint NOT NULL,
	"item_no" varchar(40) DEFAULT '' NOT NULL,
	"hs_code" varchar(6),
	"name" varchar(200) DEFAULT '' NOT NULL,
	"unit" varchar(20) DEFAULT '' NOT NULL,
	"price" numeric(14, 2),
	"qty" numeric(16, 4),
	"amount" numeric(18, 2),
	"currency" varchar(3),
	"exchange_rate" numeric(20, 8),
	"payment_term" varchar(60) DEFAULT '' NOT NULL,
	"net_weight_kg" numeric(16, 4),
	"pieces" integer,
	"package_type" varchar(20) DEFAULT '' NOT NULL,
	"gross_weight_kg" numeric(16, 4),
	"volume_cbm" numeric(16, 4),
	"marks" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"packing_list_units" varchar(40) DEFAULT '' NOT NULL,
	CONSTRAINT "job_goods_quantities" CHECK ("job_goods"."net_weight_kg" >= 0 and "job_goods"."gross_weight_kg" >= 0 and "job_goods"."volume_cbm" >= 0)
);
--> statement-breakpoint
CREATE TABLE "job_part_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"part" varchar(20) NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "job_part_versions_once" UNIQUE("job_id","part")
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
ALTER TABLE "job_booking_requests" ADD CONSTRAINT "job_booking_requests_booking_id_job_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."job_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_bookings" ADD CONSTRAINT "job_bookings_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_bookings" ADD CONSTRAINT "job_bookings_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_containers" ADD CONSTRAINT "job_containers_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_goods" ADD CONSTRAINT "job_goods_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_goods" ADD CONSTRAINT "job_goods_hs_code_hs_codes_code_fk" FOREIGN KEY ("hs_code") REFERENCES "public"."hs_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_goods" ADD CONSTRAINT "job_goods_currency_currencies_currency_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("currency_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_part_versions" ADD CONSTRAINT "job_part_versions_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_hbls_job_idx" ON "job_hbls" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_containers_job_idx" ON "job_containers" USING btree ("job_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "job_containers_no_once" ON "job_containers" USING btree ("job_id","container_no") WHERE "job_containers"."container_no" <> '';--> statement-breakpoint
CREATE INDEX "job_containers_no_idx" ON "job_containers" USING btree ("container_no");--> statement-breakpoint
CREATE INDEX "job_goods_job_idx" ON "job_goods" USING btree ("job_id","line_no");--> statement-breakpoint
CREATE INDEX "job_goods_hs_code_idx" ON "job_goods" USING btree ("hs_code");--> statement-breakpoint
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