import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FileType, MAX_MEDIA_BYTES, Role, type StorageFile } from '@stride/contracts';
import { mlStorageFiles } from '../../src/modules/library/library.table.js';
import { hasVideoTools } from '../../src/modules/library/media-tools/ffmpeg.js';
import { STATIC_MEDIA_NAMES } from '../../src/modules/library/static-media.js';
import { STORAGE_SWEEP_JOB } from '../../src/modules/library/processing/storage-sweep.job.js';
import {
  claimStorageFile,
  receiveMediaUpload,
  recordStorageFile,
  sweepStorageFiles,
} from '../../src/modules/library/uploads/uploads.js';
import { auditLog } from '../../src/platform/audit/audit.table.js';
import { jobs } from '../../src/platform/jobs/jobs.table.js';
import { inTenant } from '../../src/platform/db/tenant-scope.js';
import type { RequestContext } from '../../src/platform/http/context.js';
import { buildServer } from '../../src/platform/http/server.js';
import { HOSTS, useTestApp } from '../support/app.js';
import { api, eventually, json } from '../support/http.js';
import { signedIn } from '../support/people.js';
import {
  fixtures,
  multipartBody,
  processingSettled,
  storedLibraryFiles,
  uploadFile,
  type UploadFile,
} from './media-support.js';

const t = useTestApp();
const db = () => t.app.platform.db;
const videoTools = await hasVideoTools();
let advisor: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  advisor = await signedIn(t, { roleId: Role.Advisor });
});

const rowsOf = (profileId: number) =>
  db().select().from(mlStorageFiles).where(eq(mlStorageFiles.ownerProfileId, profileId));

/** A context acting as the person, for the service functions. */
const ctxOf = (person: typeof advisor): RequestContext => ({
  tenantId: 'default',
  traceId: 'test',
  actor: {
    userId: person.user.id,
    profileId: person.profile.id,
    uuid: person.user.uuid,
    role: person.user.roleId as typeof Role.Advisor,
    email: person.email,
    surveyAvailable: false,
    mainFolderId: null,
    surrogateActorUserId: null,
    companyId: person.profile.companyId,
    advisorProfileId: null,
    consultantProfileId: null,
    surrogate: false,
  },
});

