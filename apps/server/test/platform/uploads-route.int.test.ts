import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FileType, Role, type Definition, type Swap } from '@stride/contracts';
import { swaps } from '../../src/modules/swaps/swaps.table.js';
import { fixtures } from '../library/media-support.js';
import { useTestApp } from '../support/app.js';
import { buildCompany } from '../support/factories.js';
import { json } from '../support/http.js';
import { rawMultipart, TINY_PNG, type RawPart } from '../support/multipart.js';
import { signedIn } from '../support/people.js';
import { client } from '../calendar/calendar-support.js';
import { swapPractice } from '../swaps/support.js';

const t = useTestApp();
const db = () => t.app.platform.db;

/** An advisor's API client and a short video to attach. */
async function advisorWithVideo() {
  const company = await buildCompany(db(), 'default');
  const advisor = await signedIn(t, { roleId: Role.Advisor, companyId: company.id });
  const clip = await fixtures.mp4('squat.mp4');
  const video: RawPart = { name: 'file', value: clip.content, filename: clip.name, type: clip.type };
  return { api: client(t, advisor.token), video };
}

const model = { title: 'Squat on video', repetitions: 12 };

describe('a change sent as multipart, read by route()', () => {
  it('takes the model as a part sent as application/json: an exercise with its video', async () => {
    const { api, video } = await advisorWithVideo();
    const body = rawMultipart([{ name: 'model', value: JSON.stringify(model), type: 'application/json' }, video]);
    const res = await api.multipart('POST', '/routines/definitions/exercises', body);
    expect(res.statusCode, res.body).toBe(201);
    const made = json<Definition>(res);
    expect(made).toMatchObject({ title: 'Squat on video', repetitions: 12 });
    expect(made.media).toMatchObject({ title: 'squat', fileTypeId: FileType.Video });
  });

  it("takes the model as a browser's Blob (a file part with a name): an exercise with its video", async () => {
    const { api, video } = await advisorWithVideo();
    const body = rawMultipart([
      { name: 'model', value: JSON.stringify(model), filename: 'blob', type: 'application/json' },
      video,
    ]);
    const res = await api.multipart('POST', '/routines/definitions/exercises', body);
    expect(res.statusCode, res.body).toBe(201);
    expect(json<Definition>(res).media).toMatchObject({ fileTypeId: FileType.Video });
  });

  it('refuses a model part that is not JSON, in any of the three encodings', async () => {
    const { api } = await advisorWithVideo();
    for (const part of [
      { name: 'model', value: '{nope' },
      { name: 'model', value: '{nope', type: 'application/json' },
      { name: 'model', value: '{nope', filename: 'blob', type: 'application/json' },
    ]) {
      const res = await api.multipart('POST', '/routines/definitions/exercises', rawMultipart([part]));
      expect(res.statusCode, res.body).toBe(400);
      expect(json(res)).toMatchObject({ message: 'Invalid input: model - The model part must be JSON.' });
    }
  });

  it("refuses a swap's picture in a part named media: a 400 naming it, nothing created", async () => {
    const p = await swapPractice(t);
    const body = rawMultipart([
      { name: 'model', value: JSON.stringify({ description: 'Fruit at 4 pm', impactLevel: 3, difficultLevel: 2 }) },
      { name: 'media', value: TINY_PNG, filename: 'apple.png', type: 'image/png' },
    ]);
    const res = await p.staff.multipart('POST', p.base, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(json(res)).toMatchObject({
      message: 'Unrecognized parts: media',
      details: [{ path: 'media', message: 'This call takes no part named media.' }],
    });
    expect(await db().select().from(swaps).where(eq(swaps.participantProfileId, p.participant.profile.id))).toEqual([]);
  });

  it('refuses a multipart change whose fields come as separate form fields, and one without a model', async () => {
    const p = await swapPractice(t);
    const made = await p.staff.ok<Swap>(
      'POST',
      p.base,
      { description: 'Water with lunch', impactLevel: 3, difficultLevel: 2 },
      201,
    );
    const url = `${p.base}/${made.id}`;
    const fields = rawMultipart([
      { name: 'description', value: 'Water with every meal' },
      { name: 'impactLevel', value: '4' },
    ]);
    const separate = await p.staff.multipart('PUT', url, fields, made.version);
    expect(separate.statusCode, separate.body).toBe(400);
    expect(json(separate)).toMatchObject({ message: 'Unrecognized parts: description, impactLevel' });

    const noModel = rawMultipart([{ name: 'file', value: TINY_PNG, filename: 'water.png', type: 'image/png' }]);
    const missing = await p.staff.multipart('PUT', url, noModel, made.version);
    expect(missing.statusCode, missing.body).toBe(400);
    expect(json(missing)).toMatchObject({ details: [{ path: 'model', message: 'The model part is missing.' }] });

    const still = await p.staff.ok<Swap>('GET', url);
    expect(still).toMatchObject({ description: 'Water with lunch', version: made.version });
  });
});
