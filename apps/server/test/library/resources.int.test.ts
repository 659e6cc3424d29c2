import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { FileType, Role, type DirectoryItems, type Resource, type SentResource } from '@stride/contracts';
import { staticMedia } from '../../src/modules/library/library.table.js';
import { auditRows } from '../support/audit.js';
import { useTestApp } from '../support/app.js';
import { buildCompany, buildParticipant, unique } from '../support/factories.js';
import { json } from '../support/http.js';
import { signedIn } from '../support/people.js';
import {
  buildResource,
  buildSent,
  isStored,
  libraryClient,
  pdfBytes,
  pngBytes,
  resourceRow,
  sentRows,
  uploadStorageFile,
} from './support.js';

const t = useTestApp();
const db = () => t.app.platform.db;

interface SentList {
  resources: SentResource[];
  _meta: { totalCount: number };
}

/** A company with an advisor (signed in, with a main folder and one file) and two of its participants. */
async function practice() {
  const company = await buildCompany(db(), 'default');
  const me = await signedIn(t, { roleId: Role.Advisor, companyId: company.id });
  const lib = libraryClient(t, me.token);
  const main = await lib.mainFolder();
  const file = await buildResource(t, { directoryId: main.id, ownerProfileId: me.profile.id, title: 'Walk' });
  const ana = await signedIn(t, {
    roleId: Role.Participant,
    companyId: company.id,
    firstName: 'Ana',
    lastName: 'Ruiz',
  });
  const ben = await buildParticipant(db(), { tenantId: 'default', companyId: company.id });
  return { company, me, lib, main, file, ana, ben };
}

