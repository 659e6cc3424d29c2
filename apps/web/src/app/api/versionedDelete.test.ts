import { Role } from '@stride/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '../../test/fixtures';
import { ApiError } from './ApiError';
import { deleteVersioned } from './versioned';

vi.mock('../auth/renewal', () => ({ renewSession: vi.fn() }));
vi.mock('../auth/logout', () => ({ logoutSoon: vi.fn(), registerBeforeLogout: vi.fn() }));

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
const call = (n: number) => {
  const [url, init] = fetchMock.mock.calls[n] ?? [];
  return { url, method: init?.method, ifMatch: new Headers(init?.headers).get('If-Match') };
};

beforeEach(() => {
  signInAs(Role.Admin);
  fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('deleteVersioned', () => {
  it('deletes with If-Match on the version it was given', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await deleteVersioned('/practices/4', 3);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(call(0)).toEqual({ url: '/api/practices/4', method: 'DELETE', ifMatch: 'W/"3"' });
  });

  it('after a 412 reloads the resource and retries once on its version', async () => {
    fetchMock
      .mockResolvedValueOnce(json(412, { message: 'Stale', code: 'PRECONDITION_FAILED' }))
      .mockResolvedValueOnce(json(200, { id: 4, version: 5 }, { ETag: 'W/"5"' }))
      .mockResolvedValueOnce(new Response(null, { status: 204 }));
    await deleteVersioned('/practices/4', 3);
    expect([call(0), call(1), call(2)]).toEqual([
      { url: '/api/practices/4', method: 'DELETE', ifMatch: 'W/"3"' },
      { url: '/api/practices/4', method: 'GET', ifMatch: null },
      { url: '/api/practices/4', method: 'DELETE', ifMatch: 'W/"5"' },
    ]);
  });

  it('hands on any other refusal without retrying', async () => {
    fetchMock.mockResolvedValueOnce(json(409, { message: 'This company still has people.', code: 'CONFLICT' }));
    const failure = deleteVersioned('/practices/4', 3);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 409, serverMessage: 'This company still has people.' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
