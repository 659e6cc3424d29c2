import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Role } from '@stride/contracts';
import { profilePrograms } from '../../src/modules/programs/programs.table.js';
import { useTestApp } from '../support/app.js';
import { buildCompany, buildPerson, buildProgram } from '../support/factories.js';
import { api, json } from '../support/http.js';
import { signedIn } from '../support/people.js';
import { auditRows } from '../support/audit.js';

const t = useTestApp();
const db = () => t.app.platform.db;

async function companyWithAdmin() {
  const company = await buildCompany(db(), 'default');
  const admin = await signedIn(t, { roleId: Role.CompanyAdmin, companyId: company.id });
  return { company, admin, client: api(t.app, { token: admin.token }) };
}

const participantOf = (companyId: number) =>
  buildPerson(db(), { tenantId: 'default', roleId: Role.Participant, companyId });

const assigned = async (profileId: number) =>
  (
    await db()
      .select({ id: profilePrograms.programId })
      .from(profilePrograms)
      .where(eq(profilePrograms.profileId, profileId))
  )
    .map((r) => r.id)
    .sort((a, b) => a - b);

describe('GET /programs', () => {
  it("lists the company's programs, filtered by active, for its staff; admins by companyId", async () => {
    const { company, client } = await companyWithAdmin();
    const active = await buildProgram(db(), 'default', company.id, { name: 'A active' });
    await buildProgram(db(), 'default', company.id, { name: 'B paused', active: false });
    await buildProgram(db(), 'default', (await buildCompany(db(), 'default')).id);
    const all = json<{ programs: { id: number }[]; _meta: { totalCount: number } }>(await client.get('/api/programs'));
    expect(all._meta.totalCount).toBe(2);
    const onlyActive = json<{ programs: { id: number }[] }>(await client.get('/api/programs?active=true'));
    expect(onlyActive.programs.map((p) => p.id)).toEqual([active.id]);
    expect((await client.get('/api/programs?active=maybe')).statusCode).toBe(400);

    const other = await buildCompany(db(), 'default');
    expect((await client.get(`/api/programs?companyId=${other.id}`)).statusCode).toBe(404);

    const admin = await signedIn(t, { roleId: Role.Admin });
    const byAdmin = json<{ programs: unknown[] }>(
      await api(t.app, { token: admin.token }).get(`/api/programs?companyId=${company.id}`),
    );
    expect(byAdmin.programs).toHaveLength(2);
  });

  it('refuses consultants and participants (403) and needs a token (401)', async () => {
    expect((await api(t.app).get('/api/programs')).statusCode).toBe(401);
    const consultant = await signedIn(t, { roleId: Role.Consultant });
    expect((await api(t.app, { token: consultant.token }).get('/api/programs')).statusCode).toBe(403);
  });
});

