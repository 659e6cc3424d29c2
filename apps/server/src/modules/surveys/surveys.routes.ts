import type { FastifyInstance } from 'fastify';
import { endpoints } from '@stride/contracts';
import { paged } from '../../platform/http/paging.js';
import { route } from '../../platform/http/route.js';
import { getDefinition, listDefinitions } from './surveys.service.js';

const api = endpoints.surveys;

/** /surveys/definitions: the instruments staff schedule (spec 002 section 7; issue 27). */
export async function surveysRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.definitions, async ({ tx, ctx, query }) => {
    const { items, total } = await listDefinitions(tx, ctx, query);
    return paged('items', items, total, query);
  });

  route(app, api.definition, async ({ tx, ctx, params }) => getDefinition(tx, ctx, params.id));
}
