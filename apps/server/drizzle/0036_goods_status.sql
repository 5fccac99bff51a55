CREATE TABLE "goods_status_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"hbl_id" integer,
	"step" varchar(24) NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"place" varchar(5),
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"source" varchar(8) NOT NULL,
	"source_ref" varchar(100),
	"correction_reason" varchar(300) DEFAULT '' NOT NULL,
	"recorded_by" varchar(64) NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_by" varchar(64),
	"undone_at" timestamp with time zone,
	"undo_reason" varchar(300) DEFAULT '' NOT NULL,
	"replaced_by" integer,
	CONSTRAINT "goods_status_entries_step_known" CHECK ("goods_status_entries"."step" in ('ACCEPT_COMMITMENT', 'CONFIRM_SPACE', 'AMS_DECLARE', 'PACKING', 'CUSTOMS_DOCUMENTS', 'EXPORT_DECLARATION', 'ON_BOARD', 'PRE_ALERT', 'ETA', 'ARRIVAL_NOTICE', 'DOCUMENT_TURNOVER', 'CUSTOMS_ENTRY', 'ENTRY_NO', 'CLEARED', 'EXAM', 'EXAM_RELEASE', 'AVAILABLE_FOR_PICKUP', 'SCHEDULED_DELIVERY', 'DELIVERED', 'PROOF_OF_DELIVERY', 'REMARK', 'OFFLOAD', 'RECONSIGN', 'CANCEL', 'OTHERS', 'GOODS_DAMAGE', 'ORIGINAL_DAMAGE')),
	CONSTRAINT "goods_status_entries_source_known" CHECK ("goods_status_entries"."source" in ('user', 'carrier', 'edi')),
	CONSTRAINT "goods_status_entries_undone_whole" CHECK (("goods_status_entries"."undone_at" is null) = ("goods_status_entries"."undone_by" is null))
);
--> statement-breakpoint
CREATE TABLE "job_goods_status" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"office_code" varchar(10) NOT NULL,
	"job_type" varchar(2) NOT NULL,
	"current_step" varchar(24),
	"current_step_at" timestamp with time zone,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "job_goods_status_step_known" CHECK ("job_goods_status"."current_step" in ('ACCEPT_COMMITMENT', 'CONFIRM_SPACE', 'AMS_DECLARE', 'PACKING', 'CUSTOMS_DOCUMENTS', 'EXPORT_DECLARATION', 'ON_BOARD', 'PRE_ALERT', 'ETA', 'ARRIVAL_NOTICE', 'DOCUMENT_TURNOVER', 'CUSTOMS_ENTRY', 'ENTRY_NO', 'CLEARED', 'EXAM', 'EXAM_RELEASE', 'AVAILABLE_FOR_PICKUP', 'SCHEDULED_DELIVERY', 'DELIVERED', 'PROOF_OF_DELIVERY', 'REMARK'))
);
--> statement-breakpoint
ALTER TABLE "goods_status_entries" ADD CONSTRAINT "goods_status_entries_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_status_entries" ADD CONSTRAINT "goods_status_entries_hbl_id_job_hbls_id_fk" FOREIGN KEY ("hbl_id") REFERENCES "public"."job_hbls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_status_entries" ADD CONSTRAINT "goods_status_entries_replaced_by_goods_status_entries_id_fk" FOREIGN KEY ("replaced_by") REFERENCES "public"."goods_status_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_goods_status" ADD CONSTRAINT "job_goods_status_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_goods_status" ADD CONSTRAINT "job_goods_status_office_code_offices_office_code_fk" FOREIGN KEY ("office_code") REFERENCES "public"."offices"("office_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_status_entries_job_idx" ON "goods_status_entries" USING btree ("job_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_status_entries_step_once" ON "goods_status_entries" USING btree ("job_id",coalesce("hbl_id", 0),"step") WHERE "goods_status_entries"."undone_at" is null and "goods_status_entries"."step" in ('ACCEPT_COMMITMENT', 'CONFIRM_SPACE', 'AMS_DECLARE', 'PACKING', 'CUSTOMS_DOCUMENTS', 'EXPORT_DECLARATION', 'ON_BOARD', 'PRE_ALERT', 'ETA', 'ARRIVAL_NOTICE', 'DOCUMENT_TURNOVER', 'CUSTOMS_ENTRY', 'ENTRY_NO', 'CLEARED', 'EXAM', 'EXAM_RELEASE', 'AVAILABLE_FOR_PICKUP', 'SCHEDULED_DELIVERY', 'DELIVERED', 'PROOF_OF_DELIVERY', 'REMARK');--> statement-breakpoint
CREATE UNIQUE INDEX "goods_status_entries_source_once" ON "goods_status_entries" USING btree ("job_id","source_ref") WHERE "goods_status_entries"."source_ref" is not null;--> statement-breakpoint
CREATE INDEX "job_goods_status_desk_idx" ON "job_goods_status" USING btree ("office_code","job_type","current_step","job_id");