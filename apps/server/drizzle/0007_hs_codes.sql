CREATE TABLE "hs_codes" (
	"code" varchar(6) PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"level" smallint NOT NULL,
	"parent" varchar(6),
	"section" varchar(5) NOT NULL
);
--> statement-breakpoint
CREATE INDEX "hs_codes_parent_idx" ON "hs_codes" USING btree ("parent");--> statement-breakpoint
CREATE INDEX "hs_codes_search_trgm" ON "hs_codes" USING gin (("code" || ' ' || "description") gin_trgm_ops);