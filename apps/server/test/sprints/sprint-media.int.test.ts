import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  FileType,
  Role,
  type ChatMessage,
  type Directory,
  type MediaInUseError,
  type MessageDefinition,
  type SprintTemplate,
} from '@stride/contracts';
import { profiles } from '../../src/modules/profiles/profiles.table.js';
import { sendDue } from '../../src/modules/sprints/sender.js';
import { useTestApp } from '../support/app.js';
import { buildCompany } from '../support/factories.js';
import { json } from '../support/http.js';
import { multipartBody, TINY_PNG } from '../support/multipart.js';
import { signedIn } from '../support/people.js';
import { buildResource, pngBytes, uploadStorageFile } from '../library/support.js';
import { client } from '../calendar/calendar-support.js';

const t = useTestApp();
const db = () => t.app.platform.db;

async function practice() {
  const company = await buildCompany(db(), 'default');
  const advisor = await signedIn(t, { roleId: Role.Advisor, companyId: company.id });
  const participant = await signedIn(t, {
    roleId: Role.Participant,
    companyId: company.id,
    advisorProfileId: advisor.profile.id,
  });
  await db().update(profiles).set({ timeZone: 'UTC' }).where(eq(profiles.id, participant.profile.id));
  const staff = client(t, advisor.token);
  const main = await staff.ok<Directory>('GET', '/ml/directories/main');
  const file = (title: string, fileTypeId: 18 | 19 | 20 = FileType.Image) =>
    buildResource(t, { directoryId: main.id, ownerProfileId: advisor.profile.id, title, fileTypeId });
  return { company, advisor, participant, staff, main, file, me: client(t, participant.token) };
}

