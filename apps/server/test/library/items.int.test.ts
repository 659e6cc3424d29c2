import { describe, expect, it } from 'vitest';
import { FileType, MEDIA_IN_USE, Role, type MediaInUseError, type Resource } from '@stride/contracts';
import { registerUtilizationSource } from '../../src/modules/library/utilizations.js';
import { auditRows } from '../support/audit.js';
import { useTestApp } from '../support/app.js';
import { buildCompany, buildParticipant } from '../support/factories.js';
import { eventually, json } from '../support/http.js';
import { signedIn } from '../support/people.js';
import { processingSettled, storedLibraryFiles } from './media-support.js';
import {
  buildResource,
  buildSent,
  isStored,
  libraryClient,
  multipartBody,
  pdfBytes,
  pngBytes,
  postMultipart,
  resourceRow,
  sentRows,
  uploadStorageFile,
} from './support.js';

const t = useTestApp();
const db = () => t.app.platform.db;

async function advisor() {
  const company = await buildCompany(db(), 'default');
  const me = await signedIn(t, { roleId: Role.Advisor, companyId: company.id });
  const lib = libraryClient(t, me.token);
  return { company, me, lib, main: await lib.mainFolder() };
}

describe('adding files', () => {
  it('uploads a file (multipart): processing, titled after the file, then processed', async () => {
    const { me, lib, main } = await advisor();
    const folder = await lib.folder(main.id, 'Pictures');
    const res = await postMultipart(
      t,
      me.token,
      `/api/ml/directories/${folder.id}/items`,
      multipartBody({ name: 'Morning walk.png', type: 'image/png', data: await pngBytes(300, 200) }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.headers.etag).toBe('W/"1"');
    const item = json<Resource>(res);
    expect(item).toMatchObject({
      title: 'Morning walk',
      name: 'Morning walk.png',
      fileTypeId: FileType.Image,
      contentType: 'image/png',
      directoryId: folder.id,
      ownerProfileId: me.profile.id,
      processing: true,
      processingStatus: 'processing',
    });
    const row = await resourceRow(t, item.id);
    expect(await isStored(t, row!.storageKey)).toBe(true);
    expect((await auditRows(db(), 'ml_resource', item.id))[0]?.operation).toBe('CREATE');
    // The processing job (started here: tests start the queue themselves) makes a thumbnail and reads the size.
    await t.app.platform.jobs.start();
    const done = await eventually(async () => {
      const got = json<Resource>(await lib.get(`/api/ml/directories/${folder.id}/items/${item.id}`));
      return got.processing ? undefined : got;
    }, 200);
    expect(done).toMatchObject({ processingStatus: 'ready', width: 300, height: 200 });
    expect(done.thumbnailUrl).toMatch(/^\/api\/files\//);

    const titled = await postMultipart(
      t,
      me.token,
      `/api/ml/directories/${folder.id}/items`,
      multipartBody({ name: 'doc.pdf', type: 'application/pdf', data: pdfBytes() }, { title: '  Meal plan ' }),
    );
    expect(titled.statusCode).toBe(201);
    expect(json(titled)).toMatchObject({ title: 'Meal plan', fileTypeId: FileType.Pdf });
  });

  it("refuses an upload into another person's folder before storing it (404)", async () => {
    const { company, me } = await advisor();
    const other = await signedIn(t, { roleId: Role.Advisor, companyId: company.id });
    const theirs = await libraryClient(t, other.token).mainFolder();
    await processingSettled(t);
    const before = storedLibraryFiles(t.dataDir).length;
    const res = await postMultipart(
      t,
      me.token,
      `/api/ml/directories/${theirs.id}/items`,
      multipartBody({ name: 'x.png', type: 'image/png', data: await pngBytes() }),
    );
    expect(res.statusCode).toBe(404);
    expect(storedLibraryFiles(t.dataDir)).toHaveLength(before);
    const list = await libraryClient(t, other.token).get(`/api/ml/directories/${theirs.id}/items`);
    expect(json<{ items: unknown[] }>(list).items).toEqual([]);
  });

  it('adds an uploaded file by storageFileId (JSON), once', async () => {
    const { me, lib, main } = await advisor();
    const storageFileId = await uploadStorageFile(t, me.token, {
      name: 'guide.pdf',
      type: 'application/pdf',
      data: pdfBytes(),
    });
    const url = `/api/ml/directories/${main.id}/items`;
    expect((await lib.post(url, { storageFileId, title: 'x', extra: true })).statusCode).toBe(400);
    const res = await lib.post(url, { storageFileId });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({ title: 'guide', name: 'guide.pdf', fileTypeId: FileType.Pdf, processing: true });
    expect((await lib.post(url, { storageFileId })).statusCode).toBe(404);
    expect((await lib.post(url, {})).statusCode).toBe(400);
  });
});

describe('one file', () => {
  it('reads with its ETag, renames and moves with If-Match, within its own tree', async () => {
    const { me, lib, main } = await advisor();
    const a = await lib.folder(main.id, 'A');
    const b = await lib.folder(main.id, 'B');
    const file = await buildResource(t, { directoryId: a.id, ownerProfileId: me.profile.id, title: 'Stretch' });
    const url = `/api/ml/directories/${a.id}/items/${file.id}`;

    const got = await lib.get(url);
    expect(got.statusCode).toBe(200);
    expect(got.headers.etag).toBe('W/"1"');
    expect(json(got)).toMatchObject({ id: file.id, title: 'Stretch', isFavorite: false, labels: [] });
    expect((await lib.get(`/api/ml/directories/${b.id}/items/${file.id}`)).statusCode).toBe(404);

    expect((await lib.put(url, { title: 'Stretching' })).statusCode).toBe(428);
    expect((await lib.put(url, { title: '' }, { 'if-match': 'W/"1"' })).statusCode).toBe(400);
    const renamed = await lib.put(url, { title: 'Stretching' }, { 'if-match': 'W/"1"' });
    expect(renamed.statusCode).toBe(200);
    expect(json(renamed)).toMatchObject({ title: 'Stretching', version: 2, directoryId: a.id });
    const stale = await lib.put(url, { title: 'Lost' }, { 'if-match': 'W/"1"' });
    expect(stale.statusCode).toBe(412);
    expect(json(stale)).toMatchObject({ current: { title: 'Stretching', version: 2 } });

    const moved = await lib.put(url, { title: 'Stretching', directoryId: b.id }, { 'if-match': 'W/"2"' });
    expect(moved.statusCode).toBe(200);
    expect(json(moved)).toMatchObject({ directoryId: b.id, version: 3 });
    expect((await lib.get(url)).statusCode).toBe(404);
    const there = `/api/ml/directories/${b.id}/items/${file.id}`;
    expect((await lib.get(there)).statusCode).toBe(200);

    const colleague = await signedIn(t, { roleId: Role.Advisor });
    const theirMain = await libraryClient(t, colleague.token).mainFolder();
    const away = await lib.put(there, { title: 'x', directoryId: theirMain.id }, { 'if-match': 'W/"3"' });
    expect(away.statusCode).toBe(404);
    expect((await auditRows(db(), 'ml_resource', file.id)).map((r) => r.operation)).toEqual(['UPDATE', 'UPDATE']);
  });

  it('labels: trimmed, one of each whatever the case, with If-Match', async () => {
    const { me, lib, main } = await advisor();
    const file = await buildResource(t, { directoryId: main.id, ownerProfileId: me.profile.id });
    const url = `/api/ml/directories/${main.id}/items/${file.id}/labels`;
    expect((await lib.put(url, { labels: ['a'] })).statusCode).toBe(428);
    const res = await lib.put(url, { labels: [' Legs ', 'legs', 'Morning', 'LEGS'] }, { 'if-match': 'W/"1"' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ labels: ['Legs', 'Morning'], version: 2 });
    expect((await lib.put(url, { labels: [' '] }, { 'if-match': 'W/"2"' })).statusCode).toBe(400);
    const many = Array.from({ length: 21 }, (_, i) => `l${i}`);
    expect((await lib.put(url, { labels: many }, { 'if-match': 'W/"2"' })).statusCode).toBe(400);
    expect(json(await lib.put(url, { labels: [] }, { 'if-match': 'W/"2"' }))).toMatchObject({ labels: [] });
  });
});

describe('search under a folder', () => {
  it('finds files of the folder and every folder under it by title, all labels and type', async () => {
    const { me, lib, main } = await advisor();
    const top = await lib.folder(main.id, 'Top');
    const inner = await lib.folder(top.id, 'Inner');
    const deeper = await lib.folder(inner.id, 'Deeper');
    const owner = me.profile.id;
    await buildResource(t, { directoryId: top.id, ownerProfileId: owner, title: 'Leg day', labels: ['Legs', 'Gym'] });
    await buildResource(t, { directoryId: deeper.id, ownerProfileId: owner, title: 'Leg stretch', labels: ['legs'] });
    await buildResource(t, {
      directoryId: inner.id,
      ownerProfileId: owner,
      title: 'Leg guide',
      labels: ['LEGS', 'gym'],
      fileTypeId: FileType.Pdf,
    });
    await buildResource(t, { directoryId: main.id, ownerProfileId: owner, title: 'Leg outside' });
    const search = (q: string) =>
      lib
        .get(`/api/ml/directories/${top.id}/items/search?${q}`)
        .then((r) => json<{ items: Resource[]; _meta: { totalCount: number } }>(r));

    expect((await search('search=leg')).items.map((i) => i.title)).toEqual(['Leg day', 'Leg guide', 'Leg stretch']);
    expect((await search('search=STRETCH')).items.map((i) => i.title)).toEqual(['Leg stretch']);
    expect((await search('labels=legs,GYM')).items.map((i) => i.title)).toEqual(['Leg day', 'Leg guide']);
    expect((await search('labels=legs&fileTypeId=20')).items.map((i) => i.title)).toEqual(['Leg guide']);
    const paged = await search('perPage=2&page=2');
    expect(paged.items.map((i) => i.title)).toEqual(['Leg stretch']);
    expect(paged._meta.totalCount).toBe(3);
    expect((await search('search=leg&labels=nothing')).items).toEqual([]);
    expect((await lib.get(`/api/ml/directories/${top.id}/items/search?bogus=1`)).statusCode).toBe(400);
  });
});

describe('deleting files', () => {
  it('deletes a file not in use; one in use needs force, then goes with its uses and stored files', async () => {
    const { me, company, lib, main } = await advisor();
    const free = await buildResource(t, { directoryId: main.id, ownerProfileId: me.profile.id });
    const freeUrl = `/api/ml/directories/${main.id}/items/${free.id}`;
    expect((await lib.del(freeUrl)).statusCode).toBe(428);
    expect((await lib.del(freeUrl, undefined, { 'if-match': 'W/"2"' })).statusCode).toBe(412);
    expect((await lib.del(freeUrl, undefined, { 'if-match': 'W/"1"' })).statusCode).toBe(204);
    expect(await isStored(t, free.storageKey)).toBe(false);

    const used = await buildResource(t, { directoryId: main.id, ownerProfileId: me.profile.id, title: 'Used' });
    const ana = await buildParticipant(db(), {
      tenantId: 'default',
      companyId: company.id,
      firstName: 'Ana',
      lastName: 'Ruiz',
    });
    await buildSent(t, { resourceId: used.id, receiverProfileId: ana.profile.id, senderProfileId: me.profile.id });
    const url = `/api/ml/directories/${main.id}/items/${used.id}`;
    const refused = await lib.del(url, { force: false }, { 'if-match': 'W/"1"' });
    expect(refused.statusCode).toBe(409);
    const body = json<MediaInUseError>(refused);
    expect(body).toMatchObject({ code: MEDIA_IN_USE, removable: true, message: 'This file is in use.' });
    expect(body.filelist).toMatchObject([
      {
        id: used.id,
        title: 'Used',
        utilizations: [{ utilizationType: 'SENT_TO_PARTICIPANT', metadata: { receiverName: 'Ana Ruiz' } }],
      },
    ]);
    expect(await resourceRow(t, used.id)).toBeDefined();
    expect((await lib.del(url, { force: true }, { 'if-match': 'W/"1"' })).statusCode).toBe(204);
    expect(await resourceRow(t, used.id)).toBeUndefined();
    expect(await sentRows(t, used.id)).toEqual([]);
    expect(await isStored(t, used.storageKey)).toBe(false);
    expect(await isStored(t, used.thumbnailKey)).toBe(false);
  });

  it('deletes several files of a folder, all or nothing', async () => {
    const { me, company, lib, main } = await advisor();
    const other = await lib.folder(main.id, 'Other');
    const [a, b, elsewhere] = await Promise.all([
      buildResource(t, { directoryId: main.id, ownerProfileId: me.profile.id, title: 'A' }),
      buildResource(t, { directoryId: main.id, ownerProfileId: me.profile.id, title: 'B' }),
      buildResource(t, { directoryId: other.id, ownerProfileId: me.profile.id, title: 'C' }),
    ]);
    const url = `/api/ml/directories/${main.id}/items`;
    const wrong = await lib.del(url, { ids: [a.id, elsewhere.id] });
    expect(wrong.statusCode).toBe(400);
    expect(await resourceRow(t, a.id)).toBeDefined();
    expect((await lib.del(url, { ids: [] })).statusCode).toBe(400);

    const ana = await buildParticipant(db(), { tenantId: 'default', companyId: company.id });
    await buildSent(t, { resourceId: b.id, receiverProfileId: ana.profile.id, senderProfileId: me.profile.id });
    const refused = await lib.del(url, { ids: [a.id, b.id] });
    expect(refused.statusCode).toBe(409);
    expect(json<MediaInUseError>(refused).filelist.map((f) => f.id)).toEqual([b.id]);
    expect(await resourceRow(t, a.id)).toBeDefined();
    expect((await lib.del(url, { ids: [a.id, b.id], force: true })).statusCode).toBe(204);
    expect(await resourceRow(t, a.id)).toBeUndefined();
    expect(await resourceRow(t, b.id)).toBeUndefined();
    expect(await resourceRow(t, elsewhere.id)).toBeDefined();
  });

  it('never removes a file a use is not eligible to lose, even with force (removable false)', async () => {
    const { me, lib, main } = await advisor();
    const folder = await lib.folder(main.id, 'Sprint media');
    const held = await buildResource(t, { directoryId: folder.id, ownerProfileId: me.profile.id, title: 'Held' });
    const unregister = registerUtilizationSource({
      type: 'SPRINT_TEMPLATE',
      find: async (_tx, _ctx, ids) =>
        ids
          .filter((id) => id === held.id)
          .map((resourceId) => ({
            resourceId,
            utilization: {
              utilizationType: 'SPRINT_TEMPLATE',
              eligibleForRemoval: false,
              metadata: { templateName: 'Week 1' },
            },
          })),
    });
    try {
      for (const res of [
        await lib.del(`/api/ml/directories/${folder.id}/items/${held.id}`, { force: true }, { 'if-match': 'W/"1"' }),
        await lib.del(`/api/ml/directories/${folder.id}/items`, { ids: [held.id], force: true }),
        await lib.del(`/api/ml/directories/${folder.id}`, { force: true }, { 'if-match': 'W/"1"' }),
      ]) {
        expect(res.statusCode).toBe(409);
        expect(json<MediaInUseError>(res)).toMatchObject({
          removable: false,
          filelist: [
            { id: held.id, utilizations: [{ utilizationType: 'SPRINT_TEMPLATE', eligibleForRemoval: false }] },
          ],
        });
      }
      expect(await resourceRow(t, held.id)).toBeDefined();
    } finally {
      unregister();
    }
  });
});
