import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@stride/contracts';
import { createTestApp, type TestApp } from '../../support/app.js';
import { eventually } from '../../support/http.js';
import { signedIn } from '../../support/people.js';
import { socketClients } from '../../support/sockets.js';
import { unique } from '../../support/factories.js';

const TOKEN = `metrics-${'x'.repeat(24)}-${unique()}`;
let t: TestApp;
let url: string;
const clients = socketClients(() => url);

beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
  await t.app.platform.jobs.start();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  clients.closeAll();
  await t.close();
});

const scrape = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

async function metricsText(): Promise<string> {
  const res = await scrape(`Bearer ${TOKEN}`);
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** A sample's value in the text format (labels in the order written), or undefined when the series has none. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const written = Object.entries(labels)
    .map(([k, v]) => `${k}="${v}"`)
    .join(',');
  const line = text.split('\n').find((l) => l.startsWith(written ? `${name}{${written}} ` : `${name} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

const FAMILIES = [
  'stride_http_requests_total',
  'stride_http_request_duration_seconds',
  'stride_db_query_duration_seconds',
  'stride_db_queries_in_flight',
  'stride_db_pool_connections',
  'stride_job_queue_depth',
  'stride_job_oldest_waiting_seconds',
  'stride_job_failures_total',
  'stride_socket_connections',
  'stride_socket_messages_total',
  'stride_notifications_sent_total',
  'stride_notifications_pushed_total',
  'stride_sprint_messages_due',
  'stride_sprint_messages_late',
  'process_resident_memory_bytes',
  'nodejs_heap_size_used_bytes',
  'nodejs_eventloop_lag_seconds',
];

describe('GET /metrics', () => {
  it('refuses a scraper without the token, or with a wrong one (401)', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await scrape(`Basic ${TOKEN}`)).statusCode).toBe(401);
    expect((await scrape('Bearer ')).statusCode).toBe(401);
  });

  it('answers every series family in the Prometheus text format with the token', async () => {
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const family of FAMILIES) expect(res.body, family).toContain(`# TYPE ${family} `);
    // The statements of the app's start were timed.
    expect(sample(res.body, 'stride_db_query_duration_seconds_count', { outcome: 'ok' })).toBeGreaterThan(0);
    // The pool's states where there is a pool (PostgreSQL); PGlite's one connection has its queue instead.
    if (t.app.platform.database.kind === 'pg') {
      for (const state of ['in_use', 'idle', 'waiting'])
        expect(sample(res.body, 'stride_db_pool_connections', { state })).toBeGreaterThanOrEqual(0);
    } else expect(sample(res.body, 'stride_db_queries_in_flight')).toBeGreaterThanOrEqual(0);
  });

  it("counts a call by its route's pattern, never by its ids, and leaves itself out", async () => {
    const advisor = await signedIn(t, { roleId: Role.Advisor });
    const labels = { route: '/api/profiles/:id', method: 'GET', status: '200' };
    const before = sample(await metricsText(), 'stride_http_requests_total', labels) ?? 0;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/profiles/${advisor.profile.id}`,
      headers: { host: 'localhost:8080', authorization: `Bearer ${advisor.token}` },
    });
    expect(res.statusCode).toBe(200);
    const text = await metricsText();
    expect(sample(text, 'stride_http_requests_total', labels)).toBe(before + 1);
    expect(sample(text, 'stride_http_request_duration_seconds_count', labels)).toBe(before + 1);
    expect(text).not.toContain(`route="/api/profiles/${advisor.profile.id}"`);
    expect(text).not.toContain('route="/metrics"');
  });

  it("counts a job's failure by its name, and a booked job in the queue's depth", async () => {
    const name = `metrics-test.fails-${unique()}`;
    t.app.platform.jobs.define(name, async () => {
      throw new Error('the job fails on purpose');
    });
    await t.app.platform.jobs.enqueue(name, {}, { maxAttempts: 1 });
    await eventually(async () =>
      sample(await metricsText(), 'stride_job_failures_total', { job: name, final: 'true' }),
    );
    expect(sample(await metricsText(), 'stride_job_failures_total', { job: name, final: 'true' })).toBe(1);

    const later = `metrics-test.later-${unique()}`;
    await t.app.platform.jobs.enqueue(later, {}, { delayMs: 3_600_000 });
    const text = await metricsText();
    expect(sample(text, 'stride_job_queue_depth', { job: later, state: 'delayed' })).toBe(1);
    expect(sample(text, 'stride_job_queue_depth', { job: later, state: 'waiting' })).toBe(0);
  });

  it('follows the open sockets and their messages', async () => {
    const person = await signedIn(t, { roleId: Role.Advisor });
    const before = await metricsText();
    const outBefore = sample(before, 'stride_socket_messages_total', { direction: 'out' }) ?? 0;
    const socket = await clients.connect(person.token);
    const received = new Promise((resolve) => socket.once('metrics-test', resolve));
    t.app.platform.realtime.toUser('default', person.user.uuid, 'metrics-test', { hello: true });
    await received;
    const text = await metricsText();
    expect(sample(text, 'stride_socket_connections')).toBe((sample(before, 'stride_socket_connections') ?? 0) + 1);
    expect(sample(text, 'stride_socket_messages_total', { direction: 'out' })).toBeGreaterThan(outBefore);
    socket.disconnect();
    await eventually(async () => {
      const now = sample(await metricsText(), 'stride_socket_connections');
      return now === sample(before, 'stride_socket_connections') ? true : undefined;
    });
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp();
  });
  afterAll(async () => off.close());

  it('does not exist (404), whatever the request carries', async () => {
    const res = await off.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
