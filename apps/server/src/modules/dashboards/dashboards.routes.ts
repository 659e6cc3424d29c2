import type { FastifyInstance } from 'fastify';
import {
  advisorsDashboardQuerySchema,
  advisorsDashboardSchema,
  dashboardQuerySchema,
  idParamsSchema,
  participantsDashboardSchema,
  Role,
} from '@stride/contracts';
import { tenantTx } from '../../platform/http/request.js';
import { typed } from '../../platform/http/server.js';
import { advisorParticipantsDashboard, advisorsDashboard, participantsDashboard } from './dashboards.service.js';

/** Dashboards (spec 000 section 6): the participant dashboard for advisors, the advisors dashboard for company admins. */
export async function dashboardsRoutes(app: FastifyInstance): Promise<void> {
  const r = typed(app);
  const tags = ['dashboards'];

  r.get(
    '/api/participants/dashboard',
    {
      config: { roles: [Role.Advisor] },
      schema: { tags, querystring: dashboardQuerySchema, response: { 200: participantsDashboardSchema } },
    },
    async (req) => tenantTx(req, (tx, ctx) => participantsDashboard(tx, ctx, req.query)),
  );

  r.get(
    '/api/advisors/dashboard',
    {
      config: { roles: [Role.CompanyAdmin] },
      schema: { tags, querystring: advisorsDashboardQuerySchema, response: { 200: advisorsDashboardSchema } },
    },
    async (req) => tenantTx(req, (tx, ctx) => advisorsDashboard(tx, ctx, req.query)),
  );

  r.get(
    '/api/advisors/:id/participants/dashboard',
    {
      config: { roles: [Role.CompanyAdmin] },
      schema: {
        tags,
        params: idParamsSchema,
        querystring: dashboardQuerySchema,
        response: { 200: participantsDashboardSchema },
      },
    },
    async (req) => tenantTx(req, (tx, ctx) => advisorParticipantsDashboard(tx, ctx, req.params.id, req.query)),
  );
}
