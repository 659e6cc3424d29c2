import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  SPRINT_CHANNEL_MARK,
  type ChatChannel,
  type ProfilePreview,
  type chatMemberBodySchema,
  type createChatBodySchema,
  type updateChatBodySchema,
} from '@stride/contracts';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/client.js';
import type { RequestContext } from '../../platform/http/context.js';
import { authorize } from '../../platform/http/authorize.js';
import { badRequest, preconditionFailed } from '../../platform/http/errors.js';
import { anyId, textArray } from '../../platform/db/arrays.js';
import { previewRowsWhere, previewsOfMembers, presentPreview } from '../profiles/index.js';
import { chatPartnersWhere, ONLY_EDITORS, ONLY_STAFF_GROUPS } from './chat.policy.js';
import { presentChannels } from './chat.presenter.js';
import { chatChannels, chatMembers, type ChannelRow } from './chat.table.js';
import { actorOf, getMemberChannel } from './members.js';
import { readCountAfter } from './unread.js';

type CreateChatBody = z.infer<typeof createChatBodySchema>;
type UpdateChatBody = z.infer<typeof updateChatBodySchema>;
export type ChatMemberBody = z.infer<typeof chatMemberBodySchema>;

interface Person {
  profileId: number;
  uuid: string;
}

const newChannelId = () => `ch_${randomUUID().replaceAll('-', '')}`;
const personalChannelId = (uuid: string) => `prv_${uuid}`;
const directKeyOf = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);

/** The contacts rows: the actor's chat partners among these ids (all of them without ids). */
async function partners(tx: Db, ctx: RequestContext, ids?: number[]) {
  return previewRowsWhere(tx, ctx.tenantId, chatPartnersWhere(actorOf(ctx)), ids);
}

/** These profile ids, each a chat partner of the actor: 400 naming the others, nothing changed. */
async function requirePartners(tx: Db, ctx: RequestContext, ids: number[]): Promise<Person[]> {
  const unique = [...new Set(ids)];
  const found = await partners(tx, ctx, unique);
  const missing = unique.filter((id) => !found.some((f) => f.profileId === id));
  if (missing.length > 0) {
    throw badRequest(
      'You cannot chat with some of these people.',
      missing.map((id) => ({ path: 'chatMembers', message: `Profile ${id} is not one of your contacts.` })),
    );
  }
  return found.map((f) => ({ profileId: f.profileId, uuid: f.uuid }));
}

/** GET /contacts: everyone the actor may chat with. */
export async function listContacts(tx: Db, ctx: RequestContext) {
  const rows = await partners(tx, ctx);
  return {
    contacts: rows.map((r) => ({
      firstName: r.firstName,
      lastName: r.lastName,
      profileId: r.profileId,
      uuid: r.uuid,
      roleId: r.roleId,
      email: r.email,
    })),
    profilePreviews: rows.map(presentPreview),
  };
}

async function insertChannel(
  tx: Db,
  ctx: RequestContext,
  values: Omit<typeof chatChannels.$inferInsert, 'tenantId'>,
  people: Person[],
): Promise<ChannelRow | null> {
  const [row] = await tx
    .insert(chatChannels)
    .values({ ...values, tenantId: ctx.tenantId })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  await tx
    .insert(chatMembers)
    .values(
      people.map((p) => ({ tenantId: ctx.tenantId, channelId: row.id, profileId: p.profileId, userUuid: p.uuid })),
    )
    .onConflictDoNothing();
  await recordAudit(tx, ctx, {
    operation: 'CREATE',
    entityType: 'chat_channel',
    entityId: row.id,
    after: { ...row, members: people.map((p) => p.profileId) },
  });
  return row;
}

/** The user's personal channel prv_<uuid>, made on first use, only them as member. */
async function ensurePersonalChannel(tx: Db, ctx: RequestContext): Promise<string> {
  const actor = actorOf(ctx);
  const id = personalChannelId(actor.uuid);
  await insertChannel(tx, ctx, { id, createdBy: actor.profileId }, [{ profileId: actor.profileId, uuid: actor.uuid }]);
  return id;
}

