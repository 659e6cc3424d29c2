import { describe, expect, it } from 'vitest';
import { DEFINITION_IN_USE, FOLDER_NOT_EMPTY, Role, type Definition, type DefinitionFolder } from '@stride/contracts';
import { buildResource } from '../library/support.js';
import { processResource } from '../../src/modules/library/processing/processing.job.js';
import { auditRows } from '../support/audit.js';
import { HOSTS, useTestApp, type TestApp } from '../support/app.js';
import { buildCompany } from '../support/factories.js';
import { json } from '../support/http.js';
import { multipartBody, TINY_PNG } from '../support/multipart.js';
import { signedIn } from '../support/people.js';
import { ROUTINES_BASE, routinesSender, type Host } from './routines-client.js';

const t = useTestApp();
const db = () => t.app.platform.db;
const BASE = ROUTINES_BASE;

/** The exercise library's calls of one signed-in person (JSON; If-Match where given). */
function client(app: TestApp, token: string, host: Host = 'default') {
  const send = routinesSender(app, token, host);
  return {
    get: (url: string) => send('GET', url),
    post: (url: string, body: unknown) => send('POST', url, body),
    put: (url: string, body: unknown, version: number) => send('PUT', url, body, version),
    del: (url: string, version: number, body?: unknown) => send('DELETE', url, body, version),
    multipart: (method: 'POST' | 'PUT', url: string, m: ReturnType<typeof multipartBody>, version?: number) =>
      app.app.inject({
        method,
        url: `${BASE}${url}`,
        headers: {
          host: HOSTS[host],
          authorization: `Bearer ${token}`,
          ...m.headers,
          ...(version === undefined ? {} : { 'if-match': `W/"${version}"` }),
        },
        payload: m.payload,
      }),
    async create(path: 'exercises' | 'series' | 'activities', body: Record<string, unknown>): Promise<Definition> {
      const res = await send('POST', `/${path}`, body);
      if (res.statusCode !== 201) throw new Error(`create ${path}: ${res.statusCode} ${res.body}`);
      return json<Definition>(res);
    },
    async folder(title: string): Promise<DefinitionFolder> {
      const res = await send('POST', '/folders', { title });
      if (res.statusCode !== 201) throw new Error(`folder: ${res.statusCode} ${res.body}`);
      return json<DefinitionFolder>(res);
    },
  };
}

async function practice(role: (typeof Role)[keyof typeof Role] = Role.Advisor) {
  const company = await buildCompany(db(), 'default');
  const me = await signedIn(t, { roleId: role, companyId: company.id });
  return { company, me, lib: client(t, me.token) };
}

