import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  Role,
  type Definition,
  type DefinitionFolder,
  type ImportedFolder,
  type ImportedItems,
  type RoleId,
  type SharedDefinition,
  type SharedFolder,
  type ShareResult,
} from '@stride/contracts';
import { notifications } from '../../src/modules/notifications/notifications.table.js';
import { shares as routineShares } from '../../src/modules/sharing/sharing.table.js';
import { auditRows } from '../support/audit.js';
import { HOSTS, useTestApp, type TestApp } from '../support/app.js';
import { buildCompany } from '../support/factories.js';
import { eventually, json } from '../support/http.js';
import { signedIn } from '../support/people.js';

const t = useTestApp();
const db = () => t.app.platform.db;
const BASE = '/api/routines/definitions';

type Host = keyof typeof HOSTS;
type Paged<K extends string, T> = { [P in K]: T[] } & { _meta: { totalCount: number } };

/** The exercise library's calls of one signed-in person. */
function client(app: TestApp, token: string, host: Host = 'default') {
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, ifMatch?: number) =>
    app.app.inject({
      method,
      url: `${BASE}${url}`,
      headers: {
        host: HOSTS[host],
        authorization: `Bearer ${token}`,
        ...(ifMatch === undefined ? {} : { 'if-match': `W/"${ifMatch}"` }),
      },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  return {
    get: (url: string) => send('GET', url),
    post: (url: string, body?: unknown) => send('POST', url, body ?? {}),
    put: (url: string, body: unknown, version: number) => send('PUT', url, body, version),
    del: (url: string, version: number) => send('DELETE', url, undefined, version),
    async ok<T>(method: 'GET' | 'POST', url: string, body?: unknown, status = method === 'GET' ? 200 : 201) {
      const res = await send(method, url, method === 'POST' ? (body ?? {}) : undefined);
      if (res.statusCode !== status) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
      return json<T>(res);
    },
    create: (path: 'exercises' | 'series' | 'activities', body: Record<string, unknown>) =>
      send('POST', `/${path}`, body).then((res) => {
        if (res.statusCode !== 201) throw new Error(`create ${path}: ${res.statusCode} ${res.body}`);
        return json<Definition>(res);
      }),
    folder: (title: string) =>
      send('POST', '/folders', { title }).then((res) => {
        if (res.statusCode !== 201) throw new Error(`folder: ${res.statusCode} ${res.body}`);
        return json<DefinitionFolder>(res);
      }),
  };
}

/** A company with one signed-in staff member of the role. */
async function practice(role: RoleId = Role.Advisor, o: { language?: 'en' | 'es' } = {}) {
  const company = await buildCompany(db(), 'default');
  const me = await signedIn(t, { roleId: role, companyId: company.id, ...o });
  return { company, me, lib: client(t, me.token) };
}

async function colleague(companyId: number, role: RoleId = Role.Advisor) {
  const me = await signedIn(t, { roleId: role, companyId });
  return { me, lib: client(t, me.token) };
}

describe('sharing a definition with companies', () => {
  it('shows it read-only to the receiving company only; the sender sees where it went', async () => {
    const a = await practice();
    const b = await practice();
    const c = await practice();
    const brain = await signedIn(t, { roleId: Role.Advisor, tenantId: 'brain' });
    const squat = await a.lib.create('exercises', { title: 'Goblet squat', repetitions: 10 });

    const shared = await a.lib.post(`/exercises/${squat.id}/shared`, { companyId: [b.company.id] });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(json<ShareResult>(shared)).toMatchObject({
      message: 'Item shared!',
      sharedWith: [{ id: b.company.id, name: b.company.name }],
    });
    // Again: no error, nothing more.
    const again = json<ShareResult>(await a.lib.post(`/exercises/${squat.id}/shared`, { companyId: [b.company.id] }));
    expect(again.sharedWith).toHaveLength(1);
    const audits = await db().execute(
      sql`select count(*)::int as n from audit_log where entity_type = 'routine_share' and after->>'subjectId' = ${String(squat.id)}`,
    );
    expect((audits as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);

    // The receiver reads it, read-only; every change is 403.
    const read = await b.lib.get(`/exercises/${squat.id}`);
    expect(read.statusCode).toBe(200);
    expect(json<Definition>(read)).toMatchObject({ title: 'Goblet squat', editable: false, companyId: a.company.id });
    expect((await b.lib.put(`/exercises/${squat.id}`, { title: 'Mine now' }, 1)).statusCode).toBe(403);
    expect((await b.lib.put(`/items/${squat.id}`, { title: 'Mine now' }, 1)).statusCode).toBe(403);
    expect((await b.lib.del(`/exercises/${squat.id}`, 1)).statusCode).toBe(403);
    expect((await b.lib.post(`/exercises/${squat.id}/shared`, { companyId: [c.company.id] })).statusCode).toBe(403);
    // Another kind's path, another company, another tenant: 404.
    expect((await b.lib.get(`/series/${squat.id}`)).statusCode).toBe(404);
    expect((await c.lib.get(`/exercises/${squat.id}`)).statusCode).toBe(404);
    expect((await c.lib.post(`/exercises/${squat.id}/shared`, { companyId: [b.company.id] })).statusCode).toBe(404);
    const brainLib = client(t, brain.token, 'brain');
    expect((await brainLib.get(`/exercises/${squat.id}`)).statusCode).toBe(404);
    expect((await brainLib.post(`/exercises/${squat.id}/shared/copy`)).statusCode).toBe(404);

    // The receiver's list: who, when, from where.
    const received = await b.lib.ok<Paged<'items', SharedDefinition>>('GET', '/items/shared');
    expect(received._meta.totalCount).toBe(1);
    expect(received.items[0]).toMatchObject({
      id: squat.id,
      editable: false,
      share: {
        sharedBy: { profileId: a.me.profile.id, name: `${a.me.profile.firstName} ${a.me.profile.lastName}` },
        fromCompany: { id: a.company.id, name: a.company.name },
        sharedWith: [{ id: b.company.id, name: b.company.name }],
        sharedFolder: null,
      },
    });
    expect((await c.lib.ok<Paged<'items', SharedDefinition>>('GET', '/items/shared'))._meta.totalCount).toBe(0);

    // The sender's lists: everything sent, and what went to one company.
    await a.lib.post(`/exercises/${squat.id}/shared`, { companyId: [c.company.id] });
    const sent = await a.lib.ok<Paged<'items', SharedDefinition>>('GET', '/items/shared/company');
    expect(sent.items.map((i) => [i.id, i.editable, i.share.sharedWith.map((s) => s.id).sort()])).toEqual([
      [squat.id, true, [b.company.id, c.company.id].sort()],
    ]);
    const toB = await a.lib.ok<Paged<'items', SharedDefinition>>('GET', `/items/shared/company/${b.company.id}`);
    expect(toB.items.map((i) => i.id)).toEqual([squat.id]);
    const other = await practice();
    const toOther = await a.lib.ok<Paged<'items', SharedDefinition>>(
      'GET',
      `/items/shared/company/${other.company.id}`,
    );
    expect(toOther.items).toEqual([]);
    expect((await a.lib.get('/items/shared/company/999999')).statusCode).toBe(404);
    // The lists filter by kind and search.
    expect((await b.lib.ok<Paged<'items', SharedDefinition>>('GET', '/items/shared?kind=ACTIVITY')).items).toEqual([]);
    expect((await b.lib.ok<Paged<'items', SharedDefinition>>('GET', '/items/shared?search=GOBLET')).items).toHaveLength(
      1,
    );
  });

  it('refuses companies that are not others of the tenant (400), what is not one’s own (403), participants (403)', async () => {
    const a = await practice();
    const b = await practice();
    const brainCompany = await buildCompany(db(), 'brain');
    const walk = await a.lib.create('activities', { title: 'Walk' });
    for (const companyId of [[a.company.id], [999999], [brainCompany.id], [b.company.id, 999998]]) {
      const res = await a.lib.post(`/activities/${walk.id}/shared`, { companyId });
      expect(res.statusCode, res.body).toBe(400);
      expect(json(res).message).toContain('not practices you can share with');
    }
    expect((await a.lib.post(`/activities/${walk.id}/shared`, { companyId: [] })).statusCode).toBe(400);
    expect((await a.lib.post(`/activities/${walk.id}/shared`, { companyId: ['x'] })).statusCode).toBe(400);
    expect((await a.lib.post(`/activities/${walk.id}/shared`, {})).statusCode).toBe(400);
    expect(
      json<Paged<'items', SharedDefinition>>(await b.lib.get('/items/shared'))._meta.totalCount,
      'nothing was shared by a refused call',
    ).toBe(0);

    // A platform item: company staff see it but may not share it.
    const owner = await signedIn(t, { roleId: Role.Owner });
    const platform = client(t, owner.token);
    const stretch = await platform.create('exercises', { title: 'Platform stretch' });
    expect((await a.lib.post(`/exercises/${stretch.id}/shared`, { companyId: [b.company.id] })).statusCode).toBe(403);
    // The platform team shares the platform's with any company.
    const fromPlatform = await platform.post(`/exercises/${stretch.id}/shared`, { companyId: [a.company.id] });
    expect(fromPlatform.statusCode, fromPlatform.body).toBe(200);
    expect(
      (await a.lib.ok<Paged<'items', SharedDefinition>>('GET', '/items/shared')).items[0]!.share.fromCompany,
    ).toBeNull();

    const participant = await signedIn(t, {
      roleId: Role.Participant,
      companyId: a.company.id,
      advisorProfileId: a.me.profile.id,
    });
    const p = client(t, participant.token);
    expect((await p.post(`/activities/${walk.id}/shared`, { companyId: [b.company.id] })).statusCode).toBe(403);
    expect((await p.get('/items/shared')).statusCode).toBe(403);
    expect((await p.get('/folders/shared')).statusCode).toBe(403);
    expect((await p.get('/shared/companies')).statusCode).toBe(403);
    expect((await p.post(`/activities/${walk.id}/shared/copy`)).statusCode).toBe(403);
  });
});

describe('importing shared definitions', () => {
  it('copies into the receiver’s library and folder; the copy is independent', async () => {
    const a = await practice();
    const b = await practice();
    const c = await practice();
    const plank = await a.lib.create('exercises', { title: 'Plank', time: 45 });
    const lunge = await a.lib.create('exercises', { title: 'Lunge' });
    const core = await a.lib.create('series', {
      title: 'Core circuit',
      exercises: [{ exerciseDefinitionId: plank.id }, { exerciseDefinitionId: lunge.id }],
    });
    const walk = await a.lib.create('activities', { title: 'Walk', distance: 2000 });
    for (const [path, id] of [
      ['exercises', plank.id],
      ['series', core.id],
      ['activities', walk.id],
    ] as const) {
      expect((await a.lib.post(`/${path}/${id}/shared`, { companyId: [b.company.id] })).statusCode).toBe(200);
    }
    const mine = await b.lib.folder('Imported');
    const theirs = await a.lib.folder('Not yours');

    const imported = await b.lib.post(`/exercises/${plank.id}/shared/copy`, { folderId: mine.id });
    expect(imported.statusCode, imported.body).toBe(201);
    const body = json<ImportedItems>(imported);
    expect(body.message).toBe('Item imported!');
    const copy = body.items[0]!;
    expect(copy).toMatchObject({
      title: 'Plank',
      time: 45,
      companyId: b.company.id,
      folderId: mine.id,
      editable: true,
    });
    expect(copy.id).not.toBe(plank.id);
    // Edit the copy: the original is unchanged.
    const edited = await b.lib.put(`/exercises/${copy.id}`, { title: 'Long plank', time: 90 }, copy.version);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(json<Definition>(await a.lib.get(`/exercises/${plank.id}`))).toMatchObject({ title: 'Plank', time: 45 });
    expect((await auditRows(db(), 'routine_definition', copy.id)).map((r) => r.operation)).toEqual([
      'CREATE',
      'UPDATE',
    ]);

    // The company path copies the same way; the wrong kind, a folder not one's own, an unshared item: refused.
    const viaCompany = await b.lib.post(`/activities/${walk.id}/shared/company/copy`);
    expect(viaCompany.statusCode, viaCompany.body).toBe(201);
    expect((await b.lib.post(`/series/${walk.id}/shared/copy`)).statusCode).toBe(404);
    expect((await b.lib.post(`/exercises/${plank.id}/shared/copy`, { folderId: theirs.id })).statusCode).toBe(400);
    expect((await c.lib.post(`/exercises/${plank.id}/shared/copy`)).statusCode).toBe(404);
    expect((await b.lib.post(`/exercises/${lunge.id}/shared/copy`)).statusCode).toBe(404);

    // Several at once: the circuit comes with copies of its exercises (B would not see A's).
    const many = await b.lib.post('/items/shared/copy', { items: [core.id, walk.id], folderId: mine.id });
    expect(many.statusCode, many.body).toBe(201);
    const manyBody = json<ImportedItems>(many);
    expect(manyBody.message).toBe('Items imported!');
    const coreCopy = manyBody.items.find((i) => i.kind === 'SERIES')!;
    expect(coreCopy.exercises.map((e) => e.title)).toEqual(['Plank', 'Lunge']);
    expect(coreCopy.exercises.map((e) => e.exerciseDefinitionId)).not.toContain(plank.id);
    expect(coreCopy.exercises.map((e) => e.exerciseDefinitionId)).not.toContain(lunge.id);
    const bad = await b.lib.post('/items/shared/copy', { items: [walk.id, lunge.id], folderId: null });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toContain(String(lunge.id));
    expect((await c.lib.post('/items/shared/copy', { items: [walk.id] })).statusCode).toBe(400);
  });
});

describe('sharing a folder', () => {
  it('shows its items to the receivers, notifies their staff, and imports as a new folder', async () => {
    const a = await practice();
    const b = await practice(Role.CompanyAdmin, { language: 'es' });
    const bAdvisor = await colleague(b.company.id);
    const bQuiet = await colleague(b.company.id, Role.TeamMember);
    const c = await practice();
    const aColleague = await colleague(a.company.id);
    // One of B's staff turned the routines notifications off.
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/notification-service/notifications/settings/web',
      headers: { host: HOSTS.default, authorization: `Bearer ${bQuiet.me.token}` },
      payload: { routines: false },
    });
    expect(off.statusCode, off.body).toBe(200);

    const folder = await a.lib.folder('Morning mobility');
    const outside = await a.lib.create('exercises', { title: 'Cat-cow' });
    const inside = await a.lib.create('exercises', { title: 'Hip circles', folderId: folder.id });
    const flow = await a.lib.create('series', {
      title: 'Mobility flow',
      folderId: folder.id,
      exercises: [{ exerciseDefinitionId: inside.id }, { exerciseDefinitionId: outside.id }],
    });

    const shared = await a.lib.post(`/folders/${folder.id}/shared`, { companyId: [b.company.id] });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(json<ShareResult>(shared)).toMatchObject({
      message: 'Shared successful',
      sharedWith: [{ id: b.company.id }],
    });
    // The receivers' staff are told (in their language), the sender's colleagues and other companies not.
    const rowsOf = (userId: number) =>
      db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.type, 'ROUTINE')));
    const adminRows = await eventually(async () => ((await rowsOf(b.me.user.id)).length ? rowsOf(b.me.user.id) : null));
    expect(adminRows).toHaveLength(1);
    expect(adminRows[0]).toMatchObject({
      code: 'ROUTINE_SHARED_FOLDER',
      message: `${a.me.profile.firstName} ${a.me.profile.lastName} compartió la carpeta «Morning mobility» con tu empresa.`,
      entityProfileId: a.me.profile.id,
    });
    const advisorRows = await eventually(async () =>
      (await rowsOf(bAdvisor.me.user.id)).length ? rowsOf(bAdvisor.me.user.id) : null,
    );
    expect(advisorRows[0]!.message).toContain('shared the folder “Morning mobility” with your company.');
    expect(await rowsOf(bQuiet.me.user.id)).toHaveLength(0);
    expect(await rowsOf(aColleague.me.user.id)).toHaveLength(0);
    expect(await rowsOf(c.me.user.id)).toHaveLength(0);
    // Sharing it again tells nobody again (a new company, shared with in the same call, is told).
    const d = await practice();
    await a.lib.post(`/folders/${folder.id}/shared`, { companyId: [b.company.id, d.company.id] });
    await eventually(async () => ((await rowsOf(d.me.user.id)).length ? true : null));
    expect(await rowsOf(b.me.user.id)).toHaveLength(1);

    // Received, sent, both.
    const received = await b.lib.ok<Paged<'folders', SharedFolder>>('GET', '/folders/shared');
    expect(received.folders).toHaveLength(1);
    expect(received.folders[0]).toMatchObject({
      id: folder.id,
      title: 'Morning mobility',
      itemCount: 2,
      editable: false,
      direction: 'RECEIVED',
      share: { fromCompany: { id: a.company.id }, sharedBy: { profileId: a.me.profile.id } },
    });
    expect(
      (await b.lib.ok<Paged<'folders', SharedFolder>>('GET', '/folders/shared?folderSharedStrategy=SENT')).folders,
    ).toEqual([]);
    const sent = await a.lib.ok<Paged<'folders', SharedFolder>>('GET', '/folders/shared?folderSharedStrategy=SENT');
    expect(sent.folders.map((f) => [f.id, f.direction, f.editable])).toEqual([[folder.id, 'SENT', true]]);
    const all = await a.lib.ok<Paged<'folders', SharedFolder>>('GET', '/folders/shared?folderSharedStrategy=ALL');
    expect(all._meta.totalCount).toBe(1);
    expect((await a.lib.get('/folders/shared?folderSharedStrategy=SOME')).statusCode).toBe(400);
    expect((await c.lib.ok<Paged<'folders', SharedFolder>>('GET', '/folders/shared')).folders).toEqual([]);

    // The folder's items, through the folder; readable one by one, read-only.
    const items = await b.lib.ok<Paged<'items', SharedDefinition>>('GET', `/items/shared?folderId=${folder.id}`);
    expect(items.items.map((i) => [i.title, i.share.sharedFolder?.id])).toEqual([
      ['Hip circles', folder.id],
      ['Mobility flow', folder.id],
    ]);
    expect(json<Definition>(await b.lib.get(`/series/${flow.id}`)).editable).toBe(false);
    expect((await b.lib.get(`/exercises/${outside.id}`)).statusCode).toBe(404);
    expect((await c.lib.get(`/series/${flow.id}`)).statusCode).toBe(404);
    expect((await b.lib.put(`/folders/${folder.id}`, { title: 'Mine' }, 1)).statusCode).toBe(404);
    // Only the owner library shares it on: the receiver 403, another company 404.
    expect((await b.lib.post(`/folders/${folder.id}/shared`, { companyId: [c.company.id] })).statusCode).toBe(403);
    const hidden = await c.lib.post(`/folders/${folder.id}/shared`, { companyId: [b.company.id] });
    expect([hidden.statusCode, json(hidden).message]).toEqual([404, 'Folder not found.']);

    // Import: a new folder of B's with copies; the circuit uses the copies.
    expect((await c.lib.post(`/folders/${folder.id}/shared/copy`)).statusCode).toBe(404);
    expect((await a.lib.post(`/folders/${folder.id}/shared/copy`)).statusCode).toBe(404);
    const imported = await b.lib.post(`/folders/${folder.id}/shared/copy`);
    expect(imported.statusCode, imported.body).toBe(201);
    const result = json<ImportedFolder>(imported);
    expect(result.message).toBe('Item imported!');
    expect(result.folder).toMatchObject({ title: 'Morning mobility', companyId: b.company.id, itemCount: 2 });
    const flowCopy = result.items.find((i) => i.kind === 'SERIES')!;
    const hipCopy = result.items.find((i) => i.kind === 'EXERCISE')!;
    expect(flowCopy.exercises.map((e) => e.exerciseDefinitionId)[0]).toBe(hipCopy.id);
    expect(flowCopy.exercises.map((e) => e.title)).toEqual(['Hip circles', 'Cat-cow']);
    expect(flowCopy.exercises[1]!.exerciseDefinitionId).not.toBe(outside.id);
    // The copy is B's own; editing it leaves A's folder as it was.
    const renamed = await b.lib.put(`/folders/${result.folder.id}`, { title: 'Our mobility' }, result.folder.version);
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(
      (await b.lib.put(`/series/${flowCopy.id}`, { title: 'Our flow', exercises: [] }, flowCopy.version)).statusCode,
    ).toBe(400);
    const ok = await b.lib.put(
      `/series/${flowCopy.id}`,
      { title: 'Our flow', exercises: [{ exerciseDefinitionId: hipCopy.id }] },
      flowCopy.version,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const original = json<Definition>(await a.lib.get(`/series/${flow.id}`));
    expect(original.title).toBe('Mobility flow');
    expect(original.exercises.map((e) => e.exerciseDefinitionId)).toEqual([inside.id, outside.id]);
    expect((await auditRows(db(), 'routine_definition_folder', result.folder.id)).map((r) => r.operation)).toEqual([
      'CREATE',
      'UPDATE',
    ]);

    // Deleting the shared folder ends its shares: the receivers no longer see it; B's copies stay.
    const gone = await a.lib.del(`/folders/${folder.id}/completely`, folder.version);
    expect(gone.statusCode, gone.body).toBe(204);
    expect((await b.lib.ok<Paged<'folders', SharedFolder>>('GET', '/folders/shared')).folders).toEqual([]);
    expect((await b.lib.ok<Paged<'items', SharedDefinition>>('GET', '/items/shared')).items).toEqual([]);
    expect((await b.lib.get(`/series/${flow.id}`)).statusCode).toBe(404);
    expect(
      await db()
        .select()
        .from(routineShares)
        .where(and(eq(routineShares.subject, 'FOLDER'), eq(routineShares.subjectId, folder.id))),
    ).toEqual([]);
    expect((await b.lib.get(`/series/${flowCopy.id}`)).statusCode).toBe(200);
  });
});

