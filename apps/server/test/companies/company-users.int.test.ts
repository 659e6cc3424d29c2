import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@stride/contracts';
import { readOutbox } from '../../src/platform/mail/outbox.js';
import { HOSTS, useTestApp } from '../support/app.js';
import { buildCompany, buildPerson, unique } from '../support/factories.js';
import { api, eventually, json } from '../support/http.js';
import { OidcClient } from '../support/oidc.js';
import { signedIn } from '../support/people.js';
import { auditRows } from '../support/audit.js';

const t = useTestApp();
beforeAll(async () => t.app.platform.jobs.start());
const db = () => t.app.platform.db;
const mailTo = (to: string) =>
  eventually(async () => (await readOutbox(t.dataDir)).find((m) => m.to.toLowerCase().includes(to.toLowerCase())));

interface UserList {
  users: { id: number; email: string; roleId: number; isActive: boolean }[];
  _meta: { totalCount: number };
}

describe('GET /practices/{id}/users', () => {
  it("lists the company's staff with search, role and active filters", async () => {
    const company = await buildCompany(db(), 'default');
    const advisor = await buildPerson(db(), { tenantId: 'default', roleId: Role.Advisor, companyId: company.id });
    await buildPerson(db(), { tenantId: 'default', roleId: Role.TeamMember, companyId: company.id, isActive: false });
    await buildPerson(db(), { tenantId: 'default', roleId: Role.Participant, companyId: company.id });
    await buildPerson(db(), { tenantId: 'default', roleId: Role.Advisor });
    const me = await signedIn(t, { roleId: Role.CompanyAdmin, companyId: company.id });
    const client = api(t.app, { token: me.token });
    const url = `/api/practices/${company.id}/users`;

    const all = json<UserList>(await client.get(url));
    expect(all._meta.totalCount).toBe(3);
    expect(all.users.map((u) => u.roleId).sort()).toEqual([4, 5, 6]);
    const advisors = json<UserList>(await client.get(`${url}?role=5`));
    expect(advisors.users.map((u) => u.id)).toEqual([advisor.user.id]);
    const inactive = json<UserList>(await client.get(`${url}?active=false`));
    expect(inactive.users.map((u) => u.roleId)).toEqual([6]);
    const found = json<UserList>(await client.get(`${url}?search=${advisor.email.slice(0, 12)}`));
    expect(found.users.map((u) => u.id)).toEqual([advisor.user.id]);

    const bad = await client.get(`${url}?role=7`);
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ details: [expect.objectContaining({ path: 'querystring.role' })] });
  });

  it('refuses consultants and participants (403), other companies and tenants (404), no token (401)', async () => {
    const company = await buildCompany(db(), 'default');
    const url = `/api/practices/${company.id}/users`;
    expect((await api(t.app).get(url)).statusCode).toBe(401);
    const consultant = await signedIn(t, { roleId: Role.Consultant });
    expect((await api(t.app, { token: consultant.token }).get(url)).statusCode).toBe(403);
    const other = await buildCompany(db(), 'default');
    const advisor = await signedIn(t, { roleId: Role.Advisor, companyId: other.id });
    expect((await api(t.app, { token: advisor.token }).get(url)).statusCode).toBe(404);
    const brain = await buildCompany(db(), 'brain');
    const admin = await signedIn(t, { roleId: Role.Admin });
    expect((await api(t.app, { token: admin.token }).get(`/api/practices/${brain.id}/users`)).statusCode).toBe(404);
    expect((await api(t.app, { token: admin.token }).get(url)).statusCode).toBe(200);
  });
});

