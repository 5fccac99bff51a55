ALTER TABLE "document_prints" ALTER COLUMN "job_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "document_prints" ADD COLUMN "party_id" integer;--> statement-breakpoint
ALTER TABLE "document_prints" ADD COLUMN "office_code" varchar(10);--> statement-breakpoint
ALTER TABLE "document_prints" ADD COLUMN "as_of" date;--> statement-breakpoint
ALTER TABLE "document_prints" ADD CONSTRAINT "document_prints_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_prints" ADD CONSTRAINT "document_prints_office_code_offices_office_code_fk" FOREIGN KEY ("office_code") REFERENCES "public"."offices"("office_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_prints_party_idx" ON "document_prints" USING btree ("party_id","office_code","printed_at");--> statement-breakpoint
ALTER TABLE "document_prints" ADD CONSTRAINT "document_prints_of_job_or_party" CHECK (("document_prints"."job_id" is not null and "document_prints"."party_id" is null and "document_prints"."office_code" is null)
        or ("document_prints"."job_id" is null and "document_prints"."party_id" is not null and "document_prints"."office_code" is not null));