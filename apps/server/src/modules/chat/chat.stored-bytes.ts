import { sql } from 'drizzle-orm';
import { rowsOf } from '../../platform/db/arrays.js';
import type { StoredBytesSource } from '../library/index.js';
import { chatMessages } from './chat.table.js';

/**
 * Files attached to chat messages (an upload claimed by a message leaves the library's tables): they count
 * in their sender's storage quota while the message keeps them (a removed message drops its file).
 */
export const chatFilesStoredBytes: StoredBytesSource = {
  name: 'chat attachments',
  async bytesOf(tx, tenantId, profileId) {
    const result = await tx.execute(sql`
      select coalesce(sum((${chatMessages.file}->>'size')::bigint), 0) as bytes from ${chatMessages}
      where ${chatMessages.tenantId} = ${tenantId} and ${chatMessages.senderProfileId} = ${profileId}
        and ${chatMessages.file} is not null`);
    return Number(rowsOf<{ bytes: string | number }>(result)[0]?.bytes ?? 0);
  },
};
