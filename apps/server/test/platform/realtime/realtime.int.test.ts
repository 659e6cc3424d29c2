import { randomUUID } from 'node:crypto';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AccessClaims, TenantId } from '@stride/contracts';
import { loadConfig, type Config } from '../../../src/platform/config/config.js';
import { createRealtime } from '../../../src/platform/realtime/index.js';
import type { Realtime } from '../../../src/platform/realtime/realtime.js';

const log = pino({ level: 'silent' }) as FastifyBaseLogger;
const HOSTS: Record<TenantId, string> = {
  default: 'localhost',
  brain: 'brain.localhost',
  performance: 'performance.localhost',
};

/** Our own boundary stubbed: a token reads "ok:<tenant>:<uuid>" and is valid only for its tenant. */
async function verifyAccessToken(token: string, tenantId: TenantId): Promise<AccessClaims> {
  const [kind, tenant, uuid] = token.split(':');
  if (kind !== 'ok' || tenant !== tenantId || !uuid) throw new Error('invalid token');
  return {
    sub: uuid,
    uuid,
    user_id: 1,
    profile_id: 1,
    role_id: 7,
    role_name: 'Participant',
    main_folder_id: null,
    surrogate_login: false,
    actor_user_id: null,
    tenant: tenantId,
    survey_available: false,
    email: `${uuid}@${tenantId}.example`,
  };
}

async function startGateway(config: Config): Promise<{ realtime: Realtime; http: HttpServer; url: string }> {
  const http = createServer();
  const realtime = await createRealtime({ config, verifyAccessToken, log });
  realtime.attach(http);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return { realtime, http, url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` };
}

const clients: ClientSocket[] = [];

/** Connects as the browser on that tenant's host would; resolves once accepted, rejects with the refusal. */
function client(url: string, host: string, auth: { token?: string } | null, headers: Record<string, string> = {}) {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    auth: auth ?? {},
    extraHeaders: { host, ...headers },
  });
  clients.push(socket);
  return new Promise<ClientSocket>((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Every event a socket receives, in order. */
function record(socket: ClientSocket): Array<[string, unknown]> {
  const seen: Array<[string, unknown]> = [];
  socket.onAny((event: string, payload: unknown) => seen.push([event, payload]));
  return seen;
}

afterEach(() => {
  for (const c of clients.splice(0)) c.disconnect();
});

describe('realtime gateway', () => {
  let gw: Awaited<ReturnType<typeof startGateway>>;

  beforeAll(async () => {
    gw = await startGateway(loadConfig({}));
  });
  afterAll(async () => {
    await gw.realtime.close();
  });

  it('refuses a connection without a token, with a bad token, or with another tenant’s token', async () => {
    await expect(client(gw.url, HOSTS.brain, null)).rejects.toThrow('unauthorized');
    await expect(client(gw.url, HOSTS.brain, { token: 'forged' })).rejects.toThrow('unauthorized');
    await expect(client(gw.url, HOSTS.default, { token: `ok:brain:${randomUUID()}` })).rejects.toThrow('unauthorized');
  });

  it('accepts a Bearer header as well as the auth payload', async () => {
    const socket = await client(gw.url, HOSTS.performance, null, {
      authorization: `Bearer ok:performance:${randomUUID()}`,
    });
    expect(socket.connected).toBe(true);
  });

  it('delivers toUser to that user only, and toTenant within the tenant only', async () => {
    const uuid = randomUUID();
    const me = await client(gw.url, HOSTS.brain, { token: `ok:brain:${uuid}` });
    const colleague = await client(gw.url, HOSTS.brain, { token: `ok:brain:${randomUUID()}` });
    // The same uuid in another tenant is another person.
    const twin = await client(gw.url, HOSTS.default, { token: `ok:default:${uuid}` });
    const [mine, theirs, twins] = [record(me), record(colleague), record(twin)];

    gw.realtime.toUser('brain', uuid, 'notification', { id: 1 });
    gw.realtime.toTenant('brain', 'announcement', { text: 'hi' });
    gw.realtime.toTenant('performance', 'elsewhere', {});
    // Emits reach a socket in order: once these markers are in, anything else would be too.
    gw.realtime.toUser('brain', uuid, 'done', null);
    gw.realtime.toTenant('brain', 'done', null);
    gw.realtime.toUser('default', uuid, 'done', null);

    await vi.waitFor(() => {
      expect(mine.filter(([e]) => e === 'done')).toHaveLength(2);
      expect(theirs.some(([e]) => e === 'done')).toBe(true);
      expect(twins.some(([e]) => e === 'done')).toBe(true);
    });
    expect(mine.filter(([e]) => e !== 'done')).toEqual([
      ['notification', { id: 1 }],
      ['announcement', { text: 'hi' }],
    ]);
    expect(theirs).toEqual([
      ['announcement', { text: 'hi' }],
      ['done', null],
    ]);
    expect(twins).toEqual([['done', null]]);
  });

  it('hands authenticated sockets and their claims to onConnection handlers', async () => {
    const uuid = randomUUID();
    const seen = vi.fn();
    gw.realtime.onConnection((socket, claims) => {
      seen(claims.uuid, claims.tenant);
      socket.on('ping-test', (ack: (reply: string) => void) => ack(`pong ${claims.uuid}`));
    });
    const socket = await client(gw.url, HOSTS.brain, { token: `ok:brain:${uuid}` });
    await expect(socket.emitWithAck('ping-test')).resolves.toBe(`pong ${uuid}`);
    expect(seen).toHaveBeenCalledWith(uuid, 'brain');
  });
});

/** Needs Redis: runs with the PostgreSQL suite (npm run test:pg). */
describe.runIf(process.env.STRIDE_TEST_DB === 'pg')('realtime across processes (Redis adapter)', () => {
  // A prefix of its own: no other run or deployment on this Redis hears these emits.
  const config = loadConfig({
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `stride-test-${randomUUID().slice(0, 8)}`,
  });
  let a: Awaited<ReturnType<typeof startGateway>>;
  let b: Awaited<ReturnType<typeof startGateway>>;

  beforeAll(async () => {
    [a, b] = await Promise.all([startGateway(config), startGateway(config)]);
  });
  afterAll(async () => {
    await Promise.all([a?.realtime.close(), b?.realtime.close()]);
  });

  it('delivers toUser emitted on one process to a user connected to the other', async () => {
    const uuid = randomUUID();
    const socket = await client(a.url, HOSTS.brain, { token: `ok:brain:${uuid}` });
    const seen = record(socket);
    // The adapter's subscription is ready shortly after start; until then an emit has no listener.
    await vi.waitFor(
      () => {
        b.realtime.toUser('brain', uuid, 'from-b', { n: 1 });
        expect(seen).toContainEqual(['from-b', { n: 1 }]);
      },
      { timeout: 5000, interval: 100 },
    );
    b.realtime.toTenant('default', 'not-for-brain', {});
    b.realtime.toTenant('brain', 'for-brain', {});
    await vi.waitFor(() => expect(seen).toContainEqual(['for-brain', {}]));
    expect(seen.some(([e]) => e === 'not-for-brain')).toBe(false);
  });
});
