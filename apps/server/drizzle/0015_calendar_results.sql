CREATE TABLE "participant_routine_results" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"participant_profile_id" integer NOT NULL,
	"status" text NOT NULL,
	"series" integer,
	"repetitions" integer,
	"weight" real,
	"time_seconds" integer,
	"distance" real,
	"comment" text,
	"rating" smallint,
	"skip_reason" text,
	"recorded_at" timestamp with time zone NOT NULL,
	"recorded_by_profile_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "participant_routine_results_status_check" CHECK (status in ('DONE', 'SKIPPED')),
	CONSTRAINT "participant_routine_results_rating_check" CHECK (rating is null or rating between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "participant_routine_results" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "participant_routine_items" ADD COLUMN "repeat_key" uuid;--> statement-breakpoint
CREATE INDEX "participant_routine_results_participant_idx" ON "participant_routine_results" USING btree ("tenant_id","participant_profile_id");--> statement-breakpoint
CREATE INDEX "participant_routine_items_repeat_idx" ON "participant_routine_items" USING btree ("tenant_id","repeat_key","date") WHERE repeat_key is not null;--> statement-breakpoint
CREATE POLICY "participant_routine_results_tenant_isolation" ON "participant_routine_results" AS PERMISSIVE FOR ALL TO "stride_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));