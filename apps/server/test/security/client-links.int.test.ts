/**
 * Finding 9 of the penetration test: links from clients were stored as sent. A `javascript:` URL was kept as a
 * chat GIF's url, as a library file's thumbnail in a chat message and as a definition's externalUrl, and
 * answered to every reader. The rule now (docs/decisions.md, "Links from clients"): every link a client gives
 * is a web link (http or https as written, a host, no credentials, no space or control character; at most
 * 2048 characters), by one schema of the contracts; a GIF's url is GIPHY's (https on giphy.com); a message's
 * library file shows the file's own thumbnail, never the link the sender gave. Rows kept before the rule are
 * cleaned by the migration 0019_client_links.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type ChatMessage, type Definition } from '@stride/contracts';
import { chatMessages } from '../../src/modules/chat/chat.table.js';
import { participantRoutineItems } from '../../src/modules/calendar/calendar.table.js';
import { routineDefinitions } from '../../src/modules/routines/routines.table.js';
import { MIGRATIONS_DIR } from '../../src/platform/db/migrate.js';
import { practice as calendarPractice } from '../calendar/calendar-support.js';
import { directChannel, practice as chatPractice, send } from '../chat/helpers.js';
import { buildResource, libraryClient } from '../library/support.js';
import { useTestApp } from '../support/app.js';
import { unique } from '../support/factories.js';
import { json } from '../support/http.js';

const t = useTestApp();
const db = () => t.app.platform.db;

const WEB_LINK = 'Enter a web address starting with http:// or https://.';
const GIPHY_LINK = 'A GIF must be a GIPHY link (https://…giphy.com).';

/** What an attacker puts where a link goes: script schemes in every disguise, and links that only look like one. */
const NOT_WEB_LINKS = [
  'javascript:alert(document.cookie)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  'java\tscript:alert(1)',
  'javascript://example.org/%0Aalert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  '//evil.example/x',
  '/participants',
  'https://user:secret@evil.example/',
  'https://exa mple.org/',
  'ftp://example.org/file',
  `https://example.org/${'a'.repeat(2048)}`,
];

/** The error a refused link gets: a 400 naming the field, in words that say what a link must be. */
function expectRefused(res: { statusCode: number; json(): unknown }, field: string, message = WEB_LINK) {
  expect(res.statusCode).toBe(400);
  const body = res.json() as { message: string; details: { path: string; message: string }[] };
  expect(body.details).toContainEqual({
    path: field,
    message: expect.stringMatching(/web address|at most 2048|GIPHY/),
  });
  if (!body.details.some((d) => d.message.startsWith('A link has at most'))) {
    expect(body).toMatchObject({ message: `Invalid input: ${field} - ${message}` });
  }
}

describe("a definition's externalUrl", () => {
  it('refuses anything but a web link on create and on update, and stores nothing of it', async () => {
    const p = await calendarPractice(t);
    const title = `Stretch ${unique()}`;
    for (const externalUrl of NOT_WEB_LINKS) {
      const res = await p.staff.send('POST', '/routines/definitions/exercises', { title, externalUrl });
      expectRefused(res, 'body.externalUrl');
    }
    expect(await db().select().from(routineDefinitions).where(eq(routineDefinitions.title, title))).toHaveLength(0);

    const made = await p.staff.ok<Definition>(
      'POST',
      '/routines/definitions/exercises',
      { title, externalUrl: '  https://example.org/stretch?x=1  ' },
      201,
    );
    expect(made.externalUrl).toBe('https://example.org/stretch?x=1');
    for (const externalUrl of NOT_WEB_LINKS) {
      const res = await p.staff.send(
        'PUT',
        `/routines/definitions/exercises/${made.id}`,
        { title, externalUrl },
        made.version,
      );
      expectRefused(res, 'body.externalUrl');
    }
    const [row] = await db().select().from(routineDefinitions).where(eq(routineDefinitions.id, made.id));
    expect(row!.externalUrl).toBe('https://example.org/stretch?x=1');
    const http = await p.staff.ok<Definition>(
      'POST',
      '/routines/definitions/exercises',
      { title: `Plain ${unique()}`, externalUrl: 'http://example.org/plain' },
      201,
    );
    expect(http.externalUrl).toBe('http://example.org/plain');
  });

  it("refuses it on a participant's one-off calendar item too", async () => {
    const p = await calendarPractice(t);
    for (const externalUrl of NOT_WEB_LINKS.slice(0, 8)) {
      const res = await p.staff.send('POST', `${p.base}/exercises`, { title: 'Walk', date: '2027-06-01', externalUrl });
      expectRefused(res, 'body.externalUrl');
    }
    expect(await p.days('2027-06-01')).toEqual([]);
  });
});

