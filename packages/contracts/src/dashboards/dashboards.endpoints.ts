import { idParamsSchema } from '../common.js';
import {
  advisorsDashboardQuerySchema,
  advisorsDashboardSchema,
  dashboardQuerySchema,
  participantsDashboardSchema,
} from './dashboards.js';
import { Role } from '../roles.js';
import { endpoint } from '../endpoint.js';

/** Dashboards (spec 000 section 6): the participant dashboard for advisors, the advisors dashboard for company admins. */
export const dashboardEndpoints = {
  participants: endpoint({
    method: 'GET',
    path: '/participants/dashboard',
    summary: "The advisor's company's participant figures and the advisor's unread notifications",
    query: dashboardQuerySchema,
    response: participantsDashboardSchema,
    roles: [Role.Advisor],
  }),
  advisors: endpoint({
    method: 'GET',
    path: '/advisors/dashboard',
    summary: "The company admin's company figures, one row per advisor (a page of them)",
    query: advisorsDashboardQuerySchema,
    response: advisorsDashboardSchema,
    roles: [Role.CompanyAdmin],
  }),
  advisorParticipants: endpoint({
    method: 'GET',
    path: '/advisors/{id}/participants/dashboard',
    summary: "One advisor's participant dashboard, for their company admin",
    params: idParamsSchema,
    query: dashboardQuerySchema,
    response: participantsDashboardSchema,
    roles: [Role.CompanyAdmin],
  }),
};
export type DashboardEndpoints = typeof dashboardEndpoints;
