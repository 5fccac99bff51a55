CREATE TABLE "job_edocs" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"type" varchar(30) NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"file_key" varchar(64) NOT NULL,
	"created_by" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_edocs_file_key_unique" UNIQUE("file_key")
);
--> statement-breakpoint
ALTER TABLE "job_edocs" ADD CONSTRAINT "job_edocs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_edocs" ADD CONSTRAINT "job_edocs_file_key_stored_files_storage_key_fk" FOREIGN KEY ("file_key") REFERENCES "public"."stored_files"("storage_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_edocs_job_idx" ON "job_edocs" USING btree ("job_id","type");