ALTER TABLE "job_number_rules" DROP CONSTRAINT "job_number_rules_office_type_uq";--> statement-breakpoint
ALTER TABLE "job_number_rules" ADD COLUMN "kind" varchar(3) DEFAULT 'JOB' NOT NULL;--> statement-breakpoint
ALTER TABLE "ports" ADD COLUMN "main_port_code" varchar(10) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_number_rules" ADD CONSTRAINT "job_number_rules_office_kind_type_uq" UNIQUE("office_id","kind","job_type");--> statement-breakpoint
ALTER TABLE "job_number_rules" ADD CONSTRAINT "job_number_rules_kind" CHECK ("job_number_rules"."kind" in ('JOB', 'HBL'));