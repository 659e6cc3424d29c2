import type { FastifyInstance } from 'fastify';
import {
  bulkChatMembersBodySchema,
  bulkChatsBodySchema,
  bulkChatsSchema,
  bulkNotifyBodySchema,
  channelParamsSchema,
  chatChannelSchema,
  chatMemberBodySchema,
  chatMessageSchema,
  chatsQuerySchema,
  chatsSchema,
  contactsSchema,
  createChatBodySchema,
  notifyBodySchema,
  notifyBulkSchema,
  presenceSchema,
  updateChatBodySchema,
} from '@stride/contracts';
import { ifMatchVersion, sendVersioned } from '../../platform/http/etag.js';
import { tenantTx } from '../../platform/http/request.js';
import { typed } from '../../platform/http/server.js';
import {
  bulkChats,
  createChat,
  listChats,
  listContacts,
  updateChat,
  updateMembership,
  type MemberChange,
} from './channels.service.js';
import type { ChatRealtime } from './chat.realtime.js';
import { getMemberChannel, membersOf } from './members.js';
import { notifyChannels } from './messages.service.js';

/** Channels and members: /contacts, /chats, /chats/{id}, bulk, chatMembers, notify, presence. */
export function channelsRoutes(app: FastifyInstance, rt: ChatRealtime): void {
  const r = typed(app);
  const tags = ['chat'];
  const log = app.log;
  const deps = { fileLinks: app.platform.fileLinks };

  const receipts = (tenantId: Parameters<ChatRealtime['action']>[0], uuid: string, changes: MemberChange[]) => {
    for (const c of changes) {
      if (c.readUpTo)
        rt.action(tenantId, { kind: 'receipt', channelId: c.channel.id, reader: { uuid, timeToken: c.readUpTo } });
    }
  };

  r.get('/api/contacts', { schema: { tags, response: { 200: contactsSchema } } }, async (req) =>
    tenantTx(req, (tx, ctx) => listContacts(tx, ctx)),
  );

  r.get(
    '/api/chats',
    { schema: { tags, querystring: chatsQuerySchema, response: { 200: chatsSchema } } },
    async (req) => tenantTx(req, (tx, ctx) => listChats(tx, ctx, req.query.hidden)),
  );

  r.post(
    '/api/chats',
    { schema: { tags, body: createChatBodySchema, response: { 200: chatChannelSchema, 201: chatChannelSchema } } },
    async (req, reply) => {
      const change = await tenantTx(req, (tx, ctx) => createChat(tx, ctx, req.body));
      if (change.created) await rt.channel(req.tenant.id, change.channel);
      return reply.status(change.created ? 201 : 200).send(sendVersioned(reply, change.channel));
    },
  );

  r.post(
    '/api/chats/bulk',
    { schema: { tags, body: bulkChatsBodySchema, response: { 200: bulkChatsSchema } } },
    async (req) => {
      const changes = await tenantTx(req, (tx, ctx) => bulkChats(tx, ctx, req.body.participants));
      for (const c of changes) if (c.created) await rt.channel(req.tenant.id, c.channel);
      return { chats: changes.map((c) => c.channel) };
    },
  );

  r.put(
    '/api/chats/:id',
    { schema: { tags, params: channelParamsSchema, body: updateChatBodySchema, response: { 200: chatChannelSchema } } },
    async (req, reply) => {
      const version = ifMatchVersion(req);
      const change = await tenantTx(req, (tx, ctx) => updateChat(tx, ctx, req.params.id, version, req.body));
      await rt.channel(req.tenant.id, change.channel, change.removed);
      return sendVersioned(reply, change.channel);
    },
  );

  r.put(
    '/api/chats/chatMembers/bulk',
    { schema: { tags, body: bulkChatMembersBodySchema, response: { 200: bulkChatsSchema } } },
    async (req) => {
      const changes = await tenantTx(req, (tx, ctx) =>
        updateMembership(tx, ctx, [...new Set(req.body.chatIds)], { timeToken: req.body.timeToken }),
      );
      receipts(req.tenant.id, req.actor!.uuid, changes);
      void rt
        .unread(req.tenant.id, [{ profileId: req.actor!.profileId, uuid: req.actor!.uuid }])
        .catch((err: unknown) => log.warn({ err }, 'chat: unread'));
      return { chats: changes.map((c) => c.channel) };
    },
  );

  r.put(
    '/api/chats/:id/chatMembers',
    { schema: { tags, params: channelParamsSchema, body: chatMemberBodySchema, response: { 200: chatChannelSchema } } },
    async (req) => {
      const [change] = await tenantTx(req, (tx, ctx) => updateMembership(tx, ctx, [req.params.id], req.body));
      receipts(req.tenant.id, req.actor!.uuid, [change!]);
      void rt
        .unread(req.tenant.id, [{ profileId: req.actor!.profileId, uuid: req.actor!.uuid }])
        .catch((err: unknown) => log.warn({ err }, 'chat: unread'));
      return change!.channel;
    },
  );

  r.post(
    '/api/chats/:id/notify',
    { schema: { tags, params: channelParamsSchema, body: notifyBodySchema, response: { 201: chatMessageSchema } } },
    async (req, reply) => {
      const { messages, delivery } = await tenantTx(req, (tx, ctx) =>
        notifyChannels(tx, ctx, deps, [req.params.id], req.body.message),
      );
      rt.published(req.tenant.id, delivery);
      return reply.status(201).send(messages[0]!);
    },
  );

  r.post(
    '/api/chats/notify/bulk',
    { schema: { tags, body: bulkNotifyBodySchema, response: { 201: notifyBulkSchema } } },
    async (req, reply) => {
      const ids = [...new Set(req.body.chatIds)];
      const { messages, delivery } = await tenantTx(req, (tx, ctx) =>
        notifyChannels(tx, ctx, deps, ids, req.body.message),
      );
      rt.published(req.tenant.id, delivery);
      return reply.status(201).send({ messages });
    },
  );

  r.get(
    '/api/chats/:id/presence',
    { schema: { tags, params: channelParamsSchema, response: { 200: presenceSchema } } },
    async (req) => {
      const uuids = await tenantTx(req, async (tx, ctx) => {
        await getMemberChannel(tx, ctx, req.params.id);
        return (await membersOf(tx, ctx.tenantId, [req.params.id])).get(req.params.id)!.map((m) => m.userUuid);
      });
      return { online: await rt.online(req.tenant.id, req.params.id, uuids) };
    },
  );
}
