import type { FastifyInstance } from 'fastify';
import { accountSchema, idParamsSchema, STAFF_ROLES, updateAccountBodySchema } from '@stride/contracts';
import { ifMatchVersion, sendVersioned } from '../../platform/http/etag.js';
import { tenantTx } from '../../platform/http/request.js';
import { typed } from '../../platform/http/server.js';
import { deleteAccount, getVisibleAccount, updateAccount } from './accounts.service.js';

/**
 * Accounts of every kind of person (spec 000: "Account: PUT {url} with isActive and a weak version
 * precondition; DELETE {url}"): /accounts/{userId}, with the user's version as the ETag.
 */
export async function accountsRoutes(app: FastifyInstance): Promise<void> {
  const r = typed(app);
  const tags = ['accounts'];
  const staff = { roles: STAFF_ROLES };

  r.get(
    '/api/accounts/:id',
    { config: staff, schema: { tags, params: idParamsSchema, response: { 200: accountSchema } } },
    async (req, reply) => {
      const account = await tenantTx(req, (tx, ctx) => getVisibleAccount(tx, ctx, req.params.id));
      return sendVersioned(reply, account);
    },
  );

  r.put(
    '/api/accounts/:id',
    {
      config: staff,
      schema: { tags, params: idParamsSchema, body: updateAccountBodySchema, response: { 200: accountSchema } },
    },
    async (req, reply) => {
      const version = ifMatchVersion(req);
      const account = await tenantTx(req, (tx, ctx) => updateAccount(tx, ctx, req.params.id, version, req.body));
      return sendVersioned(reply, account);
    },
  );

  r.delete('/api/accounts/:id', { config: staff, schema: { tags, params: idParamsSchema } }, async (req, reply) => {
    const version = ifMatchVersion(req);
    const { person, fileKeys } = await tenantTx(req, (tx, ctx) => deleteAccount(tx, ctx, req.params.id, version));
    await app.platform.events.publish({
      type: 'account.deleted',
      tenantId: req.tenant.id,
      actorUserId: req.actor?.userId ?? null,
      payload: { userId: person.user.id, profileId: person.profile.id, roleId: person.user.roleId },
    });
    // After the commit: a file removed for a delete that rolled back could not come back.
    await Promise.all(fileKeys.map((key) => app.platform.storage.delete(key).catch(() => undefined)));
    return reply.status(204).send();
  });
}
