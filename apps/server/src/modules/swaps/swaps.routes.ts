import type { FastifyInstance } from 'fastify';
import { endpoints, SWAPS_CHANGED_EVENT, type SwapsChangedPayload, type TenantId } from '@stride/contracts';
import type { Db } from '../../platform/db/client.js';
import type { Actor, RequestContext } from '../../platform/http/context.js';
import { route } from '../../platform/http/route.js';
import { userRoom } from '../../platform/realtime/rooms.js';
import type { ScopedParticipant } from '../participants/index.js';
import { messagingPeople } from '../profiles/index.js';
import { swapsPdf } from './swaps-pdf.service.js';
import { createSwap, deleteSwap, listSwaps, readSwap, updateSwap, type SwapChange } from './swaps.service.js';
import { addEntry, addProgress, removeProgress } from './progress.service.js';
import './swaps.events.js';

const api = endpoints.swaps;

/** Who is told a swap changed: the participant, their coaches and the actor (each of their sockets). */
async function audienceOf(tx: Db, ctx: RequestContext, owner: ScopedParticipant, actor: Actor): Promise<string[]> {
  const people = await messagingPeople(
    tx,
    ctx.tenantId,
    [owner.advisorProfileId, owner.consultantProfileId, actor.profileId].filter((id): id is number => id !== null),
  );
  return [...new Set([owner.uuid, ...[...people.values()].map((p) => p.uuid)])];
}

/**
 * Swaps (issue 18; docs/decisions.md, "Swaps"): a participant's habit swaps by the participantSwaps policy.
 * After a change commits: 'swaps:changed' to the participant and their coaches (open views reload), and the
 * participant's own additions (a swap, an entry) notify their coaches (SWAP, swap.added).
 */
export async function swapsRoutes(app: FastifyInstance): Promise<void> {
  const { platform } = app;
  const { fileLinks, events, realtime, storage } = platform;

  /** What a change does after its commit. */
  const told =
    (
      tenantId: TenantId,
      actorUserId: number,
      change: SwapChange | { owner: ScopedParticipant; swapId: number },
      audience: string[],
    ) =>
    async () => {
      const swapId = 'swap' in change ? change.swap.id : change.swapId;
      const payload: SwapsChangedPayload = { participantProfileId: change.owner.profileId, swapId };
      realtime.emitMany([
        { rooms: audience.map((uuid) => userRoom(tenantId, uuid)), event: SWAPS_CHANGED_EVENT, payload },
      ]);
      if ('notify' in change && change.notify) {
        await events.publish({
          type: 'swap.added',
          tenantId,
          actorUserId,
          payload: { participantUserId: change.owner.userId, swapId, notes: change.notify.notes },
        });
      }
    };

  route(app, api.list, async ({ tx, ctx, params, query }) => listSwaps(tx, ctx, params.id, query, fileLinks));

  route(app, api.get, async ({ tx, ctx, params }) => readSwap(tx, ctx, params.id, params.swapId, fileLinks));

  route(app, api.create, async ({ tx, ctx, actor, params, body, files, uploaded, afterCommit }) => {
    const change = await createSwap(tx, ctx, actor, params.id, body, fileLinks, uploaded, files.file);
    afterCommit(told(ctx.tenantId, actor.userId, change, await audienceOf(tx, ctx, change.owner, actor)));
    return change.swap;
  });

  route(app, api.update, async ({ tx, ctx, actor, params, version, body, files, uploaded, afterCommit }) => {
    const change = await updateSwap(
      tx,
      ctx,
      actor,
      params.id,
      params.swapId,
      version,
      body,
      fileLinks,
      uploaded,
      files.file,
    );
    afterCommit(told(ctx.tenantId, actor.userId, change, await audienceOf(tx, ctx, change.owner, actor)));
    return change.swap;
  });

  route(app, api.delete, async ({ tx, ctx, actor, params, version, afterCommit }) => {
    const gone = await deleteSwap(tx, ctx, actor, params.id, params.swapId, version, fileLinks);
    afterCommit(told(ctx.tenantId, actor.userId, gone, await audienceOf(tx, ctx, gone.owner, actor)));
  });

  route(app, api.addProgress, async ({ tx, ctx, actor, params, body, afterCommit }) => {
    const change = await addProgress(tx, ctx, actor, params.id, params.swapId, body.date, fileLinks, new Date());
    afterCommit(told(ctx.tenantId, actor.userId, change, await audienceOf(tx, ctx, change.owner, actor)));
    return change.swap;
  });

  route(app, api.removeProgress, async ({ tx, ctx, actor, params, afterCommit }) => {
    const change = await removeProgress(tx, ctx, actor, params.id, params.swapId, params.date, fileLinks, new Date());
    afterCommit(told(ctx.tenantId, actor.userId, change, await audienceOf(tx, ctx, change.owner, actor)));
    return change.swap;
  });

  route(app, api.addEntry, async ({ tx, ctx, actor, params, body, files, uploaded, afterCommit }) => {
    const change = await addEntry(
      tx,
      ctx,
      actor,
      params.id,
      params.swapId,
      body,
      fileLinks,
      uploaded,
      new Date(),
      files.file,
    );
    afterCommit(told(ctx.tenantId, actor.userId, change, await audienceOf(tx, ctx, change.owner, actor)));
    return change.swap;
  });

  // The PDF: read in one short transaction, the pictures and the rendering after it.
  route(app, api.generatePdf, { transaction: false }, async ({ req, reply, inTx, params, body }) => {
    const pdfSources = { inTx, storage, fileLinks, webDist: platform.config.webDist };
    const { name, pdf } = await swapsPdf(pdfSources, req.tenant, params.id, body);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  });
}
