import type { FastifyInstance } from 'fastify';
import { endpoints } from '@stride/contracts';
import { route } from '../../platform/http/route.js';
import { ensureStaticMedia, listStaticMedia, presentStaticMedia } from './static-media.js';

/** GET /static-media: the stock pictures a resource may take as its thumbnail, with signed links. */
export async function staticMediaRoutes(app: FastifyInstance): Promise<void> {
  const { platform } = app;
  // The stock pictures are made (once) outside the request's transaction: they are the platform's.
  route(app, endpoints.library.staticMedia, { transaction: false }, async ({ req, inTx }) => {
    await ensureStaticMedia(platform);
    const rows = await inTx((tx) => listStaticMedia(tx));
    return { content: rows.map((row) => presentStaticMedia(row, platform.fileLinks, req.tenant.id)) };
  });
}
