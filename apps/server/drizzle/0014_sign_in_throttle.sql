CREATE TABLE "sign_in_failures" (
	"address" varchar(64) PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sign_in_failures_last_idx" ON "sign_in_failures" USING btree ("last_failed_at");