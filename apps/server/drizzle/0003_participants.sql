CREATE TABLE "tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"metadata" jsonb DEFAULT '{"IMPORTED_PARTICIPANTS":0}'::jsonb NOT NULL,
	"error_details" jsonb,
	"rows" integer DEFAULT 0 NOT NULL,
	"task_errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"file_key" text,
	"file_name" text,
	"job_id" uuid,
	"created_by" integer NOT NULL,
	"surrogate_actor_user_id" integer,
	"trace_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_status_check" CHECK (status in ('in_progress', 'completed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "tasks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "tasks_tenant_creator_idx" ON "tasks" USING btree ("tenant_id","created_by","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tasks_in_progress_idx" ON "tasks" USING btree ("updated_at") WHERE status = 'in_progress';--> statement-breakpoint
CREATE POLICY "tasks_tenant_isolation" ON "tasks" AS PERMISSIVE FOR ALL TO "stride_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));