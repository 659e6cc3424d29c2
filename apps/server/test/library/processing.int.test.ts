import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FileType, Role, type FileTypeId } from '@stride/contracts';
import { mlDirectories, mlResources } from '../../src/modules/library/library.table.js';
import { NO_FFMPEG_NOTE, NO_POPPLER_NOTE } from '../../src/modules/library/processing/media-processing.js';
import { hasVideoTools, probe } from '../../src/modules/library/media-tools/ffmpeg.js';
import { hasPdfTools } from '../../src/modules/library/media-tools/pdf.js';
import { overrideTools } from '../../src/platform/tools.js';
import { enqueueProcessing, processResource } from '../../src/modules/library/processing/processing.job.js';
import { auditLog } from '../../src/platform/audit/audit.table.js';
import { useTestApp } from '../support/app.js';
import { buildPerson } from '../support/factories.js';
import { eventually } from '../support/http.js';
import { fixtures, type UploadFile } from './media-support.js';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const t = useTestApp();
const db = () => t.app.platform.db;
const videoTools = await hasVideoTools();
const pdfTools = await hasPdfTools();
let owner: { profileId: number; directoryId: number };

beforeAll(async () => {
  const person = await buildPerson(db(), { tenantId: 'default', roleId: Role.Advisor });
  const [root] = await db()
    .insert(mlDirectories)
    .values({ tenantId: 'default', ownerProfileId: person.profile.id, name: 'My library' })
    .returning();
  owner = { profileId: person.profile.id, directoryId: root!.id };
});

afterEach(() => {
  overrideTools({ ffmpeg: undefined, ffprobe: undefined, pdfinfo: undefined, pdftoppm: undefined });
});

/** A resource as the items routes create it: the file stored, the row processing. */
async function resourceOf(file: UploadFile, fileTypeId: FileTypeId, contentType: string) {
  const key = `default/library/test-${Math.random().toString(36).slice(2)}.${file.name.split('.').pop()}`;
  await t.app.platform.storage.put(key, Readable.from([file.content]), { contentType });
  const [row] = await db()
    .insert(mlResources)
    .values({
      tenantId: 'default',
      directoryId: owner.directoryId,
      ownerProfileId: owner.profileId,
      title: file.name,
      name: file.name,
      fileTypeId,
      contentType,
      size: file.content.length,
      storageKey: key,
    })
    .returning();
  return row!;
}

const reload = async (id: number) => (await db().select().from(mlResources).where(eq(mlResources.id, id)))[0]!;

async function bytesOf(key: string): Promise<Buffer> {
  const file = await t.app.platform.storage.get(key);
  if (!file) throw new Error(`${key} is not stored`);
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function process(file: UploadFile, fileTypeId: FileTypeId, contentType: string, compress = false) {
  const created = await resourceOf(file, fileTypeId, contentType);
  const result = await processResource(t.app.platform, 'default', { resourceId: created.id, compress });
  return { created, result, row: await reload(created.id) };
}

describe('processing images', () => {
  it('records the size and makes a WebP thumbnail of at most 480 px; version + 1, audited as the system', async () => {
    const { created, row } = await process(
      await fixtures.png('wide.png', { width: 1200, height: 600 }),
      FileType.Image,
      'image/png',
    );
    expect(row).toMatchObject({
      processingStatus: 'ready',
      processingNote: null,
      width: 1200,
      height: 600,
      thumbnailKey: `default/library/${created.id}/thumb.webp`,
      version: created.version + 1,
    });
    const thumb = await sharp(await bytesOf(row.thumbnailKey!)).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: 480, height: 240 });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'ml_resource'), eq(auditLog.entityId, String(created.id))));
    expect(audit).toMatchObject({ operation: 'PROCESS', actorUserId: null });
  });

  it('keeps a GIF animated and takes its first frame for the thumbnail', async () => {
    const gif = await fixtures.gif();
    const { row } = await process(gif, FileType.Image, 'image/gif');
    expect(row.processingStatus).toBe('ready');
    expect((await bytesOf(row.storageKey)).equals(gif.content)).toBe(true);
    expect((await sharp(await bytesOf(row.storageKey)).metadata()).pages).toBe(4);
    const thumb = await sharp(await bytesOf(row.thumbnailKey!)).metadata();
    expect(thumb.format).toBe('webp');
    expect(thumb.pages ?? 1).toBe(1);
  });

  it('with compress, replaces a large JPEG by one of 2048 px at most, keeping its name', async () => {
    const jpg = await fixtures.jpg('big photo.jpg', { width: 3000, height: 2000 });
    const { created, row } = await process(jpg, FileType.Image, 'image/jpeg', true);
    expect(row).toMatchObject({ name: 'big photo.jpg', width: 2048, height: 1365, contentType: 'image/jpeg' });
    expect(row.storageKey).toBe(`default/library/${created.id}/compressed.jpg`);
    const stored = await bytesOf(row.storageKey);
    expect(row.size).toBe(stored.length);
    expect((await sharp(stored).metadata()).format).toBe('jpeg');
    // The original is gone from the store.
    expect(await t.app.platform.storage.stat(created.storageKey)).toBeNull();
  });

  it('fails an unreadable image with a note, keeping the file', async () => {
    const broken = { name: 'broken.png', type: 'image/png', content: (await fixtures.png()).content.subarray(0, 120) };
    const { row } = await process(broken, FileType.Image, 'image/png');
    expect(row.processingStatus).toBe('failed');
    expect(row.processingNote).toMatch(/^The image could not be read/);
    expect(await t.app.platform.storage.stat(row.storageKey)).not.toBeNull();
  });
});

