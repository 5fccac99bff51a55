ALTER TABLE "offices" ADD COLUMN "bank_name" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "bank_account_name" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "bank_account_no" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "bank_swift" varchar(11) DEFAULT '' NOT NULL;