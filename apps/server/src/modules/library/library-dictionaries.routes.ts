import type { FastifyInstance } from 'fastify';
import { FileType, fileTypeDictionarySchema, supportedFilesSchema } from '@stride/contracts';
import { typed } from '../../platform/http/server.js';
import { supportedFiles } from './file-type-check.js';

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
  const r = typed(app);
  const tags = ['library'];
  const SUPPORTED = supportedFiles();

  r.get(
    '/api/dictionaries/file_type',
    { schema: { tags, response: { 200: fileTypeDictionarySchema } } },
    (_req, reply) => {
      reply.header('Cache-Control', 'private, max-age=3600');
      return FILE_TYPES;
    },
  );

  r.get(
    '/api/dictionaries/file/supported',
    { schema: { tags, response: { 200: supportedFilesSchema } } },
    (_req, reply) => {
      reply.header('Cache-Control', 'private, max-age=3600');
      return SUPPORTED;
    },
  );
}
