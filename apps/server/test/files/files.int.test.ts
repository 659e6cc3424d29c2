import { describe, expect, it } from 'vitest';
import { Role, type Resource } from '@stride/contracts';
import { useTestApp } from '../support/app.js';
import { json } from '../support/http.js';
import { signedIn } from '../support/people.js';
import { buildResource, libraryClient } from '../library/support.js';

const t = useTestApp();

/** A stored file's signed link (GET /api/files/{token}), as a library listing gives it. */
async function fileLink() {
  const me = await signedIn(t, { roleId: Role.Advisor });
  const lib = libraryClient(t, me.token);
  const file = await buildResource(t, {
    directoryId: (await lib.mainFolder()).id,
    ownerProfileId: me.profile.id,
    title: 'Stretch',
  });
  const resource = json<Resource>(await lib.get(`/api/ml/resources/${file.id}`));
  return { lib, url: resource.fileUrl, size: file.size };
}

describe('GET /api/files/{token}', () => {
  it('serves the whole file inline, or as a download', async () => {
    const { lib, url, size } = await fileLink();
    const whole = await lib.get(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('image/png');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(Number(whole.headers['content-length'])).toBe(size);
    expect(whole.rawPayload).toHaveLength(size);
    expect(whole.headers['content-disposition']).toMatch(/^inline; filename="Stretch\.png"/);
    expect((await lib.get(`${url}?download=1`)).headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('serves a byte range (206), clamped to the file; a range past the end is a 416', async () => {
    const { lib, url, size } = await fileLink();
    const first = await lib.get(url, { range: 'bytes=0-9' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-9/${size}`);
    expect(Number(first.headers['content-length'])).toBe(10);
    expect(first.rawPayload).toEqual((await lib.get(url)).rawPayload.subarray(0, 10));

    const rest = await lib.get(url, { range: `bytes=5-${size + 100}` });
    expect(rest.statusCode).toBe(206);
    expect(rest.headers['content-range']).toBe(`bytes 5-${size - 1}/${size}`);
    expect(rest.rawPayload).toHaveLength(size - 5);

    const open = await lib.get(url, { range: 'bytes=3-' });
    expect(open.headers['content-range']).toBe(`bytes 3-${size - 1}/${size}`);

    expect((await lib.get(url, { range: `bytes=${size}-` })).statusCode).toBe(416);
  });

  it('answers 404 to a forged link', async () => {
    const { lib, url } = await fileLink();
    const forged = `${url.slice(0, -3)}${url.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    expect((await lib.get(forged)).statusCode).toBe(404);
  });
});
