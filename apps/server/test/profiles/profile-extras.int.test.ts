import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@stride/contracts';
import { readOutbox } from '../../src/platform/mail/outbox.js';
import { useTestApp } from '../support/app.js';
import { buildCompany, buildPerson } from '../support/factories.js';
import { api, eventually, json } from '../support/http.js';
import { signedIn } from '../support/people.js';
import { auditRows } from '../support/audit.js';
import { multipart, pngBytes } from '../support/files.js';

const t = useTestApp();
beforeAll(async () => t.app.platform.jobs.start());
const db = () => t.app.platform.db;

describe('PUT /profiles/{id}/picture', () => {
  it('stores the own picture with If-Match and shows it as a data URL on the profile', async () => {
    const me = await signedIn(t, { roleId: Role.Advisor });
    const client = api(t.app, { token: me.token });
    const url = `/api/profiles/${me.profile.id}/picture`;
    const { payload, headers } = multipart({ name: 'me.png', type: 'image/png', data: await pngBytes(640, 480) });

    expect((await client.put(url, payload, headers)).statusCode).toBe(428);
    const res = await client.put(url, payload, { ...headers, 'if-match': 'W/"1"' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe('W/"2"');
    const profile = json<{ thumbnailUrl: string }>(res);
    expect(profile.thumbnailUrl).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]+$/);
    expect(json(await client.get(`/api/profiles/${me.profile.id}`))).toMatchObject({
      thumbnailUrl: profile.thumbnailUrl,
      version: 2,
    });
    const stale = await client.put(url, payload, { ...headers, 'if-match': 'W/"1"' });
    expect(stale.statusCode).toBe(412);
    expect(json(stale)).toMatchObject({ current: { version: 2 } });

    const rows = await auditRows(db(), 'profile', me.profile.id);
    expect(rows.map((r) => r.operation)).toEqual(['UPDATE_PICTURE']);
    const key = (rows[0]!.after as { pictureKey: string }).pictureKey;
    expect(await t.app.platform.storage.stat(key)).toMatchObject({ contentType: 'image/webp' });

    // A second picture replaces the first, which leaves the store.
    const again = await client.put(url, payload, { ...headers, 'if-match': 'W/"2"' });
    expect(again.statusCode).toBe(200);
    expect(await t.app.platform.storage.stat(key)).toBeNull();
  });

  it("refuses a fake picture (415), a huge one (413), a colleague's profile (403), another tenant's (404), no token (401)", async () => {
    const company = await buildCompany(db(), 'default');
    const me = await signedIn(t, { roleId: Role.Advisor, companyId: company.id });
    const client = api(t.app, { token: me.token });
    const fake = multipart({ name: 'me.png', type: 'image/png', data: Buffer.from('plain text, renamed') });
    const res = await client.put(`/api/profiles/${me.profile.id}/picture`, fake.payload, {
      ...fake.headers,
      'if-match': 'W/"1"',
    });
    expect(res.statusCode).toBe(415);
    expect(json(await client.get(`/api/profiles/${me.profile.id}`))).toMatchObject({ thumbnailUrl: null, version: 1 });

    const real = multipart({ name: 'x.png', type: 'image/png', data: await pngBytes(20, 20) });
    const colleague = await buildPerson(db(), { tenantId: 'default', roleId: Role.Advisor, companyId: company.id });
    const refused = await client.put(`/api/profiles/${colleague.profile.id}/picture`, real.payload, {
      ...real.headers,
      'if-match': 'W/"1"',
    });
    expect(refused.statusCode).toBe(403);
    const brain = await buildPerson(db(), { tenantId: 'brain', roleId: Role.Advisor });
    const other = await client.put(`/api/profiles/${brain.profile.id}/picture`, real.payload, {
      ...real.headers,
      'if-match': 'W/"1"',
    });
    expect(other.statusCode).toBe(404);
    expect(
      (await api(t.app).put(`/api/profiles/${me.profile.id}/picture`, real.payload, real.headers)).statusCode,
    ).toBe(401);
    const huge = multipart({ name: 'huge.png', type: 'image/png', data: Buffer.alloc(21 * 1024 * 1024) });
    const tooLarge = await client.put(`/api/profiles/${me.profile.id}/picture`, huge.payload, {
      ...huge.headers,
      'if-match': 'W/"1"',
    });
    expect(tooLarge.statusCode).toBe(413);
    const empty = await client.put(`/api/profiles/${me.profile.id}/picture`, undefined, {
      'content-type': 'multipart/form-data; boundary=abc',
      'if-match': 'W/"1"',
    });
    expect(empty.statusCode).toBeGreaterThanOrEqual(400);
    expect(empty.statusCode).toBeLessThan(500);
  });
});

describe('POST /profiles/{id}/sendNewUserEmail', () => {
  it("is a staff tool: a participant's own request is a 403 and sends nothing", async () => {
    const me = await signedIn(t, { roleId: Role.Participant });
    const res = await api(t.app, { token: me.token }).post(`/api/profiles/${me.profile.id}/sendNewUserEmail`);
    expect(res.statusCode).toBe(403);
    expect((await readOutbox(t.dataDir)).filter((m) => m.to.includes(me.email))).toEqual([]);
  });

  it('sends the own new-user mail with a set-password link, audited', async () => {
    const me = await signedIn(t, { roleId: Role.TeamMember, language: 'es' });
    const res = await api(t.app, { token: me.token }).post(`/api/profiles/${me.profile.id}/sendNewUserEmail`);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ message: 'New user email sent!' });
    const mail = await eventually(async () => (await readOutbox(t.dataDir)).find((m) => m.to.includes(me.email)));
    expect(mail.text).toMatch(/http:\/\/localhost:8080\/reset-password\?token=/);
    const rows = await auditRows(db(), 'user', me.user.id);
    expect(rows.filter((r) => r.operation !== 'SIGN_IN')).toEqual([
      expect.objectContaining({ operation: 'NEW_USER_EMAIL_SENT', actorUserId: me.user.id }),
    ]);
  });

  it('lets a company admin send it to their staff, not an advisor to a colleague (403), nor across tenants (404)', async () => {
    const company = await buildCompany(db(), 'default');
    const colleague = await buildPerson(db(), { tenantId: 'default', roleId: Role.Advisor, companyId: company.id });
    const companyAdmin = await signedIn(t, { roleId: Role.CompanyAdmin, companyId: company.id });
    const url = `/api/profiles/${colleague.profile.id}/sendNewUserEmail`;
    expect((await api(t.app, { token: companyAdmin.token }).post(url)).statusCode).toBe(200);
    const advisor = await signedIn(t, { roleId: Role.Advisor, companyId: company.id });
    expect((await api(t.app, { token: advisor.token }).post(url)).statusCode).toBe(403);
    const brain = await buildPerson(db(), { tenantId: 'brain', roleId: Role.Advisor });
    const admin = await signedIn(t, { roleId: Role.Admin });
    expect(
      (await api(t.app, { token: admin.token }).post(`/api/profiles/${brain.profile.id}/sendNewUserEmail`)).statusCode,
    ).toBe(404);
    const inactive = await buildPerson(db(), { tenantId: 'default', roleId: Role.Advisor, isActive: false });
    expect(
      (await api(t.app, { token: admin.token }).post(`/api/profiles/${inactive.profile.id}/sendNewUserEmail`))
        .statusCode,
    ).toBe(409);
    expect((await api(t.app).post(url)).statusCode).toBe(401);
    expect((await api(t.app, { token: admin.token }).post('/api/profiles/abc/sendNewUserEmail')).statusCode).toBe(400);
  });
});
