import type { FastifyBaseLogger } from 'fastify';
import type { PublishMessageBody, TenantId } from '@stride/contracts';
import type { Db } from '../../platform/db/client.js';
import { inTenant } from '../../platform/db/tenant-scope.js';
import type { RequestContext } from '../../platform/http/context.js';
import { HttpError } from '../../platform/http/errors.js';
import type { ChatRealtime } from './chat.realtime.js';
import {
  present,
  preparePublish,
  publishMessage,
  storeAndPresent,
  type ChatDeps,
  type Published,
} from './messages.service.js';
import type { NewMessage } from './store-messages.js';
import { afterPublish } from './publish-events.js';

interface Pending {
  ctx: RequestContext;
  channelId: string;
  body: PublishMessageBody;
  resolve: (published: Published) => void;
  reject: (error: unknown) => void;
}

/** The most messages one transaction stores. */
const MAX_BATCH = 200;

/**
 * Group commit of POST /chats/{id}/messages: while a tenant's transaction is running, the messages that
 * arrive wait and go together in the next one (each checked as alone, then stored with a fixed number of
 * statements). A message alone goes at once, so a quiet chat waits for nothing; a busy one pays the
 * transaction's cost once per batch instead of once per message. A check that refuses one message
 * refuses that one only; a batch that fails as a whole is tried again one message per transaction.
 */
export function createPublishBatcher(db: Db, deps: ChatDeps, rt: ChatRealtime, log: FastifyBaseLogger) {
  const queues = new Map<TenantId, Pending[]>();
  const running = new Set<TenantId>();

  async function runBatch(tenantId: TenantId, batch: Pending[]): Promise<void> {
    const refused = new Map<Pending, HttpError>();
    let outcome;
    try {
      outcome = await inTenant(db, { tenantId }, async (tx) => {
        const creates: Array<{ item: Pending; create: NewMessage }> = [];
        const found = new Map<Pending, Published>();
        for (const item of batch) {
          try {
            const prepared = await preparePublish(tx, item.ctx, item.channelId, item.body);
            if ('create' in prepared) creates.push({ item, create: prepared.create });
            else found.set(item, { message: present(item.ctx, deps, prepared.stored), created: false });
          } catch (error) {
            if (!(error instanceof HttpError)) throw error;
            refused.set(item, error);
          }
        }
        const stored = await storeAndPresent(
          tx,
          deps,
          creates.map((c) => c.create),
        );
        creates.forEach((c, i) => found.set(c.item, stored.published[i]!));
        return { found, delivery: stored.delivery };
      });
    } catch (error) {
      log.warn({ err: error, size: batch.length }, 'chat: a batch of messages failed; each is tried alone');
      for (const item of batch) await runAlone(item);
      return;
    }
    afterPublish(rt, tenantId, outcome.delivery);
    for (const item of batch) {
      const error = refused.get(item);
      if (error) item.reject(error);
      else item.resolve(outcome.found.get(item)!);
    }
  }

  async function runAlone(item: Pending): Promise<void> {
    try {
      const { published, delivery } = await inTenant(db, { tenantId: item.ctx.tenantId }, (tx) =>
        publishMessage(tx, item.ctx, deps, item.channelId, item.body),
      );
      afterPublish(rt, item.ctx.tenantId, delivery);
      item.resolve(published);
    } catch (error) {
      item.reject(error);
    }
  }

  async function drain(tenantId: TenantId): Promise<void> {
    running.add(tenantId);
    try {
      for (;;) {
        const queue = queues.get(tenantId) ?? [];
        if (queue.length === 0) break;
        await runBatch(tenantId, queue.splice(0, MAX_BATCH));
      }
    } finally {
      running.delete(tenantId);
    }
  }

  return {
    publish(ctx: RequestContext, channelId: string, body: PublishMessageBody): Promise<Published> {
      return new Promise<Published>((resolve, reject) => {
        const queue = queues.get(ctx.tenantId) ?? [];
        queues.set(ctx.tenantId, queue);
        queue.push({ ctx, channelId, body, resolve, reject });
        if (!running.has(ctx.tenantId)) void drain(ctx.tenantId);
      });
    },
  };
}

export type PublishBatcher = ReturnType<typeof createPublishBatcher>;
