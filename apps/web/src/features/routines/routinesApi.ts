import {
  DEFINITION_IN_USE,
  endpoints,
  FOLDER_NOT_EMPTY,
  type Definition,
  type DefinitionBody,
  type DefinitionFolder,
  type DefinitionKind,
} from '@stride/contracts';
import { z } from 'zod';
import { ApiError, callEndpoint, type UploadOptions } from '../../app/api';

const api = endpoints.routines;

// Edits are sent once, without an automatic retry (spec 001 section 8): a 412 is told with the server's
// words and the list reloads, so the user sees what changed before trying again.

const CALLS = {
  EXERCISE: {
    create: api.createExercise,
    update: api.updateExercise,
    remove: api.deleteExercise,
    get: api.getExercise,
  },
  SERIES: { create: api.createSeries, update: api.updateSeries, remove: api.deleteSeries, get: api.getSeries },
  ACTIVITY: {
    create: api.createActivity,
    update: api.updateActivity,
    remove: api.deleteActivity,
    get: api.getActivity,
  },
} as const;

/** Newly chosen files of a definition: the multipart `file` (media) and `additionalFile`. */
export interface DefinitionFiles {
  file?: File;
  additionalFile?: File;
}

/** The files part of a call: none when nothing was chosen, so the change goes as JSON. */
const filesOf = (files: DefinitionFiles) => (files.file || files.additionalFile ? files : undefined);

/**
 * POST /routines/definitions/exercises|series|activities: JSON, or multipart (model, file,
 * additionalFile) when a file was chosen, with the upload's progress.
 */
export function createDefinition(
  kind: DefinitionKind,
  body: DefinitionBody,
  files: DefinitionFiles = {},
  options: UploadOptions = {},
): Promise<Definition> {
  const call = CALLS[kind].create;
  return callEndpoint(call, { body: body as z.input<typeof call.body>, files: filesOf(files), ...options });
}

/** PUT /routines/definitions/exercises|series|activities/{id} with If-Match: JSON, or multipart with files. */
export function updateDefinition(
  definition: Pick<Definition, 'id' | 'kind' | 'version'>,
  body: DefinitionBody,
  files: DefinitionFiles = {},
): Promise<Definition> {
  const call = CALLS[definition.kind].update;
  return callEndpoint(call, {
    params: { id: definition.id },
    body: body as z.input<typeof call.body>,
    files: filesOf(files),
    version: definition.version,
  });
}

/** DELETE /routines/definitions/exercises|series|activities/{id} {force} with If-Match ('Item deleted!'). */
export async function deleteDefinition(
  definition: Pick<Definition, 'id' | 'kind' | 'version'>,
  force: boolean,
): Promise<void> {
  await callEndpoint(CALLS[definition.kind].remove, {
    params: { id: definition.id },
    body: { force },
    version: definition.version,
  });
}

/** PUT /routines/definitions/items/{id} {folderId} with If-Match: moves a definition ('Item moved!'). */
export function moveDefinition(
  definition: Pick<Definition, 'id' | 'version'>,
  folderId: number | null,
): Promise<Definition> {
  return callEndpoint(api.updateItem, {
    params: { id: definition.id },
    body: { folderId },
    version: definition.version,
  });
}

/** POST /routines/definitions/items/copy {items, folderId}: copies into the actor's own library. */
export function copyDefinitions(ids: number[], folderId: number | null = null) {
  return callEndpoint(api.copyItems, { body: { items: ids, folderId } });
}

/** POST /routines/definitions/folders {title} ('Folder created!'). */
export function createFolder(title: string): Promise<DefinitionFolder> {
  return callEndpoint(api.createFolder, { body: { title } });
}

/** PUT /routines/definitions/folders/{id} {title} with If-Match ('Folder renamed!'). */
export function renameFolder(folder: Pick<DefinitionFolder, 'id' | 'version'>, title: string) {
  return callEndpoint(api.updateFolder, { params: { id: folder.id }, body: { title }, version: folder.version });
}

/**
 * DELETE /routines/definitions/folders/{id} (an empty one), or .../completely {force} with every
 * definition in it ('Folder removed!').
 */
export async function deleteFolder(
  folder: Pick<DefinitionFolder, 'id' | 'version'>,
  mode: { completely: boolean; force: boolean },
): Promise<void> {
  const params = { id: folder.id };
  if (mode.completely) {
    await callEndpoint(api.deleteFolderCompletely, { params, body: { force: mode.force }, version: folder.version });
  } else {
    await callEndpoint(api.deleteFolder, { params, version: folder.version });
  }
}

/** POST /routines/definitions/folders/{id}/copy: a copy in the actor's library ('Folder duplicated!'). */
export function duplicateFolder(folder: Pick<DefinitionFolder, 'id'>) {
  return callEndpoint(api.copyFolder, { params: { id: folder.id }, body: {} });
}

/**
 * The 409 of a delete refused for uses (DEFINITION_IN_USE with `usedIn`), read leniently: a use kind added
 * later (a routine, a calendar) still reads.
 */
const inUseSchema = z.object({
  code: z.literal(DEFINITION_IN_USE),
  message: z.string().optional(),
  usedIn: z.array(z.object({ kind: z.string(), id: z.number(), title: z.string() })).default([]),
});
export type DefinitionInUse = z.infer<typeof inUseSchema>;

export function readDefinitionInUse(error: unknown): DefinitionInUse | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = inUseSchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

/** The 409 of a folder that is not empty: how many items it holds. */
export function readFolderNotEmpty(error: unknown): { itemCount: number } | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== FOLDER_NOT_EMPTY) return null;
  const count = (error.body as { itemCount?: unknown } | null)?.itemCount;
  return { itemCount: typeof count === 'number' ? count : 0 };
}
