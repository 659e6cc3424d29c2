import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { Role, type Participant } from '@stride/contracts';
import { profiles, users } from '../../src/modules/profiles/profiles.table.js';
import { auditLog } from '../../src/platform/audit/audit.table.js';
import { readOutbox } from '../../src/platform/mail/outbox.js';
import { HOSTS, useTestApp } from '../support/app.js';
import { buildCompany, buildParticipant, buildPerson } from '../support/factories.js';
import { api, eventually, json } from '../support/http.js';
import { OidcClient, SignInError } from '../support/oidc.js';
import { signedIn } from '../support/people.js';

const t = useTestApp();
const db = () => t.app.platform.db;
beforeAll(async () => {
  await t.app.platform.jobs.start();
});

const mailTo = (to: string) => eventually(async () => (await readOutbox(t.dataDir)).find((m) => m.to.includes(to)));

describe('POST /participants/{id}/sendWelcomeEmail and /passwordReset', () => {
  it('mails the welcome in the participant’s language with a link that sets the password', async () => {
    const company = await buildCompany(db(), 'brain');
    const advisor = await signedIn(t, { roleId: Role.Advisor, companyId: company.id, tenantId: 'brain' });
    const p = await buildParticipant(db(), { tenantId: 'brain', companyId: company.id, language: 'es' });
    const client = api(t.app, { token: advisor.token, host: 'brain' });
    const res = await client.post(`/api/participants/${p.user.id}/sendWelcomeEmail`);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ message: 'Welcome e-mail successfully sent' });
    const mail = await mailTo(p.email);
    expect(mail.subject).toMatch(/bienvenida/i);
    const token = /http:\/\/brain\.localhost:8080\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();
    const set = await api(t.app, { host: 'brain' }).post('/api/auth/password-reset/confirm', {
      token,
      password: 'my first password',
    });
    expect(set.statusCode).toBe(200);
    const tokens = await new OidcClient(t.app, HOSTS.brain).signIn(p.email, 'my first password');
    expect(tokens.access_token).toBeTruthy();
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.operation, 'WELCOME_EMAIL_SENT'), eq(auditLog.entityId, String(p.user.id))));
    expect(audit).toMatchObject({ actorUserId: advisor.user.id, tenantId: 'brain' });
  });

  it('sends the password-reset mail; refuses an inactive participant with the spec’s failure text', async () => {
    const admin = await signedIn(t, { roleId: Role.Admin });
    const p = await buildParticipant(db(), { tenantId: 'default' });
    const client = api(t.app, { token: admin.token });
    const res = await client.post(`/api/participants/${p.user.id}/passwordReset`);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ message: "Participant's password has been successfully reset" });
    const mail = await mailTo(p.email);
    expect(mail.text).toMatch(/http:\/\/localhost:8080\/reset-password\?token=/);

    const inactive = await buildParticipant(db(), { tenantId: 'default', isActive: false });
    const refused = await client.post(`/api/participants/${inactive.user.id}/passwordReset`);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({ message: "Participant's password reset failed" });
    const welcome = await client.post(`/api/participants/${inactive.user.id}/sendWelcomeEmail`);
    expect(json(welcome)).toMatchObject({ message: 'Error while sending Welcome Email' });
  });

  it('404 for participants one may not see; 403 for a participant', async () => {
    const company = await buildCompany(db(), 'default');
    const advisor = await signedIn(t, { roleId: Role.Advisor, companyId: company.id });
    const stranger = await buildParticipant(db(), { tenantId: 'default' });
    const other = await api(t.app, { token: advisor.token }).post(
      `/api/participants/${stranger.user.id}/passwordReset`,
    );
    expect(other.statusCode).toBe(404);
    const p = await signedIn(t, { roleId: Role.Participant });
    const self = await api(t.app, { token: p.token }).post(`/api/participants/${p.user.id}/sendWelcomeEmail`);
    expect(self.statusCode).toBe(403);
  });
});

