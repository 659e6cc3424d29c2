import { describe, expect, it } from 'vitest';
import { MEDIA_IN_USE, Role, type ChatMessage, type MediaInUseError } from '@stride/contracts';
import { useTestApp } from '../support/app.js';
import { json } from '../support/http.js';
import { buildResource, libraryClient, pngBytes, uploadStorageFile } from '../library/support.js';
import { directChannel, person, practice, send } from './helpers.js';

const t = useTestApp();

describe('chat attachments', () => {
  it('sends library media the sender may see; a participant attaches none (403); the library sees it used in chat', async () => {
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
    // A participant attaches nothing (chat.attach is staff's): not even a file they could see.
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
    // Uploads are staff's (POST /ml/files/upload).
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
    expect((await send(participant, id, { storageFileId })).statusCode).toBe(403);
    expect((await send(advisor, id, { storageFileId })).statusCode).toBe(404);
  });
});
