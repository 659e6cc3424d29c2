import { idParamsSchema } from '../common.js';
import { endpoint } from '../endpoint.js';
import { STAFF_ROLES } from '../roles.js';
import {
  activityBodySchema,
  copiedItemsSchema,
  copyDefinitionItemsBodySchema,
  copyFolderBodySchema,
  definitionFolderBodySchema,
  definitionFolderListSchema,
  definitionFolderQuerySchema,
  definitionFolderSchema,
  definitionItemsQuerySchema,
  definitionListQuerySchema,
  definitionListSchema,
  definitionMultipartFieldsSchema,
  definitionSchema,
  exerciseBodySchema,
  forceDeleteBodySchema,
  seriesBodySchema,
  updateDefinitionItemBodySchema,
} from './routines.js';

/** The staff who keep an exercise library (the policy narrows it: docs/decisions.md, "Exercise library"). */
const LIBRARY_ROLES = STAFF_ROLES;
const multipart = { fields: definitionMultipartFieldsSchema, files: ['file', 'additionalFile'] } as const;

/** The five calls of one kind of definition: list, create, read, update, delete. */
function definitionCalls<const P extends string, const B extends typeof exerciseBodySchema | typeof seriesBodySchema>(
  path: P,
  noun: string,
  body: B,
) {
  return {
    list: endpoint({
      method: 'GET',
      path: `/routines/definitions/${path}`,
      summary: `A page of the ${noun} definitions the actor sees (search, folderId, scope)`,
      query: definitionListQuerySchema,
      response: definitionListSchema,
      roles: LIBRARY_ROLES,
    }),
    create: endpoint({
      method: 'POST',
      path: `/routines/definitions/${path}`,
      summary: `A new ${noun} in the actor's library: JSON, or multipart (model JSON, file, additionalFile)`,
      body,
      multipart,
      response: definitionSchema,
      status: 201,
      versioned: true,
      roles: LIBRARY_ROLES,
    }),
    get: endpoint({
      method: 'GET',
      path: `/routines/definitions/${path}/{id}`,
      summary: `One ${noun} definition`,
      params: idParamsSchema,
      response: definitionSchema,
      versioned: true,
      roles: LIBRARY_ROLES,
    }),
    update: endpoint({
      method: 'PUT',
      path: `/routines/definitions/${path}/{id}`,
      summary: `Change a ${noun}: JSON, or multipart (model JSON, file, additionalFile); If-Match`,
      params: idParamsSchema,
      body,
      multipart,
      response: definitionSchema,
      versioned: true,
      roles: LIBRARY_ROLES,
    }),
    remove: endpoint({
      method: 'DELETE',
      path: `/routines/definitions/${path}/{id}`,
      summary: `Delete a ${noun}; one used in a circuit needs {force: true} (409 DEFINITION_IN_USE naming where)`,
      params: idParamsSchema,
      body: forceDeleteBodySchema.nullable(),
      status: 204,
      versioned: true,
      roles: LIBRARY_ROLES,
    }),
  };
}

const exercises = definitionCalls('exercises', 'exercise', exerciseBodySchema);
const series = definitionCalls('series', 'circuit', seriesBodySchema);
const activities = definitionCalls('activities', 'activity', activityBodySchema);

/**
 * The exercise library (spec 001 section 7, Definitions and Folders): exercises, circuits (series) and
 * activities, and their folders. Sharing between companies and sequences come later.
 */
export const routineEndpoints = {
  listExercises: exercises.list,
  createExercise: exercises.create,
  getExercise: exercises.get,
  updateExercise: exercises.update,
  deleteExercise: exercises.remove,
  listSeries: series.list,
  createSeries: series.create,
  getSeries: series.get,
  updateSeries: series.update,
  deleteSeries: series.remove,
  listActivities: activities.list,
  createActivity: activities.create,
  getActivity: activities.get,
  updateActivity: activities.update,
  deleteActivity: activities.remove,
  listItems: endpoint({
    method: 'GET',
    path: '/routines/definitions/items',
    summary: 'Every kind of definition in one list: search, kind, folderId, scope, paging',
    query: definitionItemsQuerySchema,
    response: definitionListSchema,
    roles: LIBRARY_ROLES,
  }),
  updateItem: endpoint({
    method: 'PUT',
    path: '/routines/definitions/items/{id}',
    summary: 'Rename a definition of any kind, or move it to a folder of its library; If-Match',
    params: idParamsSchema,
    body: updateDefinitionItemBodySchema,
    response: definitionSchema,
    versioned: true,
    roles: LIBRARY_ROLES,
  }),
  copyItems: endpoint({
    method: 'POST',
    path: '/routines/definitions/items/copy',
    summary: 'Copy definitions the actor sees into their own library (into folderId when given): Items duplicated!',
    body: copyDefinitionItemsBodySchema,
    response: copiedItemsSchema,
    status: 201,
    roles: LIBRARY_ROLES,
  }),
  listFolders: endpoint({
    method: 'GET',
    path: '/routines/definitions/folders',
    summary: 'The folders of the libraries the actor sees, by title',
    query: definitionFolderQuerySchema,
    response: definitionFolderListSchema,
    roles: LIBRARY_ROLES,
  }),
  createFolder: endpoint({
    method: 'POST',
    path: '/routines/definitions/folders',
    summary: "A folder in the actor's library: Folder created!",
    body: definitionFolderBodySchema,
    response: definitionFolderSchema,
    status: 201,
    versioned: true,
    roles: LIBRARY_ROLES,
  }),
  updateFolder: endpoint({
    method: 'PUT',
    path: '/routines/definitions/folders/{id}',
    summary: 'Rename a folder: Folder renamed!',
    params: idParamsSchema,
    body: definitionFolderBodySchema,
    response: definitionFolderSchema,
    versioned: true,
    roles: LIBRARY_ROLES,
  }),
  deleteFolder: endpoint({
    method: 'DELETE',
    path: '/routines/definitions/folders/{id}',
    summary: 'Delete an empty folder (409 FOLDER_NOT_EMPTY otherwise: use /completely)',
    params: idParamsSchema,
    status: 204,
    versioned: true,
    roles: LIBRARY_ROLES,
  }),
  deleteFolderCompletely: endpoint({
    method: 'DELETE',
    path: '/routines/definitions/folders/{id}/completely',
    summary: 'Delete a folder with every definition in it (those used elsewhere stop it, as a delete does)',
    params: idParamsSchema,
    body: forceDeleteBodySchema.nullable(),
    status: 204,
    versioned: true,
    roles: LIBRARY_ROLES,
  }),
  copyFolder: endpoint({
    method: 'POST',
    path: '/routines/definitions/folders/{id}/copy',
    summary: "A copy of the folder and its definitions in the actor's library: Folder duplicated!",
    params: idParamsSchema,
    body: copyFolderBodySchema,
    response: definitionFolderSchema,
    status: 201,
    versioned: true,
    roles: LIBRARY_ROLES,
  }),
};