describe('definitions', () => {
  it('creates an exercise, a circuit of exercises in order and an activity in the company library', async () => {
    const { company, me, lib } = await practice();
    const squat = await lib.create('exercises', {
      title: '  Bodyweight squat ',
      description: 'Feet shoulder-width apart.',
      time: 60,
      repetitions: 12,
      series: 3,
      restTimeBetweenSeries: 30,
      collect: ['REPETITIONS', 'SERIES'],
      externalUrl: 'https://example.com/squat',
    });
    expect(squat).toMatchObject({
      kind: 'EXERCISE',
      title: 'Bodyweight squat',
      name: 'Bodyweight squat',
      companyId: company.id,
      folderId: null,
      media: null,
      time: 60,
      repetitions: 12,
      series: 3,
      restTimeBetweenSeries: 30,
      restTimeAfterExercise: 0,
      collect: ['REPETITIONS', 'SERIES'],
      processing: false,
      editable: true,
      version: 1,
    });
    const plank = await lib.create('exercises', { title: 'Plank', time: 45 });
    const circuit = await lib.create('series', {
      title: 'Core circuit',
      series: 2,
      exercises: [{ exerciseDefinitionId: plank.id }, { exerciseDefinitionId: squat.id }],
    });
    expect(circuit.kind).toBe('SERIES');
    // Spec 001 section 5: a circuit's restTimeAfterExercise defaults to 0.
    expect(circuit.restTimeAfterExercise).toBe(0);
    expect(circuit.exercises.map((e) => [e.position, e.title])).toEqual([
      [0, 'Plank'],
      [1, 'Bodyweight squat'],
    ]);
    const walk = await lib.create('activities', { title: 'Evening walk', distance: 3000, collect: ['DISTANCE'] });
    expect(walk).toMatchObject({ kind: 'ACTIVITY', distance: 3000 });

    const read = await lib.get(`/series/${circuit.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.headers.etag).toBe('W/"1"');
    // Another kind's path does not find it.
    expect((await lib.get(`/exercises/${circuit.id}`)).statusCode).toBe(404);
    expect((await auditRows(db(), 'routine_definition', circuit.id)).map((r) => r.operation)).toEqual(['CREATE']);
    expect(me.profile.id).toBeGreaterThan(0);
  });

  it('refuses bad input with 400, and a circuit of a non-exercise', async () => {
    const { lib } = await practice();
    expect((await lib.post('/exercises', { title: ' ' })).statusCode).toBe(400);
    expect((await lib.post('/exercises', { title: 'x', extra: 1 })).statusCode).toBe(400);
    expect((await lib.post('/exercises', { title: 'x', time: -1 })).statusCode).toBe(400);
    expect((await lib.post('/exercises', { title: 'x', collect: ['SMILES'] })).statusCode).toBe(400);
    expect((await lib.post('/series', { title: 'x', exercises: [] })).statusCode).toBe(400);
    const walk = await lib.create('activities', { title: 'Walk' });
    const res = await lib.post('/series', { title: 'x', exercises: [{ exerciseDefinitionId: walk.id }] });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toContain('not exercises of this library');
  });

  it('takes media from the library, uploads by multipart (processing, then ready), and removes it', async () => {
    const { me, lib } = await practice();
    const mainRes = await t.app.inject({
      method: 'GET',
      url: '/api/ml/directories/main',
      headers: { host: HOSTS.default, authorization: `Bearer ${me.token}` },
    });
    const main = json<{ id: number }>(mainRes);
    const picture = await buildResource(t, { directoryId: main.id, ownerProfileId: me.profile.id, title: 'Lunge' });
    const lunge = await lib.create('exercises', { title: 'Lunge', media: { mlSourceResourceId: picture.id } });
    expect(lunge.media).toMatchObject({ resourceId: picture.id, title: 'Lunge', processing: false });
    expect(lunge.media!.fileUrl).toMatch(/^\/api\/files\//);

    // Someone else's file is not one of my library.
    const other = await practice();
    const notMine = await other.lib.post('/exercises', { title: 'x', media: { mlSourceResourceId: picture.id } });
    expect(notMine.statusCode).toBe(400);

    const upload = multipartBody(
      { model: { title: 'Push-up', repetitions: 10 } },
      {
        file: { name: 'push-up.png', type: 'image/png', data: TINY_PNG },
        additionalFile: { name: 'push-up-side.png', type: 'image/png', data: TINY_PNG },
      },
    );
    const created = await lib.multipart('POST', '/exercises', upload);
    expect(created.statusCode, created.body).toBe(201);
    const pushUp = json<Definition>(created);
    expect(pushUp).toMatchObject({ title: 'Push-up', repetitions: 10 });
    expect(pushUp.media).toMatchObject({ title: 'push-up', processing: true, processingStatus: 'processing' });
    expect(pushUp.additionalMedia).toMatchObject({ title: 'push-up-side' });
    expect(pushUp.processing).toBe(true);
    // The job the upload booked, run now (the queue is not started in tests).
    await processResource(t.app.platform, 'default', { resourceId: pushUp.media!.resourceId });
    const later = json<Definition>(await lib.get(`/exercises/${pushUp.id}`));
    expect(later.media!.processing).toBe(false);

    // Written back as read (the media object keeps the media); {remove} clears it.
    const same = await lib.put(`/exercises/${pushUp.id}`, later, later.version);
    expect(same.statusCode, same.body).toBe(200);
    expect(json<Definition>(same).media!.resourceId).toBe(pushUp.media!.resourceId);
    const removed = await lib.put(
      `/exercises/${pushUp.id}`,
      { title: 'Push-up', media: { remove: true } },
      json<Definition>(same).version,
    );
    expect(json<Definition>(removed).media).toBeNull();
    expect(json<Definition>(removed).additionalMedia).not.toBeNull();

    // A model that is not valid JSON or not valid input: 400, nothing kept.
    const broken = multipartBody({ model: '{nope' }, { file: { name: 'a.png', type: 'image/png', data: TINY_PNG } });
    expect((await lib.multipart('POST', '/exercises', broken)).statusCode).toBe(400);
    const invalid = multipartBody(
      { model: { title: '' } },
      { file: { name: 'a.png', type: 'image/png', data: TINY_PNG } },
    );
    expect((await lib.multipart('POST', '/exercises', invalid)).statusCode).toBe(400);
  });

  it('updates with If-Match: 428 without, 412 with the current definition when stale', async () => {
    const { me, lib } = await practice();
    const squat = await lib.create('exercises', { title: 'Squat' });
    const noMatch = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/exercises/${squat.id}`,
      headers: { host: HOSTS.default, authorization: `Bearer ${me.token}` },
      payload: { title: 'Squat 2' },
    });
    expect(noMatch.statusCode).toBe(428);
    const first = await lib.put(`/exercises/${squat.id}`, { title: 'Goblet squat', weight: 12.5 }, 1);
    expect(first.statusCode).toBe(200);
    expect(json<Definition>(first)).toMatchObject({ title: 'Goblet squat', weight: 12.5, version: 2 });
    const stale = await lib.put(`/exercises/${squat.id}`, { title: 'Late' }, 1);
    expect(stale.statusCode).toBe(412);
    expect(json<{ current: Definition }>(stale).current).toMatchObject({ title: 'Goblet squat', version: 2 });
    expect((await lib.del(`/exercises/${squat.id}`, 1)).statusCode).toBe(412);
    expect((await auditRows(db(), 'routine_definition', squat.id)).map((r) => r.operation)).toEqual([
      'CREATE',
      'UPDATE',
    ]);
  });

  it('refuses to delete an exercise used in a circuit, naming it, unless forced', async () => {
    const { lib } = await practice();
    const squat = await lib.create('exercises', { title: 'Squat' });
    const circuit = await lib.create('series', { title: 'Leg day', exercises: [{ exerciseDefinitionId: squat.id }] });
    const refused = await lib.del(`/exercises/${squat.id}`, 1);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({
      code: DEFINITION_IN_USE,
      usedIn: [{ kind: 'SERIES', id: circuit.id, title: 'Leg day' }],
    });
    expect(json(refused).message).toContain('"Leg day"');
    expect((await lib.del(`/exercises/${squat.id}`, 1, { force: true })).statusCode).toBe(204);
    expect((await lib.get(`/exercises/${squat.id}`)).statusCode).toBe(404);
    expect(json<Definition>(await lib.get(`/series/${circuit.id}`)).exercises).toEqual([]);
    expect((await lib.del(`/series/${circuit.id}`, 1)).statusCode).toBe(204);
    expect((await auditRows(db(), 'routine_definition', squat.id)).map((r) => r.operation)).toEqual([
      'CREATE',
      'DELETE',
    ]);
  });
});

