import { idParamsSchema } from '../common.js';
import { endpoint } from '../endpoint.js';
import { STAFF_ROLES } from '../roles.js';
import {
  importedFolderSchema,
  importedItemsSchema,
  importSharedBodySchema,
  importSharedFolderBodySchema,
  importSharedItemsBodySchema,
  shareableCompaniesQuerySchema,
  shareableCompanyListSchema,
  shareBodySchema,
  sharedCompanyParamsSchema,
  sharedDefinitionListSchema,
  sharedFolderListSchema,
  sharedFoldersQuerySchema,
  sharedItemsQuerySchema,
  shareResultSchema,
} from './sharing.js';

/** The staff who keep an exercise library (the routineDefinition policy narrows it). */
const LIBRARY_ROLES = STAFF_ROLES;

/** The four sharing calls of one kind of definition. */
function sharingCalls<const P extends string>(path: P, noun: string) {
  return {
    share: endpoint({
      method: 'POST',
      path: `/routines/definitions/${path}/{id}/shared`,
      summary: `Share a ${noun} of the actor's library with companies of the tenant: Item shared!`,
      params: idParamsSchema,
      body: shareBodySchema,
      response: shareResultSchema,
      roles: LIBRARY_ROLES,
    }),
    shareWithCompany: endpoint({
      method: 'POST',
      path: `/routines/definitions/${path}/{id}/shared/company`,
      summary: `Share a ${noun} the actor sees (the platform's) with their own company: Item shared!`,
      params: idParamsSchema,
      response: shareResultSchema,
      roles: LIBRARY_ROLES,
    }),
    importShared: endpoint({
      method: 'POST',
      path: `/routines/definitions/${path}/{id}/shared/copy`,
      summary: `Copy a ${noun} shared with the actor's company into their library (folderId): Item imported!`,
      params: idParamsSchema,
      body: importSharedBodySchema,
      response: importedItemsSchema,
      status: 201,
      roles: LIBRARY_ROLES,
    }),
    importCompanyShared: endpoint({
      method: 'POST',
      path: `/routines/definitions/${path}/{id}/shared/company/copy`,
      summary: `Copy a ${noun} of the company's shared list into the actor's library (folderId): Item imported!`,
      params: idParamsSchema,
      body: importSharedBodySchema,
      response: importedItemsSchema,
      status: 201,
      roles: LIBRARY_ROLES,
    }),
  };
}

const exercises = sharingCalls('exercises', 'exercise');
const series = sharingCalls('series', 'circuit');
const activities = sharingCalls('activities', 'activity');

/**
 * Sharing the exercise library between companies (spec 001 section 7; docs/decisions.md, "Exercise
 * library: sharing, routines"). Routines' sharing calls are with the routines' endpoints.
 */
export const routineSharingEndpoints = {
  shareExercise: exercises.share,
  shareExerciseWithCompany: exercises.shareWithCompany,
  importSharedExercise: exercises.importShared,
  importCompanySharedExercise: exercises.importCompanyShared,
  shareSeries: series.share,
  shareSeriesWithCompany: series.shareWithCompany,
  importSharedSeries: series.importShared,
  importCompanySharedSeries: series.importCompanyShared,
  shareActivity: activities.share,
  shareActivityWithCompany: activities.shareWithCompany,
  importSharedActivity: activities.importShared,
  importCompanySharedActivity: activities.importCompanyShared,
  listReceivedItems: endpoint({
    method: 'GET',
    path: '/routines/definitions/items/shared',
    summary: "Definitions shared with the actor's company, one by one or in shared folders (search, kind, folderId)",
    query: sharedItemsQuerySchema,
    response: sharedDefinitionListSchema,
    roles: LIBRARY_ROLES,
  }),
  listSentItems: endpoint({
    method: 'GET',
    path: '/routines/definitions/items/shared/company',
    summary: "Definitions the actor's library shared, each with the companies it went to (search, kind, folderId)",
    query: sharedItemsQuerySchema,
    response: sharedDefinitionListSchema,
    roles: LIBRARY_ROLES,
  }),
  listSentItemsTo: endpoint({
    method: 'GET',
    path: '/routines/definitions/items/shared/company/{companyId}',
    summary: "Definitions the actor's library shared with one company (search, kind, folderId)",
    params: sharedCompanyParamsSchema,
    query: sharedItemsQuerySchema,
    response: sharedDefinitionListSchema,
    roles: LIBRARY_ROLES,
  }),
  importSharedItems: endpoint({
    method: 'POST',
    path: '/routines/definitions/items/shared/copy',
    summary: "Copy definitions shared with the actor's company into their library (folderId): Items imported!",
    body: importSharedItemsBodySchema,
    response: importedItemsSchema,
    status: 201,
    roles: LIBRARY_ROLES,
  }),
  shareFolder: endpoint({
    method: 'POST',
    path: '/routines/definitions/folders/{id}/shared',
    summary: "Share a folder of the actor's library (and so its items) with companies: Shared successful",
    params: idParamsSchema,
    body: shareBodySchema,
    response: shareResultSchema,
    roles: LIBRARY_ROLES,
  }),
  listSharedFolders: endpoint({
    method: 'GET',
    path: '/routines/definitions/folders/shared',
    summary: 'Shared folders: folderSharedStrategy RECEIVED (default), SENT or ALL; search, paging',
    query: sharedFoldersQuerySchema,
    response: sharedFolderListSchema,
    roles: LIBRARY_ROLES,
  }),
  importSharedFolder: endpoint({
    method: 'POST',
    path: '/routines/definitions/folders/{id}/shared/copy',
    summary:
      "A new folder in the actor's library with a copy of each item of a folder shared with them: Item imported!",
    params: idParamsSchema,
    body: importSharedFolderBodySchema,
    response: importedFolderSchema,
    status: 201,
    roles: LIBRARY_ROLES,
  }),
  listShareableCompanies: endpoint({
    method: 'GET',
    path: '/routines/definitions/shared/companies',
    summary: 'The companies of the tenant the actor may share library items with (not their own), by name',
    query: shareableCompaniesQuerySchema,
    response: shareableCompanyListSchema,
    roles: LIBRARY_ROLES,
  }),
};
