CREATE TABLE "notification_settings" (
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"routines" boolean NOT NULL,
	"new_login" boolean NOT NULL,
	"smart_survey" boolean NOT NULL,
	"journal" boolean NOT NULL,
	"swap" boolean NOT NULL,
	"browser_notifications" boolean NOT NULL,
	"auto_delete" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_settings_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP INDEX "notifications_user_created_idx";--> statement-breakpoint
DROP INDEX "notifications_user_unread_idx";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "entity_profile_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
CREATE INDEX "notification_settings_autodelete_idx" ON "notification_settings" USING btree ("tenant_id") WHERE "notification_settings"."auto_delete";--> statement-breakpoint
CREATE INDEX "notifications_user_entity_created_idx" ON "notifications" USING btree ("tenant_id","user_id","entity_profile_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_resend_idx" ON "notifications" USING btree ("resend_at") WHERE "notifications"."resend_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_dedupe_idx" ON "notifications" USING btree ("tenant_id","user_id","dedupe_key") WHERE "notifications"."dedupe_key" is not null;--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("tenant_id","user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("tenant_id","user_id","created_at" DESC NULLS LAST) WHERE "notifications"."unread";--> statement-breakpoint
CREATE POLICY "notification_settings_tenant_isolation" ON "notification_settings" AS PERMISSIVE FOR ALL TO "stride_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
UPDATE "notifications" SET "entity_profile_id" = ("parameters"->>'entityProfileId')::integer WHERE jsonb_typeof("parameters"->'entityProfileId') = 'number';
