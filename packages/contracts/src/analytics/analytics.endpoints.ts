import { endpoint } from '../endpoint.js';
import { pageViewBodySchema } from '../platform.js';
import { ALL_ROLES } from '../roles.js';

/** /page-views: the portal's analytics, one event per navigation. */
export const analyticsEndpoints = {
  pageView: endpoint({
    method: 'POST',
    path: '/page-views',
    summary: 'Record that the signed-in person opened a page',
    body: pageViewBodySchema,
    status: 204,
    roles: ALL_ROLES,
  }),
};
export type AnalyticsEndpoints = typeof analyticsEndpoints;
