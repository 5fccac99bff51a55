CREATE TABLE "job_field_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_type" varchar(2) NOT NULL,
	"job_mode" varchar(10) NOT NULL,
	"field_name" varchar(50) NOT NULL,
	"required_on_new" boolean DEFAULT false NOT NULL,
	"required_on_edit" boolean DEFAULT false NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "job_field_configs_uq" UNIQUE("job_type","job_mode","field_name"),
	CONSTRAINT "job_field_configs_new_implies_edit" CHECK (not "job_field_configs"."required_on_new" or "job_field_configs"."required_on_edit")
);
--> statement-breakpoint
CREATE TABLE "system_code_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_type" varchar(50) NOT NULL,
	"name_en" varchar(200) NOT NULL,
	"name_cn" varchar(200) DEFAULT '' NOT NULL,
	"name_hk" varchar(200) DEFAULT '' NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "system_code_types_code_type_unique" UNIQUE("code_type")
);
--> statement-breakpoint
ALTER TABLE "system_codes" ADD COLUMN "system_owned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "system_codes_search_trgm" ON "system_codes" USING gin (("code" || ' ' || "name_en" || ' ' || "name_cn" || ' ' || "name_hk") gin_trgm_ops);