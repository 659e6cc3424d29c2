import { endpoints, Role, type Company } from '@stride/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '../../test/fixtures';
import { logoutSoon } from '../auth/logout';
import { renewSession } from '../auth/renewal';
import { ApiError } from './ApiError';
import { callEndpoint, endpointUrl } from './endpoint';
import { currentFromConflict } from './etag';

vi.mock('../auth/renewal', () => ({ renewSession: vi.fn() }));
vi.mock('../auth/logout', () => ({ logoutSoon: vi.fn(), registerBeforeLogout: vi.fn() }));

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const company = (overrides: Partial<Company> = {}): Company => ({
  id: 3,
  name: 'Acme',
  thumbnailUrl: null,
  journalAvailable: true,
  smartSurveyAvailable: false,
  swapAvailable: false,
  surveyAvailable: true,
  staffCount: 2,
  participantsCount: 5,
  createdAt: '2025-01-02T03:04:05.000Z',
  version: 4,
  ...overrides,
});

let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;

beforeEach(() => {
  fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(renewSession).mockReset();
  vi.mocked(logoutSoon).mockReset();
});
afterEach(() => vi.unstubAllGlobals());

const request = (call: number) => {
  const [url, init] = fetchMock.mock.calls[call] ?? [];
  const headers = new Headers(init?.headers);
  return {
    url,
    method: init?.method,
    authorization: headers.get('Authorization'),
    ifMatch: headers.get('If-Match'),
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
  };
};

describe('callEndpoint', () => {
  it("builds the address from the endpoint's path and query, with the bearer token", async () => {
    signInAs(Role.Admin);
    fetchMock.mockResolvedValue(json(200, company()));
    await callEndpoint(endpoints.companies.get, { params: { id: 3 } });
    fetchMock.mockResolvedValue(
      json(200, { practices: [], _meta: { totalCount: 0, pageCount: 0, currentPage: 2, perPage: 20 } }),
    );
    await callEndpoint(endpoints.companies.list, { query: { page: 2, search: undefined } });
    expect(request(0)).toMatchObject({ url: '/api/practices/3', method: 'GET' });
    expect(request(1)).toMatchObject({ url: '/api/practices?page=2', method: 'GET' });
    expect(request(0).authorization).toMatch(/^Bearer ey/);
  });

  it('answers the body as the response schema reads it, its version taken from the ETag', async () => {
    signInAs(Role.Admin);
    fetchMock.mockResolvedValue(json(200, company({ version: 4 }), { ETag: 'W/"7"' }));
    const answer = await callEndpoint(endpoints.companies.get, { params: { id: 3 } });
    expect(request(0).url).toBe(endpointUrl(endpoints.companies.get, { id: 3 }));
    expect(answer).toEqual(company({ version: 7 }));
  });

  it('refuses an answer its response schema does not read', async () => {
    signInAs(Role.Admin);
    fetchMock.mockResolvedValue(json(200, { id: 3, name: 42 }));
    await expect(callEndpoint(endpoints.companies.get, { params: { id: 3 } })).rejects.toThrow();
  });

  it('sends a versioned change with If-Match on the version given, and its body as JSON', async () => {
    signInAs(Role.Admin);
    fetchMock.mockResolvedValue(json(200, company({ name: 'Acme 2', version: 5 }), { ETag: 'W/"5"' }));
    const saved = await callEndpoint(endpoints.companies.update, {
      params: { id: 3 },
      body: { name: 'Acme 2' },
      version: 4,
    });
    expect(request(0)).toMatchObject({ method: 'PUT', ifMatch: 'W/"4"', body: { name: 'Acme 2' } });
    expect(saved).toMatchObject({ name: 'Acme 2', version: 5 });
  });

  it('answers nothing for a 204', async () => {
    signInAs(Role.Admin);
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(callEndpoint(endpoints.companies.delete, { params: { id: 3 }, version: 4 })).resolves.toBeUndefined();
    expect(request(0)).toMatchObject({ method: 'DELETE', ifMatch: 'W/"4"' });
  });

  it("turns a refusal into an ApiError with the server's message, a 412 carrying the resource as it is now", async () => {
    signInAs(Role.Admin);
    fetchMock.mockResolvedValue(
      json(412, { message: 'Changed meanwhile', code: 'PRECONDITION_FAILED', current: company({ version: 5 }) }),
    );
    const error: unknown = await callEndpoint(endpoints.companies.update, {
      params: { id: 3 },
      body: { name: 'B' },
      version: 4,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 412, code: 'PRECONDITION_FAILED', serverMessage: 'Changed meanwhile' });
    expect(currentFromConflict(error)).toMatchObject({ version: 5 });
  });

  it('on a 401 renews once and retries with the new token', async () => {
    signInAs(Role.Advisor);
    vi.mocked(renewSession).mockImplementation(async () => {
      signInAs(Role.Admin);
      return true;
    });
    fetchMock.mockResolvedValueOnce(json(401, { message: 'Expired', code: 'UNAUTHORIZED' }));
    fetchMock.mockResolvedValueOnce(json(200, company()));
    await expect(callEndpoint(endpoints.companies.get, { params: { id: 3 } })).resolves.toMatchObject({ id: 3 });
    expect(renewSession).toHaveBeenCalledTimes(1);
    expect(request(1).authorization).not.toBe(request(0).authorization);
  });

  it('signs out when the renewal fails', async () => {
    signInAs(Role.Advisor);
    vi.mocked(renewSession).mockResolvedValue(false);
    fetchMock.mockResolvedValue(json(401, { message: 'Expired', code: 'UNAUTHORIZED' }));
    await expect(callEndpoint(endpoints.companies.get, { params: { id: 3 } })).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(logoutSoon).toHaveBeenCalled();
  });

  it('reports a failed connection as status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(callEndpoint(endpoints.companies.get, { params: { id: 3 } })).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    });
  });
});

describe('endpointUrl', () => {
  it("is the endpoint's path under the API, each parameter encoded", () => {
    expect(endpointUrl(endpoints.files.get, { token: 'a b/c' })).toBe('/api/files/a%20b%2Fc');
    expect(endpointUrl(endpoints.companies.list)).toBe('/api/practices');
    expect(() => endpointUrl(endpoints.companies.get)).toThrow(/Missing path parameter id/);
  });
});