describe('POST /ml/files/upload', () => {
  const kinds: Array<[string, () => Promise<UploadFile> | UploadFile, number, string, boolean]> = [
    ['png', () => fixtures.png(), FileType.Image, 'image/png', false],
    ['jpg', () => fixtures.jpg(), FileType.Image, 'image/jpeg', false],
    ['gif', () => fixtures.gif(), FileType.Image, 'image/gif', false],
    ['pdf', () => fixtures.pdf(), FileType.Pdf, 'application/pdf', false],
    ['mp4', () => fixtures.mp4(), FileType.Video, 'video/mp4', true],
    ['webm', () => fixtures.webm(), FileType.Video, 'video/webm', true],
  ];
  for (const [kind, make, fileTypeId, contentType, needsFfmpeg] of kinds) {
    it.skipIf(needsFfmpeg && !videoTools)(`stores a ${kind} with the type its bytes show, audited`, async () => {
      const file = await make();
      const res = await uploadFile(t.app, advisor.token, file);
      expect(res.statusCode, res.body).toBe(201);
      const stored = json<StorageFile>(res);
      expect(stored).toEqual({
        storageFileId: expect.any(Number),
        name: file.name,
        fileTypeId,
        contentType,
        size: file.content.length,
      });
      const [row] = await db().select().from(mlStorageFiles).where(eq(mlStorageFiles.id, stored.storageFileId));
      expect(row).toMatchObject({ ownerProfileId: advisor.profile.id, tenantId: 'default', size: file.content.length });
      expect(row!.storageKey).toMatch(new RegExp(`^default/library/[0-9a-f-]{36}\\.${kind}$`));
      const bytes = await t.app.platform.storage.get(row!.storageKey);
      const chunks: Buffer[] = [];
      for await (const chunk of bytes!.body) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(file.content)).toBe(true);
      const [audit] = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'ml_storage_file'), eq(auditLog.entityId, String(stored.storageFileId))));
      expect(audit).toMatchObject({ operation: 'CREATE', actorUserId: advisor.user.id });
    });
  }

  it('refuses a PNG named .pdf and a program named .mp4 (415), storing nothing', async () => {
    const person = await signedIn(t, { roleId: Role.TeamMember });
    await processingSettled(t);
    const before = storedLibraryFiles(t.dataDir).length;
    const png = await fixtures.png();
    const renamed = await uploadFile(t.app, person.token, { ...png, name: 'report.pdf', type: 'application/pdf' });
    expect(renamed.statusCode).toBe(415);
    expect(json(renamed)).toMatchObject({
      message: 'This file type is not supported.',
      code: 'UNSUPPORTED_MEDIA_TYPE',
      details: [
        { path: 'file', message: 'The file is named .pdf but its content is a .png file.' },
        { path: 'supported', message: expect.stringContaining('videos: mp4, avi, mov, m4a, 3gp, webm, mkv, amr, m4v') },
      ],
    });
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(8192, 7)]);
    const program = await uploadFile(t.app, person.token, { name: 'movie.mp4', type: 'video/mp4', content: exe });
    expect(program.statusCode).toBe(415);
    expect(json(program)).toMatchObject({ message: 'This file type is not supported.' });
    expect(await rowsOf(person.profile.id)).toEqual([]);
    expect(storedLibraryFiles(t.dataDir)).toHaveLength(before);
  });

  it('refuses an extension outside the lists (415) and names the lists', async () => {
    const res = await uploadFile(t.app, advisor.token, {
      name: 'notes.txt',
      type: 'text/plain',
      content: Buffer.from('hi'),
    });
    expect(res.statusCode).toBe(415);
    expect(json(res)).toMatchObject({
      message: 'This file type is not supported.',
      details: [
        { path: 'file', message: 'Files ending in .txt are not supported.' },
        {
          path: 'supported',
          message:
            'Supported files are images: jpg, png, jpeg, gif; videos: mp4, avi, mov, m4a, 3gp, webm, mkv, amr, m4v; documents: pdf.',
        },
      ],
    });
  });

  it('answers 400 "No file was provided." without a file, for a form or JSON', async () => {
    const form = await uploadFile(t.app, advisor.token, undefined, { fields: { title: 'x' } });
    expect(form.statusCode).toBe(400);
    expect(json(form)).toMatchObject({ message: 'No file was provided.' });
    const emptyInput = await uploadFile(t.app, advisor.token, {
      name: '',
      type: 'application/octet-stream',
      content: Buffer.alloc(0),
    });
    expect(json(emptyInput)).toMatchObject({ message: 'No file was provided.' });
    // Not multipart at all: refused by the route mechanism before the body is read (was a 400 before the
    // endpoint table; issue 12 makes every multipart call answer 415 to another content type).
    const asJson = await api(t.app, { token: advisor.token }).post('/api/ml/files/upload', { file: 'x' });
    expect(asJson.statusCode).toBe(415);
    expect(json(asJson)).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    const empty = await uploadFile(t.app, advisor.token, {
      name: 'empty.png',
      type: 'image/png',
      content: Buffer.alloc(0),
    });
    expect(empty.statusCode).toBe(400);
  });

  it('is for anyone signed in (a participant uploads their journal photos): 401 signed out', async () => {
    const png = await fixtures.png();
    expect((await uploadFile(t.app, null, png)).statusCode).toBe(401);
    const participant = await signedIn(t, { roleId: Role.Participant });
    expect((await uploadFile(t.app, participant.token, png)).statusCode).toBe(201);
  });
});

