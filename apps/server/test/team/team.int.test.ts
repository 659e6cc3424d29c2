import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@stride/contracts';
import { readOutbox } from '../../src/platform/mail/outbox.js';
import { useTestApp } from '../support/app.js';
import { buildCompany, buildPerson, unique } from '../support/factories.js';
import { api, eventually, json } from '../support/http.js';
import { signedIn } from '../support/people.js';
import { auditRows } from '../support/audit.js';

const t = useTestApp();
beforeAll(async () => t.app.platform.jobs.start());
const db = () => t.app.platform.db;

const newMember = (roleId: number) => ({
  firstName: 'Grace',
  lastName: 'Morgan',
  email: `team-${unique()}@test.example`,
  language: 'en',
  roleId,
});

describe('GET /bhUsers', () => {
  it('lists the platform team for roles 1, 2, 3, searched and filtered by role', async () => {
    const tag = unique();
    const consultant = await buildPerson(db(), {
      tenantId: 'default',
      roleId: Role.Consultant,
      firstName: `Zed${tag}`,
    });
    await buildPerson(db(), { tenantId: 'default', roleId: Role.Advisor, firstName: `Zed${tag}` });
    await buildPerson(db(), { tenantId: 'brain', roleId: Role.Consultant, firstName: `Zed${tag}` });
    const me = await signedIn(t, { roleId: Role.Consultant });
    const client = api(t.app, { token: me.token });
    const found = json<{ users: { id: number }[]; _meta: { totalCount: number } }>(
      await client.get(`/api/bhUsers?search=zed${tag}`),
    );
    expect(found.users.map((u) => u.id)).toEqual([consultant.user.id]);
    const consultants = json<{ users: { roleId: number }[] }>(await client.get('/api/bhUsers?role=3&perPage=100'));
    expect(new Set(consultants.users.map((u) => u.roleId))).toEqual(new Set([3]));
    expect((await client.get('/api/bhUsers?role=5')).statusCode).toBe(400);
  });

  it('sorts by name, e-mail, role or last sign-in, both ways; an unknown order is a 400', async () => {
    const tag = unique();
    const people = await Promise.all(
      [
        { firstName: 'Bea', lastName: `B${tag}`, roleId: Role.Consultant, email: `c-${tag}@test.example` },
        { firstName: 'Cal', lastName: `A${tag}`, roleId: Role.Admin, email: `b-${tag}@test.example` },
        { firstName: 'Abe', lastName: `C${tag}`, roleId: Role.Consultant, email: `a-${tag}@test.example` },
      ].map((person) => buildPerson(db(), { tenantId: 'default', ...person })),
    );
    const [bea, cal, abe] = people.map((p) => p.user.id);
    const me = await signedIn(t, { roleId: Role.Admin });
    const client = api(t.app, { token: me.token });
    const ids = async (query: string) =>
      json<{ users: { id: number }[] }>(await client.get(`/api/bhUsers?search=${tag}&${query}`)).users.map((u) => u.id);
    expect(await ids('')).toEqual([cal, bea, abe]);
    expect(await ids('sort=lastName&order=desc')).toEqual([abe, bea, cal]);
    expect(await ids('sort=firstName')).toEqual([abe, bea, cal]);
    expect(await ids('sort=email&order=asc')).toEqual([abe, cal, bea]);
    expect(await ids('sort=role&order=asc')).toEqual([cal, bea, abe]);
    expect(await ids('sort=lastLoginAt&order=desc')).toHaveLength(3);
    expect((await client.get('/api/bhUsers?sort=password')).statusCode).toBe(400);
  });

  it('is refused to practice staff and participants (403) and needs a token (401)', async () => {
    expect((await api(t.app).get('/api/bhUsers')).statusCode).toBe(401);
    for (const roleId of [Role.CompanyAdmin, Role.Advisor, Role.TeamMember, Role.Participant] as const) {
      const person = await signedIn(t, { roleId });
      expect((await api(t.app, { token: person.token }).get('/api/bhUsers')).statusCode).toBe(403);
    }
  });
});