describe('PUT and DELETE /accounts/{id}', () => {
  it('inactivates with If-Match (428, 412); an inactive participant cannot sign in; reactivates', async () => {
    const company = await buildCompany(db(), 'default');
    const companyAdmin = await signedIn(t, { roleId: Role.CompanyAdmin, companyId: company.id });
    const p = await buildParticipant(db(), { tenantId: 'default', companyId: company.id });
    const client = api(t.app, { token: companyAdmin.token });
    const url = `/api/accounts/${p.user.id}`;
    const got = await client.get(url);
    expect(got.headers.etag).toBe('W/"1"');
    expect(json(got)).toEqual({ id: p.user.id, isActive: true, version: 1 });
    expect((await client.put(url, { isActive: false })).statusCode).toBe(428);
    const off = await client.put(url, { isActive: false }, { 'if-match': 'W/"1"' });
    expect(off.statusCode).toBe(200);
    expect(off.headers.etag).toBe('W/"2"');
    expect(json(off)).toEqual({ id: p.user.id, isActive: false, version: 2 });
    const stale = await client.put(url, { isActive: true }, { 'if-match': 'W/"1"' });
    expect(stale.statusCode).toBe(412);
    expect(json(stale)).toMatchObject({ current: { isActive: false, version: 2 } });
    await expect(new OidcClient(t.app, HOSTS.default).signIn(p.email, p.password)).rejects.toBeInstanceOf(SignInError);
    const listed = await api(t.app, { token: companyAdmin.token }).get(`/api/participants/${p.user.id}`);
    expect(json<Participant>(listed)).toMatchObject({ isActive: false, accountVersion: 2 });

    const on = await client.put(url, { isActive: true }, { 'if-match': 'W/"2"' });
    expect(json(on)).toMatchObject({ isActive: true, version: 3 });
    expect((await new OidcClient(t.app, HOSTS.default).signIn(p.email, p.password)).access_token).toBeTruthy();
    const audits = await db()
      .select({ operation: auditLog.operation, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'account'), eq(auditLog.entityId, String(p.user.id))))
      .orderBy(auditLog.id);
    expect(audits).toEqual([
      { operation: 'DEACTIVATE', before: { id: p.user.id, isActive: true, version: 1 }, after: expect.anything() },
      { operation: 'ACTIVATE', before: expect.anything(), after: { id: p.user.id, isActive: true, version: 3 } },
    ]);
  });

  it('deletes with If-Match: account and profile go, coached people lose the reference, audited', async () => {
    const admin = await signedIn(t, { roleId: Role.Admin });
    const company = await buildCompany(db(), 'default');
    const advisor = await buildPerson(db(), { tenantId: 'default', roleId: Role.Advisor, companyId: company.id });
    const coached = await buildParticipant(db(), {
      tenantId: 'default',
      companyId: company.id,
      advisorProfileId: advisor.profile.id,
    });
    const client = api(t.app, { token: admin.token });
    const url = `/api/accounts/${advisor.user.id}`;
    expect((await client.delete(url)).statusCode).toBe(428);
    expect((await client.delete(url, { 'if-match': 'W/"7"' })).statusCode).toBe(412);
    const gone = await client.delete(url, { 'if-match': 'W/"1"' });
    expect(gone.statusCode).toBe(204);
    expect(await db().select().from(users).where(eq(users.id, advisor.user.id))).toEqual([]);
    expect(await db().select().from(profiles).where(eq(profiles.id, advisor.profile.id))).toEqual([]);
    const after = json<Participant>(await client.get(`/api/participants/${coached.user.id}`));
    expect(after).toMatchObject({ advisorProfileId: null, program: 'Company General', version: 2 });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'account'), eq(auditLog.entityId, String(advisor.user.id))));
    expect(audit).toMatchObject({
      operation: 'DELETE',
      actorUserId: admin.user.id,
      before: expect.objectContaining({ email: advisor.email, roleId: Role.Advisor }),
    });
    expect(JSON.stringify(audit!.before)).not.toMatch(/argon2|passwordHash/);
    expect((await client.delete(url, { 'if-match': 'W/"1"' })).statusCode).toBe(404);
  });

  it('who may: never oneself, never upward; company admins their company; consultants their D2C ones', async () => {
    const company = await buildCompany(db(), 'default');
    const other = await buildCompany(db(), 'default');
    const companyAdmin = await signedIn(t, { roleId: Role.CompanyAdmin, companyId: company.id });
    const peer = await buildPerson(db(), { tenantId: 'default', roleId: Role.CompanyAdmin, companyId: company.id });
    const elsewhere = await buildParticipant(db(), { tenantId: 'default', companyId: other.id });
    const ca = api(t.app, { token: companyAdmin.token });
    const put = (c: typeof ca, id: number) =>
      c.put(`/api/accounts/${id}`, { isActive: false }, { 'if-match': 'W/"1"' });
    expect((await put(ca, companyAdmin.user.id)).statusCode).toBe(403);
    expect((await put(ca, peer.user.id)).statusCode).toBe(403);
    expect((await put(ca, elsewhere.user.id)).statusCode).toBe(404);

    const admin = await signedIn(t, { roleId: Role.Admin });
    const owner = await buildPerson(db(), { tenantId: 'default', roleId: Role.Owner });
    expect((await put(api(t.app, { token: admin.token }), owner.user.id)).statusCode).toBe(403);

    const consultant = await signedIn(t, { roleId: Role.Consultant });
    const mine = await buildParticipant(db(), { tenantId: 'default', consultantProfileId: consultant.profile.id });
    const c = api(t.app, { token: consultant.token });
    expect((await put(c, elsewhere.user.id)).statusCode).toBe(404);
    expect((await put(c, mine.user.id)).statusCode).toBe(200);

    const advisor = await signedIn(t, { roleId: Role.Advisor, companyId: company.id });
    const theirs = await buildParticipant(db(), { tenantId: 'default', companyId: company.id });
    expect((await put(api(t.app, { token: advisor.token }), theirs.user.id)).statusCode).toBe(403);

    const brainAdmin = await signedIn(t, { roleId: Role.Admin, tenantId: 'brain' });
    const cross = await api(t.app, { token: brainAdmin.token, host: 'brain' }).delete(
      `/api/accounts/${theirs.user.id}`,
      {
        'if-match': 'W/"1"',
      },
    );
    expect(cross.statusCode).toBe(404);
  });
});