describe("a chat GIF's url", () => {
  it('refuses anything but a GIPHY link, and sends no message', async () => {
    const { advisor, participant } = await chatPractice(t);
    const channel = await directChannel(advisor, participant);
    const notGiphy = [
      ...NOT_WEB_LINKS.slice(0, 9),
      'https://evil.example/cat.gif',
      'http://media.giphy.com/media/x/200.gif',
      'https://giphy.com.evil.example/x.gif',
      'https://evilgiphy.com/x.gif',
      'https://127.0.0.1/x.gif',
    ];
    for (const url of notGiphy) {
      const res = await send(advisor, channel, { text: '', giphyFile: { url, title: 'Cat' } });
      expectRefused(res, 'body.giphyFile.url', GIPHY_LINK);
    }
    expect(await db().select().from(chatMessages).where(eq(chatMessages.channelId, channel))).toHaveLength(0);

    for (const url of [
      'https://media.giphy.com/media/abc/200.gif',
      'https://media2.giphy.com/media/abc/200.gif',
      'https://i.giphy.com/abc.gif',
      'https://giphy.com/gifs/abc',
    ]) {
      const res = await send(participant, channel, { text: '', giphyFile: { url, title: 'Cat' } });
      expect(res.statusCode).toBe(201);
      expect(json<ChatMessage>(res).giphyFile?.url).toBe(url);
    }
  });
});

describe("a library file's thumbnail in a chat message", () => {
  it('is the file’s own, whatever link the sender gives', async () => {
    const { advisor, participant } = await chatPractice(t);
    const channel = await directChannel(advisor, participant);
    const main = await libraryClient(t, advisor.token).mainFolder();
    const file = await buildResource(t, { directoryId: main.id, ownerProfileId: advisor.profile.id, title: 'Walk' });
    for (const thumbnailUrl of ['javascript:alert(1)', 'https://tracker.example/pixel.gif']) {
      const res = await send(advisor, channel, {
        text: '',
        mediaLibraryFiles: [{ resourceId: file.id, thumbnailUrl }],
      });
      expect(res.statusCode).toBe(201);
      const [media] = json<ChatMessage>(res).mediaLibraryFiles;
      expect(media!.thumbnailUrl).toMatch(/^\/api\/files\//);
      expect((await participant.api.get(media!.thumbnailUrl!)).headers['content-type']).toBe('image/webp');
    }
    const history = json<{ messages: ChatMessage[] }>(await participant.api.get(`/api/chats/${channel}/messages`));
    for (const m of history.messages) expect(m.mediaLibraryFiles[0]!.thumbnailUrl).toMatch(/^\/api\/files\//);
    const rows = await db().select().from(chatMessages).where(eq(chatMessages.channelId, channel));
    expect(JSON.stringify(rows.map((r) => r.mediaLibraryFiles))).not.toMatch(/javascript|tracker/);
  });
});

describe('links kept before the rule', () => {
  it('the migration removes what is not a web link (and a GIF not of GIPHY, and a thumbnail a client gave)', async () => {
    const p = await calendarPractice(t);
    const { advisor, participant } = await chatPractice(t);
    const channel = await directChannel(advisor, participant);
    const good = await p.staff.ok<Definition>(
      'POST',
      '/routines/definitions/exercises',
      { title: `Kept ${unique()}`, externalUrl: 'https://example.org/kept' },
      201,
    );
    const bad = await p.staff.ok<Definition>('POST', '/routines/definitions/exercises', { title: 'Bad' }, 201);
    await db()
      .update(routineDefinitions)
      .set({ externalUrl: ' JaVaScRiPt:alert(1)' })
      .where(eq(routineDefinitions.id, bad.id));
    const item = await p.place('exercises', bad.id, '2027-07-01');
    await db()
      .update(participantRoutineItems)
      .set({ externalUrl: 'data:text/html,<script>alert(1)</script>' })
      .where(eq(participantRoutineItems.id, item.id));
    const gif = json<ChatMessage>(
      await send(advisor, channel, { text: 'a GIF', giphyFile: { url: 'https://media.giphy.com/a.gif' } }),
    );
    const forged = json<ChatMessage>(await send(advisor, channel, { text: 'forged' }));
    await db()
      .update(chatMessages)
      .set({
        giphyFile: { url: 'javascript:alert(1)' },
        mediaLibraryFiles: [{ resourceId: 1, title: 'x', fileTypeId: 18, thumbnailUrl: 'javascript:1' } as never],
      })
      .where(eq(chatMessages.timetoken, BigInt(forged.timetoken)));

    const migration = readFileSync(path.join(MIGRATIONS_DIR, '0019_client_links.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await db().execute(sql.raw(statement));

    const definitions = await db().select().from(routineDefinitions);
    expect(definitions.find((d) => d.id === good.id)!.externalUrl).toBe('https://example.org/kept');
    expect(definitions.find((d) => d.id === bad.id)!.externalUrl).toBeNull();
    const [placed] = await db().select().from(participantRoutineItems).where(eq(participantRoutineItems.id, item.id));
    expect(placed!.externalUrl).toBeNull();
    const messages = await db().select().from(chatMessages).where(eq(chatMessages.channelId, channel));
    const byText = (text: string) => messages.find((m) => m.text === text)!;
    expect(byText('a GIF').giphyFile).toEqual({ url: gif.giphyFile!.url });
    expect(byText('forged').giphyFile).toBeNull();
    expect(byText('forged').mediaLibraryFiles).toEqual([{ resourceId: 1, title: 'x', fileTypeId: 18 }]);
  });
});