describe('a sprint message’s media', () => {
  it('takes a library file, an upload of the queue and a thumbnail; the participant gets the file in the chat', async () => {
    const p = await practice();
    const video = await p.file('Warm-up video', FileType.Video);
    const poster = await p.file('Warm-up poster');
    const storageFileId = await uploadStorageFile(t, p.advisor.token, {
      name: 'plate.png',
      type: 'image/png',
      data: await pngBytes(),
    });
    const template = await p.staff.ok<SprintTemplate>(
      'POST',
      '/messages/templates',
      {
        name: `Media ${p.company.id}`,
        messages: [
          {
            day: 3,
            time: '07:30',
            text: 'Your warm-up',
            resourceId: video.id,
            thumbnailValue: { mlSourceResourceId: poster.id },
          },
          { day: 1, time: '08:00', text: 'Your plate', storageFileId },
        ],
      },
      201,
    );
    const [plate, warmUp] = template.messages;
    expect(plate).toMatchObject({ day: 1, text: 'Your plate', resource: { fileTypeId: FileType.Image } });
    expect(warmUp).toMatchObject({
      day: 3,
      resourceId: video.id,
      resource: { title: 'Warm-up video', fileTypeId: FileType.Video },
      thumbnail: { resourceId: poster.id, name: 'Warm-up poster' },
    });
    expect(warmUp!.thumbnail!.url).toMatch(/^\/api\/files\//);

    // The library refuses to delete a file a template shows, and says where.
    const refused = await p.staff.send('DELETE', `/ml/directories/${p.main.id}/items/${video.id}`, { force: true }, 1);
    expect(refused.statusCode).toBe(409);
    expect(json<MediaInUseError>(refused)).toMatchObject({
      removable: false,
      filelist: [
        {
          id: video.id,
          utilizations: [{ utilizationType: 'SPRINT_TEMPLATE', metadata: { templateName: `Media ${p.company.id}` } }],
        },
      ],
    });

    await p.staff.ok(
      'POST',
      `/messages/templates/${template.id}/apply`,
      { participantProfileId: p.participant.profile.id, startDate: '2036-04-01' },
      201,
    );
    await sendDue(t.app.platform, new Date('2036-04-03T08:00:00Z'));
    const channelId = `s${p.advisor.profile.id}_sprint_${p.participant.profile.id}`;
    const chat = (await p.me.ok<{ messages: ChatMessage[] }>('GET', `/chats/${channelId}/messages`)).messages;
    expect(chat.map((m) => [m.text, m.mediaLibraryFiles.map((f) => f.fileTypeId)])).toEqual([
      ['Your plate', [FileType.Image]],
      ['Your warm-up', [FileType.Video]],
    ]);
    // The participant opens the video they were sent.
    expect((await p.me.send('GET', `/ml/resources/${video.id}`)).statusCode).toBe(200);
  });

  it('a one-off message with a multipart file; a library file the advisor may not use is refused', async () => {
    const p = await practice();
    const res = await p.staff.multipart(
      'POST',
      `/messages/users/${p.participant.user.id}/definitions`,
      multipartBody(
        { model: { text: 'Look at this', startDate: '2037-01-05', time: '12:00' } },
        { file: { name: 'tip.png', type: 'image/png', data: TINY_PNG } },
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const made = json<MessageDefinition>(res);
    expect(made).toMatchObject({ text: 'Look at this', resource: { fileTypeId: FileType.Image } });
    // The upload is a file of the advisor's library now, which says it is to be sent.
    const inUse = await p.staff.send(
      'DELETE',
      `/ml/directories/${p.main.id}/items/${made.resourceId}`,
      { force: true },
      1,
    );
    expect(inUse.statusCode).toBe(409);
    expect(json<MediaInUseError>(inUse).filelist[0]!.utilizations).toEqual([
      {
        utilizationType: 'TO_BE_SENT',
        eligibleForRemoval: false,
        metadata: {
          receiverName: `${p.participant.profile.firstName} ${p.participant.profile.lastName}`,
          sendAt: '2037-01-05T12:00:00.000Z',
        },
      },
    ]);

    const other = await practice();
    const theirs = await other.file('Not yours');
    const refused = await p.staff.refused(
      400,
      'PUT',
      `/messages/definitions/${made.id}`,
      { resourceId: theirs.id },
      made.version,
    );
    expect(refused.details?.[0]?.path).toBe('body.resourceId');
  });
});

describe('templates between practices', () => {
  it('shares a template read-only; the receiver duplicates it into their own library and applies the copy', async () => {
    const a = await practice();
    const b = await practice();
    const template = await a.staff.ok<SprintTemplate>(
      'POST',
      '/messages/templates',
      { name: `Shared ${a.company.id}`, messages: [{ day: 1, time: '08:00', text: 'Hello' }] },
      201,
    );
    expect((await b.staff.send('GET', `/messages/templates/${template.id}`)).statusCode).toBe(404);
    const shared = await a.staff.ok<{ message: string; sharedWith: { id: number }[] }>(
      'POST',
      `/messages/templates/${template.id}/share`,
      { practices: [b.company.id] },
    );
    expect(shared).toMatchObject({ message: 'Sprint shared!', sharedWith: [{ id: b.company.id }] });
    const seen = await b.staff.ok<SprintTemplate>('GET', `/messages/templates/${template.id}`);
    expect(seen.editable).toBe(false);
    const change = await b.staff.refused(
      403,
      'PUT',
      `/messages/templates/${template.id}`,
      { name: 'Mine now' },
      seen.version,
    );
    expect(change.message).toMatch(/read-only/);
    const copy = await b.staff.ok<SprintTemplate>('POST', `/messages/templates/${template.id}/duplicate`, {}, 201);
    expect(copy).toMatchObject({ companyId: b.company.id, editable: true, name: `Shared ${a.company.id} (copy)` });
    expect(copy.messages.map((m) => m.text)).toEqual(['Hello']);
    const renamed = await b.staff.ok<SprintTemplate>(
      'PUT',
      `/messages/templates/${copy.id}`,
      {
        name: 'Our hello',
        messages: [
          { day: 2, time: '09:00', text: 'Second' },
          { id: copy.messages[0]!.id, day: 1, time: '08:00', text: 'Hello!' },
        ],
      },
      200,
      copy.version,
    );
    expect(renamed.messages.map((m) => [m.day, m.text])).toEqual([
      [1, 'Hello!'],
      [2, 'Second'],
    ]);
    expect(renamed.messages[0]!.id).toBe(copy.messages[0]!.id);
    // The original is untouched; a stale version is refused.
    expect((await a.staff.ok<SprintTemplate>('GET', `/messages/templates/${template.id}`)).messages[0]!.text).toBe(
      'Hello',
    );
    await b.staff.refused(412, 'PUT', `/messages/templates/${copy.id}`, { name: 'Late' }, copy.version);
    // Sharing with one's own company or an unknown one: 400.
    await a.staff.refused(400, 'POST', `/messages/templates/${template.id}/share`, { practices: [a.company.id] });
    const deleted = await b.staff.send('DELETE', `/messages/templates/${copy.id}`, undefined, renamed.version);
    expect(deleted.statusCode).toBe(204);
    expect((await b.staff.send('GET', `/messages/templates/${copy.id}`)).statusCode).toBe(404);
  });
});
