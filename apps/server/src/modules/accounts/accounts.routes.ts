import type { FastifyInstance } from 'fastify';
import { endpoints, type RoleId } from '@stride/contracts';
import { route } from '../../platform/http/route.js';
import { deleteAccount, getVisibleAccount, updateAccount } from './accounts.service.js';
import { exportPersonRecord } from './record-export.service.js';

const api = endpoints.accounts;

/**
 * Accounts of every kind of person (spec 000: "Account: PUT {url} with isActive and a weak version
 * precondition; DELETE {url}"): /accounts/{userId}, with the user's version as the ETag.
 */
export async function accountsRoutes(app: FastifyInstance): Promise<void> {
  const { events, storage, realtime, fileLinks } = app.platform;

  route(app, api.get, async ({ tx, ctx, params }) => getVisibleAccount(tx, ctx, params.id));

  route(app, api.update, async ({ tx, ctx, params, version, body }) =>
    updateAccount(tx, ctx, params.id, version, body),
  );

  route(app, api.delete, async ({ tx, ctx, params, version, afterCommit }) => {
    const { person, fileKeys } = await deleteAccount(tx, ctx, params.id, version);
    afterCommit(() =>
      events.publish({
        type: 'account.deleted',
        tenantId: ctx.tenantId,
        actorUserId: ctx.actor.userId,
        payload: { userId: person.user.id, profileId: person.profile.id, roleId: person.user.roleId as RoleId },
      }),
    );
    // Its sessions went with the transaction: its open sockets go too.
    afterCommit(() => realtime.endPersonSockets(ctx.tenantId, person.user.uuid));
    // After the commit: a file removed for a delete that rolled back could not come back.
    afterCommit(() => Promise.all(fileKeys.map((key) => storage.delete(key).catch(() => undefined))));
  });

  route(app, api.export, { transaction: false }, async ({ req, reply, inTx, params }) => {
    const sources = { inTx, storage, fileLinks, webDist: app.platform.config.webDist, tenant: req.tenant };
    const { name, zip } = await exportPersonRecord(sources, params.id);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(zip);
  });
}
