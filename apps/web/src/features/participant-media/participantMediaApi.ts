import { sentResourceListSchema } from '@stride/contracts';
import { api } from '../../app/api/client';
import { LIBRARY_KEY } from '../library/libraryQueries';

/**
 * A participant's media (the resources sent to them) is a library query: its key starts with LIBRARY_KEY,
 * so every library change (an upload, a send from the library screen) refreshes it too.
 */
export const participantMediaKey = (profileId: number) => [...LIBRARY_KEY, 'participant-media', profileId] as const;

export const parseSentResources = (body: unknown) => sentResourceListSchema.parse(body);
export const participantMediaPath = (profileId: number) => `/ml/participants/${profileId}/resources`;

/** POST /ml/resources/{id}/send: a library file to the participant's media. */
export const sendResource = (resourceId: number, profileId: number) =>
  api.post(`/ml/resources/${resourceId}/send`, { receiversId: [profileId] });

/** POST /ml/resources/send: a new upload (its storageFileId) to the participant's media. */
export const sendUpload = (storageFileId: number, compress: boolean, profileId: number) =>
  api.post('/ml/resources/send', { storageFileId, compress, receiversId: String(profileId) });

/** POST /ml/resources/deleteSent: removes the item from their media (the library keeps the file). */
export const removeSent = (sentId: number) => api.post('/ml/resources/deleteSent', { ids: [sentId] });
