import { describe, expect, it } from 'vitest';
import { Role } from '@stride/contracts';
import { useTestApp } from '../support/app.js';
import { buildCompany, buildPerson, buildProgram, unique } from '../support/factories.js';
import { api, json } from '../support/http.js';
import { signedIn } from '../support/people.js';
import { auditRows } from '../support/audit.js';
import { multipart, pngBytes } from '../support/files.js';

const t = useTestApp();
const db = () => t.app.platform.db;

describe('GET /practices', () => {
  it('needs a sign-in (401) and is refused to participants (403)', async () => {
    expect((await api(t.app).get('/api/practices')).statusCode).toBe(401);
    const participant = await signedIn(t, { roleId: Role.Participant });
    expect((await api(t.app, { token: participant.token }).get('/api/practices')).statusCode).toBe(403);
  });

  it('shows the platform team every company of the tenant, searched by name and paged, with counts', async () => {
    const tag = unique();
    const a = await buildCompany(db(), 'default', { name: `Alpha ${tag}` });
    await buildCompany(db(), 'default', { name: `Beta ${tag}` });
    await buildCompany(db(), 'brain', { name: `Alpha ${tag}` });
    await buildPerson(db(), { tenantId: 'default', roleId: Role.Advisor, companyId: a.id });
    await buildPerson(db(), { tenantId: 'default', roleId: Role.Participant, companyId: a.id });
    await buildPerson(db(), { tenantId: 'default', roleId: Role.Participant, companyId: a.id });
    const consultant = await signedIn(t, { roleId: Role.Consultant });
    const client = api(t.app, { token: consultant.token });

    const all = json<{ practices: { name: string }[]; _meta: { totalCount: number } }>(
      await client.get(`/api/practices?search=${tag}&perPage=1`),
    );
    expect(all._meta).toEqual({ totalCount: 2, pageCount: 2, currentPage: 1, perPage: 1 });
    expect(all.practices).toHaveLength(1);
    expect(all.practices[0]).toMatchObject({
      id: a.id,
      name: `Alpha ${tag}`,
      staffCount: 1,
      participantsCount: 2,
      thumbnailUrl: null,
    });

    const beta = json<{ practices: { name: string }[] }>(await client.get(`/api/practices?search=beta%20${tag}`));
    expect(beta.practices.map((p) => p.name)).toEqual([`Beta ${tag}`]);
  });

  it('shows practice staff only their own company', async () => {
    const mine = await buildCompany(db(), 'default');
    await buildCompany(db(), 'default');
    const advisor = await signedIn(t, { roleId: Role.Advisor, companyId: mine.id });
    const res = json<{ practices: { id: number }[] }>(
      await api(t.app, { token: advisor.token }).get('/api/practices?perPage=100'),
    );
    expect(res.practices.map((p) => p.id)).toEqual([mine.id]);
  });

  it('sorts by name or creation, both ways, the id settling ties', async () => {
    const tag = unique();
    const day = (d: number) => new Date(Date.UTC(2020, 0, d));
    const b = await buildCompany(db(), 'default', { name: `B ${tag}`, createdAt: day(1) });
    const a = await buildCompany(db(), 'default', { name: `A ${tag}`, createdAt: day(2) });
    const c = await buildCompany(db(), 'default', { name: `C ${tag}`, createdAt: day(3) });
    const admin = await signedIn(t, { roleId: Role.Admin });
    const client = api(t.app, { token: admin.token });
    const ids = async (query: string) =>
      json<{ practices: { id: number }[] }>(await client.get(`/api/practices?search=${tag}&${query}`)).practices.map(
        (p) => p.id,
      );
    expect(await ids('')).toEqual([a.id, b.id, c.id]);
    expect(await ids('sort=name&order=desc')).toEqual([c.id, b.id, a.id]);
    expect(await ids('sort=createdAt&order=asc')).toEqual([b.id, a.id, c.id]);
    expect(await ids('sort=createdAt&order=desc')).toEqual([c.id, a.id, b.id]);
    expect((await client.get('/api/practices?sort=color')).statusCode).toBe(400);
  });

  it('refuses a bad query with details (400)', async () => {
    const admin = await signedIn(t, { roleId: Role.Admin });
    const res = await api(t.app, { token: admin.token }).get('/api/practices?perPage=1000&color=red');
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ code: 'VALIDATION_FAILED', details: expect.any(Array) });
  });
});