describe('POST /bhUsers', () => {
  it('lets admins add consultants with a new-user mail; only the owner adds admins', async () => {
    const admin = await signedIn(t, { roleId: Role.Admin });
    const client = api(t.app, { token: admin.token });
    const body = newMember(Role.Consultant);
    const res = await client.post('/api/bhUsers', body);
    expect(res.statusCode).toBe(201);
    const user = json<{ id: number }>(res);
    expect(user).toMatchObject({ roleId: 3, roleName: 'Consultant', companyId: null, version: 1 });
    expect((await auditRows(db(), 'user', user.id)).map((r) => r.operation)).toEqual(['CREATE']);
    const mail = await eventually(async () => (await readOutbox(t.dataDir)).find((m) => m.to.includes(body.email)));
    expect(mail.text).toMatch(/\/reset-password\?token=/);

    const refused = await client.post('/api/bhUsers', newMember(Role.Admin));
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({ message: 'Only the owner can add admins.' });
    const owner = await signedIn(t, { roleId: Role.Owner });
    expect((await api(t.app, { token: owner.token }).post('/api/bhUsers', newMember(Role.Admin))).statusCode).toBe(201);
  });

  it('refuses bad input (400), a taken e-mail (409) and consultants (403)', async () => {
    const admin = await signedIn(t, { roleId: Role.Admin });
    const client = api(t.app, { token: admin.token });
    const bad = await client.post('/api/bhUsers', { ...newMember(Role.Owner), firstName: '' });
    expect(bad.statusCode).toBe(400);
    expect(json<{ details: { path: string }[] }>(bad).details.map((d) => d.path)).toEqual(
      expect.arrayContaining(['body.firstName', 'body.roleId']),
    );
    expect((await client.post('/api/bhUsers', { ...newMember(Role.Consultant), email: admin.email })).statusCode).toBe(
      409,
    );
    const consultant = await signedIn(t, { roleId: Role.Consultant });
    expect((await api(t.app, { token: consultant.token }).post('/api/bhUsers', newMember(3))).statusCode).toBe(403);
  });
});

describe('GET and PUT /bhUsers/{id}', () => {
  it('edits a consultant with If-Match (428, 412, 200), audited; only the owner changes roles', async () => {
    const target = await buildPerson(db(), { tenantId: 'default', roleId: Role.Consultant });
    const admin = await signedIn(t, { roleId: Role.Admin });
    const client = api(t.app, { token: admin.token });
    const url = `/api/bhUsers/${target.user.id}`;
    const got = await client.get(url);
    expect(got.statusCode).toBe(200);
    expect(got.headers.etag).toBe('W/"1"');

    const body = { firstName: 'Owen', lastName: 'Hughes', email: target.email, language: 'es' };
    expect((await client.put(url, body)).statusCode).toBe(428);
    const saved = await client.put(url, body, { 'if-match': 'W/"1"' });
    expect(saved.statusCode).toBe(200);
    expect(json(saved)).toMatchObject({ firstName: 'Owen', language: 'es', roleId: 3, version: 2 });
    expect((await client.put(url, body, { 'if-match': 'W/"1"' })).statusCode).toBe(412);
    expect((await client.put(url, { ...body, roleId: 2 }, { 'if-match': 'W/"2"' })).statusCode).toBe(403);

    const owner = await signedIn(t, { roleId: Role.Owner });
    const promoted = await api(t.app, { token: owner.token }).put(url, { ...body, roleId: 2 }, { 'if-match': 'W/"2"' });
    expect(promoted.statusCode).toBe(200);
    expect(json(promoted)).toMatchObject({ roleId: 2, roleName: 'Admin' });
    expect((await auditRows(db(), 'user', target.user.id)).map((r) => r.operation)).toEqual(['UPDATE', 'UPDATE']);
  });

  it('answers 404 for practice staff, participants and another tenant; 403 for an admin editing another admin', async () => {
    const admin = await signedIn(t, { roleId: Role.Admin });
    const client = api(t.app, { token: admin.token });
    const advisor = await buildPerson(db(), { tenantId: 'default', roleId: Role.Advisor });
    expect((await client.get(`/api/bhUsers/${advisor.user.id}`)).statusCode).toBe(404);
    const brain = await buildPerson(db(), { tenantId: 'brain', roleId: Role.Consultant });
    expect((await client.get(`/api/bhUsers/${brain.user.id}`)).statusCode).toBe(404);
    const otherAdmin = await buildPerson(db(), { tenantId: 'default', roleId: Role.Admin });
    const res = await client.put(
      `/api/bhUsers/${otherAdmin.user.id}`,
      { firstName: 'X', lastName: 'Y', email: otherAdmin.email, language: 'en' },
      { 'if-match': 'W/"1"' },
    );
    expect(res.statusCode).toBe(403);
    const consultant = await signedIn(t, { roleId: Role.Consultant });
    const self = await api(t.app, { token: consultant.token }).put(
      `/api/bhUsers/${consultant.user.id}`,
      { firstName: 'Me', lastName: 'Again', email: consultant.email, language: 'en' },
      { 'if-match': 'W/"1"' },
    );
    expect(self.statusCode).toBe(200);
  });
});

