import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@stride/contracts';
import { useTestApp } from '../support/app.js';
import { auditRowsOfTrace } from '../support/audit.js';
import { buildCompany } from '../support/factories.js';
import { api, json } from '../support/http.js';
import { signedIn } from '../support/people.js';

const t = useTestApp();
let token: string;
let companyId: number;
beforeAll(async () => {
  token = (await signedIn(t, { roleId: Role.Owner })).token;
  companyId = (await buildCompany(t.app.platform.db, 'default')).id;
});

type ErrorBody = { message: string; code: string; details?: { path: string; message: string }[] };
const nulAnswer = (path: string) => ({
  code: 'VALIDATION_FAILED',
  message: `Invalid input: ${path} - Text may not contain the NUL character (U+0000).`,
  details: [{ path, message: 'Text may not contain the NUL character (U+0000).' }],
});

describe('input every route refuses before its handler (platform/http/input.ts)', () => {
  it('refuses U+0000 in a JSON body, however deep, and writes nothing', async () => {
    const res = await api(t.app, { token }).post('/api/practices', JSON.stringify({ name: 'A\u0000B' }), {
      'content-type': 'application/json',
      'x-trace-id': 'trace-nul-body-1',
    });
    expect(res.statusCode).toBe(400);
    expect(json<ErrorBody>(res)).toEqual(nulAnswer('body.name'));
    expect(await auditRowsOfTrace(t.app.platform.db, 'trace-nul-body-1')).toBe(0);
  });

  it('refuses U+0000 in the query and in path parameters', async () => {
    const query = await api(t.app, { token }).get('/api/practices?search=a%00b');
    expect(query.statusCode).toBe(400);
    expect(json<ErrorBody>(query)).toEqual(nulAnswer('query.search'));
    const path = await api(t.app, { token }).get('/api/practices/1%00');
    expect(path.statusCode).toBe(400);
    expect(json<ErrorBody>(path)).toEqual(nulAnswer('params.id'));
  });

  it('refuses ids out of range, not numbers and encoded slashes with 400', async () => {
    for (const id of ['2147483648', '-1', 'abc', '1.5', '..%2F1', '1%2F2']) {
      const res = await api(t.app, { token }).get(`/api/practices/${id}`);
      expect(res.statusCode, id).toBe(400);
      expect(json<ErrorBody>(res).code).toBe('VALIDATION_FAILED');
    }
    expect((await api(t.app, { token }).get(`/api/practices/${companyId}`)).statusCode).toBe(200);
  });

  it('answers a multipart call without a boundary or as JSON with 400 and 415', async () => {
    const put = (contentType: string, body: string) =>
      api(t.app, { token }).put(`/api/practices/${companyId}/picture`, body, {
        'content-type': contentType,
        'if-match': 'W/"1"',
      });
    const noBoundary = await put('multipart/form-data', '--x\r\n');
    expect(noBoundary.statusCode).toBe(400);
    expect(json<ErrorBody>(noBoundary).message).toMatch(/boundary/);
    expect((await put('application/json', '{}')).statusCode).toBe(415);
  });

  it("tells the roles gate's 403 by a `role` detail, with the usual message and code", async () => {
    const advisor = await signedIn(t, { roleId: Role.Advisor, companyId });
    const res = await api(t.app, { token: advisor.token }).post('/api/practices', { name: 'Mine' });
    expect(res.statusCode).toBe(403);
    expect(json<ErrorBody>(res)).toEqual({
      message: 'You are not allowed to do this.',
      code: 'FORBIDDEN',
      details: [{ path: 'role', message: 'This call is not open to the role Advisor.' }],
    });
  });
});