describe('POST /practices', () => {
  it('lets admins add a company (201) and audits it', async () => {
    const admin = await signedIn(t, { roleId: Role.Admin });
    const res = await api(t.app, { token: admin.token }).post('/api/practices', { name: '  Harbor Clinic ' });
    expect(res.statusCode).toBe(201);
    expect(res.headers.etag).toBe('W/"1"');
    const company = json<{ id: number }>(res);
    expect(company).toMatchObject({ name: 'Harbor Clinic', journalAvailable: false, version: 1 });
    const rows = await auditRows(db(), 'company', company.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      operation: 'CREATE',
      actorUserId: admin.user.id,
      tenantId: 'default',
      traceId: res.headers['x-trace-id'],
      after: expect.objectContaining({ name: 'Harbor Clinic' }),
    });
  });

  it('needs a name (400 with the field) and refuses other roles (403)', async () => {
    const admin = await signedIn(t, { roleId: Role.Admin });
    const bad = await api(t.app, { token: admin.token }).post('/api/practices', { name: ' ' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ details: [expect.objectContaining({ path: 'body.name' })] });
    const unknown = await api(t.app, { token: admin.token }).post('/api/practices', { name: 'X', owner: 1 });
    expect(unknown.statusCode).toBe(400);

    const company = await buildCompany(db(), 'default');
    const companyAdmin = await signedIn(t, { roleId: Role.CompanyAdmin, companyId: company.id });
    expect((await api(t.app, { token: companyAdmin.token }).post('/api/practices', { name: 'X' })).statusCode).toBe(
      403,
    );
    expect((await api(t.app).post('/api/practices', { name: 'X' })).statusCode).toBe(401);
  });
});

