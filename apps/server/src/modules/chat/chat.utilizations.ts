import { sql } from 'drizzle-orm';
import { intArray, rowsOf } from '../../platform/db/arrays.js';
import type { UtilizationSource } from '../library/index.js';
import { chatMembers, chatMessages } from './chat.table.js';

/**
 * Library media sent in chat messages: SENT_MESSAGE_OR_PAST_DEFINITION, eligible for removal (a
 * forced delete takes the file out of the messages; the messages stay). The channel's members may read
 * it while the message is there.
 */
export const chatMessagesSource: UtilizationSource = {
  type: 'SENT_MESSAGE_OR_PAST_DEFINITION',
  async find(tx, ctx, resourceIds) {
    const result = await tx.execute(sql`
      select (e->>'resourceId')::int as resource_id, m.channel_id, m.created_at
      from ${chatMessages} m, jsonb_array_elements(m.media_library_files) e
      where m.tenant_id = ${ctx.tenantId} and (e->>'resourceId')::int = any(${intArray(resourceIds)})
      order by m.created_at`);
    const rows = rowsOf<{ resource_id: number; channel_id: string; created_at: string | Date }>(result);
    return rows.map((r) => ({
      resourceId: Number(r.resource_id),
      utilization: {
        utilizationType: 'SENT_MESSAGE_OR_PAST_DEFINITION',
        eligibleForRemoval: true,
        metadata: { channelId: r.channel_id, sentAt: new Date(r.created_at).toISOString() },
      },
    }));
  },
  async letsRead(tx, ctx, profileId, resourceId) {
    const result = await tx.execute(sql`
      select 1 from ${chatMessages} m
      join ${chatMembers} mb on mb.channel_id = m.channel_id and mb.profile_id = ${profileId}
      where m.tenant_id = ${ctx.tenantId} and m.deleted_at is null
        and m.media_library_files @> ${JSON.stringify([{ resourceId }])}::jsonb
      limit 1`);
    return rowsOf<unknown>(result).length > 0;
  },
  async release(tx, ctx, resourceIds) {
    await tx.execute(sql`
      update ${chatMessages} m
      set media_library_files = coalesce((
        select jsonb_agg(e) from jsonb_array_elements(m.media_library_files) e
        where not ((e->>'resourceId')::int = any(${intArray(resourceIds)}))), '[]'::jsonb)
      where m.tenant_id = ${ctx.tenantId} and exists (
        select 1 from jsonb_array_elements(m.media_library_files) e
        where (e->>'resourceId')::int = any(${intArray(resourceIds)}))`);
  },
};
