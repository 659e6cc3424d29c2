CREATE TABLE "translated_strings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "translated_strings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"engine" text NOT NULL,
	"source_language" text NOT NULL,
	"text_hash" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "translated_strings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "translated_strings_key_idx" ON "translated_strings" USING btree ("tenant_id","engine","source_language","text_hash");--> statement-breakpoint
CREATE POLICY "translated_strings_tenant_isolation" ON "translated_strings" AS PERMISSIVE FOR ALL TO "stride_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));