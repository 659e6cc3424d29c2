import { idParamsSchema } from '../common.js';
import { endpoint } from '../endpoint.js';
import { featureFlagsBodySchema, messageSchema } from '../flags.js';
import {
  createParticipantBodySchema,
  participantListQuerySchema,
  participantListSchema,
  participantSchema,
  updateParticipantBodySchema,
} from './participants.js';
import { ALL_ROLES, IMPORT_ROLES, STAFF_ROLES } from '../roles.js';
import { participantImportFieldsSchema, taskSchema } from '../tasks/tasks.js';

/** The participant e-mails: a few a minute per address is plenty for a person at the portal. */
const MAIL_RATE = { max: 20, timeWindow: '1 minute' };

/** /participants (spec 000 section 7, Participants): the participants the actor sees, added and edited by staff. */
export const participantEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/participants',
    summary: 'The participants the actor sees, filtered and sorted, a page of them',
    query: participantListQuerySchema,
    response: participantListSchema,
    roles: STAFF_ROLES,
  }),
  create: endpoint({
    method: 'POST',
    path: '/participants',
    summary: 'Add a participant (to a practice, an advisor, or a consultant)',
    body: createParticipantBodySchema,
    response: participantSchema,
    status: 201,
    versioned: true,
    roles: STAFF_ROLES,
  }),
  get: endpoint({
    method: 'GET',
    path: '/participants/{id}',
    summary: 'One participant (by user id); a participant reads themself',
    params: idParamsSchema,
    response: participantSchema,
    versioned: true,
    roles: ALL_ROLES,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/participants/{id}',
    summary: 'Edit a participant: name, e-mail, language, time zone, practice, advisor or consultant, flags',
    params: idParamsSchema,
    body: updateParticipantBodySchema,
    response: participantSchema,
    versioned: true,
    roles: STAFF_ROLES,
  }),
  setFlags: endpoint({
    method: 'PUT',
    path: '/participants/{id}/featureFlag',
    summary: "Turn a participant's features on or off (the changed flags)",
    params: idParamsSchema,
    body: featureFlagsBodySchema,
    response: participantSchema,
    versioned: true,
    roles: STAFF_ROLES,
  }),
  sendWelcomeEmail: endpoint({
    method: 'POST',
    path: '/participants/{id}/sendWelcomeEmail',
    summary: 'Mail the participant a welcome with a link to set their password',
    params: idParamsSchema,
    response: messageSchema,
    roles: STAFF_ROLES,
    rateLimit: MAIL_RATE,
  }),
  passwordReset: endpoint({
    method: 'POST',
    path: '/participants/{id}/passwordReset',
    summary: 'Mail the participant a link to set a new password',
    params: idParamsSchema,
    response: messageSchema,
    roles: STAFF_ROLES,
    rateLimit: MAIL_RATE,
  }),
};
export type ParticipantEndpoints = typeof participantEndpoints;

/** /participants/import (spec 002 section 7, Tasks): a file of participants imported in the background. */
export const participantImportEndpoints = {
  start: endpoint({
    method: 'POST',
    path: '/participants/import',
    summary: 'Import participants from a CSV or XLSX file (up to 1 GB) for an advisor: answers the task, 202',
    multipart: { fields: participantImportFieldsSchema, files: ['file'], fileRequired: true },
    response: taskSchema,
    status: 202,
    roles: IMPORT_ROLES,
  }),
  template: endpoint({
    method: 'GET',
    path: '/participants/import/template',
    summary: 'The CSV template of an import (its columns)',
    download: true,
    roles: IMPORT_ROLES,
  }),
};
export type ParticipantImportEndpoints = typeof participantImportEndpoints;
