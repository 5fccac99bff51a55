ALTER TABLE "document_prints" ALTER COLUMN "job_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "document_prints" ADD COLUMN "party_id" integer;--> statement-breakpoint
ALTER TABLE "document_prints" ADD COLUMN "office_code" varchar(10);--> statement-breakpoint
ALTER TABLE "document_prints" ADD COLUMN "as_of" date;--> statement-breakpoint
ALTER TABLE "document_prints" ADD COLUMN "template_name" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "bank_name" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "bank_account_name" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "bank_account_no" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "bank_swift" varchar(11) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "document_prints" ADD CONSTRAINT "document_prints_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_prints" ADD CONSTRAINT "document_prints_office_code_offices_office_code_fk" FOREIGN KEY ("office_code") REFERENCES "public"."offices"("office_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_prints_party_idx" ON "document_prints" USING btree ("party_id","office_code","printed_at");--> statement-breakpoint
ALTER TABLE "document_prints" ADD CONSTRAINT "document_prints_of_job_or_party" CHECK (("document_prints"."job_id" is not null and "document_prints"."party_id" is null and "document_prints"."office_code" is null)
        or ("document_prints"."job_id" is null and "document_prints"."party_id" is not null and "document_prints"."office_code" is not null));--> statement-breakpoint
-- The prints made before keep the name of the version they printed, while it still exists.
UPDATE "document_prints" SET "template_name" = t."code" || ' v' || v."version_no"
FROM "report_template_versions" v JOIN "report_templates" t ON t."id" = v."template_id"
WHERE v."id" = "document_prints"."template_version_id";
