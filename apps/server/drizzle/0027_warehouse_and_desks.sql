CREATE TABLE "warehouse_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"office_code" varchar(10) NOT NULL,
	"job_type" varchar(2) NOT NULL,
	"warehouse_in_no" varchar(30) NOT NULL,
	"warehouse_id" integer,
	"contact" varchar(100) DEFAULT '' NOT NULL,
	"devanning_bill_no" varchar(40) DEFAULT '' NOT NULL,
	"packages" integer NOT NULL,
	"weight_kg" numeric(14, 4),
	"volume_cbm" numeric(14, 4),
	"marks" text DEFAULT '' NOT NULL,
	"in_at" timestamp with time zone NOT NULL,
	"position" varchar(40) DEFAULT '' NOT NULL,
	"damage_count" integer DEFAULT 0 NOT NULL,
	"customs_inspection" boolean DEFAULT false NOT NULL,
	"customs_released" boolean DEFAULT false NOT NULL,
	"allow_out" boolean DEFAULT false NOT NULL,
	"outbound_confirmed" boolean DEFAULT false NOT NULL,
	"lading_company" varchar(100) DEFAULT '' NOT NULL,
	"out_packages" integer DEFAULT 0 NOT NULL,
	"out_weight_kg" numeric(14, 4) DEFAULT '0' NOT NULL,
	"out_volume_cbm" numeric(14, 4) DEFAULT '0' NOT NULL,
	"last_out_at" timestamp with time zone,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "warehouse_entries_warehouse_in_no_unique" UNIQUE("warehouse_in_no"),
	CONSTRAINT "warehouse_entries_quantities" CHECK ("warehouse_entries"."packages" > 0 and "warehouse_entries"."weight_kg" >= 0 and "warehouse_entries"."volume_cbm" >= 0 and "warehouse_entries"."damage_count" between 0 and "warehouse_entries"."packages"),
	CONSTRAINT "warehouse_entries_out_within_in" CHECK ("warehouse_entries"."out_packages" between 0 and "warehouse_entries"."packages")
);
--> statement-breakpoint
CREATE TABLE "warehouse_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"packages" integer NOT NULL,
	"weight_kg" numeric(14, 4),
	"volume_cbm" numeric(14, 4),
	"out_at" timestamp with time zone NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"created_by" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouse_releases_quantities" CHECK ("warehouse_releases"."packages" > 0 and "warehouse_releases"."weight_kg" >= 0 and "warehouse_releases"."volume_cbm" >= 0)
);
--> statement-breakpoint
ALTER TABLE "job_number_rules" DROP CONSTRAINT "job_number_rules_kind";--> statement-breakpoint
ALTER TABLE "job_bookings" ADD COLUMN "first_cutoff" timestamp with time zone GENERATED ALWAYS AS (least(cy_cutoff, cfs_cutoff, doc_cutoff, vgm_cutoff)) STORED;--> statement-breakpoint
ALTER TABLE "job_containers" ADD COLUMN "last_free_date" date;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "import_stage" smallint GENERATED ALWAYS AS (case
  when cargo_delivered_date is not null then 7
  when delivery_scheduled_at is not null then 6
  when cargo_available_date is not null then 5
  when customs_release_date is not null then 4
  when customs_entry_date is not null then 3
  when document_turnover_date is not null then 2
  when arrival_notice_date is not null then 1
  else 0 end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "free_date_due" date;--> statement-breakpoint
ALTER TABLE "warehouse_entries" ADD CONSTRAINT "warehouse_entries_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_entries" ADD CONSTRAINT "warehouse_entries_office_code_offices_office_code_fk" FOREIGN KEY ("office_code") REFERENCES "public"."offices"("office_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_entries" ADD CONSTRAINT "warehouse_entries_warehouse_id_parties_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_releases" ADD CONSTRAINT "warehouse_releases_entry_id_warehouse_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."warehouse_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "warehouse_entries_job_idx" ON "warehouse_entries" USING btree ("job_id","id");--> statement-breakpoint
CREATE INDEX "warehouse_entries_list_idx" ON "warehouse_entries" USING btree ("office_code","job_type","in_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "warehouse_entries_position_idx" ON "warehouse_entries" USING btree ("office_code","job_type","position");--> statement-breakpoint
CREATE INDEX "warehouse_entries_last_out_idx" ON "warehouse_entries" USING btree ("office_code","job_type","last_out_at");--> statement-breakpoint
CREATE INDEX "warehouse_entries_warehouse_idx" ON "warehouse_entries" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "warehouse_entries_in_stock_idx" ON "warehouse_entries" USING btree ("office_code","job_type","in_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "warehouse_entries"."out_packages" < "warehouse_entries"."packages";--> statement-breakpoint
CREATE INDEX "warehouse_releases_entry_idx" ON "warehouse_releases" USING btree ("entry_id","id");--> statement-breakpoint
CREATE INDEX "job_bookings_first_cutoff_idx" ON "job_bookings" USING btree ("first_cutoff","job_id");--> statement-breakpoint
CREATE INDEX "jobs_import_board_idx" ON "jobs" USING btree ("office_code","import_stage","free_date_due","id") WHERE "jobs"."job_type" = 'OI' and "jobs"."import_stage" between 1 and 6 and "jobs"."job_status" not in ('COMPLETED', 'CANCELLED');--> statement-breakpoint
CREATE INDEX "jobs_delivered_idx" ON "jobs" USING btree ("office_code","job_type","cargo_delivered_date");--> statement-breakpoint
ALTER TABLE "job_number_rules" ADD CONSTRAINT "job_number_rules_kind" CHECK ("job_number_rules"."kind" in ('JOB', 'HBL', 'INV', 'WHI'));--> statement-breakpoint
-- Custom SQL (issue 19, keep at the end when renumbering): jobs.free_date_due, the earliest last
-- free date of a job's containers, each its own or else the job's (the job's own without any).
CREATE FUNCTION job_free_date_due(job integer, job_free date) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT coalesce(min(coalesce(c.last_free_date, job_free)), job_free) FROM job_containers c WHERE c.job_id = job
$$;
--> statement-breakpoint
CREATE FUNCTION jobs_keep_free_date_due() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.free_date_due := job_free_date_due(NEW.id, NEW.last_free_date);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_free_date_due BEFORE INSERT OR UPDATE OF last_free_date ON jobs
  FOR EACH ROW EXECUTE FUNCTION jobs_keep_free_date_due();
--> statement-breakpoint
CREATE FUNCTION job_containers_keep_free_date_due() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE jobs j SET free_date_due = job_free_date_due(j.id, j.last_free_date)
    WHERE j.id IN (SELECT job_id FROM changed);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Statement triggers with the changed rows: a containers save replaces its rows in two statements,
-- and the job is written once per statement, not once per container.
CREATE TRIGGER job_containers_free_date_added AFTER INSERT ON job_containers
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION job_containers_keep_free_date_due();
--> statement-breakpoint
CREATE TRIGGER job_containers_free_date_changed AFTER UPDATE ON job_containers
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION job_containers_keep_free_date_due();
--> statement-breakpoint
CREATE TRIGGER job_containers_free_date_moved AFTER UPDATE ON job_containers
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION job_containers_keep_free_date_due();
--> statement-breakpoint
CREATE TRIGGER job_containers_free_date_removed AFTER DELETE ON job_containers
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION job_containers_keep_free_date_due();
--> statement-breakpoint
UPDATE jobs SET free_date_due = last_free_date WHERE last_free_date IS NOT NULL;
