import { accountSchema, updateAccountBodySchema } from './accounts.js';
import { idParamsSchema } from '../common.js';
import { endpoint } from '../endpoint.js';
import { STAFF_ROLES } from '../roles.js';
import { accountSecurityEndpoints } from './security.endpoints.js';

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
  ...accountSecurityEndpoints,
};
export type AccountEndpoints = typeof accountEndpoints;
