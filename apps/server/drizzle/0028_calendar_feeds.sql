CREATE TABLE "calendar_feeds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_feeds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"participant_profile_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_by_profile_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_idx" ON "calendar_feeds" USING btree ("tenant_id","token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_active_idx" ON "calendar_feeds" USING btree ("tenant_id","participant_profile_id") WHERE revoked_at is null;--> statement-breakpoint
CREATE INDEX "calendar_feeds_participant_idx" ON "calendar_feeds" USING btree ("tenant_id","participant_profile_id");--> statement-breakpoint
CREATE POLICY "calendar_feeds_tenant_isolation" ON "calendar_feeds" AS PERMISSIVE FOR ALL TO "stride_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));