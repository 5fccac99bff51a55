CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"due_date" date,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"job_no" varchar(30) DEFAULT '' NOT NULL,
	"notes" varchar(2000) DEFAULT '' NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "tasks_status" CHECK ("tasks"."status" in ('open', 'done'))
);
--> statement-breakpoint
CREATE TABLE "ui_text_overrides" (
	"id" serial PRIMARY KEY NOT NULL,
	"namespace" varchar(60) NOT NULL,
	"key" varchar(200) NOT NULL,
	"locale" varchar(5) NOT NULL,
	"text" varchar(1000) NOT NULL,
	"created_by" varchar(64) DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64) DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "ui_text_overrides_key_uq" UNIQUE("namespace","key","locale"),
	CONSTRAINT "ui_text_overrides_locale" CHECK ("ui_text_overrides"."locale" in ('en_US', 'zh_CN', 'zh_HK'))
);
--> statement-breakpoint
DROP INDEX "sys_oper_log_entity_idx";--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_owner_status_due_idx" ON "tasks" USING btree ("owner_id","status","due_date");--> statement-breakpoint
CREATE INDEX "tasks_search_trgm" ON "tasks" USING gin (("title" || ' ' || "job_no" || ' ' || "notes") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ui_text_overrides_locale_idx" ON "ui_text_overrides" USING btree ("locale","updated_at");--> statement-breakpoint
CREATE INDEX "sys_oper_log_entity_at_idx" ON "sys_oper_log" USING btree ("entity","at");--> statement-breakpoint
CREATE INDEX "sys_oper_log_entity_id_at_idx" ON "sys_oper_log" USING btree ("entity_id","at");--> statement-breakpoint
CREATE INDEX "sys_oper_log_action_at_idx" ON "sys_oper_log" USING btree ("action","at");