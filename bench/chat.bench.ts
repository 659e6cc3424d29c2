import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import type { JWK } from 'jose';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { ChatEvent, Role, type ChatMessage, type SocketAnswer } from '@stride/contracts';
import { signAdvisorTokens } from './lib/access-tokens.js';
import { startChild } from './lib/child.js';
import { writeDocSection } from './lib/doc-section.js';
import { percentile } from './lib/latency.js';
import { startServer, type RunningServer } from './lib/server.js';

const PG_SERVER = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Max rounds of each path, SECONDS / 2 each. */
const ROUNDS = Number(process.env.BENCH_CHAT_ROUNDS ?? 4);
/** Messages a second over all channels in the steady phase. */
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 100);
const CLIENTS = 1000;
const CHANNELS = 100;
const PER_CHANNEL = CLIENTS / CHANNELS;
/** Messages already in each channel before the bench (its history). */
const HISTORY = 200;
const PORTS = [18720, 18721];
const BARE_PORTS = [18722, 18723];
const PUBLIC_URL = `http://localhost:${PORTS[0]}`;

const round1 = (x: number) => Math.round(x * 10) / 10;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Phase {
  sent: number;
  failed: number;
  delivered: number;
  expected: number;
  duplicates: number;
  sentPerSecond: number;
  deliveredPerSecond: number;
  p50: number;
  p99: number;
}

/** Received 'chat:message' events of a phase: latency from the send's start, duplicates. */
class Recorder {
  readonly started = new Map<string, number>();
  readonly latencies: number[] = [];
  readonly seen = new Set<string>();
  duplicates = 0;
  on(client: number, text: string, fromSelf: boolean): void {
    const start = this.started.get(text);
    if (start === undefined || fromSelf) return;
    const key = `${client}|${text}`;
    if (this.seen.has(key)) {
      this.duplicates++;
      return;
    }
    this.seen.add(key);
    this.latencies.push(performance.now() - start);
  }
}

/** What one system sent in a phase's rounds; its arrivals are in its Recorder. */
interface Sending {
  sent: number;
  failed: number;
  seconds: number;
}

/**
 * Sends for `seconds` on every channel: steady (RATE messages a second over all channels, each channel
 * on its own timer) or closed loop (each channel's next message once the previous is answered), then
 * waits for the last deliveries. `send` resolves when the server has answered. Adds to `total`.
 */
async function runPhase(
  rec: Recorder,
  mode: 'steady' | 'max',
  label: string,
  seconds: number,
  send: (channel: number, sender: number, text: string) => Promise<boolean>,
  total: Sending = { sent: 0, failed: 0, seconds: 0 },
): Promise<Sending> {
  let sent = 0;
  let failed = 0;
  const pad = 'x'.repeat(60);
  const deliveredBefore = rec.latencies.length;
  const begin = performance.now();
  const end = begin + seconds * 1000;
  const interval = (1000 * CHANNELS) / RATE;
  await Promise.all(
    Array.from({ length: CHANNELS }, async (_, c) => {
      if (mode === 'steady') await sleep((interval * c) / CHANNELS);
      for (let k = 0; performance.now() < end; k++) {
        const tick = performance.now();
        const text = `bench ${label} ${c}:${k} ${pad}`;
        rec.started.set(text, tick);
        const ok = await send(c, c * PER_CHANNEL + (k % PER_CHANNEL), text);
        if (ok) sent++;
        else failed++;
        if (mode === 'steady') await sleep(Math.max(0, tick + interval - performance.now()));
      }
    }),
  );
  const sendingSeconds = (performance.now() - begin) / 1000;
  const expected = sent * (PER_CHANNEL - 1);
  for (let i = 0; i < 100 && rec.latencies.length - deliveredBefore < expected; i++) await sleep(50);
  total.sent += sent;
  total.failed += failed;
  total.seconds += sendingSeconds;
  return total;
}

