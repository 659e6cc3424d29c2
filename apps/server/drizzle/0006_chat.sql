CREATE TABLE "chat_channels" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"is_direct_message" boolean DEFAULT false NOT NULL,
	"is_read_only" boolean DEFAULT false NOT NULL,
	"is_free_user_chat" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"direct_key" text,
	"last_timetoken" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_channels" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "chat_members" (
	"tenant_id" text NOT NULL,
	"channel_id" text NOT NULL,
	"profile_id" integer NOT NULL,
	"user_uuid" text NOT NULL,
	"time_token" bigint,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_members_channel_id_profile_id_pk" PRIMARY KEY("channel_id","profile_id")
);
--> statement-breakpoint
ALTER TABLE "chat_members" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"tenant_id" text NOT NULL,
	"channel_id" text NOT NULL,
	"timetoken" bigint NOT NULL,
	"client_id" text NOT NULL,
	"sender_profile_id" integer NOT NULL,
	"sender_uuid" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"reply_message_timetoken" bigint,
	"need_ack" boolean DEFAULT false NOT NULL,
	"ack_uuids" text[] DEFAULT '{}'::text[] NOT NULL,
	"reactions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"lng" text,
	"media_library_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"giphy_file" jsonb,
	"file" jsonb,
	"updated_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_channel_id_timetoken_pk" PRIMARY KEY("channel_id","timetoken")
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sami_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sami_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"asked_by" integer NOT NULL,
	"target_profile_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"source" text NOT NULL,
	"facts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"final_answer" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sami_answers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_channels_direct_idx" ON "chat_channels" USING btree ("tenant_id","direct_key") WHERE direct_key is not null;--> statement-breakpoint
CREATE INDEX "chat_members_profile_idx" ON "chat_members" USING btree ("tenant_id","profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_idx" ON "chat_messages" USING btree ("channel_id","client_id");--> statement-breakpoint
CREATE INDEX "sami_answers_target_idx" ON "sami_answers" USING btree ("tenant_id","target_profile_id");--> statement-breakpoint
CREATE POLICY "chat_channels_tenant_isolation" ON "chat_channels" AS PERMISSIVE FOR ALL TO "stride_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "chat_members_tenant_isolation" ON "chat_members" AS PERMISSIVE FOR ALL TO "stride_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "chat_messages_tenant_isolation" ON "chat_messages" AS PERMISSIVE FOR ALL TO "stride_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "sami_answers_tenant_isolation" ON "sami_answers" AS PERMISSIVE FOR ALL TO "stride_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));