CREATE TABLE "ml_directories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ml_directories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"owner_profile_id" integer,
	"company_id" integer,
	"parent_id" integer,
	"name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ml_directories_root_check" CHECK (parent_id is not null or owner_profile_id is not null or company_id is not null)
);
--> statement-breakpoint
ALTER TABLE "ml_directories" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ml_resources" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ml_resources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"directory_id" integer NOT NULL,
	"owner_profile_id" integer NOT NULL,
	"title" text NOT NULL,
	"name" text NOT NULL,
	"file_type_id" smallint NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"rendition_key" text,
	"thumbnail_key" text,
	"processing_status" text DEFAULT 'processing' NOT NULL,
	"processing_note" text,
	"width" integer,
	"height" integer,
	"duration_seconds" real,
	"page_count" integer,
	"labels" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_favorite" boolean DEFAULT false NOT NULL,
	"search_title" text GENERATED ALWAYS AS (lower(title)) STORED NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ml_resources_file_type_check" CHECK (file_type_id in (18, 19, 20))
);
--> statement-breakpoint
ALTER TABLE "ml_resources" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ml_sent_resources" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ml_sent_resources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"resource_id" integer NOT NULL,
	"receiver_profile_id" integer NOT NULL,
	"sender_profile_id" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ml_sent_resources" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ml_storage_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ml_storage_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"owner_profile_id" integer NOT NULL,
	"name" text NOT NULL,
	"file_type_id" smallint NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ml_storage_files" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "static_media" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "static_media_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"file_type_id" smallint NOT NULL,
	"content_type" text NOT NULL,
	"storage_key" text NOT NULL,
	CONSTRAINT "static_media_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE INDEX "ml_directories_parent_idx" ON "ml_directories" USING btree ("tenant_id","parent_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "ml_directories_owner_root_idx" ON "ml_directories" USING btree ("tenant_id","owner_profile_id") WHERE parent_id is null and owner_profile_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ml_directories_company_root_idx" ON "ml_directories" USING btree ("tenant_id","company_id") WHERE parent_id is null and company_id is not null;--> statement-breakpoint
CREATE INDEX "ml_resources_directory_idx" ON "ml_resources" USING btree ("tenant_id","directory_id","search_title","id");--> statement-breakpoint
CREATE INDEX "ml_resources_directory_created_idx" ON "ml_resources" USING btree ("tenant_id","directory_id","created_at");--> statement-breakpoint
CREATE INDEX "ml_resources_owner_idx" ON "ml_resources" USING btree ("tenant_id","owner_profile_id");--> statement-breakpoint
CREATE INDEX "ml_resources_processing_idx" ON "ml_resources" USING btree ("tenant_id","id") WHERE processing_status = 'processing';--> statement-breakpoint
CREATE UNIQUE INDEX "ml_sent_resources_receiver_resource_idx" ON "ml_sent_resources" USING btree ("tenant_id","receiver_profile_id","resource_id");--> statement-breakpoint
CREATE INDEX "ml_sent_resources_receiver_idx" ON "ml_sent_resources" USING btree ("tenant_id","receiver_profile_id","sent_at");--> statement-breakpoint
CREATE INDEX "ml_sent_resources_resource_idx" ON "ml_sent_resources" USING btree ("tenant_id","resource_id");--> statement-breakpoint
CREATE INDEX "ml_storage_files_owner_idx" ON "ml_storage_files" USING btree ("tenant_id","owner_profile_id");--> statement-breakpoint
CREATE INDEX "ml_storage_files_created_idx" ON "ml_storage_files" USING btree ("created_at");--> statement-breakpoint
CREATE POLICY "ml_directories_tenant_isolation" ON "ml_directories" AS PERMISSIVE FOR ALL TO "stride_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "ml_resources_tenant_isolation" ON "ml_resources" AS PERMISSIVE FOR ALL TO "stride_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "ml_sent_resources_tenant_isolation" ON "ml_sent_resources" AS PERMISSIVE FOR ALL TO "stride_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "ml_storage_files_tenant_isolation" ON "ml_storage_files" AS PERMISSIVE FOR ALL TO "stride_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));