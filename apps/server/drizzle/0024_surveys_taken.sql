CREATE TABLE "survey_responses" (
	"tenant_id" text NOT NULL,
	"survey_id" integer NOT NULL,
	"answer_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"selected" boolean DEFAULT false NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"value" real,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_responses_survey_id_answer_id_pk" PRIMARY KEY("survey_id","answer_id"),
	CONSTRAINT "survey_responses_content_check" CHECK (length(content) <= 5000)
);
--> statement-breakpoint
ALTER TABLE "survey_responses" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "survey_schedules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"definition_id" integer NOT NULL,
	"participant_user_id" integer NOT NULL,
	"scheduled_by_user_id" integer,
	"every_weeks" integer NOT NULL,
	"next_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_schedules_weeks_check" CHECK (every_weeks between 1 and 52)
);
--> statement-breakpoint
ALTER TABLE "survey_schedules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "survey_section_states" (
	"tenant_id" text NOT NULL,
	"survey_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_section_states_survey_id_section_id_pk" PRIMARY KEY("survey_id","section_id")
);
--> statement-breakpoint
ALTER TABLE "survey_section_states" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "surveys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"definition_id" integer NOT NULL,
	"participant_user_id" integer,
	"schedule_id" integer,
	"scheduled_by_user_id" integer,
	"repeat_every_weeks" integer,
	"status" text DEFAULT 'SCHEDULED' NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"answered_questions" integer DEFAULT 0 NOT NULL,
	"total_questions" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"score" integer,
	"rfs_points" integer,
	"bhvs_points" integer,
	"band_key" text,
	"band_label" text,
	"positive" boolean,
	"summary" text,
	"critical_at" timestamp with time zone,
	"critical_questions" text[],
	"acknowledged_by_user_id" integer,
	"acknowledged_at" timestamp with time zone,
	"acknowledgement_note" text,
	"public_key" text,
	"taker_token_hash" text,
	"email" text,
	"first_name" text,
	"last_name" text,
	"language" text,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surveys_status_check" CHECK (status in ('SCHEDULED', 'IN_PROGRESS', 'COMPLETED')),
	CONSTRAINT "surveys_taker_check" CHECK ((participant_user_id is null) = (public_key is not null))
);
--> statement-breakpoint
ALTER TABLE "surveys" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "urgent_key" text;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_schedules" ADD CONSTRAINT "survey_schedules_definition_id_survey_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."survey_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_section_states" ADD CONSTRAINT "survey_section_states_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_definition_id_survey_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."survey_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_schedule_id_survey_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."survey_schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_schedules_due_idx" ON "survey_schedules" USING btree ("next_at") WHERE "survey_schedules"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "survey_schedules_participant_idx" ON "survey_schedules" USING btree ("tenant_id","participant_user_id");--> statement-breakpoint
CREATE INDEX "surveys_participant_idx" ON "surveys" USING btree ("tenant_id","participant_user_id","available_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "surveys_definition_idx" ON "surveys" USING btree ("tenant_id","definition_id","status","completed_at");--> statement-breakpoint
CREATE INDEX "surveys_status_idx" ON "surveys" USING btree ("tenant_id","status","available_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "surveys_unnotified_idx" ON "surveys" USING btree ("available_at") WHERE "surveys"."notified_at" is null and "surveys"."participant_user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "surveys_taker_idx" ON "surveys" USING btree ("taker_token_hash") WHERE "surveys"."taker_token_hash" is not null;--> statement-breakpoint
CREATE INDEX "notifications_urgent_idx" ON "notifications" USING btree ("tenant_id","urgent_key") WHERE "notifications"."urgent_key" is not null;--> statement-breakpoint
CREATE POLICY "survey_responses_tenant_isolation" ON "survey_responses" AS PERMISSIVE FOR ALL TO "stride_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "survey_schedules_tenant_isolation" ON "survey_schedules" AS PERMISSIVE FOR ALL TO "stride_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "survey_section_states_tenant_isolation" ON "survey_section_states" AS PERMISSIVE FOR ALL TO "stride_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "surveys_tenant_isolation" ON "surveys" AS PERMISSIVE FOR ALL TO "stride_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));