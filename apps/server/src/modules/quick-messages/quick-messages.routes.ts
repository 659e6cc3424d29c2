import type { FastifyInstance } from 'fastify';
import { endpoints } from '@stride/contracts';
import { paged } from '../../platform/http/paging.js';
import { route } from '../../platform/http/route.js';
import {
  addQuickMessage,
  deleteQuickMessage,
  listQuickMessages,
  updateQuickMessage,
} from './quick-messages.service.js';

const api = endpoints.quickMessages;

/** /profiles/{id}/quickMessages: a staff member's own quick messages (spec 000 section 7, Profile). */
export async function quickMessagesRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.list, async ({ tx, ctx, params, query }) => {
    const { quickMessages, total } = await listQuickMessages(tx, ctx, params.id, query);
    return paged('quickMessages', quickMessages, total, query);
  });

  route(app, api.create, async ({ tx, ctx, params, body }) => addQuickMessage(tx, ctx, params.id, body.message));

  route(app, api.update, async ({ tx, ctx, params, version, body }) =>
    updateQuickMessage(tx, ctx, params.id, params.qmId, version, body.message),
  );

  route(app, api.delete, async ({ tx, ctx, params, version }) =>
    deleteQuickMessage(tx, ctx, params.id, params.qmId, version),
  );
}
