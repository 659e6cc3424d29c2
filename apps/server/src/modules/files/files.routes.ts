import type { FastifyInstance } from 'fastify';
import { endpoints } from '@stride/contracts';
import { notFound } from '../../platform/http/errors.js';
import { route } from '../../platform/http/route.js';
import { resolveRange, type ByteRange } from '../../platform/storage/range.js';

/** `bytes=start-end` or `bytes=start-`; suffix and multiple ranges are served whole. */
function parseRange(header: string | undefined): ByteRange | undefined {
  const match = /^bytes=(\d+)-(\d*)$/.exec(header ?? '');
  if (!match) return undefined;
  return { start: Number(match[1]), end: match[2] ? Number(match[2]) : undefined };
}

/** RFC 6266: an ASCII fallback plus the UTF-8 name. */
const contentDisposition = (kind: 'inline' | 'attachment', fileName: string) =>
  `${kind}; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/**
 * GET /api/files/{token}: a stored file through a signed, short-lived link (platform/storage/file-links).
 * A forged, expired or other tenant's link is a 404, the same as a missing file. Ranges are served, so
 * videos seek and PDFs load page by page. No database: the link is the permission.
 */
export async function filesRoutes(app: FastifyInstance): Promise<void> {
  const { storage, fileLinks } = app.platform;
  route(app, endpoints.files.get, { transaction: false }, async ({ req, reply, params, query }) => {
    const link = fileLinks.verify(params.token);
    if (!link || link.tenantId !== req.tenant.id) throw notFound('File');
    const range = parseRange(req.headers.range);
    const file = await storage.get(link.key, range);
    if (!file) throw notFound('File');
    const maxAge = Math.max(0, Math.floor((link.expiresAt - Date.now()) / 1000));
    reply
      .header('content-type', link.contentType)
      .header('accept-ranges', 'bytes')
      .header('cache-control', `private, max-age=${maxAge}`)
      .header('content-disposition', contentDisposition(query.download ? 'attachment' : 'inline', link.fileName));
    if (range) {
      const { start, end } = resolveRange(file.size, range);
      reply
        .status(206)
        .header('content-range', `bytes ${start}-${end}/${file.size}`)
        .header('content-length', end - start + 1);
    } else {
      reply.header('content-length', file.size);
    }
    return reply.send(file.body);
  });
}
