import type { FastifyInstance } from 'fastify';
import { endpoints } from '@stride/contracts';
import { route } from '../../platform/http/route.js';
import { pageViewsPerDay } from '../analytics/index.js';
import { auditCsv } from './audit.csv.js';
import { auditDictionary, databaseLogs, getOperation, listOperations } from './audit.service.js';
import { authorize } from '../../platform/http/authorize.js';

const api = endpoints.audit;
const DAY_MS = 24 * 3_600_000;

/** The audit log read back (spec 002 "Audit", issue 30): the owner's and admins' of their tenant. */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.operations, async ({ tx, ctx, query }) => listOperations(tx, ctx, query));

  route(app, api.operation, async ({ tx, ctx, params }) => getOperation(tx, ctx, params.id));

  route(app, api.databaseLogs, async ({ tx, ctx, query }) => databaseLogs(tx, ctx, query.traceId));

  // Streamed in batches of short transactions (audit.csv.ts): none is held while the client reads.
  route(app, api.operationsCsv, { transaction: false }, async ({ reply, inTx, query, req }) => {
    const csv = await auditCsv(inTx, query);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-log-${req.tenant.id}-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });

  route(app, api.pageViews, async ({ tx, ctx, query }) => {
    authorize(ctx.actor, 'auditLog.read', undefined);
    const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
    return pageViewsPerDay(tx, ctx.tenantId, new Date(today - (query.days - 1) * DAY_MS));
  });

  route(app, api.operationsDictionary, async ({ tx, ctx }) => auditDictionary(tx, ctx, 'operation'));
  route(app, api.typesDictionary, async ({ tx, ctx }) => auditDictionary(tx, ctx, 'entity_type'));
}
