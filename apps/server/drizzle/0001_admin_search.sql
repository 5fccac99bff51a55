-- Keyword search in the admin lists uses ILIKE '%…%', which only trigram indexes serve.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "roles_search_trgm" ON "roles" USING gin (("role_code" || ' ' || "name_en" || ' ' || "name_cn" || ' ' || "name_hk") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_trgm" ON "users" USING gin (("account" || ' ' || "name" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "offices_search_trgm" ON "offices" USING gin (("office_code" || ' ' || "name_en" || ' ' || "name_cn") gin_trgm_ops);