import type { FastifyInstance } from 'fastify';
import { endpoints, FileType } from '@stride/contracts';
import { route } from '../../platform/http/route.js';
import { supportedFiles } from './uploads/file-type-check.js';

const FILE_TYPES = [
  { id: FileType.Image, dictionaryItem: 'image' },
  { id: FileType.Video, dictionaryItem: 'video' },
  { id: FileType.Pdf, dictionaryItem: 'pdf' },
];

/**
 * GET /dictionaries/file_type and /dictionaries/file/supported, for every signed-in user. Exact paths:
 * the router prefers them to the team's /dictionaries/{name}.
 */
export async function libraryDictionariesRoutes(app: FastifyInstance): Promise<void> {
  const SUPPORTED = supportedFiles();

  route(app, endpoints.library.fileTypes, async ({ reply }) => {
    reply.header('Cache-Control', 'private, max-age=3600');
    return FILE_TYPES;
  });

  route(app, endpoints.library.supportedFiles, async ({ reply }) => {
    reply.header('Cache-Control', 'private, max-age=3600');
    return SUPPORTED;
  });
}
