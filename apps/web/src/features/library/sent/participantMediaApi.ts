import { endpoints } from '@stride/contracts';
import { callEndpoint } from '../../../app/api';
import { LIBRARY_KEY } from '../libraryQueries';

/**
 * A participant's media (the resources sent to them) is a library query: its key starts with LIBRARY_KEY,
 * so every library change (an upload, a send from the library screen) refreshes it too.
 */
export const participantMediaKey = (profileId: number) => [...LIBRARY_KEY, 'participant-media', profileId] as const;

/** GET /ml/participants/{id}/resources: what was sent to the participant (by profile id), a page of it. */
export const participantMediaEndpoint = endpoints.library.participantResources;

/** POST /ml/resources/{id}/send: a library file to the participant's media. */
export const sendResource = (resourceId: number, profileId: number) =>
  callEndpoint(endpoints.library.sendResource, { params: { id: resourceId }, body: { receiversId: [profileId] } });

/** POST /ml/resources/send: a new upload (its storageFileId) to the participant's media. */
export const sendUpload = (storageFileId: number, compress: boolean, profileId: number) =>
  callEndpoint(endpoints.library.sendFile, { body: { storageFileId, compress, receiversId: String(profileId) } });

/** POST /ml/resources/deleteSent: removes the item from their media (the library keeps the file). */
export const removeSent = (sentId: number) => callEndpoint(endpoints.library.deleteSent, { body: { ids: [sentId] } });
