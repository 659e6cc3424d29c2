import { endpoints, FileType, type Resource, type SentResource } from '@stride/contracts';
import { endpointUrl } from '../../../app/api';

let next = 1;

/** A signed file link as the server writes it (endpoints.files.get), for the token given (tests only). */
export const fileLink = (token: string): string => endpointUrl(endpoints.files.get, { token });

/** A resource as the server presents it (tests only). */
export function buildResource(overrides: Partial<Resource> = {}): Resource {
  const id = next++;
  return {
    id,
    title: `Resource ${id}`,
    name: `resource-${id}.png`,
    fileTypeId: FileType.Image,
    contentType: 'image/png',
    size: 1234,
    directoryId: 1,
    ownerProfileId: 205,
    processing: false,
    processingStatus: 'ready',
    processingNote: null,
    fileUrl: fileLink(`file-${id}.sig`),
    playbackUrl: fileLink(`file-${id}.sig`),
    thumbnailUrl: fileLink(`thumb-${id}.sig`),
    width: 640,
    height: 480,
    durationSeconds: null,
    pageCount: null,
    labels: [],
    isFavorite: false,
    createdAt: '2025-03-04T10:00:00.000Z',
    updatedAt: '2025-03-04T10:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

export function buildSentResource(overrides: Partial<SentResource> = {}): SentResource {
  const resource = buildResource(overrides);
  return {
    sentId: resource.id + 1000,
    receiverProfileId: 301,
    senderProfileId: 205,
    senderName: 'Ada Lovelace',
    sentAt: '2025-03-05T09:30:00.000Z',
    ...resource,
    ...overrides,
  };
}
