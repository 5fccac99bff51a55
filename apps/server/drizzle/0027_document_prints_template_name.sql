ALTER TABLE "document_prints" ADD COLUMN "template_name" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
-- The prints made before keep the name of the version they printed, while it still exists.
UPDATE "document_prints" SET "template_name" = t."code" || ' v' || v."version_no"
FROM "report_template_versions" v JOIN "report_templates" t ON t."id" = v."template_id"
WHERE v."id" = "document_prints"."template_version_id";