describe('POST, GET, PUT, DELETE /programs/{id}', () => {
  it('creates in the own company, edits with If-Match, deletes with its assignments, all audited', async () => {
    const { company, client } = await companyWithAdmin();
    const created = await client.post('/api/programs', { name: 'Sleep well', description: 'Eight weeks' });
    expect(created.statusCode).toBe(201);
    const program = json<{ id: number }>(created);
    expect(program).toMatchObject({ companyId: company.id, active: true, version: 1, profilesCount: 0 });
    const url = `/api/programs/${program.id}`;
    expect((await client.get(url)).headers.etag).toBe('W/"1"');

    const body = { name: 'Sleep better', description: 'Six weeks', active: false };
    expect((await client.put(url, body)).statusCode).toBe(428);
    const saved = await client.put(url, body, { 'if-match': 'W/"1"' });
    expect(saved.statusCode).toBe(200);
    expect(json(saved)).toMatchObject({ name: 'Sleep better', active: false, version: 2 });
    expect((await client.put(url, body, { 'if-match': 'W/"1"' })).statusCode).toBe(412);
    expect((await client.put(url, { name: 'x' }, { 'if-match': 'W/"2"' })).statusCode).toBe(400);

    const participant = await participantOf(company.id);
    await db()
      .insert(profilePrograms)
      .values({ tenantId: 'default', profileId: participant.profile.id, programId: program.id });
    expect((await client.delete(url)).statusCode).toBe(428);
    expect((await client.delete(url, { 'if-match': 'W/"2"' })).statusCode).toBe(204);
    expect(await assigned(participant.profile.id)).toEqual([]);
    expect((await client.get(url)).statusCode).toBe(404);
    expect((await auditRows(db(), 'program', program.id)).map((r) => r.operation)).toEqual([
      'CREATE',
      'UPDATE',
      'DELETE',
    ]);
  });

  it('refuses another company (404), advisors and admins writing (403), bad bodies (400)', async () => {
    const { company, client } = await companyWithAdmin();
    const other = await buildCompany(db(), 'default');
    const theirs = await buildProgram(db(), 'default', other.id);
    expect((await client.get(`/api/programs/${theirs.id}`)).statusCode).toBe(404);
    expect(
      (
        await client.put(
          `/api/programs/${theirs.id}`,
          { name: 'X', description: '', active: true },
          { 'if-match': 'W/"1"' },
        )
      ).statusCode,
    ).toBe(404);
    expect((await client.post('/api/programs', { name: 'X', companyId: other.id })).statusCode).toBe(404);
    expect((await client.post('/api/programs', { description: 'no name' })).statusCode).toBe(400);

    const advisor = await signedIn(t, { roleId: Role.Advisor, companyId: company.id });
    const mine = await buildProgram(db(), 'default', company.id);
    expect((await api(t.app, { token: advisor.token }).get(`/api/programs/${mine.id}`)).statusCode).toBe(200);
    expect((await api(t.app, { token: advisor.token }).post('/api/programs', { name: 'X' })).statusCode).toBe(403);
    const admin = await signedIn(t, { roleId: Role.Admin });
    expect(
      (await api(t.app, { token: admin.token }).delete(`/api/programs/${mine.id}`, { 'if-match': 'W/"1"' })).statusCode,
    ).toBe(403);
    const brain = await buildProgram(db(), 'brain', (await buildCompany(db(), 'brain')).id);
    expect((await api(t.app, { token: admin.token }).get(`/api/programs/${brain.id}`)).statusCode).toBe(404);
  });
});

describe('POST /programs/{id}/assign and /unassign', () => {
  it("assigns and unassigns the company's participants, refusing others with details", async () => {
    const { company, client } = await companyWithAdmin();
    const program = await buildProgram(db(), 'default', company.id);
    const a = await participantOf(company.id);
    const b = await participantOf(company.id);
    const stranger = await participantOf((await buildCompany(db(), 'default')).id);

    const res = await client.post(`/api/programs/${program.id}/assign?companyId=${company.id}`, {
      profiles: [a.profile.id, b.profile.id, a.profile.id],
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ message: 'Profiles assigned!', count: 2 });
    expect(json(await client.get(`/api/programs/${program.id}`))).toMatchObject({ profilesCount: 2 });

    const again = await client.post(`/api/programs/${program.id}/assign`, { profiles: [a.profile.id] });
    expect(json(again)).toMatchObject({ count: 0 });

    const refused = await client.post(`/api/programs/${program.id}/assign`, { profiles: [stranger.profile.id] });
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({ details: [expect.objectContaining({ path: 'body.profiles' })] });
    const wrongCompany = await client.post(`/api/programs/${program.id}/assign?companyId=${company.id + 1000}`, {
      profiles: [a.profile.id],
    });
    expect(wrongCompany.statusCode).toBe(404);
    expect((await client.post(`/api/programs/${program.id}/assign`, { profiles: [] })).statusCode).toBe(400);

    const un = await client.post(`/api/programs/${program.id}/unassign?companyId=${company.id}`, {
      profiles: [a.profile.id],
    });
    expect(json(un)).toEqual({ message: 'Profiles unassigned!', count: 1 });
    expect(await assigned(a.profile.id)).toEqual([]);
    expect(await assigned(b.profile.id)).toEqual([program.id]);
    expect((await auditRows(db(), 'program', program.id)).map((r) => r.operation)).toEqual([
      'ASSIGN',
      'ASSIGN',
      'UNASSIGN',
    ]);
  });
});

