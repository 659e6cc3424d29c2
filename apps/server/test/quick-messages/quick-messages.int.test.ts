import { describe, expect, it } from 'vitest';
import { Role } from '@stride/contracts';
import { useTestApp } from '../support/app.js';
import { buildCompany, buildPerson, buildQuickMessage } from '../support/factories.js';
import { api, json } from '../support/http.js';
import { signedIn } from '../support/people.js';
import { auditRows } from '../support/audit.js';

const t = useTestApp();
const db = () => t.app.platform.db;

describe('/profiles/{id}/quickMessages', () => {
  it('adds, lists, edits with If-Match and deletes the own quick messages, all audited', async () => {
    const me = await signedIn(t, { roleId: Role.Advisor });
    const client = api(t.app, { token: me.token });
    const url = `/api/profiles/${me.profile.id}/quickMessages`;

    const added = await client.post(url, { message: '  See you at our next session!  ' });
    expect(added.statusCode).toBe(201);
    expect(added.headers.etag).toBe('W/"1"');
    const qm = json<{ id: number }>(added);
    expect(qm).toMatchObject({ profileId: me.profile.id, message: 'See you at our next session!', version: 1 });
    await client.post(url, { message: 'Great job this week.' });
    const list = json<{ quickMessages: { message: string }[]; _meta: { totalCount: number } }>(await client.get(url));
    expect(list._meta.totalCount).toBe(2);
    expect(list.quickMessages.map((m) => m.message)).toEqual(['See you at our next session!', 'Great job this week.']);

    const one = `${url}/${qm.id}`;
    expect((await client.put(one, { message: 'Changed' })).statusCode).toBe(428);
    const saved = await client.put(one, { message: 'Changed' }, { 'if-match': 'W/"1"' });
    expect(saved.statusCode).toBe(200);
    expect(json(saved)).toMatchObject({ message: 'Changed', version: 2 });
    const stale = await client.put(one, { message: 'Lost' }, { 'if-match': 'W/"1"' });
    expect(stale.statusCode).toBe(412);
    expect(json(stale)).toMatchObject({ current: { message: 'Changed' } });
    expect((await client.delete(one)).statusCode).toBe(428);
    expect((await client.delete(one, { 'if-match': 'W/"1"' })).statusCode).toBe(412);
    expect((await client.delete(one, { 'if-match': 'W/"2"' })).statusCode).toBe(204);
    expect((await client.delete(one, { 'if-match': 'W/"2"' })).statusCode).toBe(404);

    expect((await auditRows(db(), 'quick_message', qm.id)).map((r) => r.operation)).toEqual([
      'CREATE',
      'UPDATE',
      'DELETE',
    ]);
  });

  it('checks the message: 1 to 1000 characters (400 with the field)', async () => {
    const me = await signedIn(t, { roleId: Role.CompanyAdmin });
    const client = api(t.app, { token: me.token });
    const url = `/api/profiles/${me.profile.id}/quickMessages`;
    const empty = await client.post(url, { message: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(json(empty)).toMatchObject({ details: [expect.objectContaining({ path: 'body.message' })] });
    expect((await client.post(url, { message: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect((await client.post(url, { message: 'x'.repeat(1000) })).statusCode).toBe(201);
    expect((await client.post(url, { text: 'hi' })).statusCode).toBe(400);
  });

  it("refuses a colleague's messages (403), another tenant's (404), participants (403), no token (401)", async () => {
    const company = await buildCompany(db(), 'default');
    const me = await signedIn(t, { roleId: Role.Advisor, companyId: company.id });
    const colleague = await buildPerson(db(), { tenantId: 'default', roleId: Role.Advisor, companyId: company.id });
    const theirs = await buildQuickMessage(db(), 'default', colleague.profile.id);
    const client = api(t.app, { token: me.token });
    expect((await client.get(`/api/profiles/${colleague.profile.id}/quickMessages`)).statusCode).toBe(403);
    const put = await client.put(
      `/api/profiles/${colleague.profile.id}/quickMessages/${theirs.id}`,
      { message: 'mine now' },
      { 'if-match': 'W/"1"' },
    );
    expect(put.statusCode).toBe(403);
    // Someone else's message id under the own profile is simply not there.
    const sneaky = await client.put(
      `/api/profiles/${me.profile.id}/quickMessages/${theirs.id}`,
      { message: 'mine now' },
      { 'if-match': 'W/"1"' },
    );
    expect(sneaky.statusCode).toBe(404);
    const brain = await buildPerson(db(), { tenantId: 'brain', roleId: Role.Advisor });
    expect((await client.get(`/api/profiles/${brain.profile.id}/quickMessages`)).statusCode).toBe(404);
    const participant = await signedIn(t, { roleId: Role.Participant });
    const own = `/api/profiles/${participant.profile.id}/quickMessages`;
    expect((await api(t.app, { token: participant.token }).get(own)).statusCode).toBe(403);
    expect((await api(t.app).get(own)).statusCode).toBe(401);
  });
});
