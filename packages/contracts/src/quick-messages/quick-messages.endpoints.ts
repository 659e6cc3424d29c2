import { idParamsSchema } from '../common.js';
import {
  quickMessageBodySchema,
  quickMessageListQuerySchema,
  quickMessageListSchema,
  quickMessageParamsSchema,
  quickMessageSchema,
} from './quick-messages.js';
import { STAFF_ROLES } from '../roles.js';
import { endpoint } from '../endpoint.js';

/** /profiles/{id}/quickMessages: a staff member's own quick messages (spec 000 section 7, Profile). */
export const quickMessageEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/profiles/{id}/quickMessages',
    summary: "The actor's quick messages, a page of them",
    params: idParamsSchema,
    query: quickMessageListQuerySchema,
    response: quickMessageListSchema,
    roles: STAFF_ROLES,
  }),
  create: endpoint({
    method: 'POST',
    path: '/profiles/{id}/quickMessages',
    summary: 'Add a quick message (at most 100)',
    params: idParamsSchema,
    body: quickMessageBodySchema,
    response: quickMessageSchema,
    status: 201,
    versioned: true,
    roles: STAFF_ROLES,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/profiles/{id}/quickMessages/{qmId}',
    summary: "Change a quick message's text",
    params: quickMessageParamsSchema,
    body: quickMessageBodySchema,
    response: quickMessageSchema,
    versioned: true,
    roles: STAFF_ROLES,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/profiles/{id}/quickMessages/{qmId}',
    summary: 'Delete a quick message',
    params: quickMessageParamsSchema,
    status: 204,
    versioned: true,
    roles: STAFF_ROLES,
  }),
};
export type QuickMessageEndpoints = typeof quickMessageEndpoints;
