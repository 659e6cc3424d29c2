import { and, eq, sql } from 'drizzle-orm';
import { recordAuditsBy } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/client.js';
import type { TokenContext } from '../../platform/http/context.js';
import { notFound } from '../../platform/http/errors.js';
import { intArray, textArray } from '../../platform/db/arrays.js';
import { executePrepared } from '../../platform/db/prepared.js';
import { chatChannels, chatMembers, chatMessages, type MessageRow } from './chat.table.js';
import { NOW_TT } from './timetokens.js';
import { countOwnMessages, raisedBy, type UnreadPerson } from './unread.js';

export type MessageValues = Omit<typeof chatMessages.$inferInsert, 'tenantId' | 'channelId' | 'timetoken'>;

/** A checked message to store, with the context of the request that sent it (its actor, for the audit). */
export interface NewMessage {
  ctx: TokenContext;
  channelId: string;
  values: MessageValues;
}

export interface StoredMessages {
  /** In the order given: the row, and false when a message with its clientId was there already. */
  stored: Array<{ row: MessageRow; created: boolean }>;
  /** Per channel, the members its new messages raised the unread count of (to reach their user rooms). */
  bumpedUuids: Map<string, string[]>;
  /** Those members, once each (their unread totals changed). */
  raised: UnreadPerson[];
}

/**
 * Stores messages of one tenant in a fixed number of statements of constant text whatever their number:
 * the channels locked in id order (two writers never wait on each other crosswise) and their timetokens
 * taken in the same statement (greatest(now, last + 1), then one apart, in the order given) with their
 * members, one INSERT that also adds the senders' own messages to their read counts, one audit INSERT. A
 * clientId already stored (or twice in the batch) answers the stored row. The channel's row lock orders
 * writers: a second one waits for the first to commit, so timetokens are unique, increasing and visible in
 * that order (a catch-up with after= never skips one).
 */
export async function storeMessages(tx: Db, tenantId: string, items: NewMessage[]): Promise<StoredMessages> {
  if (items.length === 0) return { stored: [], bumpedUuids: new Map(), raised: [] };
  const channels = await takeTimetokens(tx, tenantId, items);
  const rows = items.map((item): MessageRow => {
    const channel = channels.get(item.channelId);
    if (channel === undefined) throw notFound('Chat');
    const timetoken = channel.next;
    channel.next += 1n;
    return newRow(tenantId, item.channelId, timetoken, item.values);
  });
  const inserted = await insertRows(tx, tenantId, rows);
  const stored: StoredMessages['stored'] = [];
  for (const row of rows) {
    const createdAt = inserted.get(`${row.channelId}\n${row.timetoken}`);
    // Ours when the row of its timetoken went in; otherwise its clientId was there (another request's row).
    if (createdAt) stored.push({ row: { ...row, createdAt }, created: true });
    else stored.push({ row: (await findByClientId(tx, row.channelId, row.clientId))!, created: false });
  }
  await uncountSkipped(
    tx,
    tenantId,
    stored.filter((s) => !s.created).map((s) => s.row.channelId),
  );
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
  const { bumpedUuids, raised } = raisedBy(
    created.map(({ row }) => row),
    (channelId) => channels.get(channelId)?.members ?? [],
  );
  return { stored, bumpedUuids, raised };
}

/**
 * Locks the messages' channels in id order and takes each one's timetokens (one per message) and counts
 * them (message_count, for the unread counts: unread.ts), in ONE statement: answers each channel's first
 * and its members (read under the lock that a change of members takes too). The CTE locks (ORDER BY then
 * FOR UPDATE: in that order) before the UPDATE touches a row, which it reaches only through the CTE.
 */
async function takeTimetokens(
  tx: Db,
  tenantId: string,
  items: NewMessage[],
): Promise<Map<string, { next: bigint; members: UnreadPerson[] }>> {
  const perChannel = new Map<string, number>();
  for (const item of items) perChannel.set(item.channelId, (perChannel.get(item.channelId) ?? 0) + 1);
  const ids = [...perChannel.keys()].sort();
  const taken = await executePrepared<{ id: string; last: string; members: Array<[number, string]> }>(
    tx,
    'chat_take_timetokens',
    sql`
    with locked as materialized (
      select id from ${chatChannels} where tenant_id = ${tenantId} and id = any(${textArray(ids)}) order by id for update
    )
    update ${chatChannels} c
    set last_timetoken = greatest(${NOW_TT}, coalesce(c.last_timetoken, 0) + 1) + (x.n - 1),
      message_count = c.message_count + x.n
    from locked l join unnest(${textArray(ids)}, ${intArray(ids.map((id) => perChannel.get(id)!))}) as x(id, n) on x.id = l.id
    where c.tenant_id = ${tenantId} and c.id = l.id
    returning c.id, c.last_timetoken::text as last,
      (select coalesce(json_agg(json_build_array(m.profile_id, m.user_uuid)), '[]') from ${chatMembers} m
       where m.channel_id = c.id) as members`,
  );
  const channels = new Map<string, { next: bigint; members: UnreadPerson[] }>();
  for (const r of taken) {
    channels.set(r.id, {
      next: BigInt(r.last) - BigInt(perChannel.get(r.id)! - 1),
      members: r.members.map(([profileId, uuid]) => ({ profileId, uuid })),
    });
  }
  return channels;
}