describe('POST /practices/{id}/users', () => {
  it('adds a company user, mails a set-password link that works, and audits it', async () => {
    const company = await buildCompany(db(), 'default');
    const me = await signedIn(t, { roleId: Role.CompanyAdmin, companyId: company.id });
    const email = `New.Advisor-${unique()}@test.example`;
    const res = await api(t.app, { token: me.token }).post(`/api/practices/${company.id}/users`, {
      firstName: 'Nora',
      lastName: 'Keller',
      email,
      language: 'es',
      roleId: Role.Advisor,
    });
    expect(res.statusCode).toBe(201);
    const user = json<{ id: number }>(res);
    expect(user).toMatchObject({
      email,
      roleId: 5,
      roleName: 'Advisor',
      companyId: company.id,
      surveyAvailable: false,
    });
    expect((await auditRows(db(), 'user', user.id)).map((r) => r.operation)).toEqual(['CREATE']);

    const mail = await mailTo(email);
    const link = /http:\/\/localhost:8080\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    const set = await api(t.app).post('/api/auth/password-reset/confirm', {
      token: link![1],
      password: 'a fresh password',
    });
    expect(set.statusCode).toBe(200);
    const tokens = await new OidcClient(t.app, HOSTS.default).signIn(email, 'a fresh password');
    expect(tokens.access_token).toBeTruthy();
  });

  it('refuses a taken e-mail (409), bad fields (400), a role outside the company (400)', async () => {
    const company = await buildCompany(db(), 'default');
    const taken = await buildPerson(db(), { tenantId: 'default', roleId: Role.Participant });
    const me = await signedIn(t, { roleId: Role.CompanyAdmin, companyId: company.id });
    const client = api(t.app, { token: me.token });
    const url = `/api/practices/${company.id}/users`;
    const body = { firstName: 'A', lastName: 'B', email: taken.email.toUpperCase(), language: 'en', roleId: 6 };
    const dup = await client.post(url, body);
    expect(dup.statusCode).toBe(409);
    expect(json(dup)).toMatchObject({ code: 'CONFLICT' });
    const bad = await client.post(url, { ...body, email: 'nope', roleId: 3 });
    expect(bad.statusCode).toBe(400);
    const paths = json<{ details: { path: string }[] }>(bad).details.map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['body.email', 'body.roleId']));
    // The same e-mail in another tenant is fine: uniqueness is per tenant.
    const brainPerson = await buildPerson(db(), { tenantId: 'brain', roleId: Role.Participant });
    expect((await client.post(url, { ...body, email: brainPerson.email })).statusCode).toBe(201);
  });

  it('refuses advisors (403) and a company admin of another company (404)', async () => {
    const company = await buildCompany(db(), 'default');
    const other = await buildCompany(db(), 'default');
    const body = { firstName: 'A', lastName: 'B', email: `x-${unique()}@test.example`, roleId: 6 };
    const advisor = await signedIn(t, { roleId: Role.Advisor, companyId: company.id });
    expect(
      (await api(t.app, { token: advisor.token }).post(`/api/practices/${company.id}/users`, body)).statusCode,
    ).toBe(403);
    const otherAdmin = await signedIn(t, { roleId: Role.CompanyAdmin, companyId: other.id });
    const res = await api(t.app, { token: otherAdmin.token }).post(`/api/practices/${company.id}/users`, body);
    expect(res.statusCode).toBe(404);
  });
});

