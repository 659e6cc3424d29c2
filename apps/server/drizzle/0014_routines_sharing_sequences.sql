CREATE TABLE "participant_routine_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "participant_routine_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"participant_profile_id" integer NOT NULL,
	"date" date NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"definition_id" integer,
	"assignment_id" integer,
	"title" text NOT NULL,
	"description" text,
	"media_resource_id" integer,
	"additional_media_resource_id" integer,
	"mobile_static_media_id" integer,
	"external_url" text,
	"time_seconds" integer,
	"weight" real,
	"repetitions" integer,
	"series" integer,
	"rest_time_between_series" integer,
	"rest_time_after_exercise" integer DEFAULT 0 NOT NULL,
	"distance" real,
	"collect" text[] DEFAULT '{}'::text[] NOT NULL,
	"exercises" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by_profile_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "participant_routine_items_kind_check" CHECK (kind in ('EXERCISE', 'SERIES', 'ACTIVITY'))
);
--> statement-breakpoint
ALTER TABLE "participant_routine_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "routine_shares" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "routine_shares_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"subject" text NOT NULL,
	"subject_id" integer NOT NULL,
	"from_company_id" integer,
	"to_company_id" integer NOT NULL,
	"shared_by_profile_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "routine_shares_subject_check" CHECK (subject in ('DEFINITION', 'FOLDER', 'SEQUENCE'))
);
--> statement-breakpoint
ALTER TABLE "routine_shares" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "routine_assignments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "routine_assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"sequence_id" integer NOT NULL,
	"participant_profile_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"assigned_by_profile_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "routine_assignments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "routine_sequence_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "routine_sequence_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"sequence_id" integer NOT NULL,
	"day" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"definition_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "routine_sequence_items_kind_check" CHECK (kind in ('EXERCISE', 'SERIES', 'ACTIVITY'))
);
--> statement-breakpoint
ALTER TABLE "routine_sequence_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "routine_sequences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "routine_sequences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"company_id" integer,
	"folder_id" integer,
	"title" text NOT NULL,
	"search_title" text GENERATED ALWAYS AS (lower(title)) STORED NOT NULL,
	"days" integer DEFAULT 7 NOT NULL,
	"created_by_profile_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "routine_sequences_days_check" CHECK (days between 1 and 366)
);
--> statement-breakpoint
ALTER TABLE "routine_sequences" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP INDEX "routine_definition_folders_library_idx";--> statement-breakpoint
ALTER TABLE "routine_definition_folders" ADD COLUMN "holds" text DEFAULT 'DEFINITIONS' NOT NULL;--> statement-breakpoint
CREATE INDEX "participant_routine_items_day_idx" ON "participant_routine_items" USING btree ("tenant_id","participant_profile_id","date","position");--> statement-breakpoint
CREATE INDEX "participant_routine_items_definition_idx" ON "participant_routine_items" USING btree ("tenant_id","definition_id") WHERE definition_id is not null;--> statement-breakpoint
CREATE INDEX "participant_routine_items_assignment_idx" ON "participant_routine_items" USING btree ("tenant_id","assignment_id") WHERE assignment_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "routine_shares_subject_company_key" ON "routine_shares" USING btree ("tenant_id","subject","subject_id","to_company_id");--> statement-breakpoint
CREATE INDEX "routine_shares_received_idx" ON "routine_shares" USING btree ("tenant_id","to_company_id","subject","created_at");--> statement-breakpoint
CREATE INDEX "routine_shares_sent_idx" ON "routine_shares" USING btree ("tenant_id","from_company_id","subject","created_at");--> statement-breakpoint
CREATE INDEX "routine_assignments_sequence_idx" ON "routine_assignments" USING btree ("tenant_id","sequence_id","created_at");--> statement-breakpoint
CREATE INDEX "routine_assignments_participant_idx" ON "routine_assignments" USING btree ("tenant_id","participant_profile_id");--> statement-breakpoint
CREATE INDEX "routine_sequence_items_sequence_idx" ON "routine_sequence_items" USING btree ("tenant_id","sequence_id","day","position");--> statement-breakpoint
CREATE INDEX "routine_sequence_items_definition_idx" ON "routine_sequence_items" USING btree ("tenant_id","definition_id");--> statement-breakpoint
CREATE INDEX "routine_sequences_library_idx" ON "routine_sequences" USING btree ("tenant_id","company_id","folder_id","search_title","id");--> statement-breakpoint
CREATE INDEX "routine_definition_folders_library_idx" ON "routine_definition_folders" USING btree ("tenant_id","company_id","holds","search_title","id");--> statement-breakpoint
ALTER TABLE "routine_definition_folders" ADD CONSTRAINT "routine_definition_folders_holds_check" CHECK (holds in ('DEFINITIONS', 'SEQUENCES'));--> statement-breakpoint
CREATE POLICY "participant_routine_items_tenant_isolation" ON "participant_routine_items" AS PERMISSIVE FOR ALL TO "stride_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "routine_shares_tenant_isolation" ON "routine_shares" AS PERMISSIVE FOR ALL TO "stride_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "routine_assignments_tenant_isolation" ON "routine_assignments" AS PERMISSIVE FOR ALL TO "stride_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "routine_sequence_items_tenant_isolation" ON "routine_sequence_items" AS PERMISSIVE FOR ALL TO "stride_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "routine_sequences_tenant_isolation" ON "routine_sequences" AS PERMISSIVE FOR ALL TO "stride_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));