import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { HOSTS } from './app.js';

type Host = keyof typeof HOSTS;

/**
 * app.inject with a tenant host and, optionally, a bearer token and the client's address (`from`: per-address
 * limits count each test's calls apart; 127.0.0.1 otherwise).
 */
export function api(app: FastifyInstance, opts: { token?: string; host?: Host; from?: string } = {}) {
  const headers = (extra: Record<string, string> = {}) => ({
    host: HOSTS[opts.host ?? 'default'],
    ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    ...extra,
  });
  const call = (method: InjectOptions['method'], url: string, body?: unknown, extra?: Record<string, string>) =>
    app.inject({
      method,
      url,
      headers: headers(extra),
      ...(opts.from ? { remoteAddress: opts.from } : {}),
      ...(body === undefined ? {} : { payload: body as string }),
    });
  return {
    get: (url: string, extra?: Record<string, string>) => call('GET', url, undefined, extra),
    post: (url: string, body?: unknown, extra?: Record<string, string>) => call('POST', url, body ?? {}, extra),
    put: (url: string, body?: unknown, extra?: Record<string, string>) => call('PUT', url, body ?? {}, extra),
    delete: (url: string, extra?: Record<string, string>) => call('DELETE', url, undefined, extra),
  };
}

export const json = <T = Record<string, unknown>>(res: LightMyRequestResponse) => res.json() as T;

/** Polls until check returns a value (jobs run in the background); gives up after `tries`. */
export async function eventually<T>(check: () => Promise<T | undefined | null>, tries = 100, pauseMs = 50): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const value = await check();
    if (value !== undefined && value !== null) return value;
    await new Promise((r) => setTimeout(r, pauseMs));
  }
  throw new Error('condition not met');
}

/**
 * A GET over a real connection to the listening app, the path sent exactly as written (app.inject resolves dot
 * segments first), on the default tenant's host.
 */
export function rawGet(app: FastifyInstance, rawPath: string): Promise<{ statusCode: number; body: string }> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: rawPath, headers: { host: HOSTS.default } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
}
