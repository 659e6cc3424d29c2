import type { FastifyInstance } from 'fastify';
import { staticMediaListSchema } from '@stride/contracts';
import { tenantTx } from '../../platform/http/request.js';
import { typed } from '../../platform/http/server.js';
import { ensureStaticMedia, listStaticMedia, presentStaticMedia } from './static-media.js';

/** GET /static-media: the stock pictures a resource may take as its thumbnail, with signed links. */
export async function staticMediaRoutes(app: FastifyInstance): Promise<void> {
  const { platform } = app;
  typed(app).get(
    '/api/static-media',
    { schema: { tags: ['library'], response: { 200: staticMediaListSchema } } },
    async (req) => {
      await ensureStaticMedia(platform);
      const rows = await tenantTx(req, (tx) => listStaticMedia(tx));
      return { content: rows.map((row) => presentStaticMedia(row, platform.fileLinks, req.tenant.id)) };
    },
  );
}