describe("a library file that is a definition's media", () => {
  it("is refused by the library's delete, naming the exercise, unless forced: then the exercise loses it", async () => {
    const { me, lib } = await practice();
    const auth = { host: HOSTS.default, authorization: `Bearer ${me.token}` };
    const main = json<{ id: number }>(
      await t.app.inject({ method: 'GET', url: '/api/ml/directories/main', headers: auth }),
    );
    const picture = await buildResource(t, {
      directoryId: main.id,
      ownerProfileId: me.profile.id,
      title: 'Plank photo',
    });
    const plank = await lib.create('exercises', {
      title: 'Plank',
      additionalMedia: { mlSourceResourceId: picture.id },
    });
    const url = `/api/ml/directories/${main.id}/items/${picture.id}`;
    const refused = await t.app.inject({ method: 'DELETE', url, headers: { ...auth, 'if-match': 'W/"1"' } });
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({
      code: 'MEDIA_IN_USE',
      filelist: [
        {
          id: picture.id,
          utilizations: [
            {
              utilizationType: 'ROUTINE_DEFINITION',
              eligibleForRemoval: true,
              metadata: { name: 'Plank', kind: 'EXERCISE' },
            },
          ],
        },
      ],
    });
    const forced = await t.app.inject({
      method: 'DELETE',
      url,
      headers: { ...auth, 'if-match': 'W/"1"' },
      payload: { force: true },
    });
    expect(forced.statusCode, forced.body).toBe(204);
    const after = json<Definition>(await lib.get(`/exercises/${plank.id}`));
    expect(after).toMatchObject({ additionalMedia: null, version: 2 });
    expect((await auditRows(db(), 'routine_definition', plank.id)).map((r) => r.operation)).toEqual([
      'CREATE',
      'UPDATE',
    ]);
  });
});

