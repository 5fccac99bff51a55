CREATE TABLE "parties" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name_en" varchar(200) NOT NULL,
	"name_cn" varchar(200) DEFAULT '' NOT NULL,
	"roles" text[] NOT NULL,
	"office_code" varchar(10) NOT NULL,
	"tax_id" varchar(40) DEFAULT '' NOT NULL,
	"credit_limit" numeric(14, 2),
	"credit_currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"credit_days" integer DEFAULT 0 NOT NULL,
	"blacklisted" boolean DEFAULT false NOT NULL,
	"blacklist_reason" varchar(300) DEFAULT '' NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "parties_code_unique" UNIQUE("code"),
	CONSTRAINT "parties_roles_known" CHECK (cardinality("parties"."roles") > 0 and "parties"."roles" <@ array['CUSTOMER', 'SHIPPER', 'CONSIGNEE', 'NOTIFY', 'OVERSEAS_AGENT', 'SALES_AGENT', 'CARRIER', 'TRUCKER', 'WAREHOUSE', 'BROKER']::text[]),
	CONSTRAINT "parties_blacklist_reason" CHECK (not "parties"."blacklisted" or "parties"."blacklist_reason" <> ''),
	CONSTRAINT "parties_credit_days" CHECK ("parties"."credit_days" between 0 and 365)
);
--> statement-breakpoint
CREATE TABLE "party_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"party_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"address1" varchar(200) NOT NULL,
	"address2" varchar(200) DEFAULT '' NOT NULL,
	"city" varchar(100) DEFAULT '' NOT NULL,
	"state" varchar(100) DEFAULT '' NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"postal_code" varchar(20) DEFAULT '' NOT NULL,
	"longitude" double precision,
	"latitude" double precision,
	"attributes" varchar(200) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "party_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"party_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"title" varchar(100) DEFAULT '' NOT NULL,
	"phone" varchar(40) DEFAULT '' NOT NULL,
	"email" varchar(200) DEFAULT '' NOT NULL,
	"fax" varchar(40) DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parties" ADD CONSTRAINT "parties_office_code_offices_office_code_fk" FOREIGN KEY ("office_code") REFERENCES "public"."offices"("office_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_addresses" ADD CONSTRAINT "party_addresses_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_addresses" ADD CONSTRAINT "party_addresses_country_code_countries_country_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("country_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_contacts" ADD CONSTRAINT "party_contacts_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parties_search_trgm" ON "parties" USING gin (("code" || ' ' || "name_en" || ' ' || "name_cn") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parties_roles_idx" ON "parties" USING gin ("roles");--> statement-breakpoint
CREATE INDEX "parties_office_idx" ON "parties" USING btree ("office_code");--> statement-breakpoint
CREATE INDEX "parties_name_en_idx" ON "parties" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "party_addresses_party_idx" ON "party_addresses" USING btree ("party_id","sort");--> statement-breakpoint
CREATE INDEX "party_contacts_party_idx" ON "party_contacts" USING btree ("party_id","sort");