describe('processing PDFs', () => {
  it.skipIf(!pdfTools)('counts the pages and renders the first page as the thumbnail (poppler-utils)', async () => {
    const { row } = await process(fixtures.pdf('plan.pdf', 3), FileType.Pdf, 'application/pdf');
    expect(row).toMatchObject({ processingStatus: 'ready', pageCount: 3, processingNote: null });
    const thumb = await sharp(await bytesOf(row.thumbnailKey!)).metadata();
    expect(thumb.format).toBe('webp');
    expect(Math.max(thumb.width!, thumb.height!)).toBeLessThanOrEqual(480);
  });

  it('without poppler-utils, counts the pages itself and says there is no preview', async () => {
    overrideTools({ pdfinfo: null, pdftoppm: null });
    const { row } = await process(fixtures.pdf('plan.pdf', 4), FileType.Pdf, 'application/pdf');
    expect(row).toMatchObject({
      processingStatus: 'ready',
      pageCount: 4,
      thumbnailKey: null,
      processingNote: NO_POPPLER_NOTE,
    });
  });

  it.skipIf(!pdfTools)('fails a file that is not a readable PDF, naming it', async () => {
    const bad = { name: 'bad.pdf', type: 'application/pdf', content: Buffer.from('%PDF-1.4\nnothing else here') };
    const { row } = await process(bad, FileType.Pdf, 'application/pdf');
    expect(row.processingStatus).toBe('failed');
    expect(row.processingNote).toMatch(/^The PDF could not be read/);
  });
});

