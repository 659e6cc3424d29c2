CREATE TABLE "routine_definition_folders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "routine_definition_folders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"company_id" integer,
	"title" text NOT NULL,
	"search_title" text GENERATED ALWAYS AS (lower(title)) STORED NOT NULL,
	"created_by_profile_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "routine_definition_folders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "routine_definitions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "routine_definitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"company_id" integer,
	"folder_id" integer,
	"title" text NOT NULL,
	"search_title" text GENERATED ALWAYS AS (lower(title)) STORED NOT NULL,
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
	"created_by_profile_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "routine_definitions_kind_check" CHECK (kind in ('EXERCISE', 'SERIES', 'ACTIVITY'))
);
--> statement-breakpoint
ALTER TABLE "routine_definitions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "routine_series_exercises" (
	"tenant_id" text NOT NULL,
	"series_id" integer NOT NULL,
	"position" integer NOT NULL,
	"exercise_id" integer NOT NULL,
	CONSTRAINT "routine_series_exercises_series_id_position_pk" PRIMARY KEY("series_id","position")
);
--> statement-breakpoint
ALTER TABLE "routine_series_exercises" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "routine_definition_folders_library_idx" ON "routine_definition_folders" USING btree ("tenant_id","company_id","search_title","id");--> statement-breakpoint
CREATE INDEX "routine_definitions_library_idx" ON "routine_definitions" USING btree ("tenant_id","company_id","folder_id","search_title","id");--> statement-breakpoint
CREATE INDEX "routine_definitions_kind_idx" ON "routine_definitions" USING btree ("tenant_id","company_id","kind","search_title","id");--> statement-breakpoint
CREATE INDEX "routine_definitions_folder_idx" ON "routine_definitions" USING btree ("tenant_id","folder_id");--> statement-breakpoint
CREATE INDEX "routine_definitions_media_idx" ON "routine_definitions" USING btree ("tenant_id","media_resource_id") WHERE media_resource_id is not null;--> statement-breakpoint
CREATE INDEX "routine_definitions_additional_media_idx" ON "routine_definitions" USING btree ("tenant_id","additional_media_resource_id") WHERE additional_media_resource_id is not null;--> statement-breakpoint
CREATE INDEX "routine_series_exercises_exercise_idx" ON "routine_series_exercises" USING btree ("tenant_id","exercise_id");--> statement-breakpoint
CREATE POLICY "routine_definition_folders_tenant_isolation" ON "routine_definition_folders" AS PERMISSIVE FOR ALL TO "stride_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "routine_definitions_tenant_isolation" ON "routine_definitions" AS PERMISSIVE FOR ALL TO "stride_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "routine_series_exercises_tenant_isolation" ON "routine_series_exercises" AS PERMISSIVE FOR ALL TO "stride_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));