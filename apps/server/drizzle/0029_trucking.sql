CREATE TABLE "trucking_appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"booking_id" varchar(40) NOT NULL,
	"contact" varchar(60) DEFAULT '' NOT NULL,
	"phone" varchar(30) DEFAULT '' NOT NULL,
	"type" varchar(8) NOT NULL,
	"estimated_at" timestamp with time zone,
	"cargo_ready" boolean DEFAULT false NOT NULL,
	"status" varchar(10) DEFAULT 'REQUESTED' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "trucking_appointments_type_known" CHECK ("trucking_appointments"."type" in ('PICKUP', 'DELIVERY')),
	CONSTRAINT "trucking_appointments_status_known" CHECK ("trucking_appointments"."status" in ('REQUESTED', 'CONFIRMED', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "trucking_order_containers" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"line_no" smallint NOT NULL,
	"container_no" varchar(11) NOT NULL,
	"direction" varchar(8) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"pickup_empty_at" timestamp with time zone,
	"loaded_at" timestamp with time zone,
	"returned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trucking_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"office_code" varchar(10) NOT NULL,
	"job_type" varchar(2) NOT NULL,
	"job_id" integer NOT NULL,
	"trucking_no" varchar(30) NOT NULL,
	"kind" varchar(3) NOT NULL,
	"direction" varchar(8) NOT NULL,
	"united" boolean DEFAULT false NOT NULL,
	"status" varchar(14) DEFAULT 'NOT_ENTRUSTED' NOT NULL,
	"status_at" timestamp with time zone DEFAULT now() NOT NULL,
	"trucker_id" integer NOT NULL,
	"trucking_date" date,
	"consignee_id" integer,
	"vehicle_type" varchar(20) DEFAULT '' NOT NULL,
	"appointment_no" varchar(40) DEFAULT '' NOT NULL,
	"appointment_at" timestamp with time zone,
	"address1" varchar(200) DEFAULT '' NOT NULL,
	"address2" varchar(200) DEFAULT '' NOT NULL,
	"city" varchar(100) DEFAULT '' NOT NULL,
	"state" varchar(100) DEFAULT '' NOT NULL,
	"country_code" varchar(2) DEFAULT '' NOT NULL,
	"postal_code" varchar(20) DEFAULT '' NOT NULL,
	"longitude" double precision,
	"latitude" double precision,
	"address_attributes" varchar(200) DEFAULT '' NOT NULL,
	"transport_requirement" text DEFAULT '' NOT NULL,
	"cargo_location" varchar(200) DEFAULT '' NOT NULL,
	"cy_return" varchar(200) DEFAULT '' NOT NULL,
	"free_date" date,
	"remark" text DEFAULT '' NOT NULL,
	"delivered_at" timestamp with time zone,
	"packages" integer,
	"weight_kg" numeric(16, 4),
	"volume_cbm" numeric(16, 4),
	"warehouse_id" integer,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "trucking_orders_kind_known" CHECK ("trucking_orders"."kind" in ('FCL', 'CFS')),
	CONSTRAINT "trucking_orders_direction_known" CHECK ("trucking_orders"."direction" in ('PICKUP', 'DELIVERY')),
	CONSTRAINT "trucking_orders_status_known" CHECK ("trucking_orders"."status" in ('NOT_ENTRUSTED', 'ENTRUSTED', 'DEPARTED', 'ARRIVED', 'PICKED_UP', 'CANCELLED')),
	CONSTRAINT "trucking_orders_quantities" CHECK ("trucking_orders"."weight_kg" >= 0 and "trucking_orders"."volume_cbm" >= 0 and "trucking_orders"."packages" >= 0)
);
--> statement-breakpoint
CREATE TABLE "trucking_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_status" varchar(14) NOT NULL,
	"to_status" varchar(14) NOT NULL,
	"reason" varchar(300) DEFAULT '' NOT NULL,
	"changed_by" varchar(64) NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_number_rules" DROP CONSTRAINT "job_number_rules_kind";--> statement-breakpoint
ALTER TABLE "trucking_appointments" ADD CONSTRAINT "trucking_appointments_order_id_trucking_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."trucking_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trucking_order_containers" ADD CONSTRAINT "trucking_order_containers_order_id_trucking_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."trucking_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trucking_order_containers" ADD CONSTRAINT "trucking_order_containers_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trucking_orders" ADD CONSTRAINT "trucking_orders_office_code_offices_office_code_fk" FOREIGN KEY ("office_code") REFERENCES "public"."offices"("office_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trucking_orders" ADD CONSTRAINT "trucking_orders_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trucking_orders" ADD CONSTRAINT "trucking_orders_trucker_id_parties_id_fk" FOREIGN KEY ("trucker_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trucking_orders" ADD CONSTRAINT "trucking_orders_consignee_id_parties_id_fk" FOREIGN KEY ("consignee_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trucking_orders" ADD CONSTRAINT "trucking_orders_warehouse_id_parties_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trucking_status_changes" ADD CONSTRAINT "trucking_status_changes_order_id_trucking_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."trucking_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trucking_appointments_order_idx" ON "trucking_appointments" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "trucking_order_containers_order_idx" ON "trucking_order_containers" USING btree ("order_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "trucking_order_containers_once" ON "trucking_order_containers" USING btree ("job_id","container_no","direction") WHERE "trucking_order_containers"."active";--> statement-breakpoint
CREATE INDEX "trucking_order_containers_job_idx" ON "trucking_order_containers" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "trucking_order_containers_no_idx" ON "trucking_order_containers" USING btree ("container_no" varchar_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "trucking_orders_no_uq" ON "trucking_orders" USING btree ("trucking_no");--> statement-breakpoint
CREATE INDEX "trucking_orders_no_prefix_idx" ON "trucking_orders" USING btree ("trucking_no" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "trucking_orders_job_idx" ON "trucking_orders" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "trucking_orders_office_idx" ON "trucking_orders" USING btree ("office_code","job_type","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trucking_orders_office_status_idx" ON "trucking_orders" USING btree ("office_code","job_type","status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trucking_orders_office_united_idx" ON "trucking_orders" USING btree ("office_code","job_type","id" DESC NULLS LAST) WHERE "trucking_orders"."united";--> statement-breakpoint
CREATE INDEX "trucking_orders_office_date_idx" ON "trucking_orders" USING btree ("office_code","job_type","trucking_date");--> statement-breakpoint
CREATE INDEX "trucking_orders_office_appointment_idx" ON "trucking_orders" USING btree ("office_code","job_type","appointment_at");--> statement-breakpoint
CREATE INDEX "trucking_orders_trucker_idx" ON "trucking_orders" USING btree ("trucker_id");--> statement-breakpoint
CREATE INDEX "trucking_status_changes_order_idx" ON "trucking_status_changes" USING btree ("order_id","id");--> statement-breakpoint
ALTER TABLE "job_number_rules" ADD CONSTRAINT "job_number_rules_kind" CHECK ("job_number_rules"."kind" in ('JOB', 'HBL', 'INV', 'WHI', 'TRK'));