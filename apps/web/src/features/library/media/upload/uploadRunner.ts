import { endpoints, MAX_MEDIA_BYTES, SUPPORTED_EXTENSIONS } from '@stride/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { ApiError, callEndpoint } from '../../../../app/api';
import { serverMessageOf } from '../../../../app/errors';
import { LIBRARY_KEY } from '../../libraryQueries';
import type { UploadCheck, UploadRunner } from './uploadQueue';

const EXTENSIONS = new Set(Object.values(SUPPORTED_EXTENSIONS).flat());

/** Every supported extension (spec 001 section 9), for a file chooser's `accept`. */
export const UPLOAD_ACCEPT = [...EXTENSIONS].map((extension) => `.${extension}`).join(',');

export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** Refused before sending, with the texts the server uses for the same refusals (413, 415). */
export function createUploadCheck(t: TFunction): UploadCheck {
  return (file) => {
    if (file.size > MAX_MEDIA_BYTES) return t('media.tooLarge', { limit: MAX_MEDIA_BYTES });
    if (!EXTENSIONS.has(extensionOf(file.name))) return t('media.notSupported');
    return null;
  };
}

/** The user's reason of a failed upload: the server's message, or the connection text without an answer. */
export function uploadFailure(error: unknown, t: TFunction): Error {
  if (error instanceof ApiError) return new Error(serverMessageOf(error, t) ?? t('errors.connection'));
  if (error instanceof Error && error.message) return error;
  return new Error(t('errors.connection'));
}

/**
 * Sends a file where its target says: a library folder (multipart POST /ml/directories/{id}/items, then
 * the library's queries refresh) or storage (POST /ml/files/upload, then the caller's onUploaded).
 */
export function createUploadRunner(t: TFunction, queryClient: QueryClient): UploadRunner {
  return async (file, target, onProgress, signal) => {
    const upload = { files: { file }, onProgress, signal };
    try {
      if (target.kind === 'library') {
        const params = { id: target.directoryId };
        await callEndpoint(endpoints.library.createItem, { params, ...upload });
        await queryClient.invalidateQueries({ queryKey: LIBRARY_KEY });
        return;
      }
      const stored = await callEndpoint(endpoints.library.upload, upload);
      await target.onUploaded(stored);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw uploadFailure(error, t);
    }
  };
}
