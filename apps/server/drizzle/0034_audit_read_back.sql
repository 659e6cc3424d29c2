DROP INDEX "audit_log_tenant_at_idx";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "subject_user_id" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "request_method" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "request_path" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "request_ip" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "user_agent" text;--> statement-breakpoint
CREATE INDEX "audit_log_tenant_operation_at_idx" ON "audit_log" USING btree ("tenant_id","operation","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_tenant_type_at_idx" ON "audit_log" USING btree ("tenant_id","entity_type","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_tenant_actor_at_idx" ON "audit_log" USING btree ("tenant_id","actor_user_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_tenant_surrogate_at_idx" ON "audit_log" USING btree ("tenant_id","surrogate_actor_user_id","at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE surrogate_actor_user_id is not null;--> statement-breakpoint
CREATE INDEX "audit_log_tenant_subject_at_idx" ON "audit_log" USING btree ("tenant_id","subject_user_id","at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE subject_user_id is not null;--> statement-breakpoint
CREATE INDEX "audit_log_tenant_entity_id_idx" ON "audit_log" USING btree ("tenant_id","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_tenant_at_idx" ON "audit_log" USING btree ("tenant_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Rows written before the subject column: a user entity's id is whose record it is.
UPDATE "audit_log" SET "subject_user_id" = "entity_id"::integer
  WHERE "entity_type" IN ('user', 'participant', 'account') AND "entity_id" ~ '^[0-9]{1,9}$';
--> statement-breakpoint
-- Append-only (docs/security.md, "Audit log"): the application role may only read and insert, and a trigger
-- refuses UPDATE, DELETE and TRUNCATE for every role, unless the retention job's transaction set
-- stride.audit_retention to 'on' (SET LOCAL), which it does only to delete what it has archived.
REVOKE UPDATE, DELETE, TRUNCATE ON "audit_log" FROM stride_app;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('stride.audit_retention', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
