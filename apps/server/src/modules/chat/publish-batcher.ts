import type { FastifyBaseLogger } from 'fastify';
import type { PublishMessageBody, TenantId } from '@stride/contracts';
import type { Db } from '../../platform/db/client.js';
import { inTenant } from '../../platform/db/tenant-scope.js';
import type { TokenContext } from '../../platform/http/context.js';
import { HttpError } from '../../platform/http/errors.js';
import type { ChatRealtime } from './chat.realtime.js';
import {
  lookupPublishes,
  preparePublish,
  publishMessage,
  storeAndPresent,
  type ChatDeps,
  type Published,
} from './messages.service.js';
import { present } from './chat.presenter.js';
import type { NewMessage } from './store-messages.js';

interface Pending {
  ctx: TokenContext;
  channelId: string;
  body: PublishMessageBody;
  resolve: (published: Published) => void;
  reject: (error: unknown) => void;
}

/** The most messages one transaction stores. */
const MAX_BATCH = 200;

/**
 * Group commit of a publish (POST /chats/{id}/messages or the socket's chat:publish): while a tenant's transaction is running, the messages that
 * arrive wait and go together in the next one (each checked as alone, then stored with a fixed number of
 * statements). A message alone goes at once, so a quiet chat waits for nothing; a busy one pays the
 * transaction's cost once per batch instead of once per message. A check that refuses one message
 * refuses that one only; a batch that fails as a whole is tried again one message per transaction.
 */
export function createPublishBatcher(db: Db, deps: ChatDeps, rt: ChatRealtime, log: FastifyBaseLogger) {
  const queues = new Map<TenantId, Pending[]>();
  /**
   * The tenants whose transaction of sends is running: one at a time per tenant and process (two at once
   * were slower in bench/chat.bench.ts, twice: smaller batches, and they wait on the channels' locks).
   */
  const running = new Set<TenantId>();

  async function runBatch(tenantId: TenantId, batch: Pending[]): Promise<void> {
    const refused = new Map<Pending, HttpError>();
    let outcome;
    try {
      outcome = await inTenant(db, { tenantId }, async (tx) => {
        const creates: Array<{ item: Pending; create: NewMessage }> = [];
        const found = new Map<Pending, Published>();
        const lookups = await lookupPublishes(
          tx,
          tenantId,
          batch.map((item) => ({
            profileId: item.ctx.actor?.profileId ?? 0,
            channelId: item.channelId,
            clientId: item.body.clientId,
          })),
        );
        for (const [i, item] of batch.entries()) {
          try {
            const prepared = await preparePublish(tx, item.ctx, item.channelId, item.body, lookups[i]);
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
    rt.published(tenantId, outcome.delivery);
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
      rt.published(item.ctx.tenantId, delivery);
      item.resolve(published);
    } catch (error) {
      item.reject(error);
    }
  }

  /** Starts the tenant's next batch unless one is running (it starts the next when it ends). */
  function drain(tenantId: TenantId): void {
    const queue = queues.get(tenantId) ?? [];
    if (queue.length === 0 || running.has(tenantId)) return;
    running.add(tenantId);
    void runBatch(tenantId, queue.splice(0, MAX_BATCH)).finally(() => {
      running.delete(tenantId);
      drain(tenantId);
    });
  }

  return {
    publish(ctx: TokenContext, channelId: string, body: PublishMessageBody): Promise<Published> {
      return new Promise<Published>((resolve, reject) => {
        const queue = queues.get(ctx.tenantId) ?? [];
        queues.set(ctx.tenantId, queue);
        queue.push({ ctx, channelId, body, resolve, reject });
        drain(ctx.tenantId);
      });
    },
  };
}

export type PublishBatcher = ReturnType<typeof createPublishBatcher>;