describe('one list of every kind', () => {
  // scope=company: on test:pg's shared database other files add platform items, which every company sees.
  it('searches, filters by kind and folder, and pages', async () => {
    const { lib } = await practice();
    const folder = await lib.folder('Warm-ups');
    for (const title of ['Arm circles', 'Jumping jacks', 'High knees']) {
      await lib.create('exercises', { title, folderId: folder.id });
    }
    const jacks = json<{ items: Definition[] }>(await lib.get('/exercises?search=JACK')).items;
    await lib.create('series', { title: 'Warm-up circuit', exercises: [{ exerciseDefinitionId: jacks[0]!.id }] });
    await lib.create('activities', { title: 'Warm-up walk', folderId: folder.id });

    const all = json<{ items: Definition[]; _meta: unknown }>(await lib.get('/items?scope=company&perPage=2'));
    expect(all.items.map((i) => i.title)).toEqual(['Arm circles', 'High knees']);
    expect(all._meta).toEqual({ totalCount: 5, pageCount: 3, currentPage: 1, perPage: 2 });
    const page3 = json<{ items: Definition[] }>(await lib.get('/items?scope=company&perPage=2&page=3'));
    expect(page3.items.map((i) => i.title)).toEqual(['Warm-up walk']);
    const warm = json<{ items: Definition[] }>(await lib.get('/items?scope=company&search=warm-up'));
    expect(warm.items.map((i) => [i.kind, i.title])).toEqual([
      ['SERIES', 'Warm-up circuit'],
      ['ACTIVITY', 'Warm-up walk'],
    ]);
    const series = json<{ items: Definition[] }>(await lib.get('/items?scope=company&kind=SERIES'));
    expect(series.items.map((i) => i.title)).toEqual(['Warm-up circuit']);
    const inFolder = json<{ items: Definition[] }>(await lib.get(`/items?scope=company&folderId=${folder.id}`));
    expect(inFolder.items).toHaveLength(4);
    const root = json<{ items: Definition[] }>(await lib.get('/items?scope=company&folderId=root'));
    expect(root.items.map((i) => i.title)).toEqual(['Warm-up circuit']);
    expect((await lib.get('/items?kind=NOPE')).statusCode).toBe(400);
    expect((await lib.get('/items?perPage=1000')).statusCode).toBe(400);

    // Renamed and moved through the items call.
    const circuit = json<{ items: Definition[] }>(await lib.get('/items?scope=company&kind=SERIES')).items[0]!;
    const moved = await lib.put(`/items/${circuit.id}`, { title: 'Morning warm-up', folderId: folder.id }, 1);
    expect(json<Definition>(moved)).toMatchObject({ title: 'Morning warm-up', folderId: folder.id, version: 2 });
    expect((await lib.put(`/items/${circuit.id}`, { title: 'x' }, 1)).statusCode).toBe(412);
  });
});

