CREATE TABLE "vessels" (
	"id" serial PRIMARY KEY NOT NULL,
	"vessel_name" varchar(100) NOT NULL,
	"lloyd_no" varchar(7) NOT NULL,
	"flag" varchar(2) NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "vessels_vessel_name_unique" UNIQUE("vessel_name"),
	CONSTRAINT "vessels_lloyd_no_unique" UNIQUE("lloyd_no")
);
--> statement-breakpoint
ALTER TABLE "vessels" ADD CONSTRAINT "vessels_flag_countries_country_code_fk" FOREIGN KEY ("flag") REFERENCES "public"."countries"("country_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vessels_flag_idx" ON "vessels" USING btree ("flag");--> statement-breakpoint
CREATE INDEX "vessels_search_trgm" ON "vessels" USING gin (("vessel_name" || ' ' || "lloyd_no") gin_trgm_ops);