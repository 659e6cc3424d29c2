import type { FastifyInstance } from 'fastify';
import {
  ChatEvent,
  channelParamsSchema,
  chatMessageSchema,
  editMessageBodySchema,
  historyQuerySchema,
  historySchema,
  messageParamsSchema,
  publishCallSchema,
  publishMessageBodySchema,
  reactionBodySchema,
  unreadQuerySchema,
  unreadSchema,
} from '@stride/contracts';
import { requestContext, tenantTx } from '../../platform/http/request.js';
import { typed } from '../../platform/http/server.js';
import type { ChatRealtime } from './chat.realtime.js';
import { acknowledge, deleteMessage, editMessage, history, react } from './messages.service.js';
import { createPublishBatcher } from './publish-batcher.js';
import { unreadCounts } from './unread.js';

/** Messages of a channel: publish (idempotent per clientId), history, edit, delete, reactions, ack, unread. */
export function messagesRoutes(app: FastifyInstance, rt: ChatRealtime): void {
  const r = typed(app);
  const tags = ['chat'];
  const deps = { fileLinks: app.platform.fileLinks };
  const batcher = createPublishBatcher(app.platform.db, deps, rt, app.log);
  // The same publish over the sender's open socket (the portal's way): no HTTP request per message.
  app.platform.realtime.onCall({
    event: ChatEvent.Publish,
    schema: publishCallSchema,
    handler: async ({ channelId, message }, ctx) => (await batcher.publish(ctx, channelId, message)).message,
  });

  r.get(
    '/api/chats/unread',
    { schema: { tags, querystring: unreadQuerySchema, response: { 200: unreadSchema } } },
    async (req) => tenantTx(req, (tx, ctx) => unreadCounts(tx, ctx, [...new Set(req.query.channels)])),
  );

  r.post(
    '/api/chats/:id/messages',
    {
      // The size rule answers 413 with its own message: the body limit stays above it.
      bodyLimit: 256 * 1024,
      schema: {
        tags,
        params: channelParamsSchema,
        body: publishMessageBodySchema,
        response: { 200: chatMessageSchema, 201: chatMessageSchema },
      },
    },
    async (req, reply) => {
      const published = await batcher.publish(requestContext(req), req.params.id, req.body);
      return reply.status(published.created ? 201 : 200).send(published.message);
    },
  );

  r.get(
    '/api/chats/:id/messages',
    {
      schema: { tags, params: channelParamsSchema, querystring: historyQuerySchema, response: { 200: historySchema } },
    },
    async (req) => ({ messages: await tenantTx(req, (tx, ctx) => history(tx, ctx, deps, req.params.id, req.query)) }),
  );

  r.put(
    '/api/chats/:id/messages/:timetoken',
    {
      schema: { tags, params: messageParamsSchema, body: editMessageBodySchema, response: { 200: chatMessageSchema } },
    },
    async (req) => {
      const message = await tenantTx(req, (tx, ctx) =>
        editMessage(tx, ctx, deps, req.params.id, req.params.timetoken, req.body.text),
      );
      rt.action(req.tenant.id, { kind: 'updated', channelId: req.params.id, message });
      return message;
    },
  );

  r.delete(
    '/api/chats/:id/messages/:timetoken',
    { schema: { tags, params: messageParamsSchema, response: { 200: chatMessageSchema } } },
    async (req) => {
      const message = await tenantTx(req, (tx, ctx) =>
        deleteMessage(tx, ctx, deps, req.params.id, req.params.timetoken),
      );
      rt.action(req.tenant.id, { kind: 'deleted', channelId: req.params.id, message });
      return message;
    },
  );

  for (const [method, add] of [
    ['post', true],
    ['delete', false],
  ] as const) {
    r[method](
      '/api/chats/:id/messages/:timetoken/reactions',
      { schema: { tags, params: messageParamsSchema, body: reactionBodySchema, response: { 200: chatMessageSchema } } },
      async (req) => {
        const message = await tenantTx(req, (tx, ctx) =>
          react(tx, ctx, deps, req.params.id, req.params.timetoken, req.body.type, add),
        );
        rt.action(req.tenant.id, { kind: 'reaction', channelId: req.params.id, message });
        return message;
      },
    );
  }

  r.post(
    '/api/chats/:id/messages/:timetoken/ack',
    { schema: { tags, params: messageParamsSchema, response: { 200: chatMessageSchema } } },
    async (req) => {
      const message = await tenantTx(req, (tx, ctx) => acknowledge(tx, ctx, deps, req.params.id, req.params.timetoken));
      rt.action(req.tenant.id, { kind: 'ack', channelId: req.params.id, message });
      return message;
    },
  );
}