describe('who sees what', () => {
  it('the platform library is seen by every company, read-only; a company library only by its staff', async () => {
    const admin = await signedIn(t, { roleId: Role.Admin });
    const platform = client(t, admin.token);
    // A title of its own: other files add platform items to test:pg's shared database.
    const title = `Platform stretch ${Date.now().toString(36)}`;
    const stretch = await platform.create('exercises', { title });
    expect(stretch.companyId).toBeNull();

    const a = await practice(Role.CompanyAdmin);
    const b = await practice(Role.TeamMember);
    const mine = await a.lib.create('exercises', { title: 'Company A squat' });

    const seenByA = json<{ items: Definition[] }>(await a.lib.get(`/items?search=${encodeURIComponent(title)}`)).items;
    expect(seenByA.map((i) => [i.title, i.editable])).toEqual([[title, false]]);
    // Read-only to companies: 403; the platform team does not see a company's library: 404.
    expect((await a.lib.put(`/exercises/${stretch.id}`, { title: 'Mine now' }, 1)).statusCode).toBe(403);
    expect((await a.lib.del(`/exercises/${stretch.id}`, 1)).statusCode).toBe(403);
    expect((await platform.get(`/exercises/${mine.id}`)).statusCode).toBe(404);
    // Another company: 404 for reads and changes; its list leaves them out.
    expect((await b.lib.get(`/exercises/${mine.id}`)).statusCode).toBe(404);
    expect((await b.lib.put(`/exercises/${mine.id}`, { title: 'x' }, 1)).statusCode).toBe(404);
    expect((await b.lib.del(`/exercises/${mine.id}`, 1)).statusCode).toBe(404);
    expect(json<{ items: Definition[] }>(await b.lib.get('/items?search=company a squat')).items).toEqual([]);
    expect(json<{ items: Definition[] }>(await a.lib.get('/items?scope=company')).items.map((i) => i.title)).toEqual([
      'Company A squat',
    ]);

    // Another tenant: 404.
    const brain = await signedIn(t, { roleId: Role.Admin, tenantId: 'brain' });
    expect((await client(t, brain.token, 'brain').get(`/exercises/${stretch.id}`)).statusCode).toBe(404);

    // A participant: 403 on every call.
    const participant = await signedIn(t, { roleId: Role.Participant, companyId: a.company.id });
    const p = client(t, participant.token);
    expect((await p.get('/items')).statusCode).toBe(403);
    expect((await p.get(`/exercises/${mine.id}`)).statusCode).toBe(403);
    expect((await p.post('/exercises', { title: 'x' })).statusCode).toBe(403);
    expect((await p.get('/folders')).statusCode).toBe(403);
  });

  it('copies what one sees into one’s own library, independent of the original', async () => {
    const admin = await signedIn(t, { roleId: Role.Owner });
    const platform = client(t, admin.token);
    const bridge = await platform.create('exercises', { title: 'Glute bridge', repetitions: 15 });
    const circuit = await platform.create('series', {
      title: 'Hip circuit',
      exercises: [{ exerciseDefinitionId: bridge.id }],
    });
    const { company, lib } = await practice();
    const folder = await lib.folder('From the platform');
    const res = await lib.post('/items/copy', { items: [bridge.id, circuit.id], folderId: folder.id });
    expect(res.statusCode, res.body).toBe(201);
    const copied = json<{ message: string; items: Definition[] }>(res);
    expect(copied.message).toBe('Items duplicated!');
    expect(copied.items.map((i) => [i.title, i.companyId, i.folderId, i.editable])).toEqual([
      ['Glute bridge', company.id, folder.id, true],
      ['Hip circuit', company.id, folder.id, true],
    ]);
    await lib.put(`/exercises/${copied.items[0]!.id}`, { title: 'My glute bridge' }, 1);
    expect(json<Definition>(await platform.get(`/exercises/${bridge.id}`)).title).toBe('Glute bridge');
    // Ids one does not see: 400 naming them.
    const other = await practice();
    const hidden = await other.lib.create('exercises', { title: 'Hidden' });
    const refused = await lib.post('/items/copy', { items: [hidden.id] });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).message).toContain(String(hidden.id));
  });
});

