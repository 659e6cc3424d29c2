import { z } from 'zod';
import { endpoint } from '../endpoint.js';

export const fileTokenParamsSchema = z.strictObject({ token: z.string().min(1).max(4096) });
/** `?download=1`: the file comes as an attachment (saved) rather than inline (shown). */
export const fileQuerySchema = z.strictObject({ download: z.enum(['1', 'true']).optional() });

/**
 * /files/{token}: a stored file through a signed, short-lived link (platform/storage/file-links). The
 * link is the permission: no sign-in, and a forged, expired or other tenant's link is a 404.
 */
export const fileEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/files/{token}',
    summary: 'A stored file through its signed link; ranges served (videos seek, PDFs load page by page)',
    params: fileTokenParamsSchema,
    query: fileQuerySchema,
    download: true,
    roles: 'public',
  }),
};
export type FileEndpoints = typeof fileEndpoints;
