import type { FastifyInstance } from 'fastify';
import { endpoints } from '@stride/contracts';
import { paged } from '../../platform/http/paging.js';
import { route } from '../../platform/http/route.js';
import { listShareableCompanies } from './sharing.service.js';

/**
 * The sharing module's own call: the companies one may share with, for every share dialog. The share and
 * copy calls of a kind are its module's (their paths and answers are the subject's), each a line over
 * sharing.service.ts.
 */
export async function sharingRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.routinesSharing.listShareableCompanies, async ({ tx, ctx, actor, query }) => {
    const { items, total } = await listShareableCompanies(tx, ctx, actor, query);
    return paged('items', items, total, query);
  });
}
