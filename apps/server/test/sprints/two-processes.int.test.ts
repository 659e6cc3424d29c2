import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type ApplySprintTemplateResult, type ChatMessage, type SprintTemplate } from '@stride/contracts';
import { createApp } from '../../src/app.js';
import { loadConfig } from '../../src/platform/config/config.js';
import { rowsOf } from '../../src/platform/db/arrays.js';
import { openDatabase } from '../../src/platform/db/client.js';
import { PUBLIC_URL, type TestApp } from '../support/app.js';
import { createRunDatabase } from '../support/database.js';
import { buildCompany, buildPerson } from '../support/factories.js';
import { signedIn } from '../support/people.js';
import { client } from '../calendar/calendar-support.js';

const PARTICIPANTS = 100;
const MESSAGES = 20;
const N = PARTICIPANTS * MESSAGES;
const CHILD = path.join(import.meta.dirname, 'sender-child.ts');

/** A sender process (sender-child.ts) on the test's database; resolves once it is ready. */
function startSender(databaseUrl: string, name: string, prefix: string) {
  const url = new URL(databaseUrl);
  url.searchParams.set('application_name', name);
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: {
      ...process.env,
      DATABASE_URL: url.toString(),
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_PREFIX: prefix,
      // Small batches: many commits, so that the kill lands between some of them.
      SEND_BATCH: '40',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('{"ready"')) resolve();
    });
    void exited.then((code) => reject(new Error(`${name} exited with ${code} before it was ready`)));
  });
  return { child, ready, exited };
}

/**
 * The issue's "two server processes on PostgreSQL and Redis, one killed while messages are due": N
 * occurrences of 100 participants planned through the API, made due in two seconds, sent by two sender
 * processes; one is killed (SIGKILL) while it holds a transaction of the sender and started again; each
 * occurrence is then SENT and in the participant's sprint chat exactly once. Its own database (the sender
 * sends whatever is due, any tenant's: other files' rows are not its to send).
 */
