CREATE TABLE "shares" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shares_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"subject" text NOT NULL,
	"subject_id" integer NOT NULL,
	"from_company_id" integer,
	"to_company_id" integer NOT NULL,
	"shared_by_profile_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "shares" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "shares_subject_company_key" ON "shares" USING btree ("tenant_id","subject","subject_id","to_company_id");--> statement-breakpoint
CREATE INDEX "shares_received_idx" ON "shares" USING btree ("tenant_id","to_company_id","subject","created_at");--> statement-breakpoint
CREATE INDEX "shares_sent_idx" ON "shares" USING btree ("tenant_id","from_company_id","subject","created_at");--> statement-breakpoint
CREATE POLICY "shares_tenant_isolation" ON "shares" AS PERMISSIVE FOR ALL TO "stride_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
-- One sharing (docs/decisions.md, "One sharing"): the shares of both old tables move here before they go.
-- The exercise library's keep their ids (their audit rows, entity routine_share, name them).
INSERT INTO "shares" ("id", "tenant_id", "subject", "subject_id", "from_company_id", "to_company_id", "shared_by_profile_id", "created_at")
OVERRIDING SYSTEM VALUE
SELECT "id", "tenant_id", "subject", "subject_id", "from_company_id", "to_company_id", "shared_by_profile_id", "created_at"
FROM "routine_shares" ORDER BY "id";--> statement-breakpoint
-- New shares are numbered after the copied ones.
SELECT setval(pg_get_serial_sequence('shares', 'id'), (SELECT coalesce(max("id"), 0) + 1 FROM "shares"), false);--> statement-breakpoint
-- The sprint templates' shares get new ids, in their old order (their audit rows, entity
-- sprint_template_share, keep the old id and the template's id in templateId).
INSERT INTO "shares" ("tenant_id", "subject", "subject_id", "from_company_id", "to_company_id", "shared_by_profile_id", "created_at")
SELECT "tenant_id", 'SPRINT_TEMPLATE', "template_id", "from_company_id", "to_company_id", "shared_by_profile_id", "created_at"
FROM "sprint_template_shares" ORDER BY "id";--> statement-breakpoint
DROP POLICY "routine_shares_tenant_isolation" ON "routine_shares" CASCADE;--> statement-breakpoint
DROP TABLE "routine_shares" CASCADE;--> statement-breakpoint
DROP POLICY "sprint_template_shares_tenant_isolation" ON "sprint_template_shares" CASCADE;--> statement-breakpoint
DROP TABLE "sprint_template_shares" CASCADE;
