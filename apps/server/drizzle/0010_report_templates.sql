CREATE TABLE "report_template_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"version_no" integer NOT NULL,
	"file_key" varchar(64) NOT NULL,
	"comment" varchar(200) DEFAULT '' NOT NULL,
	"uploaded_by" varchar(64) NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(50) NOT NULL,
	"name_en" varchar(200) NOT NULL,
	"name_cn" varchar(200) DEFAULT '' NOT NULL,
	"name_hk" varchar(200) DEFAULT '' NOT NULL,
	"kind" varchar(30) NOT NULL,
	"job_type" varchar(10),
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"last_version_no" integer DEFAULT 0 NOT NULL,
	"current_version_no" integer,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "report_templates_code_unique" UNIQUE("code"),
	CONSTRAINT "report_templates_current_uploaded" CHECK ("report_templates"."current_version_no" is null or "report_templates"."current_version_no" between 1 and "report_templates"."last_version_no")
);
--> statement-breakpoint
ALTER TABLE "report_template_versions" ADD CONSTRAINT "report_template_versions_template_id_report_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."report_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_template_versions" ADD CONSTRAINT "report_template_versions_file_key_stored_files_storage_key_fk" FOREIGN KEY ("file_key") REFERENCES "public"."stored_files"("storage_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_template_versions_no_uq" ON "report_template_versions" USING btree ("template_id","version_no");--> statement-breakpoint
CREATE INDEX "report_template_versions_file_idx" ON "report_template_versions" USING btree ("file_key");--> statement-breakpoint
CREATE INDEX "report_templates_kind_idx" ON "report_templates" USING btree ("kind","job_type");--> statement-breakpoint
CREATE INDEX "report_templates_search_trgm" ON "report_templates" USING gin (("code" || ' ' || "name_en" || ' ' || "name_cn" || ' ' || "name_hk") gin_trgm_ops);