describe.runIf(process.env.STRIDE_TEST_DB === 'pg')('the sender on two processes, one killed', () => {
  let run: Awaited<ReturnType<typeof createRunDatabase>>;
  let t: TestApp;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    run = await createRunDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stride-test-'));
    const database = await openDatabase({ url: run.url, poolSize: 4 });
    const config = loadConfig({
      PUBLIC_URL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED: 'none',
      NODE_ENV: 'test',
      WEB_DIST: path.join(dataDir, 'no-portal'),
    });
    const app = await createApp(config, { database });
    await app.ready();
    t = {
      app,
      dataDir,
      close: async () => {
        await app.close();
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  });
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    await t?.close();
    await run?.drop();
  });

  it('every due message is posted exactly once when one of the two senders is killed mid-send', async () => {
    const db = t.app.platform.db;
    const company = await buildCompany(db, 'default');
    const advisor = await signedIn(t, { roleId: Role.Advisor, companyId: company.id });
    const staff = client(t, advisor.token);
    const template = await staff.ok<SprintTemplate>(
      'POST',
      '/messages/templates',
      {
        name: 'Twenty days',
        messages: Array.from({ length: MESSAGES }, (_, i) => ({ day: i + 1, time: '08:00', text: `Day ${i + 1}` })),
      },
      201,
    );
    // The first participant signs in to read their chat; the others only receive.
    const reader = await signedIn(t, {
      roleId: Role.Participant,
      companyId: company.id,
      advisorProfileId: advisor.profile.id,
    });
    const participants = [reader.profile.id];
    for (let i = 1; i < PARTICIPANTS; i++) {
      const p = await buildPerson(db, {
        tenantId: 'default',
        roleId: Role.Participant,
        companyId: company.id,
        advisorProfileId: advisor.profile.id,
      });
      participants.push(p.profile.id);
    }
    for (const participantProfileId of participants) {
      const applied = await staff.ok<ApplySprintTemplateResult>(
        'POST',
        `/messages/templates/${template.id}/apply`,
        { participantProfileId, startDate: '2030-01-07' },
        201,
      );
      expect(applied.planned).toBe(MESSAGES);
    }
    // All of them due at the same instant, two seconds from now (a programme's 08:00).
    await db.execute(sql`update sprint_occurrences set send_at = now() + interval '2 seconds'`);

    const prefix = `sprints2p${process.pid}${Date.now()}`;
    const a = startSender(run.url, 'sprint-sender-a', prefix);
    const b = startSender(run.url, 'sprint-sender-b', prefix);
    children.push(a.child, b.child);
    await Promise.all([a.ready, b.ready]);

    // Kill A while some are sent, not all, and A is inside a transaction (holding rows it took).
    const sentCount = async () =>
      rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from sprint_occurrences where status = 'SENT'`),
      )[0]!.n;
    // A has taken its batch and is posting it (its last statement is chat's), uncommitted.
    const aPosting = async () =>
      rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from pg_stat_activity
          where application_name = 'sprint-sender-a' and xact_start is not null
            and (query like '%chat_messages%' or query like '%chat_channels%')`),
      )[0]!.n > 0;
    let sentAtKill = 0;
    for (;;) {
      const sent = await sentCount();
      if (sent >= N) break;
      if (sent > 0 && (await aPosting())) {
        a.child.kill('SIGKILL');
        sentAtKill = sent;
        break;
      }
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(sentAtKill, 'A was killed before everything was sent').toBeGreaterThan(0);
    expect(sentAtKill).toBeLessThan(N);
    await a.exited;
    // Started again, as a supervisor would.
    const again = startSender(run.url, 'sprint-sender-a2', prefix);
    children.push(again.child);
    expect(await b.exited).toBe(0);
    expect(await again.exited).toBe(0);

    // Every occurrence SENT, none left.
    const statuses = rowsOf<{ status: string; n: number }>(
      await db.execute(sql`select status, count(*)::int as n from sprint_occurrences group by status`),
    );
    expect(statuses).toEqual([{ status: 'SENT', n: N }]);
    // Each one is one chat message, the one its row names; and nothing else was posted.
    const [counts] = rowsOf<{ messages: number; distinct_ids: number; matched: number }>(
      await db.execute(sql`
        select (select count(*)::int from chat_messages where client_id like 'sprint:%') as messages,
          (select count(distinct client_id)::int from chat_messages where client_id like 'sprint:%') as distinct_ids,
          (select count(*)::int from sprint_occurrences o
             join sprint_definitions d on d.id = o.definition_id
             join chat_messages m on m.channel_id = d.channel_id
               and m.client_id = 'sprint:' || o.definition_id || ':' || o.occurrence
               and m.timetoken::text = o.chat_timetoken and m.text = o.sent_text) as matched`),
    );
    expect(counts).toEqual({ messages: N, distinct_ids: N, matched: N });
    // Each sprint channel counts its messages once (the unread counts' message_count).
    const channels = rowsOf<{ id: string; message_count: number; stored: number }>(
      await db.execute(sql`
        select c.id, c.message_count, (select count(*)::int from chat_messages m where m.channel_id = c.id) as stored
        from chat_channels c where c.id like '%\_sprint\_%'`),
    );
    expect(channels).toHaveLength(PARTICIPANTS);
    expect(channels.filter((c) => c.message_count !== MESSAGES || c.stored !== MESSAGES)).toEqual([]);

    // What the participant reads in their sprint chat: each day's message once.
    const me = client(t, reader.token);
    const chat = await me.ok<{ messages: ChatMessage[] }>(
      'GET',
      `/chats/s${advisor.profile.id}_sprint_${reader.profile.id}/messages?limit=100`,
    );
    expect(chat.messages.map((m) => m.text).sort()).toEqual(
      Array.from({ length: MESSAGES }, (_, i) => `Day ${i + 1}`).sort(),
    );
  }, 90_000);
});