describe('PUT /profiles/{id}/programs', () => {
  it("replaces a participant's programs with programs of the company", async () => {
    const { company, client } = await companyWithAdmin();
    const [p1, p2, p3] = await Promise.all([1, 2, 3].map(() => buildProgram(db(), 'default', company.id)));
    const foreign = await buildProgram(db(), 'default', (await buildCompany(db(), 'default')).id);
    const participant = await participantOf(company.id);
    const url = `/api/profiles/${participant.profile.id}/programs`;

    const first = await client.put(url, { programs: [p1!.id, p2!.id] });
    expect(first.statusCode).toBe(200);
    expect(
      json<{ programs: { id: number }[] }>(first)
        .programs.map((p) => p.id)
        .sort(),
    ).toEqual([p1!.id, p2!.id].sort());
    await client.put(url, { programs: [p2!.id, p3!.id] });
    expect(await assigned(participant.profile.id)).toEqual([p2!.id, p3!.id].sort((a, b) => a - b));
    const refused = await client.put(url, { programs: [foreign.id] });
    expect(refused.statusCode).toBe(400);
    expect(await assigned(participant.profile.id)).toEqual([p2!.id, p3!.id].sort((a, b) => a - b));
    await client.put(url, { programs: [] });
    expect(await assigned(participant.profile.id)).toEqual([]);

    const rows = await auditRows(db(), 'profile_programs', participant.profile.id);
    expect(rows).toHaveLength(3);
    const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
    expect(rows[1]).toMatchObject({
      before: { programs: sorted([p1!.id, p2!.id]) },
      after: { programs: sorted([p2!.id, p3!.id]) },
    });

    const read = await client.get(url);
    expect(json(read)).toEqual({ programs: [] });
  });

  it('refuses a participant of another company (404), another tenant (404), other roles (403)', async () => {
    const { client } = await companyWithAdmin();
    const other = await participantOf((await buildCompany(db(), 'default')).id);
    expect((await client.put(`/api/profiles/${other.profile.id}/programs`, { programs: [] })).statusCode).toBe(404);
    const brain = await buildPerson(db(), { tenantId: 'brain', roleId: Role.Participant });
    expect((await client.put(`/api/profiles/${brain.profile.id}/programs`, { programs: [] })).statusCode).toBe(404);
    const advisor = await signedIn(t, { roleId: Role.Advisor });
    const res = await api(t.app, { token: advisor.token }).put(`/api/profiles/${other.profile.id}/programs`, {
      programs: [],
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('PUT /practices/{id}/participants/programs', () => {
  it("assigns programs to the listed participants, or to all of the company's", async () => {
    const { company, client } = await companyWithAdmin();
    const [p1, p2] = await Promise.all([1, 2].map(() => buildProgram(db(), 'default', company.id)));
    const a = await participantOf(company.id);
    const b = await participantOf(company.id);
    const url = `/api/practices/${company.id}/participants/programs`;

    const some = await client.put(url, { programs: [p1!.id], participants: [a.profile.id] });
    expect(json(some)).toEqual({ message: 'Programs assigned!', count: 1 });
    const all = await client.put(url, { programs: [p1!.id, p2!.id] });
    expect(json(all)).toEqual({ message: 'Programs assigned!', count: 3 });
    expect(await assigned(b.profile.id)).toEqual([p1!.id, p2!.id].sort((x, y) => x - y));

    const foreign = await participantOf((await buildCompany(db(), 'default')).id);
    expect((await client.put(url, { programs: [p1!.id], participants: [foreign.profile.id] })).statusCode).toBe(400);
    expect((await client.put(url, { programs: [] })).statusCode).toBe(400);
    const rows = await db()
      .select()
      .from(profilePrograms)
      .where(and(eq(profilePrograms.profileId, foreign.profile.id)));
    expect(rows).toEqual([]);
    expect((await auditRows(db(), 'company', company.id)).map((r) => r.operation)).toEqual([
      'ASSIGN_PROGRAMS',
      'ASSIGN_PROGRAMS',
    ]);

    const other = await buildCompany(db(), 'default');
    expect(
      (await client.put(`/api/practices/${other.id}/participants/programs`, { programs: [p1!.id] })).statusCode,
    ).toBe(404);
    const admin = await signedIn(t, { roleId: Role.Admin });
    expect((await api(t.app, { token: admin.token }).put(url, { programs: [p1!.id] })).statusCode).toBe(403);
    expect((await api(t.app).put(url, { programs: [p1!.id] })).statusCode).toBe(401);
  });
});