describe('limits and broken uploads', () => {
  let base: string;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  /** Sends the head of a multipart upload that claims `declared` bytes, without the rest. */
  function partialUpload(token: string, declared: number, head: Buffer) {
    const body = multipartBody({}, { name: 'big.png', type: 'image/png', content: head });
    const preamble = body.payload.subarray(0, body.payload.length - `\r\n--${body.boundary}--\r\n`.length);
    const req = http.request(`${base}/api/ml/files/upload`, {
      method: 'POST',
      headers: {
        host: HOSTS.default,
        authorization: `Bearer ${token}`,
        'content-type': body.contentType,
        'content-length': String(declared),
      },
    });
    req.on('error', () => undefined);
    const response = new Promise<{ status: number; body: string }>((resolve) => {
      req.on('response', (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
    });
    req.write(preamble);
    return { req, response };
  }

  it('refuses a body announced over 1 GB with 413 before storing anything', async () => {
    const person = await signedIn(t, { roleId: Role.Advisor });
    const png = await fixtures.png();
    const { req, response } = partialUpload(person.token, MAX_MEDIA_BYTES + 2 * 1_048_576, png.content);
    const res = await response;
    req.destroy();
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(await rowsOf(person.profile.id)).toEqual([]);
  });

  it('stops a file at the limit while it streams (413) and keeps nothing', async () => {
    // The same upload code behind a route with a 64 KiB limit: 1 GB is not written in a test.
    const small = await buildServer(t.app.platform);
    small.post('/small-upload', { config: { public: true } }, async (req, reply) => {
      const { file } = await receiveMediaUpload(req, { maxBytes: 65_536 });
      return reply.status(201).send(file);
    });
    await small.ready();
    try {
      await processingSettled(t);
      const before = storedLibraryFiles(t.dataDir).length;
      const png = await fixtures.png();
      const big = Buffer.concat([png.content, Buffer.alloc(200_000, 1)]);
      const body = multipartBody({}, { name: 'big.png', type: 'image/png', content: big });
      const res = await small.inject({
        method: 'POST',
        url: '/small-upload',
        headers: { host: HOSTS.default, 'content-type': body.contentType },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(413);
      expect(storedLibraryFiles(t.dataDir)).toHaveLength(before);
      const fits = multipartBody({}, png);
      const ok = await small.inject({
        method: 'POST',
        url: '/small-upload',
        headers: { host: HOSTS.default, 'content-type': fits.contentType },
        payload: fits.payload,
      });
      expect(ok.statusCode, ok.body).toBe(201);
    } finally {
      await small.close();
    }
  });

  it('leaves no file and no row when the client goes away mid-upload', async () => {
    const person = await signedIn(t, { roleId: Role.Advisor });
    await processingSettled(t);
    const before = storedLibraryFiles(t.dataDir).length;
    const png = await fixtures.png();
    const { req } = partialUpload(person.token, 50_000_000, png.content);
    // More bytes, until the store has started writing the file (a temp file appears).
    const more = Readable.from([Buffer.alloc(1_048_576, 3)]);
    for await (const chunk of more) req.write(chunk);
    await eventually(async () => (storedLibraryFiles(t.dataDir).length > before ? true : null));
    req.destroy();
    await eventually(async () => (storedLibraryFiles(t.dataDir).length === before ? true : null));
    expect(await rowsOf(person.profile.id)).toEqual([]);
  });
});

describe('broken multipart bodies', () => {
  /** The two library uploads: the upload of a file to keep, and a file straight into a folder. */
  async function uploadUrls() {
    const person = await signedIn(t, { roleId: Role.Advisor });
    const folder = json<{ id: number }>(await api(t.app, { token: person.token }).get('/api/ml/directories/main'));
    return { person, urls: ['/api/ml/files/upload', `/api/ml/directories/${folder.id}/items`] };
  }

  const post = (url: string, token: string, contentType: string, payload: Buffer) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { host: HOSTS.default, authorization: `Bearer ${token}`, 'content-type': contentType },
      payload,
    });

  it('refuses multipart without a boundary with 400, storing nothing', async () => {
    const { person, urls } = await uploadUrls();
    await processingSettled(t);
    const before = storedLibraryFiles(t.dataDir).length;
    const body = multipartBody({}, await fixtures.png());
    for (const url of urls) {
      const res = await post(url, person.token, 'multipart/form-data', body.payload);
      expect(res.statusCode, url).toBe(400);
      expect(json(res)).toMatchObject({ message: 'The multipart body has no boundary in its Content-Type.' });
    }
    expect(await rowsOf(person.profile.id)).toEqual([]);
    expect(storedLibraryFiles(t.dataDir)).toHaveLength(before);
  });

  it('answers 400 JSON to a body cut short mid-file, storing nothing', async () => {
    const { person, urls } = await uploadUrls();
    await processingSettled(t);
    const before = storedLibraryFiles(t.dataDir).length;
    const png = await fixtures.png();
    const whole = multipartBody({ title: 'Cut' }, png);
    // The file's head and part of its bytes, then the body ends: no rest of the file, no closing boundary.
    const cut = whole.payload.subarray(0, whole.payload.length - Math.floor(png.content.length / 2));
    for (const url of urls) {
      const res = await post(url, person.token, whole.contentType, cut);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(json(res)).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'file' }] });
    }
    // Cut inside the part headers: still a 400.
    const headersOnly = whole.payload.subarray(0, whole.payload.indexOf('filename=') + 5);
    const res = await post(urls[0]!, person.token, whole.contentType, headersOnly);
    expect(res.statusCode, res.body).toBe(400);
    expect(await rowsOf(person.profile.id)).toEqual([]);
    const library = json<{ _meta: { totalCount: number } }>(
      await api(t.app, { token: person.token }).get(`${urls[1]!.replace(/\/items$/, '')}/items`),
    );
    expect(library._meta.totalCount).toBe(0);
    expect(storedLibraryFiles(t.dataDir)).toHaveLength(before);
  });
});

