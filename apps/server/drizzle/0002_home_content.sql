CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "announcements_published_dated" CHECK (not "announcements"."published" or "announcements"."published_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ship_company_websites" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"link" varchar(500) NOT NULL,
	"logo_key" varchar(64),
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "ship_company_websites_link_web" CHECK ("ship_company_websites"."link" ~* '^https?://')
);
--> statement-breakpoint
ALTER TABLE "ship_company_websites" ADD CONSTRAINT "ship_company_websites_logo_key_stored_files_storage_key_fk" FOREIGN KEY ("logo_key") REFERENCES "public"."stored_files"("storage_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_published_idx" ON "announcements" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "announcements"."published";--> statement-breakpoint
CREATE INDEX "news_sort_idx" ON "news" USING btree ("sort","id");--> statement-breakpoint
CREATE INDEX "ship_company_websites_enabled_idx" ON "ship_company_websites" USING btree (lower("name"),"id") WHERE "ship_company_websites"."enabled";--> statement-breakpoint
CREATE INDEX "ship_company_websites_logo_idx" ON "ship_company_websites" USING btree ("logo_key");