describe('GET and PUT /practices/{id}', () => {
  it("answers 404 for another tenant's company and for another company of practice staff", async () => {
    const theirs = await buildCompany(db(), 'brain');
    const mine = await buildCompany(db(), 'default');
    const other = await buildCompany(db(), 'default');
    const admin = await signedIn(t, { roleId: Role.Admin });
    expect((await api(t.app, { token: admin.token }).get(`/api/practices/${theirs.id}`)).statusCode).toBe(404);
    const advisor = await signedIn(t, { roleId: Role.Advisor, companyId: mine.id });
    const client = api(t.app, { token: advisor.token });
    expect((await client.get(`/api/practices/${other.id}`)).statusCode).toBe(404);
    const res = await client.get(`/api/practices/${mine.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe('W/"1"');
  });

  it('renames with If-Match: 428 without, 412 stale with the current company, 200 and audited', async () => {
    const company = await buildCompany(db(), 'default');
    const companyAdmin = await signedIn(t, { roleId: Role.CompanyAdmin, companyId: company.id });
    const client = api(t.app, { token: companyAdmin.token });
    const url = `/api/practices/${company.id}`;

    expect((await client.put(url, { name: 'New name' })).statusCode).toBe(428);
    const saved = await client.put(url, { name: 'New name' }, { 'if-match': 'W/"1"' });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).toBe('W/"2"');
    const stale = await client.put(url, { name: 'Lost' }, { 'if-match': 'W/"1"' });
    expect(stale.statusCode).toBe(412);
    expect(json(stale)).toMatchObject({ current: { name: 'New name', version: 2 } });
    const bad = await client.put(url, { name: '' }, { 'if-match': 'W/"2"' });
    expect(bad.statusCode).toBe(400);

    const rows = await auditRows(db(), 'company', company.id);
    expect(rows.map((r) => r.operation)).toEqual(['UPDATE']);
    expect(rows[0]).toMatchObject({ before: expect.objectContaining({ name: company.name }) });
  });

  it("refuses a company admin another company (404) and an advisor's edit (403)", async () => {
    const mine = await buildCompany(db(), 'default');
    const other = await buildCompany(db(), 'default');
    const companyAdmin = await signedIn(t, { roleId: Role.CompanyAdmin, companyId: mine.id });
    const res = await api(t.app, { token: companyAdmin.token }).put(
      `/api/practices/${other.id}`,
      { name: 'X' },
      { 'if-match': 'W/"1"' },
    );
    expect(res.statusCode).toBe(404);
    const advisor = await signedIn(t, { roleId: Role.Advisor, companyId: mine.id });
    const refused = await api(t.app, { token: advisor.token }).put(
      `/api/practices/${mine.id}`,
      { name: 'X' },
      { 'if-match': 'W/"1"' },
    );
    expect(refused.statusCode).toBe(403);
  });
});

describe('PUT /practices/{id}/featureFlag', () => {
  it('sets the flags sent, with If-Match, for admins only', async () => {
    const company = await buildCompany(db(), 'default');
    const admin = await signedIn(t, { roleId: Role.Admin });
    const client = api(t.app, { token: admin.token });
    const url = `/api/practices/${company.id}/featureFlag`;
    expect((await client.put(url, { journalAvailable: true })).statusCode).toBe(428);
    expect((await client.put(url, {}, { 'if-match': 'W/"1"' })).statusCode).toBe(400);
    expect((await client.put(url, { journal: true }, { 'if-match': 'W/"1"' })).statusCode).toBe(400);
    const res = await client.put(url, { surveyAvailable: true, journalAvailable: true }, { 'if-match': 'W/"1"' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      journalAvailable: true,
      surveyAvailable: true,
      swapAvailable: false,
      version: 2,
    });
    expect((await client.put(url, { swapAvailable: true }, { 'if-match': 'W/"1"' })).statusCode).toBe(412);
    expect((await auditRows(db(), 'company', company.id)).map((r) => r.operation)).toEqual(['UPDATE_FLAGS']);

    const companyAdmin = await signedIn(t, { roleId: Role.CompanyAdmin, companyId: company.id });
    const refused = await api(t.app, { token: companyAdmin.token }).put(
      url,
      { swapAvailable: true },
      { 'if-match': 'W/"2"' },
    );
    expect(refused.statusCode).toBe(403);
  });
});

describe('DELETE /practices/{id}', () => {
  it('refuses a company that still has people (409), deletes an empty one with its programs (204)', async () => {
    const admin = await signedIn(t, { roleId: Role.Admin });
    const client = api(t.app, { token: admin.token });
    const busy = await buildCompany(db(), 'default');
    await buildPerson(db(), { tenantId: 'default', roleId: Role.Participant, companyId: busy.id });
    const refused = await client.delete(`/api/practices/${busy.id}`, { 'if-match': 'W/"1"' });
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({ message: 'This company still has people.', code: 'CONFLICT' });

    const empty = await buildCompany(db(), 'default');
    const program = await buildProgram(db(), 'default', empty.id);
    expect((await client.delete(`/api/practices/${empty.id}`)).statusCode).toBe(428);
    expect((await client.delete(`/api/practices/${empty.id}`, { 'if-match': 'W/"9"' })).statusCode).toBe(412);
    expect((await client.delete(`/api/practices/${empty.id}`, { 'if-match': 'W/"1"' })).statusCode).toBe(204);
    expect((await client.get(`/api/practices/${empty.id}`)).statusCode).toBe(404);
    expect((await auditRows(db(), 'company', empty.id)).map((r) => r.operation)).toEqual(['DELETE']);
    expect((await auditRows(db(), 'program', program.id)).map((r) => r.operation)).toEqual(['DELETE']);
  });

  it("refuses company admins (403) and another tenant's company (404)", async () => {
    const company = await buildCompany(db(), 'default');
    const companyAdmin = await signedIn(t, { roleId: Role.CompanyAdmin, companyId: company.id });
    const res = await api(t.app, { token: companyAdmin.token }).delete(`/api/practices/${company.id}`, {
      'if-match': 'W/"1"',
    });
    expect(res.statusCode).toBe(403);
    const theirs = await buildCompany(db(), 'brain');
    const admin = await signedIn(t, { roleId: Role.Admin });
    const other = await api(t.app, { token: admin.token }).delete(`/api/practices/${theirs.id}`, {
      'if-match': 'W/"1"',
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('PUT /practices/{id}/picture', () => {
  it('stores a real picture and answers a small WebP thumbnail as a data URL', async () => {
    const company = await buildCompany(db(), 'default');
    const companyAdmin = await signedIn(t, { roleId: Role.CompanyAdmin, companyId: company.id });
    const { payload, headers } = multipart({ name: 'logo.png', type: 'image/png', data: await pngBytes() });
    const url = `/api/practices/${company.id}/picture`;
    const client = api(t.app, { token: companyAdmin.token });

    expect((await client.put(url, payload, headers)).statusCode).toBe(428);
    const res = await client.put(url, payload, { ...headers, 'if-match': 'W/"1"' });
    expect(res.statusCode).toBe(200);
    const body = json<{ thumbnailUrl: string; version: number }>(res);
    expect(body.version).toBe(2);
    expect(body.thumbnailUrl).toMatch(/^data:image\/webp;base64,/);
    expect(body.thumbnailUrl.length).toBeLessThan(10_000);

    const rows = await auditRows(db(), 'company', company.id);
    expect(rows.map((r) => r.operation)).toEqual(['UPDATE_PICTURE']);
    const key = (rows[0]!.after as { pictureKey: string }).pictureKey;
    const file = await t.app.platform.storage.stat(key);
    expect(file).toMatchObject({ contentType: 'image/webp' });

    const stale = await client.put(url, payload, { ...headers, 'if-match': 'W/"1"' });
    expect(stale.statusCode).toBe(412);
  });

  it('refuses a text file named .png (415), a request without a file, and another company', async () => {
    const company = await buildCompany(db(), 'default');
    const companyAdmin = await signedIn(t, { roleId: Role.CompanyAdmin, companyId: company.id });
    const client = api(t.app, { token: companyAdmin.token });
    const url = `/api/practices/${company.id}/picture`;
    const fake = multipart({ name: 'logo.png', type: 'image/png', data: Buffer.from('not a picture at all') });
    const res = await client.put(url, fake.payload, { ...fake.headers, 'if-match': 'W/"1"' });
    expect(res.statusCode).toBe(415);
    expect(json(res)).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    const asJson = await client.put(url, { picture: 'x' }, { 'if-match': 'W/"1"' });
    expect(asJson.statusCode).toBe(415);
    expect(json(await client.get(`/api/practices/${company.id}`))).toMatchObject({ thumbnailUrl: null, version: 1 });

    const other = await buildCompany(db(), 'default');
    const real = multipart({ name: 'logo.png', type: 'image/png', data: await pngBytes(50, 50) });
    const refused = await client.put(`/api/practices/${other.id}/picture`, real.payload, {
      ...real.headers,
      'if-match': 'W/"1"',
    });
    expect(refused.statusCode).toBe(404);
    expect((await api(t.app).put(url, real.payload, real.headers)).statusCode).toBe(401);
  });
});
