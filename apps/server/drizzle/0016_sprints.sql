CREATE TABLE "sprint_definitions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sprint_definitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"participant_profile_id" integer NOT NULL,
	"sender_profile_id" integer NOT NULL,
	"channel_id" text NOT NULL,
	"correlation_id" uuid,
	"template_id" integer,
	"template_name" text,
	"text" text DEFAULT '' NOT NULL,
	"resource_id" integer,
	"thumbnail" jsonb,
	"start_date" date NOT NULL,
	"time" text NOT NULL,
	"repeat" text DEFAULT 'NONE' NOT NULL,
	"occurrences" integer DEFAULT 1 NOT NULL,
	"excluded_dates" date[] DEFAULT '{}'::date[] NOT NULL,
	"time_zone" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sprint_definitions_repeat_check" CHECK (repeat in ('NONE', 'DAILY', 'WEEKLY')),
	CONSTRAINT "sprint_definitions_occurrences_check" CHECK (occurrences between 1 and 366)
);
--> statement-breakpoint
ALTER TABLE "sprint_definitions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sprint_occurrences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sprint_occurrences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"definition_id" integer NOT NULL,
	"participant_profile_id" integer NOT NULL,
	"occurrence" integer NOT NULL,
	"local_date" date NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'PLANNED' NOT NULL,
	"skipped_reason" text,
	"sent_at" timestamp with time zone,
	"sent_text" text,
	"chat_timetoken" text,
	CONSTRAINT "sprint_occurrences_status_check" CHECK (status in ('PLANNED', 'SENT', 'SKIPPED'))
);
--> statement-breakpoint
ALTER TABLE "sprint_occurrences" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sprint_template_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sprint_template_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"template_id" integer NOT NULL,
	"day" integer NOT NULL,
	"time" text NOT NULL,
	"position" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"resource_id" integer,
	"thumbnail" jsonb,
	CONSTRAINT "sprint_template_messages_day_check" CHECK (day between 1 and 366)
);
--> statement-breakpoint
ALTER TABLE "sprint_template_messages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sprint_template_shares" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sprint_template_shares_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"template_id" integer NOT NULL,
	"from_company_id" integer,
	"to_company_id" integer NOT NULL,
	"shared_by_profile_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sprint_template_shares" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sprint_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sprint_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"company_id" integer,
	"name" text NOT NULL,
	"search_name" text GENERATED ALWAYS AS (lower(name)) STORED NOT NULL,
	"created_by_profile_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sprint_templates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "time_zone" text;--> statement-breakpoint
CREATE INDEX "sprint_definitions_participant_idx" ON "sprint_definitions" USING btree ("tenant_id","participant_profile_id","start_date");--> statement-breakpoint
CREATE INDEX "sprint_definitions_correlation_idx" ON "sprint_definitions" USING btree ("tenant_id","correlation_id");--> statement-breakpoint
CREATE INDEX "sprint_definitions_resource_idx" ON "sprint_definitions" USING btree ("tenant_id","resource_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sprint_occurrences_key" ON "sprint_occurrences" USING btree ("definition_id","occurrence");--> statement-breakpoint
CREATE INDEX "sprint_occurrences_due_idx" ON "sprint_occurrences" USING btree ("send_at","id") WHERE status = 'PLANNED';--> statement-breakpoint
CREATE INDEX "sprint_occurrences_participant_idx" ON "sprint_occurrences" USING btree ("tenant_id","participant_profile_id","local_date");--> statement-breakpoint
CREATE INDEX "sprint_template_messages_template_idx" ON "sprint_template_messages" USING btree ("tenant_id","template_id","day","time","position");--> statement-breakpoint
CREATE INDEX "sprint_template_messages_resource_idx" ON "sprint_template_messages" USING btree ("tenant_id","resource_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sprint_template_shares_key" ON "sprint_template_shares" USING btree ("tenant_id","template_id","to_company_id");--> statement-breakpoint
CREATE INDEX "sprint_template_shares_received_idx" ON "sprint_template_shares" USING btree ("tenant_id","to_company_id");--> statement-breakpoint
CREATE INDEX "sprint_templates_library_idx" ON "sprint_templates" USING btree ("tenant_id","company_id","search_name","id");--> statement-breakpoint
CREATE POLICY "sprint_definitions_tenant_isolation" ON "sprint_definitions" AS PERMISSIVE FOR ALL TO "stride_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "sprint_occurrences_tenant_isolation" ON "sprint_occurrences" AS PERMISSIVE FOR ALL TO "stride_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "sprint_template_messages_tenant_isolation" ON "sprint_template_messages" AS PERMISSIVE FOR ALL TO "stride_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "sprint_template_shares_tenant_isolation" ON "sprint_template_shares" AS PERMISSIVE FOR ALL TO "stride_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "sprint_templates_tenant_isolation" ON "sprint_templates" AS PERMISSIVE FOR ALL TO "stride_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));