CREATE TABLE "signin_sessions" (
	"grant_id" text PRIMARY KEY NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"user_agent" text,
	"address" text,
	"signed_in_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "signin_sessions_id_key" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "totp_credentials" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"sealed_key" text NOT NULL,
	"enabled_at" timestamp with time zone,
	"last_step" integer,
	"recovery_hashes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "signin_sessions_user_idx" ON "signin_sessions" USING btree ("user_id");