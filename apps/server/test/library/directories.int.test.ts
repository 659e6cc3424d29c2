import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FileType, MEDIA_IN_USE, Role, type DirectoryItems, type MediaInUseError } from '@stride/contracts';
import { profiles } from '../../src/modules/profiles/profiles.table.js';
import { auditRows } from '../support/audit.js';
import { useTestApp } from '../support/app.js';
import { buildCompany, buildParticipant } from '../support/factories.js';
import { api, json } from '../support/http.js';
import { signedIn } from '../support/people.js';
import { buildResource, buildSent, isStored, libraryClient, resourceRow, sentRows } from './support.js';

const t = useTestApp();
const db = () => t.app.platform.db;

async function advisor() {
  const company = await buildCompany(db(), 'default');
  const me = await signedIn(t, { roleId: Role.Advisor, companyId: company.id });
  return { company, me, lib: libraryClient(t, me.token) };
}

describe('main folder', () => {
  it('is made on first use, once, and the profile points at it', async () => {
    const { me, lib } = await advisor();
    const first = await lib.get('/api/ml/directories/main');
    expect(first.statusCode).toBe(200);
    const main = json<{ id: number; name: string; parentId: null; version: number }>(first);
    expect(main).toMatchObject({ name: 'My library', parentId: null, companyId: null, version: 1 });
    expect(first.headers.etag).toBe('W/"1"');
    const again = json<{ id: number }>(await lib.get('/api/ml/directories/main'));
    expect(again.id).toBe(main.id);
    const [profile] = await db().select().from(profiles).where(eq(profiles.id, me.profile.id));
    expect(profile!.mainFolderId).toBe(main.id);
    expect((await auditRows(db(), 'ml_directory', main.id)).map((r) => r.operation)).toEqual(['CREATE']);
  });

  it('is refused to participants (403) and without a token (401)', async () => {
    const participant = await signedIn(t, { roleId: Role.Participant });
    const lib = libraryClient(t, participant.token);
    expect((await lib.get('/api/ml/directories/main')).statusCode).toBe(403);
    expect((await lib.get('/api/ml/directories/1/items')).statusCode).toBe(403);
    expect((await lib.post('/api/ml/directories/1', { name: 'x' })).statusCode).toBe(403);
    expect((await api(t.app).get('/api/ml/directories/main')).statusCode).toBe(401);
  });
});

