import type { FastifyInstance } from 'fastify';
import { endpoints } from '@stride/contracts';
import { route } from '../../platform/http/route.js';
import { presentProfile } from './profiles.presenter.js';
import { getVisiblePerson, updateProfile } from './profiles.service.js';
import { listSurrogateSessions } from './sign-in/surrogate-record.service.js';

const api = endpoints.profiles;

/** /profiles/{id}: a person's own details (spec 000 section 7, Profile). */
export async function profilesRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.get, async ({ tx, ctx, params }) => presentProfile(await getVisiblePerson(tx, ctx, params.id)));

  route(app, api.update, async ({ tx, ctx, params, version, body }) =>
    updateProfile(tx, ctx, params.id, version, body),
  );

  route(app, api.surrogateSessions, async ({ tx, ctx, params, query }) =>
    listSurrogateSessions(tx, ctx, params.id, query),
  );
}
