import type { FastifyInstance } from 'fastify';
import { STAFF_ROLES, storageFileSchema } from '@stride/contracts';
import { tenantTx } from '../../platform/http/request.js';
import { typed } from '../../platform/http/server.js';
import { defineProcessingJob } from './processing.job.js';
import { defineStorageSweepJob, scheduleStorageSweep } from './storage-sweep.job.js';
import { discardStoredKeys, receiveMediaUpload, recordStorageFile } from './uploads.js';

/**
 * POST /ml/files/upload: one file (multipart field `file`, up to 1 GB), streamed to storage and checked,
 * kept for a day for a later call to use by its storageFileId. Also defines the library's jobs
 * (processing, the daily sweep of unused uploads) for this process.
 */
export async function libraryUploadsRoutes(app: FastifyInstance): Promise<void> {
  const { platform } = app;
  defineProcessingJob(platform);
  defineStorageSweepJob(platform);
  await scheduleStorageSweep(platform);

  typed(app).post(
    '/api/ml/files/upload',
    {
      config: { roles: STAFF_ROLES },
      schema: {
        tags: ['library'],
        consumes: ['multipart/form-data'],
        description:
          'Multipart field file: an image (jpg, jpeg, png, gif), a video (mp4, avi, mov, m4a, 3gp, webm, mkv, amr, m4v) or a PDF, up to 1 GB.',
        response: { 201: storageFileSchema },
      },
    },
    async (req, reply) => {
      const { file } = await receiveMediaUpload(req);
      let storageFileId: number;
      try {
        storageFileId = await tenantTx(req, (tx, ctx) => recordStorageFile(tx, ctx, file));
      } catch (err) {
        await discardStoredKeys(platform.storage, [file.key]);
        throw err;
      }
      return reply.status(201).send({
        storageFileId,
        name: file.name,
        fileTypeId: file.fileTypeId,
        contentType: file.contentType,
        size: file.size,
      });
    },
  );
}
