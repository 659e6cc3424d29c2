import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError';
import { updateVersioned } from './versioned';

interface Item {
  id: number;
  name: string;
  note: string;
  version: number;
}

const json = (status: number, body: unknown, etag?: string) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...(etag ? { ETag: etag } : {}) },
  });

let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
beforeEach(() => {
  fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const sent = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    call: `${init.method} ${url} ${new Headers(init.headers).get('If-Match')}`,
    body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
  }));

describe('updateVersioned', () => {
  it('takes the version from the ETag of the answer', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { id: 1, name: 'B', note: '', version: 1 }, 'W/"2"'));
    const saved = await updateVersioned<Item>({ path: '/items/1', body: { name: 'B' }, version: 1 });
    expect(saved.version).toBe(2);
    expect(sent()).toEqual([{ call: 'PUT /api/items/1 W/"1"', body: { name: 'B' } }]);
  });

  it('reloads through `reload` when the resource is read elsewhere than it is written', async () => {
    const current = { id: 1, name: 'A', note: '', version: 9 };
    fetchMock
      .mockResolvedValueOnce(json(412, { message: 'Changed', code: 'PRECONDITION_FAILED', current }))
      .mockResolvedValueOnce(json(200, { ...current, version: 10 }, 'W/"10"'));
    const reload = vi.fn(() => Promise.resolve(current));
    const saved = await updateVersioned<Item>({ path: '/items/1/picture', body: { name: 'B' }, version: 2, reload });
    expect(saved.version).toBe(10);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sent().map((c) => c.call)).toEqual(['PUT /api/items/1/picture W/"2"', 'PUT /api/items/1/picture W/"9"']);
  });

  it('on a 412 reloads once and retries once on the reloaded version, rebased', async () => {
    const current = { id: 1, name: 'A', note: 'theirs', version: 5 };
    fetchMock
      .mockResolvedValueOnce(json(412, { message: 'Changed', code: 'PRECONDITION_FAILED', current }))
      .mockResolvedValueOnce(json(200, current, 'W/"5"'))
      .mockResolvedValueOnce(json(200, { ...current, name: 'B', version: 6 }, 'W/"6"'));
    const onReload = vi.fn();
    const saved = await updateVersioned<Item>({
      path: '/items/1',
      body: { name: 'B', note: 'mine' },
      version: 2,
      onReload,
      rebase: (reloaded) => ({ name: 'B', note: reloaded.note }),
    });
    expect(saved).toMatchObject({ name: 'B', version: 6 });
    expect(onReload).toHaveBeenCalledWith(current);
    expect(sent()).toEqual([
      { call: 'PUT /api/items/1 W/"2"', body: { name: 'B', note: 'mine' } },
      { call: 'GET /api/items/1 null', body: undefined },
      { call: 'PUT /api/items/1 W/"5"', body: { name: 'B', note: 'theirs' } },
    ]);
  });

  it('throws a second 412, and any other failure without reloading', async () => {
    const conflict = () => json(412, { message: 'Changed', code: 'PRECONDITION_FAILED' });
    fetchMock
      .mockResolvedValueOnce(conflict())
      .mockResolvedValueOnce(json(200, { id: 1, name: 'A', note: '', version: 5 }, 'W/"5"'))
      .mockResolvedValueOnce(conflict());
    await expect(updateVersioned<Item>({ path: '/items/1', body: {}, version: 2 })).rejects.toMatchObject({
      status: 412,
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);

    fetchMock.mockReset();
    fetchMock.mockResolvedValueOnce(json(428, { message: 'If-Match required', code: 'PRECONDITION_REQUIRED' }));
    const error = await updateVersioned<Item>({ path: '/items/1', body: {}, version: 2 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
