import http from 'node:http';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Injector } from './oidc.js';

/**
 * `inject` over a real connection, for a server running in another process (another version's build): the
 * Host header names the tenant as with inject, and redirects are answered, not followed, as inject does.
 */
export function overHttp(port: number): Injector {
  return {
    inject: (opts: InjectOptions) =>
      new Promise((resolve, reject) => {
        const headers = Object.fromEntries(
          Object.entries(opts.headers ?? {}).flatMap(([name, value]) =>
            value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : String(value)]],
          ),
        );
        // inject sends an object as JSON; a string or a buffer as it is.
        const payload = opts.payload;
        const asJson = payload !== undefined && typeof payload === 'object' && !Buffer.isBuffer(payload);
        const body =
          payload === undefined ? undefined : asJson ? JSON.stringify(payload) : (payload as string | Buffer);
        if (asJson) headers['content-type'] ??= 'application/json';
        const req = http.request(
          { host: '127.0.0.1', port, method: opts.method ?? 'GET', path: String(opts.url), headers },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('error', reject);
            res.on('end', () => {
              const text = Buffer.concat(chunks).toString();
              const answer = {
                statusCode: res.statusCode ?? 0,
                statusMessage: res.statusMessage ?? '',
                headers: res.headers,
                body: text,
                payload: text,
                rawPayload: Buffer.concat(chunks),
                json: () => JSON.parse(text) as unknown,
              };
              // The fields OidcClient and the tests read; the raw request and response objects stay in this process.
              resolve(answer as unknown as LightMyRequestResponse);
            });
          },
        );
        req.on('error', reject);
        req.end(body);
      }),
  };
}
