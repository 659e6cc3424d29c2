import { createLoginTokenBodySchema, loginTokenResponseSchema } from '../auth/auth.js';
import { profilePreviewQuerySchema, profilePreviewsSchema, profilePreviewUuidQuerySchema } from '../chat/chat.js';
import { idParamsSchema } from '../common.js';
import { endpoint } from '../endpoint.js';
import { messageSchema } from '../flags.js';
import {
  changeEmailBodySchema,
  confirmEmailChangeBodySchema,
  profileSchema,
  surrogateSessionListSchema,
  surrogateSessionQuerySchema,
  updateProfileBodySchema,
} from './profiles.js';
import { ALL_ROLES } from '../roles.js';

/** /profiles: a person's own details and picture, and the previews the chat shows (spec 000 section 7, Profile). */
export const profileEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/profiles/{id}',
    summary: 'One profile (the own, or a person the actor sees)',
    params: idParamsSchema,
    response: profileSchema,
    versioned: true,
    roles: ALL_ROLES,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/profiles/{id}',
    summary: "Edit a profile's names, language and time zone (the person, or an admin)",
    params: idParamsSchema,
    body: updateProfileBodySchema,
    response: profileSchema,
    versioned: true,
    roles: ALL_ROLES,
  }),
  setPicture: endpoint({
    method: 'PUT',
    path: '/profiles/{id}/picture',
    summary: "Replace a profile's picture (an image file; the person, or an admin)",
    params: idParamsSchema,
    multipart: { files: ['file'], fileRequired: true },
    response: profileSchema,
    versioned: true,
    roles: ALL_ROLES,
  }),
  changeEmail: endpoint({
    method: 'POST',
    path: '/profiles/{id}/email',
    summary: "Ask to change one's own sign-in e-mail (with one's password): a link to the new address confirms it",
    params: idParamsSchema,
    body: changeEmailBodySchema,
    response: messageSchema,
    status: 202,
    roles: ALL_ROLES,
    rateLimit: { max: 5, timeWindow: '1 minute' },
  }),
  confirmEmailChange: endpoint({
    method: 'POST',
    path: '/auth/email-change/confirm',
    summary: "Confirm a new sign-in e-mail with the link's token (no sign-in needed)",
    body: confirmEmailChangeBodySchema,
    response: messageSchema,
    roles: 'public',
    rateLimit: { max: 10, timeWindow: '1 minute' },
  }),
  sendNewUserEmail: endpoint({
    method: 'POST',
    path: '/profiles/{id}/sendNewUserEmail',
    summary: 'Send a person a fresh set-password link by e-mail',
    params: idParamsSchema,
    response: messageSchema,
    roles: ALL_ROLES,
    rateLimit: { max: 10, timeWindow: '1 minute' },
  }),
  surrogateSessions: endpoint({
    method: 'GET',
    path: '/profiles/{id}/surrogate-sessions',
    summary:
      'Who of the staff signed in as this person, and when (newest first, paged): the person themself and admins',
    params: idParamsSchema,
    query: surrogateSessionQuerySchema,
    response: surrogateSessionListSchema,
    roles: ALL_ROLES,
  }),
  previews: endpoint({
    method: 'GET',
    path: '/profiles/preview',
    summary: 'Names and avatars of up to 25 profiles the actor sees (the others are left out)',
    query: profilePreviewQuerySchema,
    response: profilePreviewsSchema,
    roles: ALL_ROLES,
  }),
  previewsByUuid: endpoint({
    method: 'GET',
    path: '/profiles/preview/uuid',
    summary: 'Names and avatars of up to 25 people the actor sees, by user uuid',
    query: profilePreviewUuidQuerySchema,
    response: profilePreviewsSchema,
    roles: ALL_ROLES,
  }),
};
export type ProfileEndpoints = typeof profileEndpoints;

/** POST /profiles/{id}/tokens: a one-time login token for "Sign in as" and the way back (spec 000 section 7). */
export const loginTokenEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/profiles/{id}/tokens',
    summary: 'Start a surrogate login as this person, or return from one to the real person',
    params: idParamsSchema,
    body: createLoginTokenBodySchema,
    response: loginTokenResponseSchema,
    status: 201,
    roles: ALL_ROLES,
    rateLimit: { max: 20, timeWindow: '1 minute' },
  }),
};
export type LoginTokenEndpoints = typeof loginTokenEndpoints;
