import { describe, expect, it } from 'vitest';
import { Role, type Resource } from '@stride/contracts';
import { useTestApp } from '../support/app.js';
import { buildCompany, buildParticipant } from '../support/factories.js';
import { json } from '../support/http.js';
import { signedIn } from '../support/people.js';
import { buildResource, buildSent, isStored, libraryClient, resourceRow, sentRows } from './support.js';

const t = useTestApp();
const db = () => t.app.platform.db;

describe('the library across tenants', () => {
  it("answers 404 to every call on another tenant's folders, files and sent files, and changes nothing", async () => {
    const company = await buildCompany(db(), 'default');
    const owner = await signedIn(t, { roleId: Role.Advisor, companyId: company.id });
    const ownerLib = libraryClient(t, owner.token);
    const main = await ownerLib.mainFolder();
    const folder = await ownerLib.folder(main.id, 'Default tenant');
    const file = await buildResource(t, { directoryId: folder.id, ownerProfileId: owner.profile.id, title: 'Mine' });
    const participant = await buildParticipant(db(), { tenantId: 'default', companyId: company.id });
    const sent = await buildSent(t, {
      resourceId: file.id,
      receiverProfileId: participant.profile.id,
      senderProfileId: owner.profile.id,
    });

    // An owner (who sees everyone in their own tenant) of another tenant.
    const brainOwner = await signedIn(t, { roleId: Role.Owner, tenantId: 'brain' });
    const lib = libraryClient(t, brainOwner.token, 'brain');
    await lib.mainFolder();
    const ifMatch = { 'if-match': 'W/"1"' };
    const dir = `/api/ml/directories/${folder.id}`;
    const item = `${dir}/items/${file.id}`;
    const res = `/api/ml/resources/${file.id}`;
    const calls = [
      lib.get(`${dir}/items`),
      lib.get(`${dir}/items/search`),
      lib.post(dir, { name: 'Intruder' }),
      lib.put(dir, { name: 'Taken' }, ifMatch),
      lib.del(dir, { force: true }, ifMatch),
      lib.get(item),
      lib.put(item, { title: 'Taken' }, ifMatch),
      lib.put(`${item}/labels`, { labels: ['x'] }, ifMatch),
      lib.del(item, { force: true }, ifMatch),
      lib.del(`${dir}/items`, { ids: [file.id], force: true }),
      lib.post(`${dir}/items`, { storageFileId: 1 }),
      lib.get(res),
      lib.post(`${res}/like`, { isFavorite: true }),
      lib.put(`${res}/title`, { title: 'Taken' }, ifMatch),
      lib.post(`${res}/shareToCompany`, { companyId: company.id }),
      lib.post(`${res}/send`, { receiversId: [participant.profile.id] }),
      lib.put(`${res}/thumbnail-ml`, { resourceId: file.id }, ifMatch),
      lib.get(`/api/ml/participants/${participant.profile.id}/resources`),
      lib.get(`/api/ml/resources?receiverProfileIds=${participant.profile.id}`),
      lib.post('/api/ml/resources/deleteSent', { ids: [sent.id] }),
    ];
    for (const [i, call] of (await Promise.all(calls)).entries()) {
      expect([i, call.statusCode]).toEqual([i, 404]);
    }
    expect(await resourceRow(t, file.id)).toMatchObject({ title: 'Mine', version: 1, labels: [], isFavorite: false });
    expect(await sentRows(t, file.id)).toHaveLength(1);
    expect(await isStored(t, file.storageKey)).toBe(true);
    expect(json<{ name: string }>(await ownerLib.get(`${dir}/items`))).toMatchObject({
      directory: { name: 'Default tenant', version: 1 },
    });

    // The signed file link of one tenant does not open on another's host.
    const link = json<Resource>(await ownerLib.get(res)).fileUrl;
    expect((await libraryClient(t, owner.token).get(link)).statusCode).toBe(200);
    expect((await lib.get(link)).statusCode).toBe(404);
  });

  it("refuses to send to another tenant's participant (400) and answers their media as 404", async () => {
    const me = await signedIn(t, { roleId: Role.Admin });
    const lib = libraryClient(t, me.token);
    const file = await buildResource(t, { directoryId: (await lib.mainFolder()).id, ownerProfileId: me.profile.id });
    const brainParticipant = await buildParticipant(db(), { tenantId: 'brain' });
    const res = await lib.post(`/api/ml/resources/${file.id}/send`, { receiversId: [brainParticipant.profile.id] });
    expect(res.statusCode).toBe(400);
    expect(await sentRows(t, file.id)).toEqual([]);
    expect((await lib.get(`/api/ml/participants/${brainParticipant.profile.id}/resources`)).statusCode).toBe(404);
  });
});
