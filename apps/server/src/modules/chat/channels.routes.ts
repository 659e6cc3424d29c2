import type { FastifyInstance } from 'fastify';
import { endpoints, type TenantId } from '@stride/contracts';
import { route } from '../../platform/http/route.js';
import { bulkChats, createChat, listChats, listContacts, updateChat } from './channels.service.js';
import { updateMembership, type MemberChange } from './membership.service.js';
import type { ChatRealtime } from './chat.realtime.js';
import { getMemberChannel, membersOf } from './members.js';
import { notifyChannels } from './messages.service.js';

const api = endpoints.chat;

/** Channels and members: /contacts, /chats, /chats/{id}, bulk, chatMembers, notify, presence. */
export function channelsRoutes(app: FastifyInstance, rt: ChatRealtime): void {
  const log = app.log;
  const deps = { fileLinks: app.platform.fileLinks };

  /** After a read: receipts of the channels whose last-read moved, and the reader's unread total. */
  const afterRead = (tenantId: TenantId, reader: { profileId: number; uuid: string }, changes: MemberChange[]) => {
    for (const c of changes) {
      if (c.readUpTo) {
        rt.action(tenantId, {
          kind: 'receipt',
          channelId: c.channel.id,
          reader: { uuid: reader.uuid, timeToken: c.readUpTo },
        });
      }
    }
    void rt.unread(tenantId, [reader]).catch((err: unknown) => log.warn({ err }, 'chat: unread'));
  };

  route(app, api.contacts, async ({ tx, ctx }) => listContacts(tx, ctx));

  route(app, api.list, async ({ tx, ctx, query }) => listChats(tx, ctx, query.hidden));

  route(app, api.create, async ({ tx, ctx, body, afterCommit, setStatus }) => {
    const change = await createChat(tx, ctx, body);
    if (change.created) afterCommit(() => rt.channel(ctx.tenantId, change.channel));
    else setStatus(200);
    return change.channel;
  });

  route(app, api.bulkCreate, async ({ tx, ctx, body, afterCommit }) => {
    const changes = await bulkChats(tx, ctx, body.participants);
    afterCommit(async () => {
      for (const c of changes) if (c.created) await rt.channel(ctx.tenantId, c.channel);
    });
    return { chats: changes.map((c) => c.channel) };
  });

  route(app, api.update, async ({ tx, ctx, params, version, body, afterCommit }) => {
    const change = await updateChat(tx, ctx, params.id, version, body);
    afterCommit(() => rt.channel(ctx.tenantId, change.channel, change.removed));
    return change.channel;
  });

  route(app, api.readBulk, async ({ tx, ctx, actor, body, afterCommit }) => {
    const changes = await updateMembership(tx, ctx, [...new Set(body.chatIds)], { timeToken: body.timeToken });
    afterCommit(() => afterRead(ctx.tenantId, actor, changes));
    return { chats: changes.map((c) => c.channel) };
  });

  route(app, api.updateMembership, async ({ tx, ctx, actor, params, body, afterCommit }) => {
    const [change] = await updateMembership(tx, ctx, [params.id], body);
    afterCommit(() => afterRead(ctx.tenantId, actor, [change!]));
    return change!.channel;
  });

  route(app, api.notify, async ({ tx, ctx, params, body, afterCommit }) => {
    const { messages, delivery } = await notifyChannels(tx, ctx, deps, [params.id], body.message);
    afterCommit(() => rt.published(ctx.tenantId, delivery));
    return messages[0]!;
  });

  route(app, api.notifyBulk, async ({ tx, ctx, body, afterCommit }) => {
    const { messages, delivery } = await notifyChannels(tx, ctx, deps, [...new Set(body.chatIds)], body.message);
    afterCommit(() => rt.published(ctx.tenantId, delivery));
    return { messages };
  });

  // The members are read in a short transaction; who is online is asked outside it.
  route(app, api.presence, { transaction: false }, async ({ ctx, params, inTx }) => {
    const uuids = await inTx(async (tx, c) => {
      await getMemberChannel(tx, c, params.id);
      return (await membersOf(tx, c.tenantId, [params.id])).get(params.id)!.map((m) => m.userUuid);
    });
    return { online: await rt.online(ctx.tenantId, params.id, uuids) };
  });
}
