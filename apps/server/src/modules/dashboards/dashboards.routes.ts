import type { FastifyInstance } from 'fastify';
import { endpoints } from '@stride/contracts';
import { route } from '../../platform/http/route.js';
import { advisorParticipantsDashboard, advisorsDashboard, participantsDashboard } from './dashboards.service.js';

const api = endpoints.dashboards;

/** Dashboards (spec 000 section 6): the participant dashboard for advisors, the advisors dashboard for company admins. */
export async function dashboardsRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.participants, async ({ tx, ctx, query }) => participantsDashboard(tx, ctx, query));
  route(app, api.advisors, async ({ tx, ctx, query }) => advisorsDashboard(tx, ctx, query));
  route(app, api.advisorParticipants, async ({ tx, ctx, params, query }) =>
    advisorParticipantsDashboard(tx, ctx, params.id, query),
  );
}
