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
CREATE INDEX "edi_messages_status_received_idx" ON "edi_messages" USING btree ("status","received_at" DESC NULLS LAST);