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
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDist }, 'portal not built: run `npm run build`');
  }
  app.setNotFoundHandler((req, reply) => {
    const isApi = API_PREFIXES.some((p) => req.url === p || req.url.startsWith(`${p}/`) || req.url.startsWith(`${p}?`));
    if (!isApi && hasPortal && (req.method === 'GET' || req.method === 'HEAD')) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ message: 'Not found.', code: ErrorCode.NotFound });
  });
}