describe('storage files', () => {
  it('are claimed once, by their owner only (404 "Upload not found." otherwise)', async () => {
    const other = await signedIn(t, { roleId: Role.Advisor });
    const res = await uploadFile(t.app, advisor.token, await fixtures.png());
    const { storageFileId } = json<StorageFile>(res);
    const claim = (person: typeof advisor) =>
      inTenant(db(), { tenantId: 'default' }, (tx) => claimStorageFile(tx, ctxOf(person), storageFileId));
    await expect(claim(other)).rejects.toMatchObject({ statusCode: 404, message: 'Upload not found.' });
    const file = await claim(advisor);
    expect(file).toMatchObject({ name: 'picture.png', fileTypeId: FileType.Image, contentType: 'image/png' });
    await expect(claim(advisor)).rejects.toMatchObject({ statusCode: 404 });
    // The claimed file's bytes are the caller's now: still in the store.
    expect(await t.app.platform.storage.stat(file.key)).not.toBeNull();
  });

  it('unused for a day are swept with their bytes; newer ones stay', async () => {
    const person = await signedIn(t, { roleId: Role.TeamMember });
    const store = async (name: string) => {
      const key = `default/library/sweep-${name}.png`;
      await t.app.platform.storage.put(key, Readable.from([Buffer.from('x')]), { contentType: 'image/png' });
      const file = { key, name: `${name}.png`, fileTypeId: FileType.Image, contentType: 'image/png', size: 1 };
      const id = await inTenant(db(), { tenantId: 'default' }, (tx) => recordStorageFile(tx, ctxOf(person), file));
      return { id, key };
    };
    const old = await store(`old-${person.profile.id}`);
    const fresh = await store(`fresh-${person.profile.id}`);
    await db()
      .update(mlStorageFiles)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(mlStorageFiles.id, old.id));

    expect(await sweepStorageFiles(t.app.platform)).toBeGreaterThanOrEqual(1);
    expect((await rowsOf(person.profile.id)).map((r) => r.id)).toEqual([fresh.id]);
    expect(await t.app.platform.storage.stat(old.key)).toBeNull();
    expect(await t.app.platform.storage.stat(fresh.key)).not.toBeNull();
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, 'ml_storage_file'),
          eq(auditLog.entityId, String(old.id)),
          eq(auditLog.operation, 'DELETE'),
        ),
      );
    expect(audit).toMatchObject({ actorUserId: null });
  });

  it('are swept by a daily job booked at start (one per day)', async () => {
    const today = `${STORAGE_SWEEP_JOB}:${new Date().toISOString().slice(0, 10)}`;
    const booked = await db().select().from(jobs).where(eq(jobs.idempotencyKey, today));
    expect(booked).toHaveLength(1);
  });
});

describe('dictionaries', () => {
  it('lists the file types and the supported files; the team dictionaries still answer', async () => {
    const participant = await signedIn(t, { roleId: Role.Participant });
    const as = api(t.app, { token: participant.token });
    expect(json(await as.get('/api/dictionaries/file_type'))).toEqual([
      { id: 18, dictionaryItem: 'image' },
      { id: 19, dictionaryItem: 'video' },
      { id: 20, dictionaryItem: 'pdf' },
    ]);
    const supported = json<Array<{ fileTypeId: number; extension: string; contentType: string }>>(
      await as.get('/api/dictionaries/file/supported'),
    );
    expect(supported).toHaveLength(14);
    expect(supported).toContainEqual({ fileTypeId: 18, extension: 'jpeg', contentType: 'image/jpeg' });
    expect(supported).toContainEqual({ fileTypeId: 19, extension: 'mkv', contentType: 'video/x-matroska' });
    expect(supported).toContainEqual({ fileTypeId: 20, extension: 'pdf', contentType: 'application/pdf' });
    expect((await as.get('/api/dictionaries/bh_user_role')).statusCode).toBe(200);
    expect((await api(t.app).get('/api/dictionaries/file_type')).statusCode).toBe(401);
  });
});

describe('GET /static-media', () => {
  it('lists the six stock pictures with links that work in the asking tenant only', async () => {
    const as = api(t.app, { token: advisor.token });
    const first = json<{ content: Array<{ id: number; name: string; fileTypeId: number; url: string }> }>(
      await as.get('/api/static-media'),
    );
    // static_media is the platform's, not a tenant's: on a shared PostgreSQL other files may add rows of their own.
    const stock = first.content.filter((m) => STATIC_MEDIA_NAMES.includes(m.name));
    expect(stock.map((m) => m.name)).toEqual(['Breathe', 'Walk', 'Sleep', 'Food', 'Water', 'Mind']);
    expect(first.content.every((m) => m.fileTypeId === FileType.Image)).toBe(true);
    const picture = await api(t.app).get(stock[0]!.url);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect((await api(t.app, { host: 'brain' }).get(stock[0]!.url)).statusCode).toBe(404);
    // Made once: a second call finds them.
    const again = json<{ content: Array<{ id: number }> }>(await as.get('/api/static-media'));
    expect(again.content.map((m) => m.id)).toEqual(first.content.map((m) => m.id));
  });
});