/** GET /chats: the actor's channels (hidden ones too with ?hidden=true), newest message first. */
export async function listChats(tx: Db, ctx: RequestContext, includeHidden: boolean) {
  const actor = actorOf(ctx);
  const prvChatId = await ensurePersonalChannel(tx, ctx);
  const rows = await tx
    .select({ channel: chatChannels })
    .from(chatChannels)
    .innerJoin(chatMembers, and(eq(chatMembers.channelId, chatChannels.id), eq(chatMembers.profileId, actor.profileId)))
    .where(
      and(
        eq(chatChannels.tenantId, ctx.tenantId),
        sql`${chatChannels.id} <> ${prvChatId}`,
        includeHidden ? undefined : eq(chatMembers.isHidden, false),
      ),
    )
    .orderBy(sql`${chatChannels.lastTimetoken} desc nulls last`, desc(chatChannels.createdAt));
  const chats = await presentChannels(
    tx,
    ctx,
    rows.map((r) => r.channel),
  );
  const ids = [...new Set(chats.flatMap((c) => c.chatMembers.map((m) => m.profileId)))];
  const profilePreviews: ProfilePreview[] = await previewsOfMembers(tx, ctx, ids);
  return { chats, prvChatId, profilePreviews };
}

export interface ChannelChange {
  channel: ChatChannel;
  /** Whether it was made now (201) or found (a direct message's pair already had one: 200). */
  created: boolean;
  /** Members removed by this change (they leave the room). */
  removed: string[];
}

/** The direct channel of the actor and one partner: the existing one, else a new one. */
async function ensureDirect(tx: Db, ctx: RequestContext, other: Person, isFreeUserChat: boolean) {
  const actor = actorOf(ctx);
  const directKey = directKeyOf(actor.profileId, other.profileId);
  const people = [{ profileId: actor.profileId, uuid: actor.uuid }, other];
  const made = await insertChannel(
    tx,
    ctx,
    { id: newChannelId(), isDirectMessage: true, isFreeUserChat, createdBy: actor.profileId, directKey },
    people,
  );
  if (made) return { row: made, created: true };
  const [existing] = await tx
    .select()
    .from(chatChannels)
    .where(and(eq(chatChannels.tenantId, ctx.tenantId), eq(chatChannels.directKey, directKey)));
  // Opening it again brings it back from the archive.
  await tx
    .update(chatMembers)
    .set({ isHidden: false })
    .where(and(eq(chatMembers.channelId, existing!.id), eq(chatMembers.profileId, actor.profileId)));
  return { row: existing!, created: false };
}

/** POST /chats: a direct message (exactly one other member; one channel per pair) or a group (staff only). */
export async function createChat(tx: Db, ctx: RequestContext, body: CreateChatBody): Promise<ChannelChange> {
  const actor = actorOf(ctx);
  // The spec sends the creator along: it can only be the actor (docs/decisions.md, "Chat").
  if (body.createdBy !== undefined && body.createdBy !== actor.profileId) {
    throw badRequest('A chat is created by the signed-in person.', [
      { path: 'createdBy', message: 'Must be your own profile id.' },
    ]);
  }
  const others = [...new Set(body.chatMembers)].filter((id) => id !== actor.profileId);
  if (body.isDirectMessage) {
    if (others.length !== 1) {
      throw badRequest('A direct message has exactly one other member.', [
        { path: 'chatMembers', message: 'Choose one contact.' },
      ]);
    }
    const [other] = await requirePartners(tx, ctx, others);
    const { row, created } = await ensureDirect(tx, ctx, other!, body.isFreeUserChat);
    return { channel: (await presentChannels(tx, ctx, [row]))[0]!, created, removed: [] };
  }
  authorize(actor, 'chat.createGroup', undefined, ONLY_STAFF_GROUPS);
  if (others.length === 0) {
    throw badRequest('Choose at least one contact.', [{ path: 'chatMembers', message: 'Choose at least one contact' }]);
  }
  const people = await requirePartners(tx, ctx, others);
  const row = await insertChannel(
    tx,
    ctx,
    {
      id: newChannelId(),
      name: body.name,
      isReadOnly: body.isReadOnly,
      isFreeUserChat: body.isFreeUserChat,
      createdBy: actor.profileId,
    },
    [{ profileId: actor.profileId, uuid: actor.uuid }, ...people],
  );
  return { channel: (await presentChannels(tx, ctx, [row!]))[0]!, created: true, removed: [] };
}

