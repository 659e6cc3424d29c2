import { accountSchema, updateAccountBodySchema } from './accounts.js';
import { idParamsSchema } from '../common.js';
import { endpoint } from '../endpoint.js';
import { Role, STAFF_ROLES } from '../roles.js';
import { accountSecurityEndpoints } from './security.endpoints.js';

/** A whole record is a heavy read: a few a minute per person is plenty. */
const EXPORT_RATE = { max: 5, timeWindow: '1 minute' };

/** /accounts/{id} (spec 000 section 7, Account): a person's account by user id, the user's version as ETag. */
export const accountEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/accounts/{id}',
    summary: "A person's account (active or not)",
    params: idParamsSchema,
    response: accountSchema,
    versioned: true,
    roles: STAFF_ROLES,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/accounts/{id}',
    summary: 'Activate or inactivate an account',
    params: idParamsSchema,
    body: updateAccountBodySchema,
    response: accountSchema,
    versioned: true,
    roles: STAFF_ROLES,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/accounts/{id}',
    summary: 'Delete an account with its profile and what every domain keeps about the person',
    params: idParamsSchema,
    status: 204,
    versioned: true,
    roles: STAFF_ROLES,
  }),
  export: endpoint({
    method: 'GET',
    path: '/accounts/{id}/export',
    summary:
      'Everything the product keeps about one participant (GDPR articles 15 and 20): a ZIP of their rows as JSON, ' +
      'their files, the swaps PDF and the chat transcript, streamed',
    params: idParamsSchema,
    download: true,
    rateLimit: EXPORT_RATE,
    // The roles that may delete a participant's account (accountPolicy.export decides which participant).
    roles: [Role.Owner, Role.Admin, Role.Consultant, Role.CompanyAdmin],
  }),
  ...accountSecurityEndpoints,
};
export type AccountEndpoints = typeof accountEndpoints;
