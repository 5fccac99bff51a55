CREATE TABLE "charge_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"sac_code" varchar(20) DEFAULT '' NOT NULL,
	"name_en" varchar(100) NOT NULL,
	"name_cn" varchar(100) DEFAULT '' NOT NULL,
	"category" varchar(20) NOT NULL,
	"default_unit" varchar(10) NOT NULL,
	"default_currency" varchar(3) NOT NULL,
	"default_tax_rate" numeric(5, 2) DEFAULT '0' NOT NULL,
	"job_types" varchar(2)[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "charge_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "charge_codes_tax_rate" CHECK ("charge_codes"."default_tax_rate" between 0 and 100),
	CONSTRAINT "charge_codes_job_types" CHECK (cardinality("charge_codes"."job_types") > 0)
);
--> statement-breakpoint
CREATE TABLE "charge_scheme_lines" (
	"scheme_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"charge_code_id" integer NOT NULL,
	"side" varchar(2) NOT NULL,
	"party_role" varchar(20) NOT NULL,
	"unit" varchar(10) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	CONSTRAINT "charge_scheme_lines_scheme_id_line_no_pk" PRIMARY KEY("scheme_id","line_no"),
	CONSTRAINT "charge_scheme_lines_price" CHECK ("charge_scheme_lines"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "charge_schemes" (
	"id" serial PRIMARY KEY NOT NULL,
	"scheme_no" varchar(20) NOT NULL,
	"name" varchar(100) NOT NULL,
	"job_type" varchar(2) NOT NULL,
	"remark" varchar(300) DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "charge_schemes_scheme_no_unique" UNIQUE("scheme_no")
);
--> statement-breakpoint
CREATE TABLE "job_number_counters" (
	"rule_id" integer NOT NULL,
	"period" varchar(8) NOT NULL,
	"last_seq" integer NOT NULL,
	CONSTRAINT "job_number_counters_rule_id_period_pk" PRIMARY KEY("rule_id","period")
);
--> statement-breakpoint
CREATE TABLE "job_number_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"office_id" integer NOT NULL,
	"job_type" varchar(2) NOT NULL,
	"prefix" varchar(10) DEFAULT '' NOT NULL,
	"date_pattern" varchar(8) DEFAULT '' NOT NULL,
	"seq_width" integer NOT NULL,
	"reset_period" varchar(8) NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "job_number_rules_office_type_uq" UNIQUE("office_id","job_type"),
	CONSTRAINT "job_number_rules_seq_width" CHECK ("job_number_rules"."seq_width" between 3 and 8)
);
--> statement-breakpoint
ALTER TABLE "charge_scheme_lines" ADD CONSTRAINT "charge_scheme_lines_scheme_id_charge_schemes_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."charge_schemes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_scheme_lines" ADD CONSTRAINT "charge_scheme_lines_charge_code_id_charge_codes_id_fk" FOREIGN KEY ("charge_code_id") REFERENCES "public"."charge_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_number_counters" ADD CONSTRAINT "job_number_counters_rule_id_job_number_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."job_number_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_number_rules" ADD CONSTRAINT "job_number_rules_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "charge_codes_search_trgm" ON "charge_codes" USING gin (("code" || ' ' || "sac_code" || ' ' || "name_en" || ' ' || "name_cn") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "charge_scheme_lines_code_idx" ON "charge_scheme_lines" USING btree ("charge_code_id");--> statement-breakpoint
CREATE INDEX "charge_schemes_search_trgm" ON "charge_schemes" USING gin (("scheme_no" || ' ' || "name") gin_trgm_ops);