import { Role, STAFF_ROLES } from '../roles.js';
import { dictionaryParamsSchema, dictionarySchema } from './team.js';
import { endpoint } from '../endpoint.js';

/** /dictionaries/{name}: the values of the team and company forms' selects, with their labels. */
export const dictionaryEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/dictionaries/{name}',
    summary: "A select's values and labels (roles, feature flag states)",
    params: dictionaryParamsSchema,
    response: dictionarySchema,
    roles: [...STAFF_ROLES, Role.Participant],
  }),
};
export type DictionaryEndpoints = typeof dictionaryEndpoints;
