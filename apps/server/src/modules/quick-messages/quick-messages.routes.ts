import type { FastifyInstance } from 'fastify';
import {
  idParamsSchema,
  quickMessageBodySchema,
  quickMessageListQuerySchema,
  quickMessageListSchema,
  quickMessageParamsSchema,
  quickMessageSchema,
  STAFF_ROLES,
} from '@stride/contracts';
import { ifMatchVersion, sendVersioned } from '../../platform/http/etag.js';
import { paged } from '../../platform/http/paging.js';
import { tenantTx } from '../../platform/http/request.js';
import { typed } from '../../platform/http/server.js';
import {
  addQuickMessage,
  deleteQuickMessage,
  listQuickMessages,
  updateQuickMessage,
} from './quick-messages.service.js';

/** /profiles/{id}/quickMessages: a staff member's own quick messages (spec 000 section 7, Profile). */
export async function quickMessagesRoutes(app: FastifyInstance): Promise<void> {
  const r = typed(app);
  const tags = ['profiles'];
  const config = { roles: STAFF_ROLES };

  r.get(
    '/api/profiles/:id/quickMessages',
    {
      config,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: quickMessageListQuerySchema,
        response: { 200: quickMessageListSchema },
      },
    },
    async (req) => {
      const { quickMessages, total } = await tenantTx(req, (tx, ctx) =>
        listQuickMessages(tx, ctx, req.params.id, req.query),
      );
      return paged('quickMessages', quickMessages, total, req.query);
    },
  );

  r.post(
    '/api/profiles/:id/quickMessages',
    {
      config,
      schema: { tags, params: idParamsSchema, body: quickMessageBodySchema, response: { 201: quickMessageSchema } },
    },
    async (req, reply) => {
      const message = await tenantTx(req, (tx, ctx) => addQuickMessage(tx, ctx, req.params.id, req.body.message));
      return reply.status(201).send(sendVersioned(reply, message));
    },
  );

  r.put(
    '/api/profiles/:id/quickMessages/:qmId',
    {
      config,
      schema: {
        tags,
        params: quickMessageParamsSchema,
        body: quickMessageBodySchema,
        response: { 200: quickMessageSchema },
      },
    },
    async (req, reply) => {
      const version = ifMatchVersion(req);
      const message = await tenantTx(req, (tx, ctx) =>
        updateQuickMessage(tx, ctx, req.params.id, req.params.qmId, version, req.body.message),
      );
      return sendVersioned(reply, message);
    },
  );

  r.delete(
    '/api/profiles/:id/quickMessages/:qmId',
    { config, schema: { tags, params: quickMessageParamsSchema } },
    async (req, reply) => {
      const version = ifMatchVersion(req);
      await tenantTx(req, (tx, ctx) => deleteQuickMessage(tx, ctx, req.params.id, req.params.qmId, version));
      return reply.status(204).send();
    },
  );
}
