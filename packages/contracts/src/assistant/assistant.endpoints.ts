import { samiAnswerParamsSchema, samiAnswerSchema, samiBodySchema, samiFinalBodySchema } from './assistant.js';
import { STAFF_ROLES } from '../roles.js';
import { endpoint } from '../endpoint.js';

/** The assistant (spec 002 section 7, Chat: /sami): a drafted answer about a participant, then the final one. */
export const assistantEndpoints = {
  ask: endpoint({
    method: 'POST',
    path: '/sami',
    summary: 'The assistant drafts an answer about a participant the actor sees',
    body: samiBodySchema,
    response: samiAnswerSchema,
    status: 201,
    versioned: true,
    roles: STAFF_ROLES,
  }),
  saveFinal: endpoint({
    method: 'PUT',
    path: '/sami/{answerId}',
    summary: "The advisor's final answer (the asker or an admin)",
    params: samiAnswerParamsSchema,
    body: samiFinalBodySchema,
    response: samiAnswerSchema,
    versioned: true,
    roles: STAFF_ROLES,
  }),
};
export type AssistantEndpoints = typeof assistantEndpoints;
