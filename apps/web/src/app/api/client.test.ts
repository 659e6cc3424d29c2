import { Role } from '@stride/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '../../test/fixtures';
import { logoutSoon } from '../auth/logout';
import { renewSession } from '../auth/renewal';
import { ApiError } from './ApiError';
import { apiRequest } from './client';
import { currentFromConflict, etagForVersion, versionFromEtag } from './etag';

vi.mock('../auth/renewal', () => ({ renewSession: vi.fn() }));
vi.mock('../auth/logout', () => ({ logoutSoon: vi.fn(), registerBeforeLogout: vi.fn() }));

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;

beforeEach(() => {
  fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(renewSession).mockReset();
  vi.mocked(logoutSoon).mockReset();
});
afterEach(() => vi.unstubAllGlobals());

const authorization = (call: number) => new Headers(fetchMock.mock.calls[call]?.[1].headers).get('Authorization');

describe('apiRequest', () => {
  it('sends the bearer token and JSON, and returns the body, ETag and trace id', async () => {
    signInAs(Role.Advisor);
    fetchMock.mockResolvedValue(json(200, { id: 3 }, { ETag: 'W/"4"', 'X-Trace-Id': 'abc' }));
    const response = await apiRequest<{ id: number }>('/profiles/3', { query: { page: 2, skip: undefined } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/profiles/3?page=2');
    expect(authorization(0)).toMatch(/^Bearer ey/);
    expect(response).toEqual({ data: { id: 3 }, status: 200, etag: 'W/"4"', traceId: 'abc' });
    expect(versionFromEtag(response.etag)).toBe(4);
  });

  it('on a 401 renews once and retries with the new token', async () => {
    signInAs(Role.Advisor);
    vi.mocked(renewSession).mockImplementation(async () => {
      signInAs(Role.Admin);
      return true;
    });
    fetchMock.mockResolvedValueOnce(json(401, { message: 'Expired', code: 'UNAUTHORIZED' }));
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await expect(apiRequest('/participants')).resolves.toMatchObject({ data: { ok: true } });
    expect(renewSession).toHaveBeenCalledTimes(1);
    expect(authorization(1)).not.toBe(authorization(0));
  });

  it('logs out when the renewal fails', async () => {
    signInAs(Role.Advisor);
    vi.mocked(renewSession).mockResolvedValue(false);
    fetchMock.mockResolvedValue(json(401, { message: 'Expired', code: 'UNAUTHORIZED' }));
    await expect(apiRequest('/participants')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(logoutSoon).toHaveBeenCalled();
  });

  it('turns error answers into ApiError and sends If-Match', async () => {
    fetchMock.mockResolvedValue(
      json(412, { message: 'Changed meanwhile', code: 'PRECONDITION_FAILED', current: { version: 5 } }),
    );
    const error: unknown = await apiRequest('/profiles/3', {
      method: 'PUT',
      body: {},
      ifMatch: etagForVersion(4),
    }).catch((e: unknown) => e);
    expect(new Headers(fetchMock.mock.calls[0]?.[1].headers).get('If-Match')).toBe('W/"4"');
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 412, code: 'PRECONDITION_FAILED', serverMessage: 'Changed meanwhile' });
    expect(currentFromConflict(error)).toEqual({ version: 5 });
  });

  it('reports a failed connection as status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/participants')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});
