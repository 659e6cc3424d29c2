import {
  endpoints,
  FOLDER_NOT_EMPTY,
  type DefinitionFolder,
  type DefinitionKind,
  type PrescriptionInput,
  type Sequence,
  type SequenceSummary,
} from '@stride/contracts';
import { ApiError, callEndpoint } from '../../../app/api';

/** The routines' calls of the endpoint table (spec 001 section 7, Sequences). */
export const sequenceApi = endpoints.sequences;
const api = sequenceApi;

// Routine edits are sent once, without an automatic retry (spec 001 section 8): a 412 puts the routine as
// it is now on screen and says so with the server's words, so the user sees what changed before trying again.

/** POST /routines/definitions/sequences ('New routine added!'). */
export function createSequence(body: { title: string; days: number; folderId?: number | null }): Promise<Sequence> {
  return callEndpoint(api.create, { body });
}

/** POST /sequences/{id}/copy ('Routine duplicated!'). */
export function duplicateSequence(sequence: Pick<SequenceSummary, 'id'>): Promise<Sequence> {
  return callEndpoint(api.copy, { params: { id: sequence.id }, body: {} });
}

/** DELETE /sequences/{id} with If-Match ('Routine deleted!'). */
export async function deleteSequence(sequence: Pick<SequenceSummary, 'id' | 'version'>): Promise<void> {
  await callEndpoint(api.remove, { params: { id: sequence.id }, version: sequence.version });
}

/** PUT /sequences/{id}/folder {folderId} with If-Match: into a folder of routines, or out of any (null). */
export function moveSequence(
  sequence: Pick<SequenceSummary, 'id' | 'version'>,
  folderId: number | null,
): Promise<Sequence> {
  return callEndpoint(api.moveToFolder, { params: { id: sequence.id }, body: { folderId }, version: sequence.version });
}

/** POST /sequences/folders ('Folder created!'). */
export function createSequenceFolder(title: string): Promise<DefinitionFolder> {
  return callEndpoint(api.createFolder, { body: { title } });
}

/** PUT /sequences/folders/{id} with If-Match ('Folder renamed!'). */
export function renameSequenceFolder(folder: Pick<DefinitionFolder, 'id' | 'version'>, title: string) {
  return callEndpoint(api.updateFolder, { params: { id: folder.id }, body: { title }, version: folder.version });
}

/** DELETE /sequences/folders/{id}, or /completely with every routine in it ('Folder removed!'). */
export async function deleteSequenceFolder(folder: Pick<DefinitionFolder, 'id' | 'version'>, completely: boolean) {
  if (completely) {
    await callEndpoint(api.deleteFolderCompletely, { params: { id: folder.id }, version: folder.version });
  } else {
    await callEndpoint(api.deleteFolder, { params: { id: folder.id }, version: folder.version });
  }
}

/** The folder holds routines: only "completely" deletes it. */
export const isFolderNotEmpty = (error: unknown) => error instanceof ApiError && error.code === FOLDER_NOT_EMPTY;

// The builder's calls: each goes with the routine's If-Match and answers the whole routine.

type Ref = Pick<Sequence, 'id' | 'version'>;

/** PUT /sequences/{id} {title, days} ('Routine renamed!'). */
export function updateSequence(sequence: Ref, body: { title?: string; days?: number }): Promise<Sequence> {
  return callEndpoint(api.update, { params: { id: sequence.id }, body, version: sequence.version });
}

const DEFINITION_KEYS: Record<DefinitionKind, 'exerciseDefinitionId' | 'seriesDefinitionId' | 'activityDefinitionId'> =
  {
    EXERCISE: 'exerciseDefinitionId',
    SERIES: 'seriesDefinitionId',
    ACTIVITY: 'activityDefinitionId',
  };

/** POST /sequences/{id}/items {day, <kind>DefinitionId} ('Item added!'). */
export function addSequenceItem(
  sequence: Ref,
  day: number,
  definition: { id: number; kind: DefinitionKind },
): Promise<Sequence> {
  return callEndpoint(api.addItem, {
    params: { id: sequence.id },
    body: { day, [DEFINITION_KEYS[definition.kind]]: definition.id },
    version: sequence.version,
  });
}

/** PUT /sequences/{id}/items/{itemId} {day, position} ('Item moved!'). */
export function moveSequenceItem(sequence: Ref, itemId: number, day: number, position: number): Promise<Sequence> {
  return callEndpoint(api.moveItem, {
    params: { id: sequence.id, itemId },
    body: { day, position },
    version: sequence.version,
  });
}

/** POST /sequences/{id}/items/{itemId}/copy ('Item duplicated!'): on the same day, at its end. */
export function duplicateSequenceItem(sequence: Ref, itemId: number): Promise<Sequence> {
  return callEndpoint(api.copyItem, { params: { id: sequence.id, itemId }, body: {}, version: sequence.version });
}

/** DELETE /sequences/{id}/items/{itemId} ('Item removed!'). */
export function removeSequenceItem(sequence: Ref, itemId: number): Promise<Sequence> {
  return callEndpoint(api.removeItem, { params: { id: sequence.id, itemId }, version: sequence.version });
}

/** POST /sequences/{id}/items/delete {items} ('Items removed!'). */
export function removeSequenceItems(sequence: Ref, items: number[]): Promise<Sequence> {
  return callEndpoint(api.removeItems, { params: { id: sequence.id }, body: { items }, version: sequence.version });
}

/** POST /sequences/{id}/items/copy {start, repetitions, interval, items} ('Items copied!'). */
export function copySequenceItems(
  sequence: Ref,
  body: { start: number; repetitions: number; interval: number; items: number[] },
): Promise<Sequence> {
  return callEndpoint(api.copyItems, { params: { id: sequence.id }, body, version: sequence.version });
}

/** POST /sequences/{id}/assign {participants, startDate}. */
export function assignSequence(sequence: Pick<Sequence, 'id'>, participants: number[], startDate: string) {
  return callEndpoint(api.assign, {
    params: { id: sequence.id },
    body: { participants, startDate },
  });
}

/** PUT /sequences/{id}/items/{itemId} {day, prescription} ('Item updated!'): the item's own amounts. */
export function updateSequenceItemPrescription(
  sequence: Ref,
  item: { id: number; day: number },
  prescription: PrescriptionInput,
): Promise<Sequence> {
  return callEndpoint(api.moveItem, {
    params: { id: sequence.id, itemId: item.id },
    body: { day: item.day, prescription },
    version: sequence.version,
  });
}
