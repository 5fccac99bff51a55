CREATE TABLE "currencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"name_en" varchar(60) NOT NULL,
	"name_cn" varchar(60) DEFAULT '' NOT NULL,
	"decimals" integer DEFAULT 2 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "currencies_currency_code_unique" UNIQUE("currency_code")
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"office_code" varchar(10) NOT NULL,
	"from_currency" varchar(3) NOT NULL,
	"to_currency" varchar(3) NOT NULL,
	"rate" numeric(18, 8) NOT NULL,
	"effective_date" date NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "exchange_rates_office_pair_date_uq" UNIQUE("office_code","from_currency","to_currency","effective_date"),
	CONSTRAINT "exchange_rates_positive" CHECK ("exchange_rates"."rate" > 0),
	CONSTRAINT "exchange_rates_two_currencies" CHECK ("exchange_rates"."from_currency" <> "exchange_rates"."to_currency")
);
--> statement-breakpoint
CREATE TABLE "hs_codes" (
	"code" varchar(6) PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"level" smallint NOT NULL,
	"parent" varchar(6),
	"section" varchar(5) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_office_code_offices_office_code_fk" FOREIGN KEY ("office_code") REFERENCES "public"."offices"("office_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_from_currency_currencies_currency_code_fk" FOREIGN KEY ("from_currency") REFERENCES "public"."currencies"("currency_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_to_currency_currencies_currency_code_fk" FOREIGN KEY ("to_currency") REFERENCES "public"."currencies"("currency_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchange_rates_date_idx" ON "exchange_rates" USING btree ("effective_date");--> statement-breakpoint
CREATE INDEX "hs_codes_parent_idx" ON "hs_codes" USING btree ("parent");--> statement-breakpoint
CREATE INDEX "hs_codes_search_trgm" ON "hs_codes" USING gin (("code" || ' ' || "description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ports_search_trgm" ON "ports" USING gin (("port_code" || ' ' || "name_en" || ' ' || "name_cn") gin_trgm_ops);