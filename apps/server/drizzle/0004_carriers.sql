CREATE TABLE "carriers" (
	"id" serial PRIMARY KEY NOT NULL,
	"scac" varchar(4) NOT NULL,
	"name_en" varchar(100) NOT NULL,
	"name_cn" varchar(100) DEFAULT '' NOT NULL,
	"blacklisted" boolean DEFAULT false NOT NULL,
	"blacklist_reason" varchar(300) DEFAULT '' NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "carriers_scac_unique" UNIQUE("scac"),
	CONSTRAINT "carriers_blacklist_reason" CHECK (not "carriers"."blacklisted" or "carriers"."blacklist_reason" <> '')
);
--> statement-breakpoint
CREATE INDEX "carriers_search_trgm" ON "carriers" USING gin (("scac" || ' ' || "name_en" || ' ' || "name_cn") gin_trgm_ops);