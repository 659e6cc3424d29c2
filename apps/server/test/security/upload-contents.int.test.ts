// Finding 7 of the penetration test: uploads were checked by their first bytes only, so a 73-byte PNG
// followed by 50 MB of junk was accepted as a meal photo, and nothing limited what one person stored.
// Every upload now has its whole content checked before anything is stored (pictures decoded by sharp
// with nothing after their data, videos probed by ffprobe, PDFs opened through their cross-reference
// table), and counts in its uploader's storage quota (STORAGE_QUOTA_MB).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, Role } from '@stride/contracts';
import { mlResources, mlStorageFiles } from '../../src/modules/library/library.table.js';
import { overrideTools } from '../../src/platform/tools.js';
import { client } from '../calendar/calendar-support.js';
import { directChannel, practice, send } from '../chat/helpers.js';
import { fixtures, processingSettled, storedLibraryFiles, uploadFile } from '../library/media-support.js';
import { uploadStorageFile } from '../library/support.js';
import { useTestApp } from '../support/app.js';
import { buildCompany } from '../support/factories.js';
import { json } from '../support/http.js';
import { multipartBody, TINY_PNG } from '../support/multipart.js';
import { signedIn } from '../support/people.js';

const t = useTestApp();
const db = () => t.app.platform.db;
let person: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  const company = await buildCompany(db(), 'default');
  person = await signedIn(t, { roleId: Role.Advisor, companyId: company.id });
});

afterEach(() => {
  overrideTools({ ffprobe: undefined });
});

const rowsOf = async (profileId: number) => ({
  uploads: await db().select().from(mlStorageFiles).where(eq(mlStorageFiles.ownerProfileId, profileId)),
  library: await db().select().from(mlResources).where(eq(mlResources.ownerProfileId, profileId)),
});

/**
 * Sends the file both ways a file arrives (POST /ml/files/upload, and a change read by route(): an
 * exercise with its media) and expects each refused with the answer given, nothing stored on disk or
 * in the tables.
 */
async function refusedEverywhere(
  file: { name: string; type: string; content: Buffer },
  expected: { status: number; body: Record<string, unknown> },
) {
  await processingSettled(t);
  const before = storedLibraryFiles(t.dataDir).length;
  const rowsBefore = await rowsOf(person.profile.id);
  const upload = await uploadFile(t.app, person.token, file);
  expect(upload.statusCode, upload.body).toBe(expected.status);
  expect(json(upload)).toMatchObject(expected.body);
  const change = await client(t, person.token).multipart(
    'POST',
    '/routines/definitions/exercises',
    multipartBody({ model: { title: 'Squat' } }, { file: { name: file.name, type: file.type, data: file.content } }),
  );
  expect(change.statusCode, change.body).toBe(expected.status);
  expect(json(change)).toMatchObject(expected.body);
  expect(storedLibraryFiles(t.dataDir)).toHaveLength(before);
  expect(await rowsOf(person.profile.id)).toEqual(rowsBefore);
}

const notA = (what: string, why: RegExp | string) => ({
  status: 415,
  body: {
    code: ErrorCode.UnsupportedMediaType,
    message: `This file is not ${what} we can read.`,
    details: [{ path: 'file', message: typeof why === 'string' ? why : expect.stringMatching(why) }],
  },
});

