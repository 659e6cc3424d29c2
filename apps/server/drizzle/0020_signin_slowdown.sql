CREATE TABLE "signin_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"wait_until" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "signin_failures_last_failure_idx" ON "signin_failures" USING btree ("last_failure_at");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_signins";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";