import { idParamsSchema } from '../common.js';
import { ADMIN_ROLES, PLATFORM_ROLES, Role } from '../roles.js';
import {
  coachedParticipantListQuerySchema,
  coachedParticipantListSchema,
  createTeamUserBodySchema,
  staffUserListSchema,
  staffUserSchema,
  teamUserListQuerySchema,
  updateTeamUserBodySchema,
} from './team.js';
import { endpoint } from '../endpoint.js';

/** /bhUsers: the platform team (spec 000 section 7, Advisors (team)). */
export const teamEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/bhUsers',
    summary: 'The platform team, a page of them',
    query: teamUserListQuerySchema,
    response: staffUserListSchema,
    roles: PLATFORM_ROLES,
  }),
  create: endpoint({
    method: 'POST',
    path: '/bhUsers',
    summary: 'Add a team member (a welcome e-mail goes out; only the owner adds admins)',
    body: createTeamUserBodySchema,
    response: staffUserSchema,
    status: 201,
    versioned: true,
    roles: ADMIN_ROLES,
  }),
  get: endpoint({
    method: 'GET',
    path: '/bhUsers/{id}',
    summary: 'One team member, by user id',
    params: idParamsSchema,
    response: staffUserSchema,
    versioned: true,
    roles: PLATFORM_ROLES,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/bhUsers/{id}',
    summary: 'Edit a team member (only the owner changes roles)',
    params: idParamsSchema,
    body: updateTeamUserBodySchema,
    response: staffUserSchema,
    versioned: true,
    roles: PLATFORM_ROLES,
  }),
  participants: endpoint({
    method: 'GET',
    path: '/bhUsers/{id}/participants',
    summary: 'The direct-to-consumer participants a team member coaches',
    params: idParamsSchema,
    query: coachedParticipantListQuerySchema,
    response: coachedParticipantListSchema,
    roles: [Role.Owner],
  }),
};
export type TeamEndpoints = typeof teamEndpoints;
