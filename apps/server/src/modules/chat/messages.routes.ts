import type { FastifyInstance } from 'fastify';
import {
  ChatEvent,
  endpoints,
  publishCallSchema,
  type ChatAction,
  type ChatMessage,
  type TenantId,
} from '@stride/contracts';
import { route } from '../../platform/http/route.js';
import type { ChatRealtime } from './chat.realtime.js';
import { history } from './messages.service.js';
import { acknowledge, deleteMessage, editMessage, react } from './message-changes.service.js';
import { createPublishBatcher } from './publish-batcher.js';
import { unreadCounts } from './unread.js';

const api = endpoints.chat;

/** Messages of a channel: publish (idempotent per clientId), history, edit, delete, reactions, ack, unread. */
export function messagesRoutes(app: FastifyInstance, rt: ChatRealtime): void {
  const deps = { fileLinks: app.platform.fileLinks };
  const batcher = createPublishBatcher(app.platform.db, deps, rt, app.log);
  // The same publish over the sender's open socket (the portal's way): no HTTP request per message.
  app.platform.realtime.onCall({
    event: ChatEvent.Publish,
    schema: publishCallSchema,
    handler: async ({ channelId, message }, ctx) => (await batcher.publish(ctx, channelId, message)).message,
  });

  route(app, api.unread, async ({ tx, ctx, query }) => unreadCounts(tx, ctx, [...new Set(query.channels)]));

  // The batcher stores it in a transaction of its own (group commit), outside the request's, with the
  // token-level context the socket's publish has too: the batcher never loads the actor per message
  // (docs/decisions.md, "Chat"); this route's actor is loaded once by route(), as every request's is.
  // The size rule answers 413 with its own message: the body limit stays above it.
  route(app, api.publish, { transaction: false, bodyLimit: 256 * 1024 }, async ({ ctx, params, body, setStatus }) => {
    const published = await batcher.publish(
      { tenantId: ctx.tenantId, traceId: ctx.traceId, actor: ctx.actor },
      params.id,
      body,
    );
    if (!published.created) setStatus(200);
    return published.message;
  });

  route(app, api.history, async ({ tx, ctx, params, query }) => ({
    messages: await history(tx, ctx, deps, params.id, query),
  }));

  /** The message's new state goes to the channel once the change is committed. */
  const tell = (tenantId: TenantId, kind: ChatAction['kind'], message: ChatMessage) =>
    rt.action(tenantId, { kind, channelId: message.channelId, message });

  route(app, api.editMessage, async ({ tx, ctx, params, body, afterCommit }) => {
    const message = await editMessage(tx, ctx, deps, params.id, params.timetoken, body.text);
    afterCommit(() => tell(ctx.tenantId, 'updated', message));
    return message;
  });

  route(app, api.deleteMessage, async ({ tx, ctx, params, afterCommit }) => {
    const message = await deleteMessage(tx, ctx, deps, params.id, params.timetoken);
    afterCommit(() => tell(ctx.tenantId, 'deleted', message));
    return message;
  });

  for (const [e, add] of [
    [api.react, true],
    [api.unreact, false],
  ] as const) {
    route(app, e, async ({ tx, ctx, params, body, afterCommit }) => {
      const message = await react(tx, ctx, deps, params.id, params.timetoken, body.type, add);
      afterCommit(() => tell(ctx.tenantId, 'reaction', message));
      return message;
    });
  }

  route(app, api.acknowledge, async ({ tx, ctx, params, afterCommit }) => {
    const message = await acknowledge(tx, ctx, deps, params.id, params.timetoken);
    afterCommit(() => tell(ctx.tenantId, 'ack', message));
    return message;
  });
}
