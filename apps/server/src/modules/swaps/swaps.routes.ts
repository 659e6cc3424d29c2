import type { FastifyInstance } from 'fastify';
import {
  endpoints,
  SWAPS_CHANGED_EVENT,
  type CreateSwapBody,
  type CreateSwapEntryBody,
  type SwapsChangedPayload,
  type TenantId,
  type UpdateSwapBody,
} from '@stride/contracts';
import type { Db } from '../../platform/db/client.js';
import type { Actor, RequestContext } from '../../platform/http/context.js';
import { route } from '../../platform/http/route.js';
import { userRoom } from '../../platform/realtime/rooms.js';
import { saveWithUploads } from '../library/media-uploads.service.js';
import { mediaResourcesByIds } from '../library/media.service.js';
import { registerUtilizationSource } from '../library/utilizations.js';
import { messagingPeople } from '../profiles/profiles.service.js';
import { loadPdfPictures, pdfFileName, renderPdf, swapsPdfDefinition, tenantLogoSvg } from './swaps.pdf.js';
import {
  addEntry,
  addProgress,
  createSwap,
  deleteSwap,
  listSwaps,
  presentSwaps,
  readSwap,
  removeProgress,
  swapOwner,
  swapRowsOf,
  updateSwap,
  type SwapChange,
  type SwapOwner,
} from './swaps.service.js';
import { swapsSource } from './swaps.utilizations.js';
import './swaps.events.js';

const api = endpoints.swaps;

/** Who is told a swap changed: the participant, their coaches and the actor (each of their sockets). */
async function audienceOf(tx: Db, ctx: RequestContext, owner: SwapOwner, actor: Actor): Promise<string[]> {
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
  registerUtilizationSource(swapsSource);
  const { platform } = app;
  const { fileLinks, events, realtime, storage } = platform;

  /** What a change does after its commit. */
  const told =
    (
      tenantId: TenantId,
      actorUserId: number,
      change: SwapChange | { owner: SwapOwner; swapId: number },
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

  route(app, api.list, async ({ tx, ctx, actor, params, query }) =>
    listSwaps(tx, ctx, actor, params.id, query, fileLinks),
  );

  route(app, api.get, async ({ tx, ctx, actor, params }) =>
    readSwap(tx, ctx, actor, params.id, params.swapId, fileLinks),
  );

  route(app, api.create, { transaction: false }, async ({ req, inTx, params, body }) => {
    let after: () => Promise<void> = async () => undefined;
    const created = await saveWithUploads(
      req,
      inTx,
      api.create,
      body as CreateSwapBody | undefined,
      async (tx, ctx, b, files) => {
        const uploaded: number[] = [];
        const change = await createSwap(tx, ctx, ctx.actor, params.id, b, fileLinks, uploaded, files.file);
        after = told(ctx.tenantId, ctx.actor.userId, change, await audienceOf(tx, ctx, change.owner, ctx.actor));
        return { result: change.swap, uploaded };
      },
    );
    await after();
    return created;
  });

  route(app, api.update, { transaction: false }, async ({ req, inTx, params, version, body }) => {
    let after: () => Promise<void> = async () => undefined;
    const updated = await saveWithUploads(
      req,
      inTx,
      api.update,
      body as UpdateSwapBody | undefined,
      async (tx, ctx, b, files) => {
        const uploaded: number[] = [];
        const change = await updateSwap(
          tx,
          ctx,
          ctx.actor,
          params.id,
          params.swapId,
          version,
          b,
          fileLinks,
          uploaded,
          files.file,
        );
        after = told(ctx.tenantId, ctx.actor.userId, change, await audienceOf(tx, ctx, change.owner, ctx.actor));
        return { result: change.swap, uploaded };
      },
    );
    await after();
    return updated;
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

  route(app, api.addEntry, { transaction: false }, async ({ req, inTx, params, body }) => {
    let after: () => Promise<void> = async () => undefined;
    const added = await saveWithUploads(
      req,
      inTx,
      api.addEntry,
      body as CreateSwapEntryBody | undefined,
      async (tx, ctx, b, files) => {
        const uploaded: number[] = [];
        const change = await addEntry(
          tx,
          ctx,
          ctx.actor,
          params.id,
          params.swapId,
          b,
          fileLinks,
          uploaded,
          new Date(),
          files.file,
        );
        after = told(ctx.tenantId, ctx.actor.userId, change, await audienceOf(tx, ctx, change.owner, ctx.actor));
        return { result: change.swap, uploaded };
      },
    );
    await after();
    return added;
  });

  // The PDF: the swaps read in one short transaction, the pictures and the rendering after it.
  route(app, api.generatePdf, { transaction: false }, async ({ req, reply, inTx, params, body }) => {
    const now = new Date();
    const data = await inTx(async (tx, ctx) => {
      const owner = await swapOwner(tx, ctx, ctx.actor, params.id);
      const rows = await swapRowsOf(tx, ctx, owner.profileId, {
        status: body.statusFilter,
        from: body.from,
        to: body.to,
      });
      const swaps = await presentSwaps(tx, ctx, rows, fileLinks);
      const ids = swaps.flatMap((s) => [s.media?.resourceId, ...s.entries.map((e) => e.media?.resourceId)]);
      const media = await mediaResourcesByIds(
        tx,
        ctx.tenantId,
        ids.filter((id): id is number => id !== undefined),
      );
      return { owner, swaps, media: [...media.values()] };
    });
    const [pictures, logo] = await Promise.all([
      loadPdfPictures(storage, data.media),
      tenantLogoSvg(req.tenant.id, platform.config.webDist),
    ]);
    const pdf = await renderPdf(
      swapsPdfDefinition(
        {
          tenant: req.tenant,
          lang: body.lang,
          participantName: data.owner.name,
          from: body.from,
          to: body.to,
          statusFilter: body.statusFilter,
          swaps: data.swaps,
          now,
        },
        pictures,
        logo,
      ),
    );
    const name = pdfFileName(req.tenant.wording[body.lang].swaps, data.owner.name, now);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  });
}
