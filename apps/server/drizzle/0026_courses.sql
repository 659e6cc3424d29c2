CREATE TABLE "course_assignments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"course_id" integer NOT NULL,
	"participant_user_id" integer NOT NULL,
	"assigned_by_user_id" integer,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"last_activity_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "course_assignments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "course_definitions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_definitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"company_id" integer,
	"author_profile_id" integer NOT NULL,
	"author_user_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"visibility_status" text DEFAULT 'DRAFT' NOT NULL,
	"media_resource_id" integer,
	"auto_assign_all" boolean DEFAULT false NOT NULL,
	"content_version" integer DEFAULT 1 NOT NULL,
	"source_course_id" integer,
	"source_content_version" integer,
	"source_base" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_definitions_title_check" CHECK (length(title) between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "course_definitions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "course_step_progress" (
	"tenant_id" text NOT NULL,
	"assignment_id" integer NOT NULL,
	"step_id" integer NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_step_progress_assignment_id_step_id_pk" PRIMARY KEY("assignment_id","step_id")
);
--> statement-breakpoint
ALTER TABLE "course_step_progress" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "course_steps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"course_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"link" text,
	"media_resource_id" integer,
	"source_step_id" integer,
	"source_base" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_steps" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "course_assignments" ADD CONSTRAINT "course_assignments_course_id_course_definitions_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course_definitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_definitions" ADD CONSTRAINT "course_definitions_source_course_id_course_definitions_id_fk" FOREIGN KEY ("source_course_id") REFERENCES "public"."course_definitions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_step_progress" ADD CONSTRAINT "course_step_progress_assignment_id_course_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."course_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_step_progress" ADD CONSTRAINT "course_step_progress_step_id_course_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."course_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_steps" ADD CONSTRAINT "course_steps_course_id_course_definitions_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course_definitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_assignments_course_participant_idx" ON "course_assignments" USING btree ("course_id","participant_user_id");--> statement-breakpoint
CREATE INDEX "course_assignments_participant_idx" ON "course_assignments" USING btree ("tenant_id","participant_user_id","assigned_at");--> statement-breakpoint
CREATE INDEX "course_definitions_author_idx" ON "course_definitions" USING btree ("tenant_id","author_profile_id","updated_at");--> statement-breakpoint
CREATE INDEX "course_definitions_library_idx" ON "course_definitions" USING btree ("tenant_id","updated_at") WHERE "course_definitions"."visibility_status" = 'ALL';--> statement-breakpoint
CREATE INDEX "course_definitions_source_idx" ON "course_definitions" USING btree ("source_course_id") WHERE "course_definitions"."source_course_id" is not null;--> statement-breakpoint
CREATE INDEX "course_definitions_auto_assign_idx" ON "course_definitions" USING btree ("tenant_id","author_profile_id") WHERE "course_definitions"."auto_assign_all";--> statement-breakpoint
CREATE INDEX "course_step_progress_step_idx" ON "course_step_progress" USING btree ("step_id");--> statement-breakpoint
CREATE INDEX "course_steps_course_idx" ON "course_steps" USING btree ("course_id","position");--> statement-breakpoint
CREATE POLICY "course_assignments_tenant_isolation" ON "course_assignments" AS PERMISSIVE FOR ALL TO "stride_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "course_definitions_tenant_isolation" ON "course_definitions" AS PERMISSIVE FOR ALL TO "stride_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "course_step_progress_tenant_isolation" ON "course_step_progress" AS PERMISSIVE FOR ALL TO "stride_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "course_steps_tenant_isolation" ON "course_steps" AS PERMISSIVE FOR ALL TO "stride_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));