describe('sharing with one’s own company, and the companies to share with', () => {
  it('recommends a platform item to colleagues; refuses the platform team (400) and one’s own items (409)', async () => {
    const a = await practice();
    const mate = await colleague(a.company.id, Role.TeamMember);
    const owner = await signedIn(t, { roleId: Role.Owner });
    const platform = client(t, owner.token);
    const breathing = await platform.create('activities', { title: 'Box breathing' });
    const res = await a.lib.post(`/activities/${breathing.id}/shared/company`);
    expect(res.statusCode, res.body).toBe(200);
    expect(json<ShareResult>(res)).toMatchObject({ message: 'Item shared!', sharedWith: [{ id: a.company.id }] });
    const list = await mate.lib.ok<Paged<'items', SharedDefinition>>('GET', '/items/shared');
    expect(list.items.map((i) => [i.id, i.share.sharedBy?.profileId, i.share.fromCompany?.id])).toEqual([
      [breathing.id, a.me.profile.id, a.company.id],
    ]);
    const copied = await mate.lib.post(`/activities/${breathing.id}/shared/company/copy`);
    expect(copied.statusCode, copied.body).toBe(201);
    expect(json<ImportedItems>(copied).items[0]).toMatchObject({ companyId: a.company.id, title: 'Box breathing' });

    expect((await platform.post(`/activities/${breathing.id}/shared/company`)).statusCode).toBe(400);
    const own = await a.lib.create('activities', { title: 'Our walk' });
    const conflict = await a.lib.post(`/activities/${own.id}/shared/company`);
    expect(conflict.statusCode).toBe(409);
    expect(json(conflict).message).toBe("This item is already in your practice's library.");
    expect((await a.lib.post(`/exercises/${breathing.id}/shared/company`)).statusCode).toBe(404);
  });

  it('lists the tenant’s other companies for the share dialog', async () => {
    const a = await practice();
    const b = await practice();
    await buildCompany(db(), 'brain', { name: `Brain practice ${b.company.id}` });
    // On test:pg's shared database other files add companies, so each check searches for its own name.
    const companies = (search: string) =>
      a.lib.ok<Paged<'items', { id: number; name: string }>>(
        'GET',
        `/shared/companies?search=${encodeURIComponent(search)}`,
      );
    expect((await companies(b.company.name)).items).toContainEqual({ id: b.company.id, name: b.company.name });
    expect((await companies(a.company.name)).items.map((c) => c.id)).not.toContain(a.company.id);
    expect((await companies(`Brain practice ${b.company.id}`)).items).toEqual([]);
    const owner = await signedIn(t, { roleId: Role.Owner });
    const all = await client(t, owner.token).ok<Paged<'items', { id: number }>>('GET', '/shared/companies?perPage=100');
    expect(all._meta.totalCount).toBeGreaterThanOrEqual(2);
  });
});