describe('GET and PUT /practices/{practiceId}/users/{userId}', () => {
  it('edits with If-Match (428, 412 with the current user, 200) and audits before and after', async () => {
    const company = await buildCompany(db(), 'default');
    // Not yet claimed (no link followed): its address is still the company's to correct (docs/security.md).
    const target = await buildPerson(db(), {
      tenantId: 'default',
      roleId: Role.TeamMember,
      companyId: company.id,
      emailConfirmed: false,
    });
    const me = await signedIn(t, { roleId: Role.CompanyAdmin, companyId: company.id });
    const client = api(t.app, { token: me.token });
    const url = `/api/practices/${company.id}/users/${target.user.id}`;

    const got = await client.get(url);
    expect(got.statusCode).toBe(200);
    expect(got.headers.etag).toBe('W/"1"');
    const newEmail = `edited-${unique()}@test.example`;
    const body = { firstName: 'Edited', lastName: 'User', email: newEmail, language: 'es', roleId: 5 };
    expect((await client.put(url, body)).statusCode).toBe(428);
    const saved = await client.put(url, body, { 'if-match': got.headers.etag as string });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).toBe('W/"2"');
    expect(json(saved)).toMatchObject({ firstName: 'Edited', email: newEmail, roleId: 5, language: 'es', version: 2 });
    const stale = await client.put(url, { ...body, firstName: 'Lost' }, { 'if-match': 'W/"1"' });
    expect(stale.statusCode).toBe(412);
    expect(json(stale)).toMatchObject({ current: { firstName: 'Edited', version: 2 } });

    const rows = await auditRows(db(), 'user', target.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      operation: 'UPDATE',
      before: expect.objectContaining({ email: target.email, roleId: 6 }),
      after: expect.objectContaining({ email: newEmail, roleId: 5 }),
    });
  });

  it('answers 404 for a user of another company, a participant and another tenant; 403 for own role change', async () => {
    const company = await buildCompany(db(), 'default');
    const other = await buildCompany(db(), 'default');
    const elsewhere = await buildPerson(db(), { tenantId: 'default', roleId: Role.Advisor, companyId: other.id });
    const participant = await buildPerson(db(), {
      tenantId: 'default',
      roleId: Role.Participant,
      companyId: company.id,
    });
    const me = await signedIn(t, { roleId: Role.CompanyAdmin, companyId: company.id });
    const client = api(t.app, { token: me.token });
    expect((await client.get(`/api/practices/${company.id}/users/${elsewhere.user.id}`)).statusCode).toBe(404);
    expect((await client.get(`/api/practices/${company.id}/users/${participant.user.id}`)).statusCode).toBe(404);
    const brain = await buildPerson(db(), { tenantId: 'brain', roleId: Role.Advisor, companyId: company.id });
    expect((await client.get(`/api/practices/${company.id}/users/${brain.user.id}`)).statusCode).toBe(404);

    const self = await client.put(
      `/api/practices/${company.id}/users/${me.user.id}`,
      { firstName: 'Me', lastName: 'Myself', email: me.email, language: 'en', roleId: 5 },
      { 'if-match': 'W/"1"' },
    );
    expect(self.statusCode).toBe(403);
    const team = await signedIn(t, { roleId: Role.TeamMember, companyId: company.id });
    const read = await api(t.app, { token: team.token }).get(`/api/practices/${company.id}/users/${me.user.id}`);
    expect(read.statusCode).toBe(200);
    const write = await api(t.app, { token: team.token }).put(
      `/api/practices/${company.id}/users/${me.user.id}`,
      { firstName: 'X', lastName: 'Y', email: me.email, language: 'en', roleId: 4 },
      { 'if-match': 'W/"1"' },
    );
    expect(write.statusCode).toBe(403);
  });
});

describe('PUT /practices/{practiceId}/users/{userId}/featureFlag', () => {
  it('sets surveyAvailable plus the changed key with If-Match, audited', async () => {
    const company = await buildCompany(db(), 'default');
    const target = await buildPerson(db(), { tenantId: 'default', roleId: Role.Advisor, companyId: company.id });
    const admin = await signedIn(t, { roleId: Role.Admin });
    const client = api(t.app, { token: admin.token });
    const url = `/api/practices/${company.id}/users/${target.user.id}/featureFlag`;
    expect((await client.put(url, { surveyAvailable: true })).statusCode).toBe(428);
    expect((await client.put(url, { surveyAvailable: 'yes' }, { 'if-match': 'W/"1"' })).statusCode).toBe(400);
    const res = await client.put(url, { surveyAvailable: true, journalAvailable: true }, { 'if-match': 'W/"1"' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      surveyAvailable: true,
      journalAvailable: true,
      swapAvailable: false,
      version: 2,
    });
    expect((await client.put(url, { surveyAvailable: false }, { 'if-match': 'W/"1"' })).statusCode).toBe(412);
    expect((await auditRows(db(), 'user', target.user.id)).map((r) => r.operation)).toEqual(['UPDATE_FLAGS']);
  });
});
