ALTER TABLE "chat_members" ADD COLUMN "unread_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The counts of the rows already there, as the unread query counted them.
UPDATE "chat_members" AS mb SET "unread_count" = (
  SELECT count(*)::int FROM "chat_messages" AS m
  WHERE m."channel_id" = mb."channel_id"
    AND m."timetoken" > coalesce(mb."time_token", 0)
    AND m."sender_profile_id" <> mb."profile_id"
    AND m."deleted_at" IS NULL
);
