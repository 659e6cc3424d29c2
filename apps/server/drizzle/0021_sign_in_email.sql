ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" text;--> statement-breakpoint
-- A person who has a password set it through a link mailed to their address (or is a demo account): proven.
UPDATE "users" SET "email_confirmed_at" = coalesce("first_login_at", "created_at") WHERE "password_hash" IS NOT NULL;
