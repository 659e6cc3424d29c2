import { and, eq, sql } from 'drizzle-orm';
import { recordAuditsBy } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/client.js';
import type { RequestContext } from '../../platform/http/context.js';
import { notFound } from '../../platform/http/errors.js';
import { chatChannels, chatMessages, type MessageRow } from './chat.table.js';

import { NOW_TT } from './timetokens.js';
import { bumpUnread, type Recipient } from './unread.js';
import { intArray, textArray } from '../../platform/db/arrays.js';

export type MessageValues = Omit<typeof chatMessages.$inferInsert, 'tenantId' | 'channelId' | 'timetoken'>;

/** A checked message to store, with the context of the request that sent it (its actor, for the audit). */
export interface NewMessage {
  ctx: RequestContext;
  channelId: string;
  values: MessageValues;
}

export interface StoredMessages {
  /** In the order given: the row, and false when a message with its clientId was there already. */
  stored: Array<{ row: MessageRow; created: boolean }>;
  /** Per channel, the members its new messages raised the unread count of (to reach their user rooms). */
  bumpedUuids: Map<string, string[]>;
  /** Those members' unread totals after these messages. */
  totals: Recipient[];
}

/**
 * Stores messages of one tenant in a fixed number of statements whatever their number: the channels
 * locked in id order (two writers never wait on each other crosswise), each channel's timetokens
 * taken at once (greatest(now, last + 1), then one apart, in the order given), one INSERT, one audit
 * INSERT, one unread UPDATE. A clientId already stored (or twice in the batch) answers the stored row.
 * The channel's row lock orders writers: a second one waits for the first to commit, so timetokens are
 * unique, increasing and visible in that order (a catch-up with after= never skips one).
 */
export async function storeMessages(tx: Db, tenantId: string, items: NewMessage[]): Promise<StoredMessages> {
  if (items.length === 0) return { stored: [], bumpedUuids: new Map(), totals: [] };
  const perChannel = new Map<string, number>();
  for (const item of items) perChannel.set(item.channelId, (perChannel.get(item.channelId) ?? 0) + 1);
  const ids = [...perChannel.keys()].sort();
  await tx
    .select({ id: chatChannels.id })
    .from(chatChannels)
    .where(and(eq(chatChannels.tenantId, tenantId), sql`${chatChannels.id} = any(${textArray(ids)})`))
    .orderBy(chatChannels.id)
    .for('update');
  const counts = ids.map((id) => perChannel.get(id)!);
  const taken = await tx.execute(sql`
    update ${chatChannels} c
    set last_timetoken = greatest(${NOW_TT}, coalesce(c.last_timetoken, 0) + 1) + (x.n - 1)
    from unnest(${textArray(ids)}, ${intArray(counts)}) as x(id, n)
    where c.tenant_id = ${tenantId} and c.id = x.id
    returning c.id, c.last_timetoken::text as last`);
  const next = new Map<string, bigint>();
  for (const r of (taken as unknown as { rows: { id: string; last: string }[] }).rows) {
    next.set(r.id, BigInt(r.last) - BigInt(perChannel.get(r.id)! - 1));
  }
  const rows = items.map((item) => {
    const timetoken = next.get(item.channelId);
    if (timetoken === undefined) throw notFound('Chat');
    next.set(item.channelId, timetoken + 1n);
    return { ...item.values, tenantId, channelId: item.channelId, timetoken };
  });
  const inserted = await tx.insert(chatMessages).values(rows).onConflictDoNothing().returning();
  const key = (channelId: string, clientId: string) => `${channelId}\n${clientId}`;
  const byKey = new Map(inserted.map((row) => [key(row.channelId, row.clientId), row]));
  const stored: StoredMessages['stored'] = [];
  for (const [i, item] of items.entries()) {
    const row = byKey.get(key(item.channelId, item.values.clientId));
    // Ours when its timetoken is the one taken for it; otherwise another (earlier) request's row.
    if (row && row.timetoken === rows[i]!.timetoken) stored.push({ row, created: true });
    else stored.push({ row: row ?? (await findByClientId(tx, item.channelId, item.values.clientId))!, created: false });
  }
  const created = stored.flatMap((s, i) => (s.created ? [{ row: s.row, ctx: items[i]!.ctx }] : []));
  await recordAuditsBy(
    tx,
    created.map(({ row, ctx }) => ({
      ctx,
      operation: 'CREATE',
      entityType: 'chat_message',
      entityId: `${row.channelId}:${row.timetoken}`,
      after: row,
    })),
  );
  const { bumpedUuids, totals } = await bumpUnread(
    tx,
    tenantId,
    created.map(({ row }) => row),
  );
  return { stored, bumpedUuids, totals };
}

async function findByClientId(tx: Db, channelId: string, clientId: string): Promise<MessageRow | undefined> {
  const [row] = await tx
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.channelId, channelId), eq(chatMessages.clientId, clientId)));
  return row;
}
