import type { FastifyInstance } from 'fastify';
import { endpoints } from '@stride/contracts';
import { route } from '../../../platform/http/route.js';
import { discardStoredKeys, receiveMediaUpload, recordStorageFile } from './uploads.js';

/**
 * POST /ml/files/upload: one file (multipart field `file`, up to 1 GB), streamed to storage and checked,
 * kept for a day for a later call to use by its storageFileId. The library's jobs are in library.jobs.ts.
 */
export async function libraryUploadsRoutes(app: FastifyInstance): Promise<void> {
  const { platform } = app;
  route(app, endpoints.library.upload, { transaction: false }, async ({ req, inTx }) => {
    const { file } = await receiveMediaUpload(req);
    try {
      const storageFileId = await inTx((tx, ctx) => recordStorageFile(tx, ctx, file));
      const { name, fileTypeId, contentType, size } = file;
      return { storageFileId, name, fileTypeId, contentType, size };
    } catch (err) {
      await discardStoredKeys(platform.storage, [file.key]);
      throw err;
    }
  });
}
