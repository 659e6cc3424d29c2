import type { FastifyInstance } from 'fastify';
import { idParamsSchema, profileSchema, updateProfileBodySchema } from '@stride/contracts';
import { ifMatchVersion, sendVersioned } from '../../platform/http/etag.js';
import { tenantTx } from '../../platform/http/request.js';
import { typed } from '../../platform/http/server.js';
import { presentProfile } from './profiles.presenter.js';
import { getVisiblePerson, updateProfile } from './profiles.service.js';

export async function profilesRoutes(app: FastifyInstance): Promise<void> {
  const r = typed(app);
  const tags = ['profiles'];

  r.get(
    '/api/profiles/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: profileSchema } } },
    async (req, reply) => {
      const person = await tenantTx(req, (tx, ctx) => getVisiblePerson(tx, ctx, req.params.id));
      return sendVersioned(reply, presentProfile(person));
    },
  );

  r.put(
    '/api/profiles/:id',
    { schema: { tags, params: idParamsSchema, body: updateProfileBodySchema, response: { 200: profileSchema } } },
    async (req, reply) => {
      const version = ifMatchVersion(req);
      const profile = await tenantTx(req, (tx, ctx) => updateProfile(tx, ctx, req.params.id, version, req.body));
      return sendVersioned(reply, profile);
    },
  );
}