describe('GET /bhUsers/{id}/participants', () => {
  it("lists the consultant's direct-to-consumer participants, for the owner only", async () => {
    const consultant = await buildPerson(db(), { tenantId: 'default', roleId: Role.Consultant });
    const coached = await buildPerson(db(), {
      tenantId: 'default',
      roleId: Role.Participant,
      consultantProfileId: consultant.profile.id,
    });
    await buildPerson(db(), {
      tenantId: 'default',
      roleId: Role.Participant,
      companyId: (await buildCompany(db(), 'default')).id,
    });
    const url = `/api/bhUsers/${consultant.user.id}/participants`;
    const owner = await signedIn(t, { roleId: Role.Owner });
    const res = await api(t.app, { token: owner.token }).get(url);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      participants: [{ id: coached.user.id, profileId: coached.profile.id, email: coached.email }],
      _meta: { totalCount: 1 },
    });
    for (const roleId of [Role.Admin, Role.Consultant] as const) {
      const person = await signedIn(t, { roleId });
      expect((await api(t.app, { token: person.token }).get(url)).statusCode).toBe(403);
    }
    const brain = await buildPerson(db(), { tenantId: 'brain', roleId: Role.Consultant });
    expect(
      (await api(t.app, { token: owner.token }).get(`/api/bhUsers/${brain.user.id}/participants`)).statusCode,
    ).toBe(404);
  });
});

describe('GET /dictionaries/{name}', () => {
  it('answers the role dictionaries and the flag states; 400 for an unknown one, 401 without a token', async () => {
    const me = await signedIn(t, { roleId: Role.Advisor });
    const client = api(t.app, { token: me.token });
    expect(json(await client.get('/api/dictionaries/bh_user_role'))).toEqual([
      { id: 2, name: 'Admin' },
      { id: 3, name: 'Consultant' },
    ]);
    expect(json(await client.get('/api/dictionaries/practice_user_role'))).toEqual([
      { id: 4, name: 'Company admin' },
      { id: 5, name: 'Advisor' },
      { id: 6, name: 'Team member' },
    ]);
    expect(json(await client.get('/api/dictionaries/feature_flag_state'))).toEqual([
      { id: true, name: 'Active' },
      { id: false, name: 'Inactive' },
    ]);
    expect((await client.get('/api/dictionaries/colours')).statusCode).toBe(400);
    expect((await api(t.app).get('/api/dictionaries/bh_user_role')).statusCode).toBe(401);
  });
});