describe('GET /ml/resources/{id}', () => {
  it('answers the library owner, a participant it was sent to and staff who see that participant; 404 to others', async () => {
    const { company, lib, file, ana, me } = await practice();
    const url = `/api/ml/resources/${file.id}`;
    const own = await lib.get(url);
    expect(own.statusCode).toBe(200);
    expect(own.headers.etag).toBe('W/"1"');
    expect(json(own)).toMatchObject({ id: file.id, title: 'Walk', name: 'Walk.png' });
    expect(json<Resource>(own).fileUrl).toMatch(/^\/api\/files\//);

    const colleague = await signedIn(t, { roleId: Role.TeamMember, companyId: company.id });
    const anaLib = libraryClient(t, ana.token);
    expect((await anaLib.get(url)).statusCode).toBe(404);
    expect((await libraryClient(t, colleague.token).get(url)).statusCode).toBe(404);
    await buildSent(t, { resourceId: file.id, receiverProfileId: ana.profile.id, senderProfileId: me.profile.id });
    expect((await anaLib.get(url)).statusCode).toBe(200);
    expect((await libraryClient(t, colleague.token).get(url)).statusCode).toBe(200);
    const stranger = await signedIn(t, { roleId: Role.Participant, companyId: company.id });
    expect((await libraryClient(t, stranger.token).get(url)).statusCode).toBe(404);
    const otherPractice = await signedIn(t, {
      roleId: Role.Advisor,
      companyId: (await buildCompany(db(), 'default')).id,
    });
    expect((await libraryClient(t, otherPractice.token).get(url)).statusCode).toBe(404);
  });
});

describe('resource changes', () => {
  it('likes without a new version, retitles with If-Match, searches the visible library', async () => {
    const { lib, file, main, me, ana } = await practice();
    await buildResource(t, {
      directoryId: main.id,
      ownerProfileId: me.profile.id,
      title: 'Plan',
      fileTypeId: FileType.Pdf,
    });
    const liked = await lib.post(`/api/ml/resources/${file.id}/like`, { isFavorite: true });
    expect(liked.statusCode).toBe(200);
    expect(json(liked)).toMatchObject({ isFavorite: true, version: 1 });
    expect((await lib.post(`/api/ml/resources/${file.id}/like`, { isFavorite: 'yes' })).statusCode).toBe(400);

    const search = (q: string) =>
      lib.get(`/api/ml/resources/search?${q}`).then((r) => json<{ items: Resource[] }>(r).items.map((i) => i.title));
    expect(await search('')).toEqual(['Plan', 'Walk']);
    expect(await search('favorites=true')).toEqual(['Walk']);
    expect(await search('fileTypeId=20')).toEqual(['Plan']);
    expect(await search('search=WAL')).toEqual(['Walk']);
    expect((await libraryClient(t, ana.token).get('/api/ml/resources/search')).statusCode).toBe(403);

    const url = `/api/ml/resources/${file.id}/title`;
    expect((await lib.put(url, { title: 'Walking' })).statusCode).toBe(428);
    const saved = await lib.put(url, { title: 'Walking' }, { 'if-match': 'W/"1"' });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).toBe('W/"2"');
    expect(json(saved)).toMatchObject({ title: 'Walking', isFavorite: true });
    expect((await lib.put(url, { title: 'Old' }, { 'if-match': 'W/"1"' })).statusCode).toBe(412);
    expect((await auditRows(db(), 'ml_resource', file.id)).map((r) => r.operation)).toEqual(['UPDATE', 'UPDATE']);
  });

  it('shares a copy to the own company (same stored files); the bytes go with the last copy', async () => {
    const { company, lib, file, main, me } = await practice();
    const shared = await lib.post(`/api/ml/resources/${file.id}/shareToCompany`, { companyId: company.id });
    expect(shared.statusCode).toBe(201);
    const copy = json<Resource>(shared);
    expect(copy).toMatchObject({ title: 'Walk', ownerProfileId: me.profile.id });
    expect(copy.id).not.toBe(file.id);
    expect((await resourceRow(t, copy.id))!.storageKey).toBe(file.storageKey);

    // A colleague finds the company's folder at the top of their own main folder.
    const colleague = await signedIn(t, { roleId: Role.CompanyAdmin, companyId: company.id });
    const theirs = libraryClient(t, colleague.token);
    const theirMain = await theirs.mainFolder();
    const listing = json<DirectoryItems>(await theirs.get(`/api/ml/directories/${theirMain.id}/items`));
    expect(listing.items[0]).toMatchObject({
      kind: 'directory',
      title: `Shared with ${company.name}`,
      companyId: company.id,
    });
    const sharedFolder = listing.items[0]!.id;
    const inShared = json<DirectoryItems>(await theirs.get(`/api/ml/directories/${sharedFolder}/items`));
    expect(inShared.items.map((i) => i.id)).toEqual([copy.id]);
    expect((await theirs.get(`/api/ml/resources/${copy.id}`)).statusCode).toBe(200);
    // Moving a file between trees is refused.
    const across = await lib.put(
      `/api/ml/directories/${main.id}/items/${file.id}`,
      { title: 'Walk', directoryId: sharedFolder },
      { 'if-match': 'W/"1"' },
    );
    expect(across.statusCode).toBe(400);

    expect(
      (await lib.del(`/api/ml/directories/${main.id}/items/${file.id}`, undefined, { 'if-match': 'W/"1"' })).statusCode,
    ).toBe(204);
    expect(await isStored(t, file.storageKey)).toBe(true);
    expect(await isStored(t, file.thumbnailKey)).toBe(true);
    const del = await theirs.del(`/api/ml/directories/${sharedFolder}/items/${copy.id}`, undefined, {
      'if-match': 'W/"1"',
    });
    expect(del.statusCode).toBe(204);
    expect(await isStored(t, file.storageKey)).toBe(false);
    expect(await isStored(t, file.thumbnailKey)).toBe(false);
  });

  it("shares only to one's own company (admins to any); not while processing", async () => {
    const { lib, file, main, me } = await practice();
    const other = await buildCompany(db(), 'default');
    expect((await lib.post(`/api/ml/resources/${file.id}/shareToCompany`, { companyId: other.id })).statusCode).toBe(
      404,
    );
    const busy = await buildResource(t, {
      directoryId: main.id,
      ownerProfileId: me.profile.id,
      processingStatus: 'processing',
    });
    expect(
      (await lib.post(`/api/ml/resources/${busy.id}/shareToCompany`, { companyId: me.profile.companyId })).statusCode,
    ).toBe(409);

    const consultant = await signedIn(t, { roleId: Role.Consultant });
    const cLib = libraryClient(t, consultant.token);
    const cFile = await buildResource(t, {
      directoryId: (await cLib.mainFolder()).id,
      ownerProfileId: consultant.profile.id,
    });
    expect((await cLib.post(`/api/ml/resources/${cFile.id}/shareToCompany`, { companyId: other.id })).statusCode).toBe(
      403,
    );
    const admin = await signedIn(t, { roleId: Role.Admin });
    const aLib = libraryClient(t, admin.token);
    const aFile = await buildResource(t, {
      directoryId: (await aLib.mainFolder()).id,
      ownerProfileId: admin.profile.id,
    });
    expect((await aLib.post(`/api/ml/resources/${aFile.id}/shareToCompany`, { companyId: other.id })).statusCode).toBe(
      201,
    );
  });
});

