ALTER TABLE "sys_oper_log" ADD COLUMN "record_key" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "sys_oper_log_record_key_at_idx" ON "sys_oper_log" USING btree ("record_key","at");--> statement-breakpoint
-- Rows logged before the column name their record's key in the detail, under the field each action used.
UPDATE "sys_oper_log" SET "record_key" = left(coalesce("detail"->>'jobNo', "detail"->>'code', "detail"->>'scac', "detail"->>'portCode', "detail"->>'officeCode', "detail"->>'roleCode', "detail"->>'account', "detail"->>'vesselName', "detail"->>'currencyCode', "detail"->>'schemeNo', "detail"->>'codeType', "detail"->>'title', "detail"->>'name', ''), 100) WHERE "detail" IS NOT NULL;