/** A phase's figures: what was sent over its rounds, and every arrival the Recorder timed. */
function figures(rec: Recorder, sending: Sending): Phase {
  const sorted = [...rec.latencies].sort((a, b) => a - b);
  return {
    sent: sending.sent,
    failed: sending.failed,
    delivered: rec.latencies.length,
    expected: sending.sent * (PER_CHANNEL - 1),
    duplicates: rec.duplicates,
    sentPerSecond: Math.round(sending.sent / sending.seconds),
    deliveredPerSecond: Math.round(rec.latencies.length / sending.seconds),
    p50: round1(percentile(sorted, 50)),
    p99: round1(percentile(sorted, 99)),
  };
}

/** Connects in batches of 50; resolves once each socket is ready (`ready` event or the connect itself). */
async function connectAll<T>(items: T[], open: (item: T) => Promise<Socket>): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let i = 0; i < items.length; i += 50) sockets.push(...(await Promise.all(items.slice(i, i + 50).map(open))));
  return sockets;
}

function whenEvent(socket: Socket, event: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    socket.once(event, () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/**
 * 1,000 Socket.IO clients in 100 channels of 10, half on each of two Stride processes (PostgreSQL and
 * Redis), each channel's members split over both: messages published with POST /api/chats/{id}/messages,
 * 'chat:message' arrivals timed in this process; against a bare Socket.IO pair with the Redis adapter
 * broadcasting the same payloads to the same rooms.
 */
export async function benchChat() {
  const suffix = randomBytes(4).toString('hex');
  const dbName = `stride_bench_chat_${suffix}`;
  const prefix = `benchchat${suffix}`;
  const admin = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const servers: RunningServer[] = [];
  const children: { kill(signal: NodeJS.Signals): boolean }[] = [];
  const sockets: Socket[] = [];
  const db = new pg.Client({ connectionString: `${PG_SERVER}/${dbName}` });
  try {
    const env = {
      DATABASE_URL: `${PG_SERVER}/${dbName}`,
      REDIS_URL,
      REDIS_PREFIX: prefix,
      PUBLIC_URL,
      SEED: 'none',
      LOG_LEVEL: 'warn',
    };
    // One after the other: the first runs the migrations.
    for (const port of PORTS) servers.push(await startServer({ port, env }));
    await db.connect();

    // 1,000 advisors of one practice (staff of a company may chat together), then 100 channels of 10.
    const company = await db.query<{ id: number }>(
      `insert into companies (tenant_id, name) values ('default', 'Bench chat practice') returning id`,
    );
    await db.query(
      `insert into users (tenant_id, email, role_id) select 'default', 'chat.' || i || '@bench.example', $1
       from generate_series(0, $2 - 1) as g(i)`,
      [Role.Advisor, CLIENTS],
    );
    const people = await db.query<{ id: number; user_id: number; uuid: string; email: string }>(
      `insert into profiles (tenant_id, user_id, first_name, last_name, company_id)
       select 'default', u.id, 'Chat', 'Bench ' || u.id, $1 from users u where u.email like 'chat.%@bench.example'
       returning id, user_id, (select uuid from users where users.id = user_id)::text as uuid,
         (select email from users where users.id = user_id) as email`,
      [company.rows[0]!.id],
    );
    const byIndex = people.rows
      .map((p) => ({ ...p, index: Number(/^chat\.(\d+)@/.exec(p.email)![1]) }))
      .sort((a, b) => a.index - b.index);
    const channelIds = Array.from({ length: CHANNELS }, () => `ch_${randomUUID()}`);
    await db.query(
      `insert into chat_channels (id, tenant_id, name, created_by)
       select id, 'default', 'Bench ' || n, $2 from unnest($1::text[]) with ordinality as c(id, n)`,
      [channelIds, byIndex[0]!.id],
    );
    await db.query(
      `insert into chat_members (tenant_id, channel_id, profile_id, user_uuid)
       select 'default', ($1::text[])[1 + ((m.n - 1) / ${PER_CHANNEL})::int], m.profile_id, m.user_uuid
       from unnest($2::int[], $3::text[]) with ordinality as m(profile_id, user_uuid, n)`,
      [channelIds, byIndex.map((p) => p.id), byIndex.map((p) => p.uuid)],
    );
    // A history of HISTORY messages a channel (a practice that has been chatting), all read, so that the
    // planner's statistics are those of a chat in use: taken on empty tables, they plan a clientId lookup
    // as a scan of the channel's messages.
    await db.query(
      `with h as (
         select m.channel_id, m.profile_id, m.user_uuid, row_number() over (partition by m.channel_id order by g.k, m.profile_id) as n
         from chat_members m cross join generate_series(1, $1::int / ${PER_CHANNEL}) as g(k)
       )
       insert into chat_messages (tenant_id, channel_id, timetoken, client_id, sender_profile_id, sender_uuid, text)
       select 'default', channel_id, $2::bigint + n, 'history-' || n, profile_id, user_uuid, 'history ' || n from h`,
      [HISTORY, String(BigInt(Date.now() - 86_400_000) * 10_000n)],
    );
    await db.query(
      `update chat_channels c set (last_timetoken, message_count) =
         (select max(timetoken), count(*) from chat_messages m where m.channel_id = c.id)`,
    );
    await db.query(
      `update chat_members m set time_token = c.last_timetoken, read_count = c.message_count
       from chat_channels c where c.id = m.channel_id`,
    );
    await db.query('analyze');

    // Access tokens signed with the provider's key, as its sign-in would.
    const secrets = await db.query<{ value: { signingKeys: JWK[] } }>(
      `select value from platform_secrets where name = 'auth'`,
    );
    const tokens = await signAdvisorTokens(secrets.rows[0]!.value, byIndex, {
      origin: PUBLIC_URL,
      tenantId: 'default',
    });

    // Stride: client i on process i % 2, so each channel has 5 members on each.
    const serverOf = (i: number) => i % 2;
    let strideRec = new Recorder();
    let template: ChatMessage | null = null;
    const strideSockets = await connectAll(byIndex, (p) => {
      const server = serverOf(p.index);
      const socket = connect(`http://127.0.0.1:${PORTS[server]}`, {
        path: '/socket.io',
        transports: ['websocket'],
        reconnection: false,
        auth: { token: tokens[p.index] },
        extraHeaders: { host: `localhost:${PORTS[server]}` },
      });
      socket.on(ChatEvent.Message, (m: ChatMessage) => {
        template ??= m;
        strideRec.on(p.index, m.text, m.senderProfileId === p.id);
      });
      return whenEvent(socket, ChatEvent.Ready);
    });
    sockets.push(...strideSockets);
    // As the portal publishes: over the sender's socket, answered once stored (ChatEvent.Publish).
    const strideSend = async (c: number, sender: number, text: string) => {
      const answer: SocketAnswer<ChatMessage> = await strideSockets[sender]!.emitWithAck(ChatEvent.Publish, {
        channelId: channelIds[c],
        message: { clientId: randomUUID(), text },
      });
      return answer.ok;
    };
    // Warm-up (plans, JIT), not measured.
    await runPhaseShort(strideRec, strideSend);
    strideRec = new Recorder();
    const strideSteady = figures(strideRec, await runPhase(strideRec, 'steady', 'steady', SECONDS, strideSend));

    // Bare Socket.IO pair on the same Redis, the same rooms and the same payload (a Stride message).
    let bareRec = new Recorder();
    const bare: string[] = [];
    for (const port of BARE_PORTS) {
      const started = await startChild<{ url: string }>('bench/lib/chat-bare-server.ts', {
        BENCH_PORT: String(port),
        REDIS_URL,
        REDIS_PREFIX: prefix,
      });
      children.push(started.child);
      bare.push(started.ready.url);
    }
    const payload = template ?? { text: '' };
    const bareSockets = await connectAll(
      Array.from({ length: CLIENTS }, (_, i) => i),
      async (i) => {
        const socket = connect(bare[serverOf(i)]!, { transports: ['websocket'], reconnection: false });
        socket.on('chat:message', (m: ChatMessage & { from: number }) => bareRec.on(i, m.text, m.from === i));
        await whenEvent(socket, 'connect');
        await socket.emitWithAck('join', `room-${Math.floor(i / PER_CHANNEL)}`);
        return socket;
      },
    );
    sockets.push(...bareSockets);
    const bareSend = async (c: number, sender: number, text: string) => {
      await bareSockets[sender]!.emitWithAck('send', {
        room: `room-${c}`,
        payload: { ...payload, text, from: sender },
      });
      return true;
    };
    await runPhaseShort(bareRec, bareSend);
    bareRec = new Recorder();
    const bareSteady = figures(bareRec, await runPhase(bareRec, 'steady', 'steady', SECONDS, bareSend));

    // Max: ROUNDS rounds of each path in turn (which goes first alternates), both connected throughout, so that
    // the machine's drift over a run weighs on both alike.
    strideRec = new Recorder();
    bareRec = new Recorder();
    const strideSending: Sending = { sent: 0, failed: 0, seconds: 0 };
    const bareSending: Sending = { sent: 0, failed: 0, seconds: 0 };
    const roundRatios: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const delivered = async (rec: Recorder, total: Sending, send: typeof bareSend) => {
        const [before, secondsBefore] = [rec.latencies.length, total.seconds];
        await runPhase(rec, 'max', `max${round}`, SECONDS / 2, send, total);
        return (rec.latencies.length - before) / (total.seconds - secondsBefore);
      };
      const stride = () => delivered(strideRec, strideSending, strideSend);
      const bareRound = () => delivered(bareRec, bareSending, bareSend);
      let s: number;
      let b: number;
      if (round % 2 === 0) {
        s = await stride();
        b = await bareRound();
      } else {
        b = await bareRound();
        s = await stride();
      }
      roundRatios.push(Math.round((s / b) * 100) / 100);
    }
    const strideMax = figures(strideRec, strideSending);
    const bareMax = figures(bareRec, bareSending);

    return {
      clients: CLIENTS,
      channels: CHANNELS,
      seconds: SECONDS,
      rate: RATE,
      payloadBytes: Buffer.byteLength(JSON.stringify(payload)),
      loadAverage: os.loadavg()[0]!.toFixed(1),
      stride: { steady: strideSteady, max: strideMax },
      bare: { steady: bareSteady, max: bareMax },
      ratio: Math.round((strideMax.deliveredPerSecond / bareMax.deliveredPerSecond) * 100) / 100,
      roundRatios,
    };
  } finally {
    for (const s of sockets) s.disconnect();
    for (const c of children) c.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.stop()));
    await db.end().catch(() => undefined);
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    await dropRedisPrefix(prefix);
  }
}

