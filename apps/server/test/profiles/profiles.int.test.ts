import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Role } from '@stride/contracts';
import { auditLog } from '../../src/platform/audit/audit.table.js';
import { useTestApp } from '../support/app.js';
import { buildCompany, buildPerson } from '../support/factories.js';
import { api, json } from '../support/http.js';
import { signedIn } from '../support/people.js';

const t = useTestApp();

describe('GET /profiles/{id}', () => {
  it('shows the own profile with its ETag', async () => {
    const me = await signedIn(t, { roleId: Role.Participant });
    const res = await api(t.app, { token: me.token }).get(`/api/profiles/${me.profile.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe('W/"1"');
    expect(json(res)).toMatchObject({ id: me.profile.id, email: me.email, roleId: 7, language: 'en', version: 1 });
  });

  it("answers 404 for another tenant's profile and for people the actor may not see", async () => {
    const db = t.app.platform.db;
    const company = await buildCompany(db, 'default');
    const other = await buildCompany(db, 'default');
    const advisor = await signedIn(t, { roleId: Role.Advisor, companyId: company.id });
    const brainPerson = await buildPerson(db, { tenantId: 'brain', roleId: Role.Participant });
    const otherCompany = await buildPerson(db, { tenantId: 'default', roleId: Role.Participant, companyId: other.id });
    const mine = await buildPerson(db, { tenantId: 'default', roleId: Role.Participant, companyId: company.id });
    const client = api(t.app, { token: advisor.token });
    expect((await client.get(`/api/profiles/${brainPerson.profile.id}`)).statusCode).toBe(404);
    expect((await client.get(`/api/profiles/${otherCompany.profile.id}`)).statusCode).toBe(404);
    expect((await client.get(`/api/profiles/${mine.profile.id}`)).statusCode).toBe(200);
    const admin = await signedIn(t, { roleId: Role.Admin });
    expect((await api(t.app, { token: admin.token }).get(`/api/profiles/${otherCompany.profile.id}`)).statusCode).toBe(
      200,
    );
  });
});

describe('PUT /profiles/{id}', () => {
  it('needs If-Match (428), refuses a stale one with the current profile (412), saves and audits a fresh one', async () => {
    const me = await signedIn(t, { roleId: Role.Advisor });
    const client = api(t.app, { token: me.token });
    const url = `/api/profiles/${me.profile.id}`;
    const body = { firstName: 'Ana', lastName: 'Ruiz', language: 'es' };

    const missing = await client.put(url, body);
    expect(missing.statusCode).toBe(428);
    expect(json(missing)).toMatchObject({ code: 'PRECONDITION_REQUIRED' });

    const saved = await client.put(url, body, { 'if-match': 'W/"1"' });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).toBe('W/"2"');
    expect(json(saved)).toMatchObject({ firstName: 'Ana', language: 'es', version: 2 });

    const stale = await client.put(url, { ...body, firstName: 'Lost' }, { 'if-match': 'W/"1"' });
    expect(stale.statusCode).toBe(412);
    expect(json(stale)).toMatchObject({ code: 'PRECONDITION_FAILED', current: { firstName: 'Ana', version: 2 } });

    const after = json(await client.get(url));
    expect(after).toMatchObject({ firstName: 'Ana', version: 2 });

    const rows = await t.app.platform.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'profile'), eq(auditLog.entityId, String(me.profile.id))));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      tenantId: 'default',
      operation: 'UPDATE',
      actorUserId: me.user.id,
      traceId: saved.headers['x-trace-id'],
      before: expect.objectContaining({ firstName: me.profile.firstName }),
      after: expect.objectContaining({ firstName: 'Ana' }),
    });
  });

  it("accepts its GET's representation back; a second writer with the same ETag gets 412 and the current profile", async () => {
    const me = await signedIn(t, { roleId: Role.Advisor });
    const client = api(t.app, { token: me.token });
    const url = `/api/profiles/${me.profile.id}`;
    const read = await client.get(url);
    const profile = json<Record<string, unknown>>(read);
    const etag = String(read.headers.etag);

    const first = await client.put(url, { ...profile, firstName: 'Changed' }, { 'if-match': etag });
    expect(first.statusCode).toBe(200);
    expect(json(first)).toMatchObject({ ...profile, firstName: 'Changed', version: 2 });

    const second = await client.put(url, { ...profile, firstName: 'Second' }, { 'if-match': etag });
    expect(second.statusCode).toBe(412);
    expect(json(second)).toMatchObject({ current: { ...profile, firstName: 'Changed', version: 2 } });

    const unknown = await client.put(url, { ...profile, nickname: 'x' }, { 'if-match': 'W/"2"' });
    expect(unknown.statusCode).toBe(400);
    expect(json(await client.get(url))).toMatchObject({ firstName: 'Changed', version: 2 });
  });

  it('refuses bad input and changes nothing', async () => {
    const me = await signedIn(t, { roleId: Role.Advisor });
    const client = api(t.app, { token: me.token });
    const url = `/api/profiles/${me.profile.id}`;
    const bad = await client.put(url, { firstName: '', lastName: 'X', language: 'fr' }, { 'if-match': 'W/"1"' });
    expect(bad.statusCode).toBe(400);
    expect(json(await client.get(url))).toMatchObject({ firstName: me.profile.firstName, version: 1 });
  });

  it("does not let a practice user edit a colleague's profile", async () => {
    const company = await buildCompany(t.app.platform.db, 'default');
    const me = await signedIn(t, { roleId: Role.Advisor, companyId: company.id });
    const colleague = await buildPerson(t.app.platform.db, {
      tenantId: 'default',
      roleId: Role.Advisor,
      companyId: company.id,
    });
    const res = await api(t.app, { token: me.token }).put(
      `/api/profiles/${colleague.profile.id}`,
      { firstName: 'X', lastName: 'Y', language: 'en' },
      { 'if-match': 'W/"1"' },
    );
    expect(res.statusCode).toBe(403);
  });
});
