import { sql } from 'drizzle-orm';
import { attachmentSummary, CHAT_LAST_MESSAGE_TEXT, type ChatLastMessage } from '@stride/contracts';
import type { Db } from '../../platform/db/client.js';
import { rowsOf, textArray } from '../../platform/db/arrays.js';
import { chatMessages, type MessageRow } from './chat.table.js';

interface LastRow {
  channel_id: string;
  timetoken: string;
  sender_profile_id: number;
  created_at: string | Date;
  deleted: boolean;
  text: string;
  file: MessageRow['file'];
  media: MessageRow['mediaLibraryFiles'];
  giphy_file: MessageRow['giphyFile'];
}

/**
 * The newest message of each of these channels, as the chat list shows it, in ONE query whatever their
 * number (docs/decisions.md, "Coaching loop: chat like a messenger"): a lateral read per channel on the
 * messages' primary key (channel_id, timetoken) backwards, one row each, so no index of its own.
 */
export async function lastMessagesOf(
  tx: Db,
  tenantId: string,
  channelIds: string[],
): Promise<Map<string, ChatLastMessage>> {
  const found = new Map<string, ChatLastMessage>();
  if (channelIds.length === 0) return found;
  const rows = rowsOf<LastRow>(
    await tx.execute(sql`
    select c.id as channel_id, m.timetoken::text as timetoken, m.sender_profile_id, m.created_at,
      m.deleted_at is not null as deleted, left(m.text, ${CHAT_LAST_MESSAGE_TEXT}) as text, m.file,
      m.media_library_files as media, m.giphy_file
    from unnest(${textArray(channelIds)}) as c(id)
    cross join lateral (
      select * from ${chatMessages}
      where tenant_id = ${tenantId} and channel_id = c.id
      order by timetoken desc
      limit 1
    ) m`),
  );
  for (const r of rows) {
    found.set(r.channel_id, {
      timetoken: r.timetoken,
      senderProfileId: r.sender_profile_id,
      createdAt: new Date(r.created_at).toISOString(),
      deleted: r.deleted,
      text: r.deleted ? '' : r.text,
      attachment: r.deleted
        ? null
        : attachmentSummary({ file: r.file, mediaLibraryFiles: r.media ?? [], giphyFile: r.giphy_file ?? null }),
    });
  }
  return found;
}