describe.skipIf(!videoTools)('processing videos (ffmpeg)', () => {
  it('an MP4 (H.264, AAC): duration and a poster; it plays as it is, no rendition', async () => {
    const { created, row } = await process(await fixtures.mp4(), FileType.Video, 'video/mp4');
    expect(row).toMatchObject({
      processingStatus: 'ready',
      processingNote: null,
      width: 320,
      height: 240,
      thumbnailKey: `default/library/${created.id}/thumb.webp`,
      renditionKey: null,
    });
    expect(row.durationSeconds).toBeGreaterThan(1.5);
    expect((await sharp(await bytesOf(row.thumbnailKey!)).metadata()).format).toBe('webp');
  });

  it('a WebM (VP8, Opus) plays as it is', async () => {
    const { row } = await process(await fixtures.webm(), FileType.Video, 'video/webm');
    expect(row).toMatchObject({ processingStatus: 'ready', renditionKey: null });
    expect(row.durationSeconds).toBeGreaterThan(0);
  });

  it('an AVI (MPEG-4 part 2, MP3) gets an H.264/AAC MP4 rendition', async () => {
    const { created, row } = await process(await fixtures.avi(), FileType.Video, 'video/x-msvideo');
    expect(row).toMatchObject({ processingStatus: 'ready', renditionKey: `default/library/${created.id}/web.mp4` });
    const media = await probeStored(row.renditionKey!);
    expect(media.video).toMatchObject({ codec: 'h264', width: 320, height: 240 });
    expect(media.audio).toMatchObject({ codec: 'aac' });
  });

  it('an MKV wider than 1280 px gets a rendition scaled to 1280', async () => {
    const { row } = await process(await fixtures.mkv(), FileType.Video, 'video/x-matroska');
    expect(row).toMatchObject({ processingStatus: 'ready', width: 1600, height: 900 });
    const media = await probeStored(row.renditionKey!);
    expect(media.video).toMatchObject({ codec: 'h264', width: 1280, height: 720 });
    expect(media.audio).toBeNull();
  });

  it('an audio file (M4A with AAC) gets its duration and no poster', async () => {
    const { row } = await process(await fixtures.m4a(), FileType.Video, 'audio/mp4');
    expect(row).toMatchObject({ processingStatus: 'ready', thumbnailKey: null, renditionKey: null, width: null });
    expect(row.durationSeconds).toBeGreaterThan(1.5);
  });

  it('fails a corrupt video with a note naming what could not be read', async () => {
    const mp4 = await fixtures.mp4();
    const corrupt = { ...mp4, content: Buffer.concat([mp4.content.subarray(0, 32), Buffer.alloc(4096, 0x5a)]) };
    const { row } = await process(corrupt, FileType.Video, 'video/mp4');
    expect(row.processingStatus).toBe('failed');
    expect(row.processingNote).toMatch(/^The video could not be read: /);
  });

  it('reruns (force) write the same keys and leave no stray files', async () => {
    const { created, row } = await process(await fixtures.avi(), FileType.Video, 'video/x-msvideo');
    await processResource(t.app.platform, 'default', { resourceId: created.id }, { force: true });
    const again = await reload(created.id);
    expect(again).toMatchObject({
      thumbnailKey: row.thumbnailKey,
      renditionKey: row.renditionKey,
      version: row.version + 1,
    });
    expect(await t.app.platform.storage.stat(again.renditionKey!)).not.toBeNull();
  });
});

describe('processing without ffmpeg', () => {
  it('marks a video ready and says the original plays as uploaded', async () => {
    overrideTools({ ffmpeg: null, ffprobe: null });
    const content = Buffer.concat([Buffer.from('00000018667479706d703432', 'hex'), Buffer.alloc(64)]);
    const { row } = await process({ name: 'clip.mp4', type: 'video/mp4', content }, FileType.Video, 'video/mp4');
    expect(row).toMatchObject({ processingStatus: 'ready', processingNote: NO_FFMPEG_NOTE, durationSeconds: null });
  });
});

describe('the processing job', () => {
  it('runs from the queue, and a crashed attempt is retried', async () => {
    const created = await resourceOf(await fixtures.png(), FileType.Image, 'image/png');
    const storage = t.app.platform.storage;
    const get = storage.get;
    let failures = 1;
    storage.get = async (key, range) => {
      if (key === created.storageKey && failures > 0) {
        failures -= 1;
        throw new Error('disk hiccup');
      }
      return get(key, range);
    };
    try {
      await t.app.platform.jobs.start();
      await enqueueProcessing(t.app.platform, 'default', { resourceId: created.id });
      const done = await eventually(async () => {
        const row = await reload(created.id);
        return row.processingStatus === 'processing' ? null : row;
      }, 200);
      expect(done).toMatchObject({ processingStatus: 'ready', width: 800, height: 600 });
      expect(failures).toBe(0);
    } finally {
      storage.get = get;
    }
  });

  it('skips a resource already processed or deleted', async () => {
    const { created } = await process(await fixtures.png(), FileType.Image, 'image/png');
    expect(await processResource(t.app.platform, 'default', { resourceId: created.id })).toEqual({ skipped: 'done' });
    expect(await processResource(t.app.platform, 'default', { resourceId: 987_654 })).toEqual({ skipped: 'missing' });
  });
});

async function probeStored(key: string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'stride-probe-'));
  try {
    const file = path.join(dir, 'media');
    await writeFile(file, await bytesOf(key));
    return await probe(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
