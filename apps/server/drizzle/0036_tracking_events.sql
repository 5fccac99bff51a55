CREATE TABLE "tracking_event_jobs" (
	"job_id" integer NOT NULL,
	"event_row_id" bigint NOT NULL,
	"matched_by" varchar(9) NOT NULL,
	CONSTRAINT "tracking_event_jobs_job_id_event_row_id_pk" PRIMARY KEY("job_id","event_row_id")
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source" varchar(10) NOT NULL,
	"event_id" varchar(100) NOT NULL,
	"event_type" varchar(9) NOT NULL,
	"classifier" varchar(3) NOT NULL,
	"event_code" varchar(4) NOT NULL,
	"event_at" timestamp with time zone NOT NULL,
	"event_created_at" timestamp with time zone NOT NULL,
	"view_key" varchar(200) NOT NULL,
	"carrier_code" varchar(4) DEFAULT '' NOT NULL,
	"mbl_no" varchar(35) DEFAULT '' NOT NULL,
	"booking_no" varchar(35) DEFAULT '' NOT NULL,
	"equipment_reference" varchar(15) DEFAULT '' NOT NULL,
	"un_location_code" varchar(5) DEFAULT '' NOT NULL,
	"facility_code" varchar(35) DEFAULT '' NOT NULL,
	"vessel_name" varchar(35) DEFAULT '' NOT NULL,
	"vessel_imo_number" varchar(7) DEFAULT '' NOT NULL,
	"voyage_no" varchar(50) DEFAULT '' NOT NULL,
	"mode_of_transport" varchar(6) DEFAULT '' NOT NULL,
	"event" jsonb NOT NULL,
	"payload" jsonb,
	"unmatched_reason" varchar(200),
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracking_events_source_event_id" UNIQUE("source","event_id"),
	CONSTRAINT "tracking_events_type_known" CHECK ("tracking_events"."event_type" in ('SHIPMENT', 'TRANSPORT', 'EQUIPMENT')),
	CONSTRAINT "tracking_events_classifier_known" CHECK ("tracking_events"."classifier" in ('PLN', 'EST', 'ACT', 'REQ'))
);
--> statement-breakpoint
CREATE TABLE "tracking_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"reference_kind" varchar(9) NOT NULL,
	"reference" varchar(40) NOT NULL,
	"carrier_code" varchar(4) NOT NULL,
	"status" varchar(9) DEFAULT 'PENDING' NOT NULL,
	"secret" varchar(64) NOT NULL,
	"carrier_subscription_id" varchar(100) DEFAULT '' NOT NULL,
	"subscribed_at" timestamp with time zone NOT NULL,
	"last_polled_at" timestamp with time zone,
	"last_error" varchar(500) DEFAULT '' NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "tracking_subscriptions_job_reference" UNIQUE("job_id","reference_kind","reference"),
	CONSTRAINT "tracking_subscriptions_kind_known" CHECK ("tracking_subscriptions"."reference_kind" in ('MBL', 'BOOKING', 'CONTAINER')),
	CONSTRAINT "tracking_subscriptions_status_known" CHECK ("tracking_subscriptions"."status" in ('PENDING', 'ACTIVE', 'FAILED'))
);
--> statement-breakpoint
ALTER TABLE "tracking_event_jobs" ADD CONSTRAINT "tracking_event_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_event_jobs" ADD CONSTRAINT "tracking_event_jobs_event_row_id_tracking_events_id_fk" FOREIGN KEY ("event_row_id") REFERENCES "public"."tracking_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_subscriptions" ADD CONSTRAINT "tracking_subscriptions_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tracking_event_jobs_event_idx" ON "tracking_event_jobs" USING btree ("event_row_id");--> statement-breakpoint
CREATE INDEX "tracking_events_mbl_idx" ON "tracking_events" USING btree ("mbl_no") WHERE "tracking_events"."mbl_no" <> '';--> statement-breakpoint
CREATE INDEX "tracking_events_equipment_idx" ON "tracking_events" USING btree ("equipment_reference") WHERE "tracking_events"."equipment_reference" <> '';--> statement-breakpoint
CREATE INDEX "tracking_events_unmatched_idx" ON "tracking_events" USING btree ("received_at") WHERE "tracking_events"."unmatched_reason" is not null;--> statement-breakpoint
CREATE INDEX "tracking_subscriptions_poll_idx" ON "tracking_subscriptions" USING btree ("status","last_polled_at");--> statement-breakpoint
CREATE INDEX "job_bookings_booking_no_idx" ON "job_bookings" USING btree ("booking_no") WHERE "job_bookings"."booking_no" <> '';