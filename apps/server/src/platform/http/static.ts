import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@stride/contracts';

const API_PREFIXES = ['/api', '/auth', '/socket.io', '/healthz', '/readyz'];

/** The built portal, with index.html for every other GET so the portal's router takes over. */
export async function registerPortal(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const hasPortal = fs.existsSync(indexFile);
  if (hasPortal) {
    await app.register(fastifyStatic, {
      root: webDist,
      // Files are looked up per request, so a rebuilt portal is served without a restart.
      wildcard: true,
      cacheControl: false,
      index: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDist }, 'portal not built: run `npm run build`');
  }
  if (hasPortal) {
    app.get('/', { schema: { hide: true } }, (_req, reply) =>
      reply.header('Cache-Control', 'no-cache').sendFile('index.html'),
    );
  }
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0]!;
    const isApi = API_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
    // A missing file (/assets/x.js) is a 404, not the portal's page: only routes get index.html.
    const isFile = /\.[a-z0-9]+$/i.test(path);
    if (!isApi && !isFile && hasPortal && (req.method === 'GET' || req.method === 'HEAD')) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ message: 'Not found.', code: ErrorCode.NotFound });
  });
}
