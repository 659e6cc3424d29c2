CREATE TABLE "survey_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"definition_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"type" text,
	"value" integer,
	"min_value" real,
	"max_value" real,
	"critical" boolean DEFAULT false NOT NULL,
	"section_ref_id" integer,
	CONSTRAINT "survey_answers_type_check" CHECK (type in ('text', 'textarea', 'number')),
	CONSTRAINT "survey_answers_range_check" CHECK (min_value is null or max_value is null or min_value <= max_value)
);
--> statement-breakpoint
ALTER TABLE "survey_answers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "survey_definitions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_definitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"licence" text DEFAULT '' NOT NULL,
	"languages" text[] DEFAULT '{en}' NOT NULL,
	"scoring" jsonb,
	"locked" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_definitions_kind_check" CHECK (kind in ('SCREENER', 'PUBLIC_SCREENER', 'SMART_SURVEY')),
	CONSTRAINT "survey_definitions_version_check" CHECK (version >= 1)
);
--> statement-breakpoint
ALTER TABLE "survey_definitions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "survey_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"definition_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"parent_answer_id" integer,
	"level" integer DEFAULT 0 NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"content" text NOT NULL,
	"scored" boolean DEFAULT true NOT NULL,
	CONSTRAINT "survey_questions_type_check" CHECK (type in ('RADIO', 'CHECKBOX', 'TEXT', 'TEXTAREA', 'NUMBER', 'OPTION', 'SINGLE_CHOICE', 'MULTI_CHOICE', 'DROPDOWN_LIST')),
	CONSTRAINT "survey_questions_level_check" CHECK (level between 0 and 2 and (level = 0) = (parent_answer_id is null))
);
--> statement-breakpoint
ALTER TABLE "survey_questions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "survey_sections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_sections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"definition_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"allow_empty" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "survey_sections" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_definition_id_survey_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."survey_definitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_question_id_survey_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."survey_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_definition_id_survey_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."survey_definitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_section_id_survey_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."survey_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_sections" ADD CONSTRAINT "survey_sections_definition_id_survey_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."survey_definitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_answers_question_idx" ON "survey_answers" USING btree ("tenant_id","definition_id","question_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_definitions_key" ON "survey_definitions" USING btree ("tenant_id","key","version");--> statement-breakpoint
CREATE INDEX "survey_definitions_kind_idx" ON "survey_definitions" USING btree ("tenant_id","kind","name");--> statement-breakpoint
CREATE INDEX "survey_questions_definition_idx" ON "survey_questions" USING btree ("tenant_id","definition_id","section_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_sections_position" ON "survey_sections" USING btree ("tenant_id","definition_id","position");--> statement-breakpoint
CREATE POLICY "survey_answers_tenant_isolation" ON "survey_answers" AS PERMISSIVE FOR ALL TO "stride_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "survey_definitions_tenant_isolation" ON "survey_definitions" AS PERMISSIVE FOR ALL TO "stride_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "survey_questions_tenant_isolation" ON "survey_questions" AS PERMISSIVE FOR ALL TO "stride_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "survey_sections_tenant_isolation" ON "survey_sections" AS PERMISSIVE FOR ALL TO "stride_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));