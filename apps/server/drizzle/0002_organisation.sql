CREATE TABLE "quick_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quick_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"profile_id" integer NOT NULL,
	"message" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quick_messages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "picture_thumb" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "picture_thumb" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "first_login_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "quick_messages_profile_idx" ON "quick_messages" USING btree ("tenant_id","profile_id","id");--> statement-breakpoint
CREATE POLICY "quick_messages_tenant_isolation" ON "quick_messages" AS PERMISSIVE FOR ALL TO "stride_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));