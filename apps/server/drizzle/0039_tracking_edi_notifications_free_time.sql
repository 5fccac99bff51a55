CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"title_key" varchar(60) NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link" varchar(300),
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "edi_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"format" varchar(10),
	"status" varchar(8) NOT NULL,
	"raw" text NOT NULL,
	"error" text,
	"event_count" integer DEFAULT 0 NOT NULL,
	"received_by" varchar(64) NOT NULL,
	"file_name" varchar(255) DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "edi_messages_status" CHECK ("edi_messages"."status" in ('parsed', 'failed')),
	CONSTRAINT "edi_messages_failed_has_error" CHECK ("edi_messages"."status" = 'parsed' or "edi_messages"."error" is not null)
);
--> statement-breakpoint
ALTER TABLE "job_containers" ADD COLUMN "discharge_date" date;--> statement-breakpoint
ALTER TABLE "job_containers" ADD COLUMN "gate_out_date" date;--> statement-breakpoint
ALTER TABLE "job_containers" ADD COLUMN "empty_return_date" date;--> statement-breakpoint
ALTER TABLE "parties" ADD COLUMN "demurrage_free_days" integer;--> statement-breakpoint
ALTER TABLE "parties" ADD COLUMN "demurrage_daily_rate" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "parties" ADD COLUMN "detention_free_days" integer;--> statement-breakpoint
ALTER TABLE "parties" ADD COLUMN "detention_daily_rate" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "parties" ADD COLUMN "free_time_currency" varchar(3) DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "edi_messages_status_received_idx" ON "edi_messages" USING btree ("status","received_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "parties" ADD CONSTRAINT "parties_free_time" CHECK ("parties"."demurrage_free_days" between 0 and 365 and "parties"."detention_free_days" between 0 and 365
          and "parties"."demurrage_daily_rate" >= 0 and "parties"."detention_daily_rate" >= 0);--> statement-breakpoint
-- Custom SQL (issue 20, keep at the end when renumbering): jobs.free_date_due from the free-time
-- clocks where a container's moves and its party's free days exist (containerClocks in
-- packages/shared/src/movement/free-time-clock.ts says the same): the running clock's last free
-- date, detention from the gate-out, else demurrage from the discharge, none once both stopped;
-- a container without a clock keeps its own last free date or the job's. The party is the job's
-- consignee, else its customer, passed in: a BEFORE trigger on jobs cannot read the row it writes.
CREATE FUNCTION job_free_date_due(job integer, job_free date, party integer) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN count(c.id) = 0 THEN job_free ELSE min(
    CASE
      WHEN (c.discharge_date IS NOT NULL AND t.demurrage_free_days IS NOT NULL)
        OR (c.gate_out_date IS NOT NULL AND t.detention_free_days IS NOT NULL) THEN
        CASE
          WHEN c.gate_out_date IS NULL THEN c.discharge_date + t.demurrage_free_days - 1
          WHEN c.empty_return_date IS NULL THEN c.gate_out_date + t.detention_free_days - 1
        END
      ELSE coalesce(c.last_free_date, job_free)
    END) END
  FROM job_containers c
  LEFT JOIN parties t ON t.id = party
  WHERE c.job_id = job
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION jobs_keep_free_date_due() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.free_date_due := job_free_date_due(NEW.id, NEW.last_free_date, coalesce(NEW.consignee_id, NEW.customer_id));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_containers_keep_free_date_due() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE jobs j SET free_date_due = job_free_date_due(j.id, j.last_free_date, coalesce(j.consignee_id, j.customer_id))
    WHERE j.id IN (SELECT job_id FROM changed);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP FUNCTION job_free_date_due(integer, date);
--> statement-breakpoint
DROP TRIGGER jobs_free_date_due ON jobs;
--> statement-breakpoint
CREATE TRIGGER jobs_free_date_due BEFORE INSERT OR UPDATE OF last_free_date, consignee_id, customer_id ON jobs
  FOR EACH ROW EXECUTE FUNCTION jobs_keep_free_date_due();
--> statement-breakpoint
-- A party's free days move the last free dates of its jobs (consignee, or customer without one).
CREATE FUNCTION parties_keep_free_date_due() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE jobs j SET free_date_due = job_free_date_due(j.id, j.last_free_date, NEW.id)
    WHERE j.consignee_id = NEW.id OR (j.consignee_id IS NULL AND j.customer_id = NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER parties_free_date_due AFTER UPDATE OF demurrage_free_days, detention_free_days ON parties
  FOR EACH ROW WHEN (OLD.demurrage_free_days IS DISTINCT FROM NEW.demurrage_free_days
    OR OLD.detention_free_days IS DISTINCT FROM NEW.detention_free_days)
  EXECUTE FUNCTION parties_keep_free_date_due();
