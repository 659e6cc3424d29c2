import type { FastifyInstance } from 'fastify';
import { endpoints } from '@stride/contracts';
import { paged } from '../../../platform/http/paging.js';
import { route } from '../../../platform/http/route.js';
import { listSharedSequences } from './sequences.shared.js';

/** GET /routines/definitions/sequences/shared: the /shared screen's routines (received or sent). */
export async function sharedSequencesRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.sequences.listShared, async ({ tx, ctx, actor, query }) => {
    const { items, total } = await listSharedSequences(tx, ctx, actor, query);
    return paged('items', items, total, query);
  });
}