describe('folders', () => {
  it('creates subfolders, lists folders first with the path, pages across both kinds', async () => {
    const { me, lib } = await advisor();
    const main = await lib.mainFolder();
    const created = await lib.post(`/api/ml/directories/${main.id}`, { name: '  Exercises  ' });
    expect(created.statusCode).toBe(201);
    expect(created.headers.etag).toBe('W/"1"');
    const exercises = json<{ id: number }>(created);
    expect(json(created)).toMatchObject({ name: 'Exercises', parentId: main.id, companyId: null });
    const same = await lib.post(`/api/ml/directories/${main.id}`, { name: 'exercises' });
    expect(same.statusCode).toBe(409);
    expect((await lib.post(`/api/ml/directories/${main.id}`, { name: '  ' })).statusCode).toBe(400);
    expect((await lib.post(`/api/ml/directories/${main.id}`, { name: 'x', extra: 1 })).statusCode).toBe(400);
    await lib.folder(main.id, 'Nutrition');
    await buildResource(t, { directoryId: main.id, ownerProfileId: me.profile.id, title: 'Banana' });
    await buildResource(t, {
      directoryId: main.id,
      ownerProfileId: me.profile.id,
      title: 'apple',
      fileTypeId: FileType.Pdf,
    });
    await buildResource(t, { directoryId: main.id, ownerProfileId: me.profile.id, title: 'Cherry', size: 999999 });

    const all = json<DirectoryItems>(await lib.get(`/api/ml/directories/${main.id}/items`));
    expect(all.directory).toMatchObject({ id: main.id, path: [{ id: main.id, name: 'My library' }] });
    expect(all.items.map((i) => [i.kind, i.title])).toEqual([
      ['directory', 'Exercises'],
      ['directory', 'Nutrition'],
      ['file', 'apple'],
      ['file', 'Banana'],
      ['file', 'Cherry'],
    ]);
    expect(all._meta).toEqual({ totalCount: 5, pageCount: 1, currentPage: 1, perPage: 20 });
    const file = all.items[2]!;
    expect(file).toMatchObject({ kind: 'file', processing: false, fileTypeId: FileType.Pdf });
    expect(file.kind === 'file' && file.fileUrl).toMatch(/^\/api\/files\//);

    const page2 = json<DirectoryItems>(await lib.get(`/api/ml/directories/${main.id}/items?perPage=2&page=2`));
    expect(page2.items.map((i) => i.title)).toEqual(['apple', 'Banana']);
    const page3 = json<DirectoryItems>(await lib.get(`/api/ml/directories/${main.id}/items?perPage=2&page=3`));
    expect(page3.items.map((i) => i.title)).toEqual(['Cherry']);
    const bySize = json<DirectoryItems>(
      await lib.get(`/api/ml/directories/${main.id}/items?sort=size&order=desc&perPage=3`),
    );
    expect(bySize.items.map((i) => i.title)).toEqual(['Nutrition', 'Exercises', 'Cherry']);
    const searched = json<DirectoryItems>(await lib.get(`/api/ml/directories/${main.id}/items?search=AN`));
    expect(searched.items.map((i) => i.title)).toEqual(['Banana']);
    const pdfs = json<DirectoryItems>(await lib.get(`/api/ml/directories/${main.id}/items?fileTypeId=20`));
    expect(pdfs.items.map((i) => i.title)).toEqual(['apple']);
    expect((await lib.get(`/api/ml/directories/${main.id}/items?sort=name`)).statusCode).toBe(400);
    expect((await lib.get(`/api/ml/directories/${main.id}/items?fileTypeId=7`)).statusCode).toBe(400);

    const inner = await lib.folder(exercises.id, 'Legs');
    const deep = json<DirectoryItems>(await lib.get(`/api/ml/directories/${inner.id}/items`));
    expect(deep.directory.path.map((p) => p.name)).toEqual(['My library', 'Exercises', 'Legs']);
    expect(deep.items).toEqual([]);
  });

  it('renames and moves with If-Match (428, 412), never into itself, never the main folder', async () => {
    const { lib } = await advisor();
    const main = await lib.mainFolder();
    const a = await lib.folder(main.id, 'A');
    const b = await lib.folder(main.id, 'B');
    const aChild = await lib.folder(a.id, 'A1');
    const url = `/api/ml/directories/${a.id}`;

    expect((await lib.put(url, { name: 'Renamed' })).statusCode).toBe(428);
    const renamed = await lib.put(url, { name: 'Renamed' }, { 'if-match': 'W/"1"' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.headers.etag).toBe('W/"2"');
    expect(json(renamed)).toMatchObject({ name: 'Renamed', version: 2 });
    const stale = await lib.put(url, { name: 'Lost' }, { 'if-match': 'W/"1"' });
    expect(stale.statusCode).toBe(412);
    expect(json(stale)).toMatchObject({ current: { name: 'Renamed', version: 2 } });
    expect((await lib.put(url, { name: 'B' }, { 'if-match': 'W/"2"' })).statusCode).toBe(409);
    // A key a folder does not have is refused, named (the folder as read is taken: the contract tests).
    const unknown = await lib.put(url, { name: 'x', colour: 'red' }, { 'if-match': 'W/"2"' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('colour');

    const intoChild = await lib.put(url, { parentId: aChild.id }, { 'if-match': 'W/"2"' });
    expect(intoChild.statusCode).toBe(400);
    expect(json(intoChild)).toMatchObject({ details: [{ path: 'body.parentId' }] });
    expect((await lib.put(url, { parentId: a.id }, { 'if-match': 'W/"2"' })).statusCode).toBe(400);
    const moved = await lib.put(url, { parentId: b.id }, { 'if-match': 'W/"2"' });
    expect(moved.statusCode).toBe(200);
    expect(json(moved)).toMatchObject({ parentId: b.id, version: 3 });
    const path = json<DirectoryItems>(await lib.get(`/api/ml/directories/${aChild.id}/items`)).directory.path;
    expect(path.map((p) => p.name)).toEqual(['My library', 'B', 'Renamed', 'A1']);

    const mainUrl = `/api/ml/directories/${main.id}`;
    expect((await lib.put(mainUrl, { name: 'Mine' }, { 'if-match': 'W/"1"' })).statusCode).toBe(400);
    expect((await lib.put(mainUrl, { parentId: b.id }, { 'if-match': 'W/"1"' })).statusCode).toBe(400);
    expect((await lib.del(mainUrl, { force: true }, { 'if-match': 'W/"1"' })).statusCode).toBe(400);
  });

  it('deletes an empty folder; one with content needs force (409 with every file and its uses)', async () => {
    const { me, company, lib } = await advisor();
    const main = await lib.mainFolder();
    const empty = await lib.folder(main.id);
    expect((await lib.del(`/api/ml/directories/${empty.id}`)).statusCode).toBe(428);
    expect((await lib.del(`/api/ml/directories/${empty.id}`, undefined, { 'if-match': 'W/"9"' })).statusCode).toBe(412);
    expect((await lib.del(`/api/ml/directories/${empty.id}`, undefined, { 'if-match': 'W/"1"' })).statusCode).toBe(204);
    expect((await lib.get(`/api/ml/directories/${empty.id}/items`)).statusCode).toBe(404);

    const folder = await lib.folder(main.id, 'Walks');
    const sub = await lib.folder(folder.id, 'Park');
    const walk = await buildResource(t, { directoryId: folder.id, ownerProfileId: me.profile.id, title: 'Walk' });
    const park = await buildResource(t, { directoryId: sub.id, ownerProfileId: me.profile.id, title: 'Park' });
    const ana = await buildParticipant(db(), {
      tenantId: 'default',
      companyId: company.id,
      firstName: 'Ana',
      lastName: 'Ruiz',
    });
    const sent = await buildSent(t, {
      resourceId: park.id,
      receiverProfileId: ana.profile.id,
      senderProfileId: me.profile.id,
    });

    const url = `/api/ml/directories/${folder.id}`;
    const refused = await lib.del(url, { force: false }, { 'if-match': 'W/"1"' });
    expect(refused.statusCode).toBe(409);
    const body = json<MediaInUseError>(refused);
    expect(body).toMatchObject({ code: MEDIA_IN_USE, removable: true, message: 'This folder is not empty.' });
    expect(body.filelist).toEqual([
      { id: walk.id, title: 'Walk', fileTypeId: FileType.Image, utilizations: [] },
      {
        id: park.id,
        title: 'Park',
        fileTypeId: FileType.Image,
        utilizations: [
          {
            utilizationType: 'SENT_TO_PARTICIPANT',
            eligibleForRemoval: true,
            metadata: {
              receiverName: 'Ana Ruiz',
              receiverProfileId: String(ana.profile.id),
              sentAt: sent.sentAt.toISOString(),
            },
          },
        ],
      },
    ]);
    expect(await isStored(t, walk.storageKey)).toBe(true);

    expect((await lib.del(url, { force: true }, { 'if-match': 'W/"1"' })).statusCode).toBe(204);
    for (const gone of [walk, park]) {
      expect(await resourceRow(t, gone.id)).toBeUndefined();
      expect(await isStored(t, gone.storageKey)).toBe(false);
      expect(await isStored(t, gone.thumbnailKey)).toBe(false);
    }
    expect(await sentRows(t, park.id)).toEqual([]);
    expect((await lib.get(`/api/ml/directories/${sub.id}/items`)).statusCode).toBe(404);
    expect((await auditRows(db(), 'ml_resource', park.id)).map((r) => r.operation)).toEqual(['DELETE']);
    expect((await auditRows(db(), 'ml_sent_resource', sent.id)).map((r) => r.operation)).toEqual(['DELETE']);
    expect((await auditRows(db(), 'ml_directory', folder.id)).map((r) => r.operation)).toEqual(['CREATE', 'DELETE']);
  });

  it("answers 404 for another person's folders, whatever the call", async () => {
    const { company, lib } = await advisor();
    const colleague = await signedIn(t, { roleId: Role.Advisor, companyId: company.id });
    const theirs = libraryClient(t, colleague.token);
    const theirMain = await theirs.mainFolder();
    const theirFolder = await theirs.folder(theirMain.id, 'Private');
    const mine = await lib.mainFolder();

    expect((await lib.get(`/api/ml/directories/${theirMain.id}/items`)).statusCode).toBe(404);
    expect((await lib.post(`/api/ml/directories/${theirFolder.id}`, { name: 'x' })).statusCode).toBe(404);
    expect(
      (await lib.put(`/api/ml/directories/${theirFolder.id}`, { name: 'x' }, { 'if-match': 'W/"1"' })).statusCode,
    ).toBe(404);
    expect(
      (await lib.del(`/api/ml/directories/${theirFolder.id}`, undefined, { 'if-match': 'W/"1"' })).statusCode,
    ).toBe(404);
    const mineSub = await lib.folder(mine.id);
    const across = await lib.put(
      `/api/ml/directories/${mineSub.id}`,
      { parentId: theirFolder.id },
      { 'if-match': 'W/"1"' },
    );
    expect(across.statusCode).toBe(404);
    expect((await lib.get(`/api/ml/directories/2147483647/items`)).statusCode).toBe(404);
    expect((await lib.get(`/api/ml/directories/abc/items`)).statusCode).toBe(400);
  });
});