/**
 * The messages whose clientId was there already were counted in message_count with the others: taken off
 * again (a resend that raced its first copy, rare: no statement otherwise).
 */
async function uncountSkipped(tx: Db, tenantId: string, channelIds: string[]): Promise<void> {
  if (channelIds.length === 0) return;
  await tx.execute(sql`
    update ${chatChannels} c set message_count = c.message_count - x.n
    from (select id, count(*)::int as n from unnest(${textArray(channelIds)}) as u(id) group by id) x
    where c.tenant_id = ${tenantId} and c.id = x.id`);
}

/** A new message's row as it will be stored (createdAt is the database's, set by insertRows). */
function newRow(tenantId: string, channelId: string, timetoken: bigint, v: MessageValues): MessageRow {
  return {
    tenantId,
    channelId,
    timetoken,
    clientId: v.clientId,
    senderProfileId: v.senderProfileId,
    senderUuid: v.senderUuid,
    text: v.text ?? '',
    replyMessageTimetoken: v.replyMessageTimetoken ?? null,
    needAck: v.needAck ?? false,
    ackUuids: [],
    reactions: {},
    lng: v.lng ?? null,
    mediaLibraryFiles: v.mediaLibraryFiles ?? [],
    giphyFile: v.giphyFile ?? null,
    file: v.file ?? null,
    updatedAt: null,
    deletedAt: null,
    createdAt: new Date(0),
  };
}

/**
 * One INSERT of constant text, the rows in one JSON parameter (building a multi-row VALUES cost more than
 * storing it); a clientId already in the channel is skipped. The senders' own messages that went in are
 * added to their read counts in the same statement (unread.ts). Answers the created_at of each row that
 * went in, by channel and timetoken.
 */
async function insertRows(tx: Db, tenantId: string, rows: MessageRow[]): Promise<Map<string, Date>> {
  const json = rows.map((r) => ({
    tenant_id: r.tenantId,
    channel_id: r.channelId,
    timetoken: r.timetoken.toString(),
    client_id: r.clientId,
    sender_profile_id: r.senderProfileId,
    sender_uuid: r.senderUuid,
    text: r.text,
    reply_message_timetoken: r.replyMessageTimetoken?.toString() ?? null,
    need_ack: r.needAck,
    lng: r.lng,
    media_library_files: r.mediaLibraryFiles,
    giphy_file: r.giphyFile,
    file: r.file,
  }));
  const rowsIn = await executePrepared<{ channel_id: string; timetoken: string; at: number }>(
    tx,
    'chat_insert_messages',
    sql`
    with inserted as (
    insert into ${chatMessages} (tenant_id, channel_id, timetoken, client_id, sender_profile_id, sender_uuid, text,
      reply_message_timetoken, need_ack, lng, media_library_files, giphy_file, file)
    select * from jsonb_to_recordset(${JSON.stringify(json)}::jsonb) as r(tenant_id text, channel_id text,
      timetoken bigint, client_id text, sender_profile_id int, sender_uuid text, text text,
      reply_message_timetoken bigint, need_ack boolean, lng text, media_library_files jsonb, giphy_file jsonb,
      file jsonb)
    on conflict do nothing
    returning channel_id, timetoken, sender_profile_id, created_at
    ), own as (${countOwnMessages(tenantId, sql`inserted`)})
    select channel_id, timetoken::text as timetoken, (extract(epoch from created_at) * 1000)::float8 as at from inserted`,
  );
  return new Map(rowsIn.map((r) => [`${r.channel_id}\n${r.timetoken}`, new Date(Number(r.at))]));
}

async function findByClientId(tx: Db, channelId: string, clientId: string): Promise<MessageRow | undefined> {
  const [row] = await tx
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.channelId, channelId), eq(chatMessages.clientId, clientId)));
  return row;
}