// Each test sends its files through two paths; CI runs three suites side by side on 2 cores.
describe('pictures are decoded whole, with nothing after their data', { timeout: 120_000 }, () => {
  it('refuses a tiny valid PNG followed by 2 MB of junk, and the same junk after a JPEG and a GIF', async () => {
    const junk = randomBytes(2 * 1_048_576);
    await refusedEverywhere(
      { name: 'meal.png', type: 'image/png', content: Buffer.concat([TINY_PNG, junk]) },
      notA('a picture', `The file has ${junk.length} bytes after the end of the picture.`),
    );
    for (const made of [await fixtures.jpg(), await fixtures.gif()]) {
      await refusedEverywhere(
        { ...made, content: Buffer.concat([made.content, junk]) },
        notA('a picture', `The file has ${junk.length} bytes after the end of the picture.`),
      );
    }
  });

  it('refuses the reported case: a 70-byte PNG followed by 50 MB, in a few seconds', async () => {
    const started = Date.now();
    const res = await uploadFile(t.app, person.token, {
      name: 'meal.png',
      type: 'image/png',
      content: Buffer.concat([TINY_PNG, Buffer.alloc(50 * 1_048_576, 0x41)]),
    });
    expect(res.statusCode, res.body).toBe(415);
    expect(json(res)).toMatchObject(notA('a picture', /^The file has 52428800 bytes after/).body);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect((await rowsOf(person.profile.id)).uploads).toEqual([]);
  });

  it('refuses a PNG header followed by garbage, a damaged PNG and a PNG cut short', async () => {
    const png = await sharp({
      create: {
        width: 64,
        height: 64,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    // The signature and header of a PNG, then garbage: refused by its first bytes or by its content.
    const headerOnly = Buffer.concat([png.subarray(0, 33), Buffer.alloc(4096, 0x41)]);
    await refusedEverywhere(
      { name: 'header.png', type: 'image/png', content: headerOnly },
      { status: 415, body: { code: ErrorCode.UnsupportedMediaType } },
    );
    // 64 bytes of its compressed pixels overwritten (inside the first IDAT chunk, its header intact).
    const damaged = Buffer.from(png);
    damaged.fill(0x5a, 1000, 1064);
    await refusedEverywhere(
      { name: 'damaged.png', type: 'image/png', content: damaged },
      notA('a picture', 'The picture data is damaged or incomplete.'),
    );
    await refusedEverywhere(
      { name: 'cut.png', type: 'image/png', content: png.subarray(0, png.length - 20) },
      notA('a picture', 'The file ends before its data is complete.'),
    );
  });

  it('still takes whole pictures (PNG, JPEG, animated GIF, a 1-pixel PNG)', async () => {
    for (const file of [
      await fixtures.png(),
      await fixtures.jpg(),
      await fixtures.gif(),
      { name: 'dot.png', type: 'image/png', content: TINY_PNG },
    ]) {
      const res = await uploadFile(t.app, person.token, file);
      expect(res.statusCode, `${file.name}: ${res.body}`).toBe(201);
    }
  });
});

describe('videos are probed', { timeout: 120_000 }, () => {
  it('refuses a fake MP4 (its first bytes and nothing playable), and a real one followed by junk', async () => {
    const fake = Buffer.concat([Buffer.from('00000018667479706d703432', 'hex'), Buffer.alloc(8192)]);
    await refusedEverywhere({ name: 'clip.mp4', type: 'video/mp4', content: fake }, notA('a video or sound file', /./));
    const real = await fixtures.mp4();
    await refusedEverywhere(
      { ...real, content: Buffer.concat([real.content, randomBytes(1_048_576)]) },
      notA('a video or sound file', 'The video data is damaged, cut short or followed by other data.'),
    );
    const res = await uploadFile(t.app, person.token, real);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses every video when ffprobe is missing (fail closed), saying why', async () => {
    overrideTools({ ffprobe: null });
    await refusedEverywhere(await fixtures.mp4(), {
      status: 415,
      body: {
        code: ErrorCode.UnsupportedMediaType,
        message:
          'Videos and sound files cannot be uploaded right now: the server cannot check them. Please tell your administrator.',
        details: [{ path: 'file', message: 'ffprobe (ffmpeg) is not installed on the server.' }],
      },
    });
  });
});

describe('PDFs are opened through their cross-reference table', { timeout: 120_000 }, () => {
  it('refuses a fake PDF, a PDF without its table, and a real one followed by junk', async () => {
    await refusedEverywhere(
      { name: 'plan.pdf', type: 'application/pdf', content: Buffer.from('%PDF-1.4\nnothing else here') },
      notA('a PDF document', /^The file does not end as a PDF does/),
    );
    const noTable = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
        '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    await refusedEverywhere(
      { name: 'plan.pdf', type: 'application/pdf', content: noTable },
      notA('a PDF document', 'The PDF has no cross-reference table where its end says (startxref).'),
    );
    const real = fixtures.pdf();
    await refusedEverywhere(
      { ...real, content: Buffer.concat([real.content, randomBytes(1_048_576)]) },
      notA('a PDF document', /^The file does not end as a PDF does/),
    );
    // A table that points at nothing: pdf.js would rebuild it by reading the whole file; refused instead.
    const text = real.content.toString('latin1');
    const broken = Buffer.from(text.replace(/startxref\n\d+/, 'startxref\n9'), 'latin1');
    await refusedEverywhere({ ...real, content: broken }, notA('a PDF document', /./));
    expect((await uploadFile(t.app, person.token, real)).statusCode).toBe(201);
  });

  it('refuses a large PDF whose table is broken rather than let pdf.js read it all to rebuild the table', async () => {
    // The end points at "xref", but the table is garbage: pdf.js would rebuild it from the whole file
    // (it may read 64 MB; this one has 80 MB).
    const head = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
        `3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n4 0 obj<</Length ${80 * 1_048_576}>>stream\n`,
    );
    const body = Buffer.alloc(80 * 1_048_576, 0x41);
    const table = head.length + body.length + 18;
    const tail = Buffer.from(
      `\nendstream endobj\nxref\nno table here\ntrailer<</Root 1 0 R>>\nstartxref\n${table}\n%%EOF\n`,
    );
    const content = Buffer.concat([head, body, tail]);
    expect(content.subarray(table, table + 4).toString()).toBe('xref');
    const started = Date.now();
    const res = await uploadFile(t.app, person.token, { name: 'big.pdf', type: 'application/pdf', content });
    expect(res.statusCode, res.body).toBe(415);
    expect(json(res)).toMatchObject(notA('a PDF document', 'The PDF data is damaged or incomplete.').body);
    expect(Date.now() - started).toBeLessThan(20_000);
  });
});

describe('a storage quota per person', { timeout: 120_000 }, () => {
  /** A PNG of random pixels (it does not compress): about 3 bytes a pixel. */
  const noisePng = (width: number, height: number) =>
    sharp({
      create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
    })
      .png()
      .toBuffer();

  it('refuses the upload that does not fit (413, nothing stored); uploads and library files count', async () => {
    const me = await signedIn(t, { roleId: Role.Participant });
    const quota = t.app.platform.config.STORAGE_QUOTA_MB;
    t.app.platform.config.STORAGE_QUOTA_MB = 1;
    try {
      const first = { name: 'one.png', type: 'image/png', content: await noisePng(400, 300) };
      expect(first.content.length).toBeGreaterThan(300_000);
      expect((await uploadFile(t.app, me.token, first)).statusCode).toBe(201);
      expect((await uploadFile(t.app, me.token, { ...first, name: 'two.png' })).statusCode).toBe(201);

      await processingSettled(t);
      const before = storedLibraryFiles(t.dataDir).length;
      const third = await uploadFile(t.app, me.token, { ...first, name: 'three.png' });
      expect(third.statusCode, third.body).toBe(413);
      expect(json(third)).toMatchObject({
        code: ErrorCode.StorageQuotaReached,
        message: expect.stringMatching(
          /^Your storage is full: 0\.\d MB of your 1 MB are left\. Delete files you no longer need, then try again\.$/,
        ),
        details: [{ path: 'file', message: expect.stringMatching(/^This file does not fit in the 0\.\d MB left/) }],
      });
      expect(storedLibraryFiles(t.dataDir)).toHaveLength(before);
      expect((await rowsOf(me.profile.id)).uploads).toHaveLength(2);

      // Another person is not counted in hers.
      expect((await uploadFile(t.app, person.token, { ...first, name: 'theirs.png' })).statusCode).toBe(201);
      // A small file still fits.
      expect(
        (await uploadFile(t.app, me.token, { name: 'dot.png', type: 'image/png', content: TINY_PNG })).statusCode,
      ).toBe(201);
    } finally {
      t.app.platform.config.STORAGE_QUOTA_MB = quota;
    }
  });

  it("counts a file attached to a chat message (it leaves the library's tables) in its sender's storage", async () => {
    const { advisor, participant } = await practice(t);
    const channel = await directChannel(advisor, participant);
    const quota = t.app.platform.config.STORAGE_QUOTA_MB;
    t.app.platform.config.STORAGE_QUOTA_MB = 1;
    try {
      const photo = { name: 'plan.png', type: 'image/png', data: await noisePng(400, 300) };
      const storageFileId = await uploadStorageFile(t, advisor.token, photo);
      expect((await send(advisor, channel, { text: 'Your plan', storageFileId })).statusCode).toBe(201);
      expect((await rowsOf(advisor.profile.id)).uploads).toEqual([]);
      await uploadStorageFile(t, advisor.token, { ...photo, name: 'two.png' });
      const third = await uploadFile(t.app, advisor.token, { ...photo, name: 'three.png', content: photo.data });
      expect(third.statusCode, third.body).toBe(413);
      expect(json(third)).toMatchObject({ code: ErrorCode.StorageQuotaReached });
    } finally {
      t.app.platform.config.STORAGE_QUOTA_MB = quota;
    }
  });

  it('refuses a body announced larger than what is left before reading it', async () => {
    const me = await signedIn(t, { roleId: Role.Participant });
    const quota = t.app.platform.config.STORAGE_QUOTA_MB;
    t.app.platform.config.STORAGE_QUOTA_MB = 1;
    try {
      const big = { name: 'big.png', type: 'image/png', content: await noisePng(1000, 1000) };
      const res = await uploadFile(t.app, me.token, big);
      expect(res.statusCode, res.body).toBe(413);
      expect(json(res)).toMatchObject({ code: ErrorCode.StorageQuotaReached });
      expect((await rowsOf(me.profile.id)).uploads).toEqual([]);
    } finally {
      t.app.platform.config.STORAGE_QUOTA_MB = quota;
    }
  });
});
