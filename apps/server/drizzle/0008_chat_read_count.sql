ALTER TABLE "chat_channels" ADD COLUMN "message_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_members" ADD COLUMN "read_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The counts of the rows already there: every message of a channel, and each member's unread as it was kept.
UPDATE "chat_channels" AS c SET "message_count" = (
  SELECT count(*)::int FROM "chat_messages" AS m WHERE m."channel_id" = c."id"
);--> statement-breakpoint
UPDATE "chat_members" AS mb SET "read_count" = c."message_count" - mb."unread_count"
FROM "chat_channels" AS c WHERE c."id" = mb."channel_id";
