CREATE TABLE "journal_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journal_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"meal_id" integer NOT NULL,
	"participant_profile_id" integer NOT NULL,
	"date" date NOT NULL,
	"author_profile_id" integer NOT NULL,
	"by_participant" boolean NOT NULL,
	"text" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "journal_comments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "journal_days" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journal_days_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"participant_profile_id" integer NOT NULL,
	"date" date NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "journal_days" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "journal_meals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journal_meals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"day_id" integer NOT NULL,
	"participant_profile_id" integer NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"time" text,
	"text" text DEFAULT '' NOT NULL,
	"photo_resource_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"deleted_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_meals_kind_check" CHECK (kind in ('BREAKFAST', 'LUNCH', 'DINNER', 'SNACK'))
);
--> statement-breakpoint
ALTER TABLE "journal_meals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "swap_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "swap_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"swap_id" integer NOT NULL,
	"author_profile_id" integer NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"impact_level" integer,
	"difficult_level" integer,
	"media_resource_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "swap_entries_levels_check" CHECK (impact_level between 1 and 5 and difficult_level between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "swap_entries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "swap_progress" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "swap_progress_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"swap_id" integer NOT NULL,
	"date" date NOT NULL,
	"created_by_profile_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "swap_progress" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "swaps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "swaps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"participant_profile_id" integer NOT NULL,
	"description" text NOT NULL,
	"goal" text DEFAULT '' NOT NULL,
	"tactic" text DEFAULT '' NOT NULL,
	"repeat_goal" integer DEFAULT 1 NOT NULL,
	"impact_level" integer,
	"difficult_level" integer,
	"status" text DEFAULT 'NEW' NOT NULL,
	"rejected_reason" text,
	"media_resource_id" integer,
	"created_by_profile_id" integer,
	"progress_count" integer DEFAULT 0 NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "swaps_status_check" CHECK (status in ('NEW', 'IN_PROGRESS', 'DONE', 'REJECTED')),
	CONSTRAINT "swaps_repeat_goal_check" CHECK (repeat_goal between 1 and 365),
	CONSTRAINT "swaps_levels_check" CHECK (impact_level between 1 and 5 and difficult_level between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "swaps" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "journal_comments_meal_idx" ON "journal_comments" USING btree ("tenant_id","meal_id","id");--> statement-breakpoint
CREATE INDEX "journal_comments_participant_date_idx" ON "journal_comments" USING btree ("tenant_id","participant_profile_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_days_key" ON "journal_days" USING btree ("tenant_id","participant_profile_id","date");--> statement-breakpoint
CREATE INDEX "journal_meals_day_idx" ON "journal_meals" USING btree ("tenant_id","day_id","id");--> statement-breakpoint
CREATE INDEX "journal_meals_participant_date_idx" ON "journal_meals" USING btree ("tenant_id","participant_profile_id","date");--> statement-breakpoint
CREATE INDEX "swap_entries_swap_idx" ON "swap_entries" USING btree ("tenant_id","swap_id","created_at");--> statement-breakpoint
CREATE INDEX "swap_entries_media_idx" ON "swap_entries" USING btree ("tenant_id","media_resource_id");--> statement-breakpoint
CREATE UNIQUE INDEX "swap_progress_key" ON "swap_progress" USING btree ("tenant_id","swap_id","date");--> statement-breakpoint
CREATE INDEX "swaps_participant_idx" ON "swaps" USING btree ("tenant_id","participant_profile_id","status","created_at");--> statement-breakpoint
CREATE INDEX "swaps_media_idx" ON "swaps" USING btree ("tenant_id","media_resource_id");--> statement-breakpoint
CREATE POLICY "journal_comments_tenant_isolation" ON "journal_comments" AS PERMISSIVE FOR ALL TO "stride_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "journal_days_tenant_isolation" ON "journal_days" AS PERMISSIVE FOR ALL TO "stride_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "journal_meals_tenant_isolation" ON "journal_meals" AS PERMISSIVE FOR ALL TO "stride_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "swap_entries_tenant_isolation" ON "swap_entries" AS PERMISSIVE FOR ALL TO "stride_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "swap_progress_tenant_isolation" ON "swap_progress" AS PERMISSIVE FOR ALL TO "stride_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "swaps_tenant_isolation" ON "swaps" AS PERMISSIVE FOR ALL TO "stride_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));