describe('sending to participants', () => {
  it('sends a library file (again: one row, a new date); lists and removes what was sent', async () => {
    const { lib, file, ana, ben, me } = await practice();
    const url = `/api/ml/resources/${file.id}/send`;
    const first = await lib.post(url, { receiversId: [ana.profile.id, ben.profile.id] });
    expect(first.statusCode).toBe(200);
    const sent = json<{ resource: Resource; sent: SentResource[] }>(first).sent;
    expect(sent.map((s) => s.receiverProfileId).sort()).toEqual([ana.profile.id, ben.profile.id].sort());
    const again = json<{ sent: SentResource[] }>(await lib.post(url, { receiversId: [ana.profile.id] })).sent[0]!;
    const before = sent.find((s) => s.receiverProfileId === ana.profile.id)!;
    expect(again.sentId).toBe(before.sentId);
    expect(Date.parse(again.sentAt)).toBeGreaterThanOrEqual(Date.parse(before.sentAt));
    expect(await sentRows(t, file.id)).toHaveLength(2);

    const mine = json<SentList>(await lib.get(`/api/ml/participants/${ana.profile.id}/resources`));
    expect(mine._meta.totalCount).toBe(1);
    expect(mine.resources[0]).toMatchObject({
      id: file.id,
      title: 'Walk',
      receiverProfileId: ana.profile.id,
      senderProfileId: me.profile.id,
      senderName: `${me.profile.firstName} ${me.profile.lastName}`,
    });
    expect(sent[0]!.senderName).toBe(`${me.profile.firstName} ${me.profile.lastName}`);
    const anaLib = libraryClient(t, ana.token);
    expect(json<SentList>(await anaLib.get(`/api/ml/participants/${ana.profile.id}/resources`))._meta.totalCount).toBe(
      1,
    );
    expect((await anaLib.get(`/api/ml/participants/${ben.profile.id}/resources`)).statusCode).toBe(404);
    expect(
      json<SentList>(await anaLib.get(`/api/ml/resources?receiverProfileIds=${ana.profile.id}`))._meta.totalCount,
    ).toBe(1);
    expect(
      (await anaLib.get(`/api/ml/resources?receiverProfileIds=${ana.profile.id},${ben.profile.id}`)).statusCode,
    ).toBe(404);
    const both = json<SentList>(
      await lib.get(`/api/ml/resources?receiverProfileIds=${ana.profile.id},${ben.profile.id}`),
    );
    expect(both._meta.totalCount).toBe(2);
    expect((await lib.get('/api/ml/resources?receiverProfileIds=x')).statusCode).toBe(400);
    expect((await lib.get(`/api/ml/participants/${me.profile.id}/resources`)).statusCode).toBe(404);

    expect((await anaLib.post('/api/ml/resources/deleteSent', { ids: [before.sentId] })).statusCode).toBe(403);
    const outsider = await signedIn(t, { roleId: Role.Advisor, companyId: (await buildCompany(db(), 'default')).id });
    const outsiderLib = libraryClient(t, outsider.token);
    expect((await outsiderLib.post('/api/ml/resources/deleteSent', { ids: [before.sentId] })).statusCode).toBe(404);
    expect((await outsiderLib.get(`/api/ml/participants/${ana.profile.id}/resources`)).statusCode).toBe(404);
    expect((await lib.post('/api/ml/resources/deleteSent', { ids: [before.sentId] })).statusCode).toBe(204);
    expect(json<SentList>(await anaLib.get(`/api/ml/participants/${ana.profile.id}/resources`))._meta.totalCount).toBe(
      0,
    );
    expect((await auditRows(db(), 'ml_sent_resource', before.sentId)).map((r) => r.operation)).toEqual([
      'SEND',
      'SEND',
      'DELETE',
    ]);
  });

  it('refuses receivers the sender may not see, or who are not participants (400 naming them, nothing sent)', async () => {
    const { lib, file, ana, me } = await practice();
    const elsewhere = await buildParticipant(db(), {
      tenantId: 'default',
      companyId: (await buildCompany(db(), 'default')).id,
    });
    const res = await lib.post(`/api/ml/resources/${file.id}/send`, {
      receiversId: [ana.profile.id, elsewhere.profile.id],
    });
    expect(res.statusCode).toBe(400);
    expect(json<{ message: string }>(res).message).toContain(String(elsewhere.profile.id));
    expect((await lib.post(`/api/ml/resources/${file.id}/send`, { receiversId: [me.profile.id] })).statusCode).toBe(
      400,
    );
    expect(await sentRows(t, file.id)).toEqual([]);
    expect((await lib.post(`/api/ml/resources/${file.id}/send`, { receiversId: [] })).statusCode).toBe(400);
  });

  it('sends an uploaded file: kept in the main folder, sent to each receiver', async () => {
    const { lib, ana, ben, me, main } = await practice();
    const storageFileId = await uploadStorageFile(t, me.token, {
      name: 'tips.pdf',
      type: 'application/pdf',
      data: pdfBytes(),
    });
    const elsewhere = await buildParticipant(db(), {
      tenantId: 'default',
      companyId: (await buildCompany(db(), 'default')).id,
    });
    const refused = await lib.post('/api/ml/resources/send', {
      storageFileId,
      compress: false,
      receiversId: `${ana.profile.id},${elsewhere.profile.id}`,
    });
    expect(refused.statusCode).toBe(400);
    const res = await lib.post('/api/ml/resources/send', {
      storageFileId,
      compress: true,
      receiversId: `${ana.profile.id},${ben.profile.id}`,
      title: 'Tips',
    });
    expect(res.statusCode).toBe(201);
    const body = json<{ resource: Resource; sent: SentResource[] }>(res);
    expect(body.resource).toMatchObject({
      title: 'Tips',
      directoryId: main.id,
      fileTypeId: FileType.Pdf,
      processing: true,
    });
    expect(body.sent).toHaveLength(2);
    expect(
      (await lib.post('/api/ml/resources/send', { storageFileId, receiversId: `${ana.profile.id}` })).statusCode,
    ).toBe(404);
    expect((await lib.post('/api/ml/resources/send', { storageFileId, receiversId: '' })).statusCode).toBe(400);
  });
});