describe('folders', () => {
  it('creates, lists with counts, renames with If-Match, refuses to delete a non-empty one unless completely', async () => {
    const { lib } = await practice();
    const legs = await lib.folder('Legs');
    expect(legs).toMatchObject({ title: 'Legs', itemCount: 0, editable: true, version: 1 });
    await lib.folder('Arms');
    const squat = await lib.create('exercises', { title: 'Squat', folderId: legs.id });
    await lib.create('series', {
      title: 'Leg circuit',
      folderId: legs.id,
      exercises: [{ exerciseDefinitionId: squat.id }],
    });
    const list = json<{ folders: DefinitionFolder[] }>(await lib.get('/folders?scope=company'));
    expect(list.folders.map((f) => [f.title, f.itemCount])).toEqual([
      ['Arms', 0],
      ['Legs', 2],
    ]);
    const renamed = await lib.put(`/folders/${legs.id}`, { title: 'Lower body' }, 1);
    expect(json<DefinitionFolder>(renamed)).toMatchObject({ title: 'Lower body', version: 2, itemCount: 2 });
    expect((await lib.put(`/folders/${legs.id}`, { title: 'x' }, 1)).statusCode).toBe(412);

    const copy = await lib.post(`/folders/${legs.id}/copy`, {});
    expect(copy.statusCode, copy.body).toBe(201);
    expect(json<DefinitionFolder>(copy)).toMatchObject({ title: 'Lower body (copy)', itemCount: 2 });

    const refused = await lib.del(`/folders/${legs.id}`, 2);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({ code: FOLDER_NOT_EMPTY });
    expect(json(refused).message).toContain('is not empty');
    expect((await lib.del(`/folders/${legs.id}/completely`, 1)).statusCode).toBe(412);
    expect((await lib.del(`/folders/${legs.id}/completely`, 2)).statusCode).toBe(204);
    expect((await lib.get(`/exercises/${squat.id}`)).statusCode).toBe(404);
    const after = json<{ folders: DefinitionFolder[] }>(await lib.get('/folders?scope=company'));
    expect(after.folders.map((f) => f.title)).toEqual(['Arms', 'Lower body (copy)']);
    expect((await auditRows(db(), 'routine_definition_folder', legs.id)).map((r) => r.operation)).toEqual([
      'CREATE',
      'UPDATE',
      'DELETE',
    ]);
  });

  it('deleting a folder completely stops at an exercise used by a circuit elsewhere, unless forced', async () => {
    const { lib } = await practice();
    const folder = await lib.folder('Basics');
    const squat = await lib.create('exercises', { title: 'Squat', folderId: folder.id });
    await lib.create('series', { title: 'Outside circuit', exercises: [{ exerciseDefinitionId: squat.id }] });
    const refused = await lib.del(`/folders/${folder.id}/completely`, 1);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({ code: DEFINITION_IN_USE });
    expect(json(refused).message).toContain('"Outside circuit"');
    expect((await lib.del(`/folders/${folder.id}/completely`, 1, { force: true })).statusCode).toBe(204);
    // An empty folder goes without completely; another company's folder is not found.
    const empty = await lib.folder('Empty');
    const other = await practice();
    expect((await other.lib.del(`/folders/${empty.id}`, 1)).statusCode).toBe(404);
    expect((await lib.del(`/folders/${empty.id}`, 1)).statusCode).toBe(204);
  });
});
