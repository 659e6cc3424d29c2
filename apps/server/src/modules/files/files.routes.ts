import type { FastifyInstance, FastifyReply } from 'fastify';
import { endpoints } from '@stride/contracts';
import { notFound } from '../../platform/http/errors.js';
import { route } from '../../platform/http/route.js';
import type { FileLink } from '../../platform/storage/file-links.js';
import { resolveRange, type ByteRange } from '../../platform/storage/range.js';
import type { FileStorage } from '../../platform/storage/storage.js';

/** `bytes=start-end` or `bytes=start-`; suffix and multiple ranges are served whole. */
function parseRange(header: string | undefined): ByteRange | undefined {
  const match = /^bytes=(\d+)-(\d*)$/.exec(header ?? '');
  if (!match) return undefined;
  return { start: Number(match[1]), end: match[2] ? Number(match[2]) : undefined };
}

/** RFC 6266: an ASCII fallback plus the UTF-8 name. */
const contentDisposition = (kind: 'inline' | 'attachment', fileName: string) =>
  `${kind}; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

type StoredStream = NonNullable<Awaited<ReturnType<FileStorage['get']>>>;

/**
 * What the portal itself shows from a file link: pictures in <img>, videos and sound in <video>. Those are
 * answered inline; anything else (a PDF: the portal reads its bytes with pdf.js, which ignores this header)
 * is an attachment, so that opening its link never shows it in the browser's own viewer on our origin.
 */
const SHOWN_INLINE = /^(image\/(jpeg|png|gif|webp)|video\/[\w.+-]+|audio\/[\w.+-]+)$/;

/**
 * Every stored file is answered as a document with no powers: a sandbox (no script, no plugin, its own
 * opaque origin, even when opened in a tab of its own) and no type sniffing. A picture or video loaded
 * by the portal's <img> or <video> is not affected: the policy applies to a document, not to what it loads.
 */
const FILE_CSP = 'sandbox';

/**
 * The file's answer: its type and name, sandboxed, inline only where the portal shows it, cached while
 * its link lives, the asked range (206) or the whole.
 */
function answerFile(
  reply: FastifyReply,
  file: StoredStream,
  link: FileLink & { expiresAt: number },
  range: ByteRange | undefined,
  download: boolean,
) {
  const maxAge = Math.max(0, Math.floor((link.expiresAt - Date.now()) / 1000));
  const inline = !download && SHOWN_INLINE.test(link.contentType);
  reply
    .header('content-type', link.contentType)
    .header('content-security-policy', FILE_CSP)
    .header('x-content-type-options', 'nosniff')
    .header('accept-ranges', 'bytes')
    .header('cache-control', `private, max-age=${maxAge}`)
    .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', link.fileName));
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
}

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
    return answerFile(reply, file, link, range, Boolean(query.download));
  });
}
