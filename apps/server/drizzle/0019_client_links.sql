-- Links from clients (docs/decisions.md, "Links from clients"; issue 26, findings 3 and 9): what was kept
-- before the rule is brought under it, so no reader (the portal, the mobile app, an export) meets a
-- javascript:, data: or vbscript: link, and the server posts to no endpoint a browser could not have given.
-- A definition's and a calendar item's external link that is not a web link is removed (the item stays).
UPDATE "routine_definitions" SET "external_url" = NULL
WHERE "external_url" IS NOT NULL
  AND NOT ("external_url" ~* '^https?://[^[:space:][:cntrl:]/?#@]+([/?#][^[:space:][:cntrl:]]*)?$' AND length("external_url") <= 2048);--> statement-breakpoint
UPDATE "participant_routine_items" SET "external_url" = NULL
WHERE "external_url" IS NOT NULL
  AND NOT ("external_url" ~* '^https?://[^[:space:][:cntrl:]/?#@]+([/?#][^[:space:][:cntrl:]]*)?$' AND length("external_url") <= 2048);--> statement-breakpoint
-- A chat GIF that is not a GIPHY link leaves its message (its text, if any, stays).
UPDATE "chat_messages" SET "giphy_file" = NULL
WHERE "giphy_file" IS NOT NULL
  AND NOT coalesce("giphy_file"->>'url', '') ~* '^https://([a-z0-9-]+\.)*giphy\.com(:[0-9]+)?([/?#][^[:space:][:cntrl:]]*)?$';--> statement-breakpoint
-- A library file's thumbnail in a message was the link the client sent (a signed link that expired within
-- 20 minutes, or anything): dropped. Messages now show the file's own thumbnail (thumbnailKey).
UPDATE "chat_messages"
SET "media_library_files" = (SELECT jsonb_agg(f - 'thumbnailUrl') FROM jsonb_array_elements("media_library_files") AS f)
WHERE EXISTS (SELECT 1 FROM jsonb_array_elements("media_library_files") AS f WHERE f ? 'thumbnailUrl');--> statement-breakpoint
-- A push endpoint that is not https is never posted to again: the subscription goes (the browser subscribes
-- anew at its next visit, at its real push service).
DELETE FROM "push_subscriptions" WHERE "endpoint" !~* '^https://';
