import type { FastifyInstance } from 'fastify';
import { endpoints } from '@stride/contracts';
import { paged } from '../../platform/http/paging.js';
import { route } from '../../platform/http/route.js';
import { presentProgram } from './programs.presenter.js';
import { createProgram, deleteProgram, getVisibleProgram, listPrograms, updateProgram } from './programs.service.js';

const api = endpoints.programs;

/** /programs: a company's programs (spec 000 section 7, Programs). */
export async function programsRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.list, async ({ tx, ctx, query }) => {
    const { programs, total } = await listPrograms(tx, ctx, query);
    return paged('programs', programs, total, query);
  });

  route(app, api.create, async ({ tx, ctx, body }) => createProgram(tx, ctx, body));

  route(app, api.get, async ({ tx, ctx, params }) => {
    const { program, profilesCount } = await getVisibleProgram(tx, ctx, params.id);
    return presentProgram(program, profilesCount);
  });

  route(app, api.update, async ({ tx, ctx, params, version, body }) =>
    updateProgram(tx, ctx, params.id, version, body),
  );

  route(app, api.delete, async ({ tx, ctx, params, version }) => deleteProgram(tx, ctx, params.id, version));
}
