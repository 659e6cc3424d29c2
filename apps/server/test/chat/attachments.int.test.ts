import { describe, expect, it } from 'vitest';
import { MEDIA_IN_USE, Role, type ChatMessage, type MediaInUseError } from '@stride/contracts';
import { useTestApp } from '../support/app.js';
import { buildResource, libraryClient, pngBytes, uploadStorageFile } from '../library/support.js';
import { buildCompany } from '../support/factories.js';
import { api, json } from '../support/http.js';
import { signedIn } from '../support/people.js';
import { uploadFile } from '../library/media-support.js';
import { directChannel, participantOf, person, practice, send } from './helpers.js';

const t = useTestApp();

describe('chat attachments', () => {
  it('sends library media the sender may see; a participant sends none (403); the library sees it used in chat', async () => {
    const { advisor, participant } = await practice(t);
    const id = await directChannel(advisor, participant);
    const lib = libraryClient(t, advisor.token);
    const main = await lib.mainFolder();
    const file = await buildResource(t, { directoryId: main.id, ownerProfileId: advisor.profile.id, title: 'Walk' });
    const sent = await send(advisor, id, {
      text: '',
      mediaLibraryFiles: [{ resourceId: file.id, thumbnailUrl: null }],
    });
    expect(sent.statusCode).toBe(201);
    // The file's own thumbnail, signed for the reader (never a link the sender gave).
    expect(json<ChatMessage>(sent).mediaLibraryFiles).toEqual([
      {
        resourceId: file.id,
        title: 'Walk',
        fileTypeId: file.fileTypeId,
        thumbnailUrl: expect.stringMatching(/^\/api\/files\//),
      },
    ]);
    // A participant sends no library media (chat.attachMedia is staff's): not even a file they could see.
    expect((await send(participant, id, { mediaLibraryFiles: [{ resourceId: file.id }] })).statusCode).toBe(403);

    const url = `/api/ml/directories/${main.id}/items/${file.id}`;
    const refused = await lib.del(url, { force: false }, { 'if-match': 'W/"1"' });
    expect(refused.statusCode).toBe(409);
    expect(json<MediaInUseError>(refused)).toMatchObject({
      code: MEDIA_IN_USE,
      removable: true,
      filelist: [
        {
          id: file.id,
          utilizations: [{ utilizationType: 'SENT_MESSAGE_OR_PAST_DEFINITION', eligibleForRemoval: true }],
        },
      ],
    });
    expect((await lib.del(url, { force: true }, { 'if-match': 'W/"1"' })).statusCode).toBe(204);
    const [after] = json<{ messages: ChatMessage[] }>(await participant.api.get(`/api/chats/${id}/messages`)).messages;
    expect(after!.mediaLibraryFiles).toEqual([]);
  });

  it("lets the channel's members read library media sent in it, while the message is there", async () => {
    const { advisor, participant, company } = await practice(t);
    const colleague = await person(t, { roleId: Role.Advisor, companyId: company.id });
    const id = await directChannel(advisor, participant);
    const main = await libraryClient(t, advisor.token).mainFolder();
    const file = await buildResource(t, { directoryId: main.id, ownerProfileId: advisor.profile.id, title: 'Breathe' });
    const read = (p: typeof advisor) => p.api.get(`/api/ml/resources/${file.id}`);
    expect((await read(participant)).statusCode).toBe(404);
    const sent = json<ChatMessage>(
      await send(advisor, id, { text: '', mediaLibraryFiles: [{ resourceId: file.id, thumbnailUrl: null }] }),
    );
    const opened = await read(participant);
    expect(opened.statusCode).toBe(200);
    expect(json(opened)).toMatchObject({ id: file.id, title: 'Breathe' });
    expect((await read(colleague)).statusCode).toBe(404);
    expect((await advisor.api.delete(`/api/chats/${id}/messages/${sent.timetoken}`)).statusCode).toBe(200);
    expect((await read(participant)).statusCode).toBe(404);
  });

  it('attaches an upload as a file read back with a signed link; an upload is used once', async () => {
    const { advisor, participant } = await practice(t);
    const id = await directChannel(advisor, participant);
    const storageFileId = await uploadStorageFile(t, advisor.token, {
      name: 'photo.png',
      type: 'image/png',
      data: await pngBytes(),
    });
    const sent = await send(advisor, id, { text: 'Your plan', storageFileId });
    expect(sent.statusCode).toBe(201);
    const [message] = json<{ messages: ChatMessage[] }>(
      await participant.api.get(`/api/chats/${id}/messages`),
    ).messages;
    expect(message!.file).toMatchObject({ name: 'photo.png', contentType: 'image/png' });
    const download = await participant.api.get(message!.file!.url!);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    // Claimed: nobody attaches it again, neither its owner nor someone it was never theirs.
    expect((await send(participant, id, { storageFileId })).statusCode).toBe(404);
    expect((await send(advisor, id, { storageFileId })).statusCode).toBe(404);
  });

  it("lets a participant attach a photo of their own upload, read back by their advisor, stored as the sender's", async () => {
    const { advisor, participant } = await practice(t);
    const id = await directChannel(advisor, participant);
    // The one upload staff use too (POST /ml/files/upload): the same checks and limits.
    const storageFileId = await uploadStorageFile(t, participant.token, {
      name: 'lunch.png',
      type: 'image/png',
      data: await pngBytes(),
    });
    const sent = await send(participant, id, { text: '', storageFileId });
    expect(sent.statusCode).toBe(201);
    expect(json<ChatMessage>(sent)).toMatchObject({
      senderProfileId: participant.profile.id,
      file: { name: 'lunch.png', contentType: 'image/png' },
    });
    const [message] = json<{ messages: ChatMessage[] }>(await advisor.api.get(`/api/chats/${id}/messages`)).messages;
    expect(message!.file).toMatchObject({ name: 'lunch.png', contentType: 'image/png' });
    const download = await advisor.api.get(message!.file!.url!);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    // Content that is not what its name says is refused by the upload (415), before any message.
    const fake = await uploadFile(t.app, participant.token, {
      name: 'fake.png',
      type: 'image/png',
      content: Buffer.from('not a picture'),
    });
    expect(fake.statusCode).toBe(415);
  });

  it("refuses a participant's upload attached into a channel they are not in, of their tenant or another (404), and keeps it theirs", async () => {
    const { company, advisor, participant } = await practice(t);
    const mine = await directChannel(advisor, participant);
    // Another participant of the same advisor: their channel with the advisor is not the attacker's.
    const other = await participantOf(t, { company, advisor });
    const theirs = await directChannel(advisor, other);
    // Another tenant's channel, named by its id from the attacker's host.
    const brainCompany = await buildCompany(t.app.platform.db, 'brain');
    const brainAdvisor = await signedIn(t, { roleId: Role.Advisor, companyId: brainCompany.id, tenantId: 'brain' });
    const brainParticipant = await signedIn(t, {
      roleId: Role.Participant,
      companyId: brainCompany.id,
      advisorProfileId: brainAdvisor.profile.id,
      tenantId: 'brain',
    });
    const brainApi = api(t.app, { token: brainAdvisor.token, host: 'brain' });
    const made = await brainApi.post('/api/chats', {
      isDirectMessage: true,
      chatMembers: [brainParticipant.profile.id],
    });
    const elsewhere = json<{ id: string }>(made).id;

    const storageFileId = await uploadStorageFile(t, participant.token, {
      name: 'sneaky.png',
      type: 'image/png',
      data: await pngBytes(),
    });
    for (const channelId of [theirs, elsewhere]) {
      const refused = await send(participant, channelId, { text: '', storageFileId });
      expect(refused.statusCode, channelId).toBe(404);
      expect(json(refused)).toMatchObject({ message: 'Chat not found.' });
    }
    // Nothing arrived there: the advisor's channel with the other participant, the other tenant's channel.
    expect(json<{ messages: ChatMessage[] }>(await advisor.api.get(`/api/chats/${theirs}/messages`)).messages).toEqual(
      [],
    );
    expect(json<{ messages: ChatMessage[] }>(await brainApi.get(`/api/chats/${elsewhere}/messages`)).messages).toEqual(
      [],
    );
    // Someone else's upload is not the participant's to attach, in their own channel either.
    const advisorUpload = await uploadStorageFile(t, advisor.token, {
      name: 'advisor.png',
      type: 'image/png',
      data: await pngBytes(),
    });
    expect((await send(participant, mine, { text: '', storageFileId: advisorUpload })).statusCode).toBe(404);
    // The refused attempts used nothing: the upload still goes into the participant's own channel.
    expect((await send(participant, mine, { text: '', storageFileId })).statusCode).toBe(201);
  });
});
