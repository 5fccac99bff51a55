ALTER TABLE "document_prints" ADD COLUMN "invoice_id" integer;--> statement-breakpoint
ALTER TABLE "document_prints" ADD COLUMN "invoice_no" varchar(18) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "document_prints" ADD CONSTRAINT "document_prints_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;