describe('thumbnails', () => {
  it('makes a WebP thumbnail (480 px at most) of an uploaded picture, removing the old one', async () => {
    const { lib, file, me } = await practice();
    const pdfUpload = await uploadStorageFile(t, me.token, {
      name: 'x.pdf',
      type: 'application/pdf',
      data: pdfBytes(),
    });
    const url = `/api/ml/resources/${file.id}/thumbnail`;
    expect((await lib.put(url, { storageFileId: pdfUpload })).statusCode).toBe(400);
    const picture = await uploadStorageFile(t, me.token, {
      name: 'big.png',
      type: 'image/png',
      data: await pngBytes(1200, 600),
    });
    const res = await lib.put(url, { storageFileId: picture });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ version: 2 });
    const row = (await resourceRow(t, file.id))!;
    expect(row.thumbnailKey).not.toBe(file.thumbnailKey);
    expect(await isStored(t, file.thumbnailKey)).toBe(false);
    const stored = await t.app.platform.storage.get(row.thumbnailKey!);
    const chunks: Buffer[] = [];
    for await (const c of stored!.body) chunks.push(c as Buffer);
    const meta = await sharp(Buffer.concat(chunks)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 480, height: 240 });
    expect((await lib.put(url, { storageFileId: picture })).statusCode).toBe(404);
    // The refused PDF upload was not used up.
    expect(
      (await lib.post(`/api/ml/directories/${file.directoryId}/items`, { storageFileId: pdfUpload })).statusCode,
    ).toBe(201);
  });

  it("takes another file's thumbnail or a stock picture, with If-Match", async () => {
    const { lib, file, main, me } = await practice();
    const other = await buildResource(t, { directoryId: main.id, ownerProfileId: me.profile.id });
    const bare = await buildResource(t, { directoryId: main.id, ownerProfileId: me.profile.id, withThumbnail: false });
    const url = `/api/ml/resources/${file.id}/thumbnail-ml`;
    expect((await lib.put(url, { resourceId: other.id })).statusCode).toBe(428);
    expect((await lib.put(url, { resourceId: other.id }, { 'if-match': 'W/"5"' })).statusCode).toBe(412);
    expect((await lib.put(url, {}, { 'if-match': 'W/"1"' })).statusCode).toBe(400);
    expect((await lib.put(url, { resourceId: bare.id }, { 'if-match': 'W/"1"' })).statusCode).toBe(400);
    const copied = await lib.put(url, { resourceId: other.id }, { 'if-match': 'W/"1"' });
    expect(copied.statusCode).toBe(200);
    expect(json(copied)).toMatchObject({ version: 2 });
    const row = (await resourceRow(t, file.id))!;
    expect(row.thumbnailKey).not.toBe(other.thumbnailKey);
    expect(await isStored(t, row.thumbnailKey)).toBe(true);

    const key = `static/media/test-${unique()}.png`;
    await t.app.platform.storage.put(key, Readable.from([await pngBytes(800, 800)]), { contentType: 'image/png' });
    const [stock] = await db()
      .insert(staticMedia)
      .values({ name: `Test ${unique()}`, fileTypeId: FileType.Image, contentType: 'image/png', storageKey: key })
      .returning();
    expect((await lib.put(url, { staticMediaId: 2147483647 }, { 'if-match': 'W/"2"' })).statusCode).toBe(404);
    const fromStock = await lib.put(url, { staticMediaId: stock!.id }, { 'if-match': 'W/"2"' });
    expect(fromStock.statusCode).toBe(200);
    expect(await isStored(t, row.thumbnailKey)).toBe(false);
    expect(await isStored(t, (await resourceRow(t, file.id))!.thumbnailKey)).toBe(true);
  });
});
