import type { FastifyInstance } from 'fastify';
import { endpoints, PLATFORM_ROLES, PRACTICE_ROLES, Role, roleNames } from '@stride/contracts';
import { route } from '../../platform/http/route.js';

const roles = (ids: readonly number[]) => ids.map((id) => ({ id, name: roleNames[id as keyof typeof roleNames] }));

/** The values of the team and company forms' selects, with their labels. */
const DICTIONARIES = {
  /** Roles a team member can be given (the owner is not given, it is the platform's). */
  bh_user_role: roles(PLATFORM_ROLES.filter((r) => r !== Role.Owner)),
  practice_user_role: roles(PRACTICE_ROLES),
  /** Feature flag states: the id is the value sent in …/featureFlag bodies. */
  feature_flag_state: [
    { id: true, name: 'Active' },
    { id: false, name: 'Inactive' },
  ],
};

/** GET /dictionaries/{name}: any signed-in user. */
export async function dictionariesRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.dictionaries.get, async ({ params, reply }) => {
    reply.header('Cache-Control', 'private, max-age=3600');
    return DICTIONARIES[params.name];
  });
}
