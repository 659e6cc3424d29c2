import { endpoints, Role, type Company, type UpdateCompanyBody } from '@stride/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '../../test/fixtures';
import { ApiError } from './ApiError';
import { callEndpoint } from './endpoint';
import { removeVersioned, saveVersioned } from './versioned';

vi.mock('../auth/renewal', () => ({ renewSession: vi.fn() }));
vi.mock('../auth/logout', () => ({ logoutSoon: vi.fn(), registerBeforeLogout: vi.fn() }));

const json = (status: number, body: unknown, etag?: string) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...(etag ? { ETag: etag } : {}) },
  });
const conflict = () => json(412, { message: 'Changed', code: 'PRECONDITION_FAILED' });

const company = (overrides: Partial<Company> = {}): Company => ({
  id: 4,
  name: 'Acme',
  thumbnailUrl: null,
  journalAvailable: true,
  smartSurveyAvailable: false,
  swapAvailable: false,
  surveyAvailable: true,
  staffCount: 2,
  participantsCount: 5,
  createdAt: '2025-01-02T03:04:05.000Z',
  version: 1,
  ...overrides,
});

let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
beforeEach(() => {
  signInAs(Role.Admin);
  fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

/** Each call as `METHOD url If-Match` with its JSON body. */
const sent = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    call: `${init.method} ${url} ${new Headers(init.headers).get('If-Match')}`,
    body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
  }));

/** A rename of company 4 through the endpoint table, as a feature's API file writes it. */
const rename = (name: string, version: number, options: { onReload?: (c: Company) => void } = {}) =>
  saveVersioned<Company, UpdateCompanyBody>({
    version,
    body: { name },
    save: (body, v) => callEndpoint(endpoints.companies.update, { params: { id: 4 }, body, version: v }),
    reload: () => callEndpoint(endpoints.companies.get, { params: { id: 4 } }),
    ...options,
  });

describe('saveVersioned', () => {
  it('sends the change with If-Match and answers the saved resource, its version from the ETag', async () => {
    fetchMock.mockResolvedValueOnce(json(200, company({ name: 'B', version: 1 }), 'W/"2"'));
    const saved = await rename('B', 1);
    expect(saved).toEqual(company({ name: 'B', version: 2 }));
    expect(sent()).toEqual([{ call: 'PUT /api/practices/4 W/"1"', body: { name: 'B' } }]);
  });

  it('on a 412 reloads once and retries once on the reloaded version', async () => {
    const current = company({ name: 'Theirs', version: 5 });
    fetchMock
      .mockResolvedValueOnce(conflict())
      .mockResolvedValueOnce(json(200, current, 'W/"5"'))
      .mockResolvedValueOnce(json(200, company({ name: 'Mine', version: 6 }), 'W/"6"'));
    const onReload = vi.fn();
    const saved = await rename('Mine', 2, { onReload });
    expect(saved).toMatchObject({ name: 'Mine', version: 6 });
    expect(onReload).toHaveBeenCalledWith(current);
    expect(sent()).toEqual([
      { call: 'PUT /api/practices/4 W/"2"', body: { name: 'Mine' } },
      { call: 'GET /api/practices/4 null', body: undefined },
      { call: 'PUT /api/practices/4 W/"5"', body: { name: 'Mine' } },
    ]);
  });

  it('on a 412 that carries the resource (`current`) retries on its version without reading it again', async () => {
    const current = company({ name: 'Theirs', version: 5 });
    fetchMock
      .mockResolvedValueOnce(json(412, { message: 'Changed', code: 'PRECONDITION_FAILED', current }))
      .mockResolvedValueOnce(json(200, company({ name: 'Mine', version: 6 }), 'W/"6"'));
    const onReload = vi.fn();
    const saved = await rename('Mine', 2, { onReload });
    expect(saved).toMatchObject({ name: 'Mine', version: 6 });
    expect(onReload).toHaveBeenCalledWith(current);
    expect(sent()).toEqual([
      { call: 'PUT /api/practices/4 W/"2"', body: { name: 'Mine' } },
      { call: 'PUT /api/practices/4 W/"5"', body: { name: 'Mine' } },
    ]);
  });

  it('retries with the body rebased on the reloaded resource', async () => {
    const current = company({ name: 'Theirs', version: 5 });
    fetchMock
      .mockResolvedValueOnce(conflict())
      .mockResolvedValueOnce(json(200, current, 'W/"5"'))
      .mockResolvedValueOnce(json(200, company({ name: 'Theirs, mine', version: 6 }), 'W/"6"'));
    await saveVersioned<Company, UpdateCompanyBody>({
      version: 2,
      body: { name: 'Mine' },
      save: (body, v) => callEndpoint(endpoints.companies.update, { params: { id: 4 }, body, version: v }),
      reload: () => callEndpoint(endpoints.companies.get, { params: { id: 4 } }),
      rebase: (reloaded) => ({ name: `${reloaded.name}, mine` }),
    });
    expect(sent()[2]).toEqual({ call: 'PUT /api/practices/4 W/"5"', body: { name: 'Theirs, mine' } });
  });

  it('throws a second 412 without a third try', async () => {
    fetchMock
      .mockResolvedValueOnce(conflict())
      .mockResolvedValueOnce(json(200, company({ version: 5 }), 'W/"5"'))
      .mockResolvedValueOnce(conflict());
    await expect(rename('B', 2)).rejects.toMatchObject({ status: 412 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('throws any other failure without reloading', async () => {
    fetchMock.mockResolvedValueOnce(json(428, { message: 'If-Match required', code: 'PRECONDITION_REQUIRED' }));
    const error = await rename('B', 2).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 428 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("refuses a saved answer the endpoint's response schema does not read", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { id: 4, name: null }, 'W/"2"'));
    const error = await rename('B', 1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('removeVersioned', () => {
  const remove = (version: number) =>
    removeVersioned(
      version,
      (v) => callEndpoint(endpoints.companies.delete, { params: { id: 4 }, version: v }),
      () => callEndpoint(endpoints.companies.get, { params: { id: 4 } }),
    );

  it('deletes with If-Match on the version it was given', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await remove(3);
    expect(sent().map((c) => c.call)).toEqual(['DELETE /api/practices/4 W/"3"']);
  });

  it('after a 412 reloads the resource and retries once on its version (from the ETag)', async () => {
    fetchMock
      .mockResolvedValueOnce(conflict())
      .mockResolvedValueOnce(json(200, company({ version: 1 }), 'W/"5"'))
      .mockResolvedValueOnce(new Response(null, { status: 204 }));
    await remove(3);
    expect(sent().map((c) => c.call)).toEqual([
      'DELETE /api/practices/4 W/"3"',
      'GET /api/practices/4 null',
      'DELETE /api/practices/4 W/"5"',
    ]);
  });

  it('throws a second 412, and hands on any other refusal without retrying', async () => {
    fetchMock
      .mockResolvedValueOnce(conflict())
      .mockResolvedValueOnce(json(200, company({ version: 5 }), 'W/"5"'))
      .mockResolvedValueOnce(conflict());
    await expect(remove(3)).rejects.toMatchObject({ status: 412 });
    expect(fetchMock).toHaveBeenCalledTimes(3);

    fetchMock.mockReset();
    fetchMock.mockResolvedValueOnce(json(409, { message: 'This company still has people.', code: 'CONFLICT' }));
    const failure = remove(3);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 409, serverMessage: 'This company still has people.' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