/** PUT /chats/{id}: name, members (the creator stays), read-only; creator or admins; If-Match. */
export async function updateChat(
  tx: Db,
  ctx: RequestContext,
  channelId: string,
  expectedVersion: number,
  body: UpdateChatBody,
): Promise<ChannelChange> {
  const actor = actorOf(ctx);
  // Locked first, as a publish locks it: a new member's unread count misses no message being sent.
  const { channel } = await getMemberChannel(tx, ctx, channelId, { lock: true });
  const before = (await presentChannels(tx, ctx, [channel]))[0]!;
  authorize(actor, 'chat.update', before, ONLY_EDITORS);
  if (channel.version !== expectedVersion) throw preconditionFailed(before);
  const current = before.chatMembers.map((m) => m.profileId);
  const keep = body.chatMembers && new Set([channel.createdBy ?? actor.profileId, ...body.chatMembers]);
  // The channel as read may come back whole (a PUT takes its GET's representation): only a change counts.
  const membersChange = keep !== undefined && (keep.size !== current.length || current.some((id) => !keep.has(id)));
  const nameChange = body.name !== undefined && body.name !== channel.name;
  if (channel.isDirectMessage && (membersChange || nameChange)) {
    throw badRequest('The members and name of a direct message cannot change.');
  }
  let removed: string[] = [];
  if (keep && membersChange) {
    const added = [...keep].filter((id) => !current.includes(id));
    const people = await requirePartners(
      tx,
      ctx,
      added.filter((id) => id !== actor.profileId),
    );
    if (people.length) {
      await tx.insert(chatMembers).values(
        people.map((p) => ({
          tenantId: ctx.tenantId,
          channelId,
          profileId: p.profileId,
          userUuid: p.uuid,
          readCount: readCountAfter(sql`0`, { channelId, profileId: p.profileId }),
        })),
      );
    }
    const gone = before.chatMembers.filter((m) => !keep.has(m.profileId));
    if (gone.length) {
      await tx.delete(chatMembers).where(
        and(
          eq(chatMembers.channelId, channelId),
          anyId(
            chatMembers.profileId,
            gone.map((g) => g.profileId),
          ),
        ),
      );
    }
    removed = gone.map((g) => g.uuid);
  }
  const [row] = await tx
    .update(chatChannels)
    .set({
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.isReadOnly !== undefined ? { isReadOnly: body.isReadOnly } : {}),
      version: sql`${chatChannels.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(chatChannels.id, channelId), eq(chatChannels.tenantId, ctx.tenantId)))
    .returning();
  const after = (await presentChannels(tx, ctx, [row!]))[0]!;
  await recordAudit(tx, ctx, { operation: 'UPDATE', entityType: 'chat_channel', entityId: channelId, before, after });
  return { channel: after, created: false, removed };
}

/** POST /chats/bulk: a direct channel of the actor with each participant (existing ones answered). */
export async function bulkChats(tx: Db, ctx: RequestContext, participantIds: number[]): Promise<ChannelChange[]> {
  const people = await requirePartners(tx, ctx, participantIds);
  const made: Array<{ row: ChannelRow; created: boolean }> = [];
  for (const person of people) made.push(await ensureDirect(tx, ctx, person, false));
  // The members of all of them in ONE query.
  const channels = await presentChannels(
    tx,
    ctx,
    made.map((m) => m.row),
  );
  return made.map((m, i) => ({ channel: channels[i]!, created: m.created, removed: [] }));
}

/**
 * The channel of a sprint with a participant, `<sprintKey>_sprint_<profileId>`, kept by staff (the actor),
 * read-only for the participant. Made once: answers its id, and the channel as presented when this call
 * made it (its members' sockets are told after the commit: chatRealtimeOf(platform).channel).
 */
export async function ensureSprintChannel(
  tx: Db,
  ctx: RequestContext,
  opts: { sprintKey: string; participantProfileId: number; name?: string },
): Promise<{ id: string; created: ChatChannel | null }> {
  const actor = actorOf(ctx);
  authorize(actor, 'chat.createGroup', undefined, ONLY_STAFF_GROUPS);
  const id = `${opts.sprintKey}${SPRINT_CHANNEL_MARK}${opts.participantProfileId}`;
  const [existing] = await tx
    .select({ id: chatChannels.id })
    .from(chatChannels)
    .where(and(eq(chatChannels.id, id), eq(chatChannels.tenantId, ctx.tenantId)));
  if (existing) return { id, created: null };
  const [participant] = await requirePartners(tx, ctx, [opts.participantProfileId]);
  const row = await insertChannel(
    tx,
    ctx,
    { id, name: opts.name ?? '', isReadOnly: true, createdBy: actor.profileId },
    [{ profileId: actor.profileId, uuid: actor.uuid }, participant!],
  );
  return { id, created: row ? (await presentChannels(tx, ctx, [row]))[0]! : null };
}

/** Which of these channels exist: a job's posts into a channel removed since they were planned are dropped. */
export async function existingChannelIds(tx: Db, tenantId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: chatChannels.id })
    .from(chatChannels)
    .where(and(eq(chatChannels.tenantId, tenantId), sql`${chatChannels.id} = any(${textArray([...new Set(ids)])})`));
  return new Set(rows.map((r) => r.id));
}
