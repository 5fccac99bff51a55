CREATE TABLE "rail_entrust_containers" (
	"id" serial PRIMARY KEY NOT NULL,
	"entrust_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"line_no" smallint NOT NULL,
	"container_no" varchar(11) NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rail_entrusts" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"entrust_no" varchar(30) NOT NULL,
	"carrier_id" integer NOT NULL,
	"consignee_id" integer,
	"weight_kg" numeric(16, 4),
	"packages" integer,
	"train_pol" varchar(60) DEFAULT '' NOT NULL,
	"train_pod" varchar(60) DEFAULT '' NOT NULL,
	"container_belong" varchar(8) DEFAULT 'CARRIER' NOT NULL,
	"entrust_date" date,
	"departure_date" date,
	"arrival_date" date,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"status" varchar(14) DEFAULT 'NOT_ENTRUSTED' NOT NULL,
	"status_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "rail_entrusts_entrust_no_unique" UNIQUE("entrust_no"),
	CONSTRAINT "rail_entrusts_status_known" CHECK ("rail_entrusts"."status" in ('NOT_ENTRUSTED', 'ENTRUSTED', 'DEPARTED', 'ARRIVED', 'PICKED_UP', 'CANCELLED')),
	CONSTRAINT "rail_entrusts_belong_known" CHECK ("rail_entrusts"."container_belong" in ('CARRIER', 'SHIPPER')),
	CONSTRAINT "rail_entrusts_quantities" CHECK ("rail_entrusts"."weight_kg" >= 0 and "rail_entrusts"."packages" >= 0),
	CONSTRAINT "rail_entrusts_arrival_after_departure" CHECK ("rail_entrusts"."arrival_date" >= "rail_entrusts"."departure_date")
);
--> statement-breakpoint
CREATE TABLE "rail_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"entrust_id" integer NOT NULL,
	"from_status" varchar(14) NOT NULL,
	"to_status" varchar(14) NOT NULL,
	"reason" varchar(300) DEFAULT '' NOT NULL,
	"changed_by" varchar(64) NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_number_rules" DROP CONSTRAINT "job_number_rules_kind";--> statement-breakpoint
ALTER TABLE "parties" DROP CONSTRAINT "parties_roles_known";--> statement-breakpoint
ALTER TABLE "job_number_rules" ALTER COLUMN "kind" SET DATA TYPE varchar(4);--> statement-breakpoint
ALTER TABLE "job_number_rules" ALTER COLUMN "kind" SET DEFAULT 'JOB';--> statement-breakpoint
ALTER TABLE "rail_entrust_containers" ADD CONSTRAINT "rail_entrust_containers_entrust_id_rail_entrusts_id_fk" FOREIGN KEY ("entrust_id") REFERENCES "public"."rail_entrusts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rail_entrust_containers" ADD CONSTRAINT "rail_entrust_containers_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rail_entrusts" ADD CONSTRAINT "rail_entrusts_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rail_entrusts" ADD CONSTRAINT "rail_entrusts_carrier_id_parties_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rail_entrusts" ADD CONSTRAINT "rail_entrusts_consignee_id_parties_id_fk" FOREIGN KEY ("consignee_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rail_status_changes" ADD CONSTRAINT "rail_status_changes_entrust_id_rail_entrusts_id_fk" FOREIGN KEY ("entrust_id") REFERENCES "public"."rail_entrusts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rail_entrust_containers_entrust_idx" ON "rail_entrust_containers" USING btree ("entrust_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "rail_entrust_containers_once" ON "rail_entrust_containers" USING btree ("job_id","container_no") WHERE "rail_entrust_containers"."active";--> statement-breakpoint
CREATE INDEX "rail_entrusts_job_idx" ON "rail_entrusts" USING btree ("job_id","id");--> statement-breakpoint
CREATE INDEX "rail_entrusts_carrier_idx" ON "rail_entrusts" USING btree ("carrier_id");--> statement-breakpoint
CREATE INDEX "rail_status_changes_entrust_idx" ON "rail_status_changes" USING btree ("entrust_id","id");--> statement-breakpoint
ALTER TABLE "job_number_rules" ADD CONSTRAINT "job_number_rules_kind" CHECK ("job_number_rules"."kind" in ('JOB', 'HBL', 'INV', 'WHI', 'TRK', 'CUS', 'RAIL'));--> statement-breakpoint
ALTER TABLE "parties" ADD CONSTRAINT "parties_roles_known" CHECK (cardinality("parties"."roles") > 0 and "parties"."roles" <@ array['CUSTOMER', 'SHIPPER', 'CONSIGNEE', 'NOTIFY', 'OVERSEAS_AGENT', 'SALES_AGENT', 'CARRIER', 'TRUCKER', 'WAREHOUSE', 'BROKER', 'RAILWAY']::text[]);