/** Two seconds of the closed loop, unmeasured. */
async function runPhaseShort(rec: Recorder, send: (c: number, s: number, t: string) => Promise<boolean>) {
  const end = performance.now() + 2000;
  await Promise.all(
    Array.from({ length: CHANNELS }, async (_, c) => {
      for (let k = 0; performance.now() < end; k++) {
        const text = `warm ${c}:${k}`;
        rec.started.set(text, performance.now());
        await send(c, c * PER_CHANNEL + (k % PER_CHANNEL), text);
      }
    }),
  );
  await sleep(500);
}

async function dropRedisPrefix(prefix: string): Promise<void> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(REDIS_URL);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    cursor = next;
    if (keys.length > 0) await redis.del(...keys);
  } while (cursor !== '0');
  redis.disconnect();
}

export type ChatFigures = Awaited<ReturnType<typeof benchChat>>;

const row = (path: string, mode: string, p: Phase) =>
  `| ${path} | ${mode} | ${p.sentPerSecond} | ${p.deliveredPerSecond} | ${p.p50} | ${p.p99} | ${p.delivered} of ${p.expected} | ${p.duplicates} | ${p.failed} |`;

/** The "Chat" section of docs/performance.md. */
export function chatMarkdown(f: ChatFigures): string {
  return `${f.clients.toLocaleString('en-US')} Socket.IO clients (WebSocket transport) in ${f.channels} channels of ${f.clients / f.channels}, half on each of two Stride
processes on one PostgreSQL and Redis, each channel's members split over both. Messages are published as the
portal publishes them, over the sender's socket (\`chat:publish\` with an acknowledgement: the same checks and
storage as POST /api/chats/{id}/messages), stored, then emitted to the channel through Redis, by the channel's
members in turn; every other member's 'chat:message' arrival is timed from the start of the send, in the bench
process (one clock). Baseline in the same run: a bare Socket.IO pair with @socket.io/redis-adapter on the same
Redis, the same clients and rooms, each message an emit (with an acknowledgement) to the server broadcasting the
same payload (a Stride message, ${f.payloadBytes} bytes) to the room. Steady: ${f.rate} messages a second over all channels; max:
each channel sends its next message once the previous is answered. A channel's next message always waits for the
answer to its previous one, so a path that falls behind sends less than the steady rate asks (sent/s). Steady:
${f.seconds} s each, after 2 s of warm-up. Max: ${f.roundRatios.length} rounds of ${f.seconds / 2} s of each path in turn (the first alternates), both
connected throughout, so that the machine's drift weighs on both alike; the ratio is over all rounds, and each
round's was ${f.roundRatios.join(', ')}. The channels start with ${HISTORY} messages of history each. Machine load average at the
end: ${f.loadAverage}.

| path | phase | sent/s | delivered/s | p50 ms | p99 ms | delivered | duplicates | failed sends |
|---|---|---|---|---|---|---|---|---|
${row('bare Socket.IO', 'steady', f.bare.steady)}
${row('Stride', 'steady', f.stride.steady)}
${row('bare Socket.IO', 'max', f.bare.max)}
${row('Stride', 'max', f.stride.max)}
| **ratio** (delivered/s, max) | | | **${f.ratio}** | | | | | |

Aim: p99 under 50 ms on loopback (steady) and at least half the bare broadcast's rate (max). Everything runs on
the project's 2 cores: the two servers, PostgreSQL, Redis and the 1,000 clients of this process.

Every message reached every other member once: ${f.stride.max.duplicates + f.stride.steady.duplicates} duplicates. Steady: Stride's p99 is
${f.stride.steady.p99} ms (aim 50 ms; it was 3.8 s in the first run, at load ~10). Max: ${f.ratio} of the bare
broadcast (aim 0.5; it was 0.07).

This machine is shared and its speed drifts from minute to minute: on 2026-11-21, the bare pair's max ran from
2,250 to 3,830 sends a second over about 25 runs; on 2026-11-22 from 1,590 to 2,520, Stride's from 790 to 1,220,
and the ratio of one run (then measured as one Stride phase followed by one bare phase) from 0.34 to 0.61. Hence
the rounds. Stride's steady p99 was 11 to 38 ms in most runs and 52 to 365 ms in about one run in four. Traced
message by message, each slow message was slow before the server answered its sender, and PostgreSQL's log
(log_min_duration_statement) shows why: in those runs COMMIT, the flush of the write-ahead log to this machine's
disk, took 40 to 280 ms at times. A message is acknowledged only once it is on disk; the bare pair writes nothing.

What changed since the first run, each measured here (Stride's max sends a second, with the bare pair's of the
same run where it matters): the unread counts are a counter per membership (\`chat_members.unread_count\`, raised
in the publish's statement, lowered by a delete, counted again on a read) instead of counting every unread
message of the nine other members after each publish (49 → 241); sends are stored by group commit
(\`publish-batcher.ts\`): a tenant's sends that arrive while its transaction runs go together in the next one,
each checked alone, then stored with a fixed number of statements (→ 576); a batch's lookups in one query and a
person's unread total at most once a second (→ 773 to 858). On 2026-11-22, from 455 to 549 sends a second over
POST (0.21 to 0.25 of the bare pair): the portal publishes over its socket, with no HTTP request, header parsing
or token check per message (→ 808, 0.32); a batch's messages and the unread totals sent with them go to the other
process as one Redis message instead of one PUBLISH per emit (\`realtime.emitMany\`) (→ 1,004 to 1,489, 0.39 to
0.53); the channels' lock and their timetokens in one statement, the message and audit INSERTs of constant text
with the rows in one JSON parameter (building a multi-row VALUES cost a tenth of a server's time) (→ 1,573 and
1,596, 0.52 and 0.42). Tried and left out: two transactions of sends at a time per process (653 against 858:
they wait for each other on the channels' locks), named prepared statements for the batch's statements, and the
unread totals once every 3 s instead of every second (no difference beyond the drift of one phase each). On 2026-11-22,
later: the channels start with a history (on empty tables the planner's statistics planned the clientId lookup as a
scan of the channel's messages: 1.6 ms a batch, 0.9 ms with the statistics of a chat in use); the unread totals
are counted after the commit, gathered for 100 ms (one query for everyone raised). On 2026-11-22 again, with the
rounds (ratio over all rounds, in alternated A/B runs): unread per channel, the channel's \`message_count\` (taken
with the timetokens) less the member's \`read_count\`, so a message of others writes no member row, only its
sender's (0.40 and 0.41 → 0.47 and 0.46; 1,756 and 1,772 → 2,013 and 2,021 sends a second); the batch's
statements as named prepared statements (\`executePrepared\`; left out before, when one phase each hid the gain),
parsed once a connection and most of them planned no more (0.47 and 0.47 → 0.50 and 0.50; the lookup's PostgreSQL time over a run 1,142 → 555 ms); the channels'
members read with their timetokens and the senders' read counts in the INSERT's statement, one round trip fewer
(0.52 and 0.53 → 0.52 and 0.52: within the drift, kept for the shorter transaction). With the prepared
statements, eight runs gave 0.50 to 0.54, and no round below 0.46. Tried and left out: holding
the next batch 3 ms to gather more messages into it (892 and 789 against 1,173 and 796), or 2 ms when the last
ended less than 5 ms before (batches of 21 messages on average before, 23 after, a third of them still of 1 to 5);
generic plans forced for the batch (the read-count UPDATE's generic plan scans the members: 0.17 → 0.5 ms); the
unread totals sent once a minute instead of once a second (0.47 and 0.49 against 0.47 and 0.45: not where the
time goes).

Where the rest goes. The machine's two cores are busy in both max phases (1.8 to 1.9 of 2 cores, read from /proc
per process each second). CPU time per message sent, with unread per channel (before the prepared statements):
the bench's clients 0.32 ms with Stride against 0.23 ms with the bare pair; the two servers 0.47 ms against
0.23 ms; PostgreSQL 0.21 ms; Redis 0.01 to 0.02 ms. The servers make as many write system calls per message
(12.7 against 12.3: one a socket a frame) and as many reads (1.6 against 1.5); Stride's clients read more often
(11 reads a message against 7.5: the bare pair's higher rate packs more frames into a read). In a server's CPU
profile (\`BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"\`) writev takes 37% of the busy time,
but the profiler samples wall time, and a write that wakes PostgreSQL or a client gives up the core; the rest is
the emits (socket.io and engine.io, as in the bare pair) and the batch's queries. In PostgreSQL
(pg_stat_statements, a batch of about 21 in the max phase), planning was 43% of the statements' time before they
were prepared. The bare pair stores nothing, checks nothing and
counts nothing: its one emit per message is all of its work.`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await benchChat();
  console.log(JSON.stringify(figures, null, 2));
  // --doc: record the figures in docs/performance.md without the whole `npm run bench`.
  if (process.argv.includes('--doc')) writeDocSection('Chat', chatMarkdown(figures));
}
