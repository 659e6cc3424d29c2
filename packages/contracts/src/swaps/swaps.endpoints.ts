import { idParamsSchema } from '../common.js';
import { endpoint } from '../endpoint.js';
import { ALL_ROLES } from '../roles.js';
import {
  createSwapBodySchema,
  createSwapEntryBodySchema,
  swapListQuerySchema,
  swapListSchema,
  swapMultipartFieldsSchema,
  swapParamsSchema,
  swapPdfBodySchema,
  swapProgressBodySchema,
  swapProgressParamsSchema,
  swapSchema,
  updateSwapBodySchema,
} from './swaps.js';

const BASE = '/participants/{id}/swaps';
/** The spec's multipart form: the JSON body as the `model` part, and the media `file` (a picture or video). */
const multipart = { fields: swapMultipartFieldsSchema, files: ['file'] } as const;

/**
 * Swaps (spec 001 section 7, "Swaps"; docs/decisions.md, "Swaps"). `{id}` is the participant's user id, as
 * every /participants/{id} call. Each change answers the whole swap (progress, entries, next statuses).
 */
export const swapEndpoints = {
  list: endpoint({
    method: 'GET',
    path: BASE,
    summary: "The participant's swaps (status; from, to): items, the latest first",
    params: idParamsSchema,
    query: swapListQuerySchema,
    response: swapListSchema,
    roles: ALL_ROLES,
  }),
  create: endpoint({
    method: 'POST',
    path: BASE,
    summary: 'A new swap: JSON, or multipart (model JSON, file: a picture or video): Swap added!',
    params: idParamsSchema,
    body: createSwapBodySchema,
    multipart,
    response: swapSchema,
    status: 201,
    versioned: true,
    roles: ALL_ROLES,
  }),
  generatePdf: endpoint({
    method: 'POST',
    path: `${BASE}/generate-pdf`,
    summary: "The participant's swaps as a PDF (template, lang en|es, statusFilter, from, to): an attachment",
    params: idParamsSchema,
    body: swapPdfBodySchema,
    download: true,
    roles: ALL_ROLES,
  }),
  get: endpoint({
    method: 'GET',
    path: `${BASE}/{swapId}`,
    summary: 'One swap with its progress days and entries',
    params: swapParamsSchema,
    response: swapSchema,
    versioned: true,
    roles: ALL_ROLES,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${BASE}/{swapId}`,
    summary: 'Change a swap (fields, status by the allowed transitions, media): JSON, or multipart; Saved!',
    params: swapParamsSchema,
    body: updateSwapBodySchema,
    multipart,
    response: swapSchema,
    versioned: true,
    roles: ALL_ROLES,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: `${BASE}/{swapId}`,
    summary: 'Delete a swap (kept for the audit, gone from lists and PDFs): Swap deleted!',
    params: swapParamsSchema,
    status: 204,
    versioned: true,
    roles: ALL_ROLES,
  }),
  addProgress: endpoint({
    method: 'POST',
    path: `${BASE}/{swapId}/progress`,
    summary: 'The participant did it on this day (once a day; a NEW swap becomes IN_PROGRESS)',
    params: swapParamsSchema,
    body: swapProgressBodySchema,
    response: swapSchema,
    versioned: true,
    roles: ALL_ROLES,
  }),
  removeProgress: endpoint({
    method: 'DELETE',
    path: `${BASE}/{swapId}/progress/{date}`,
    summary: 'Undo a day of progress (the participant)',
    params: swapProgressParamsSchema,
    response: swapSchema,
    roles: ALL_ROLES,
  }),
  addEntry: endpoint({
    method: 'POST',
    path: `${BASE}/{swapId}/entry`,
    summary: 'A note of how it went (content, impactLevel, difficultLevel, media): JSON, or multipart',
    params: swapParamsSchema,
    body: createSwapEntryBodySchema,
    multipart,
    response: swapSchema,
    status: 201,
    versioned: true,
    roles: ALL_ROLES,
  }),
};
