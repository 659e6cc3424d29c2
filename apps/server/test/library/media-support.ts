import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PROCESS_MEDIA_JOB } from '../../src/modules/library/processing/processing.job.js';
import { stagingDir } from '../../src/modules/library/uploads/staging.js';
import { jobs } from '../../src/platform/jobs/jobs.table.js';
import { drawAnimatedGif, drawPicture, makeTestVideo, writePdf } from '../../src/seed/library-files.js';
import { HOSTS, type TestApp } from '../support/app.js';

export interface UploadFile {
  name: string;
  type: string;
  content: Buffer;
}

/** A multipart/form-data body, as a browser sends a form: the fields first, then the file. */
export function multipartBody(fields: Record<string, string>, file?: UploadFile, fileField = 'file') {
  const boundary = `----stride${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}`, boundary };
}

/** POST /api/ml/files/upload with the file. */
export function uploadFile(
  app: FastifyInstance,
  token: string | null,
  file?: UploadFile,
  opts: { host?: keyof typeof HOSTS; fields?: Record<string, string> } = {},
) {
  const body = multipartBody(opts.fields ?? {}, file);
  return app.inject({
    method: 'POST',
    url: '/api/ml/files/upload',
    headers: {
      host: HOSTS[opts.host ?? 'default'],
      'content-type': body.contentType,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: body.payload,
  });
}

let videoDir: Promise<string> | null = null;
const videos = new Map<string, Promise<Buffer>>();

/** A clip made once per test file with ffmpeg (lavfi test pattern), by its file name. */
function video(name: string, opts: Parameters<typeof makeTestVideo>[1]): Promise<Buffer> {
  let made = videos.get(name);
  if (!made) {
    made = (async () => {
      videoDir ??= mkdtemp(path.join(os.tmpdir(), 'stride-test-media-'));
      const out = path.join(await videoDir, name);
      await makeTestVideo(out, opts);
      return readFile(out);
    })();
    videos.set(name, made);
  }
  return made;
}

/** Test files of every kind, made with the same tools the demo library uses. */
export const fixtures = {
  png: async (name = 'picture.png', size = { width: 800, height: 600 }) => ({
    name,
    type: 'image/png',
    content: await drawPicture('png', size),
  }),
  jpg: async (name = 'photo.jpg', size = { width: 800, height: 600 }) => ({
    name,
    type: 'image/jpeg',
    content: await drawPicture('jpeg', size),
  }),
  gif: async (name = 'moving.gif') => ({ name, type: 'image/gif', content: await drawAnimatedGif({ frames: 4 }) }),
  pdf: (name = 'guide.pdf', pages = 3) => ({
    name,
    type: 'application/pdf',
    content: writePdf(Array.from({ length: pages }, (_, i) => [`Page ${i + 1}`, 'Some text (with brackets).'])),
  }),
  mp4: async (name = 'clip.mp4') => ({
    name,
    type: 'video/mp4',
    content: await video('clip.mp4', { seconds: 2, audioCodec: 'aac' }),
  }),
  webm: async (name = 'clip.webm') => ({
    name,
    type: 'video/webm',
    content: await video('clip.webm', { seconds: 1, videoCodec: 'libvpx', audioCodec: 'libopus' }),
  }),
  avi: async (name = 'old.avi') => ({
    name,
    type: 'video/x-msvideo',
    content: await video('old.avi', { seconds: 1, videoCodec: 'mpeg4', audioCodec: 'libmp3lame' }),
  }),
  /** Wider than a rendition may be: the rendition is scaled to 1280. */
  mkv: async (name = 'wide.mkv') => ({
    name,
    type: 'video/x-matroska',
    content: await video('wide.mkv', { seconds: 1, size: '1600x900', videoCodec: 'mpeg4' }),
  }),
  m4a: async (name = 'voice.m4a') => ({
    name,
    type: 'audio/mp4',
    content: await video('voice.m4a', { seconds: 2, videoCodec: null, audioCodec: 'aac' }),
  }),
};

/**
 * The uploads in a tenant's library folder, every file in the store's temp folder, and the uploads waiting
 * for their content check (staging).
 */
export function storedLibraryFiles(dataDir: string, tenantId = 'default'): string[] {
  // Uploads land directly in <tenant>/library; processing writes under <tenant>/library/<id>/, which a
  // job of an earlier test may still be doing: those are not counted.
  const uploads = path.join(dataDir, 'files', tenantId, 'library');
  const temp = path.join(dataDir, 'files', '.tmp');
  const files = (root: string, recursive: boolean) =>
    fs.existsSync(root)
      ? (fs.readdirSync(root, { recursive, withFileTypes: true }) as fs.Dirent[])
          .filter((d) => d.isFile())
          .map((d) => path.join(d.parentPath, d.name))
      : [];
  const staged = files(stagingDir(dataDir), false).filter((f) => path.basename(f).startsWith('upload-'));
  return [...files(uploads, false), ...files(temp, true), ...staged];
}

/**
 * Waits (up to 10 s) until no processing job is due or running: a job an earlier test started writes
 * its outputs through the store's temp folder, which the counts of storedLibraryFiles would otherwise
 * catch. A file whose queue was never started has due jobs for good: after 10 s it goes on.
 */
export async function processingSettled(t: TestApp): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    const [row] = await t.app.platform.db
      .select({ n: count() })
      .from(jobs)
      .where(
        and(eq(jobs.name, PROCESS_MEDIA_JOB), inArray(jobs.status, ['queued', 'running']), lte(jobs.runAt, sql`now()`)),
      );
    if (row?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
