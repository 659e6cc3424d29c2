import { endpoints, FileType, Role, type RoleId } from '@stride/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../../app/api';
import { useActor } from '../../../app/auth/useActor';
import { buildProfile, signInAs } from '../../../test/fixtures';
import { Composer } from './Composer';
import { UploadQueue } from '../../library/media/upload/uploadQueue';
import { buildMessage, json, renderChatPage, stubFetch, type FetchCall } from '../testChat';

vi.mock('../../../app/realtime', async () => (await import('../testChat')).fakeRealtimeModule);

/** Says when the actor the composer decides by has loaded (their profile): what is hidden then stays hidden. */
function ActorLoaded() {
  const actor = useActor();
  return actor ? <p>{`actor ${actor.role}`}</p> : null;
}

/** An upload queue whose every file is stored as upload 42 (POST /ml/files/upload's answer). */
const storingQueue = () =>
  new UploadQueue(async (file, target) => {
    if (target.kind !== 'storage') throw new Error('Not a storage upload');
    await target.onUploaded({
      storageFileId: 42,
      name: file.name,
      fileTypeId: FileType.Image,
      contentType: file.type,
      size: file.size,
    });
  });

/** The composer of a chat for someone of this role; GIPHY on or off. Answers their profile and GIPHY's status. */
async function renderComposer(role: RoleId, giphy: boolean, queue?: UploadQueue): Promise<FetchCall[]> {
  const claims = signInAs(role);
  const profile = buildProfile({ id: claims.profile_id, roleId: role });
  const calls: FetchCall[] = [];
  stubFetch(calls, ({ path }) => {
    if (path === endpointUrl(endpoints.profiles.get, { id: claims.profile_id })) return json(profile);
    if (path === endpointUrl(endpoints.chat.giphyStatus)) return json({ enabled: giphy });
    if (path === endpointUrl(endpoints.chat.publish, { id: 'dm_1' })) return json(buildMessage(), 201);
    return json({ message: `Unexpected ${path}`, code: 'INTERNAL_ERROR' }, 500);
  });
  renderChatPage(
    <>
      <ActorLoaded />
      <Composer channelId="dm_1" replyTo={null} editing={null} onDone={() => undefined} />
    </>,
    '/chat',
    queue,
  );
  await screen.findByText(`actor ${role}`);
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('Composer', () => {
  it('gives staff the acknowledgement switch and the attachments', async () => {
    await renderComposer(Role.Advisor, false);
    expect(screen.getByRole('switch', { name: 'Ask for acknowledgement' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Attach a file' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send from library' })).toBeTruthy();
  });

  it('offers a participant none of the staff tools, and loads nothing of the library', async () => {
    const calls = await renderComposer(Role.Participant, false);
    expect(screen.queryByRole('switch', { name: 'Ask for acknowledgement' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send from library' })).toBeNull();
    // Without GIPHY there is nothing in the GIF menu for them: no GIF button either.
    expect(screen.queryByRole('button', { name: 'GIF' })).toBeNull();
    expect(calls.filter((c) => c.url.includes('/ml/'))).toEqual([]);
  });

  it('lets a participant attach a photo: uploaded through the queue, then published with its storageFileId', async () => {
    const calls = await renderComposer(Role.Participant, false, storingQueue());
    const attach = screen.getByRole('button', { name: 'Attach a file' });
    const input = attach.parentElement!.querySelector<HTMLInputElement>('input[type="file"]')!;
    // The upload's own limits: pictures, videos and PDFs.
    expect(input.accept).toContain('.png');
    fireEvent.change(input, { target: { files: [new File(['png'], 'lunch.png', { type: 'image/png' })] } });
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST' && c.url.includes('/chats/dm_1/messages'))).toHaveLength(1),
    );
    const published = calls.find((c) => c.method === 'POST' && c.url.includes('/chats/dm_1/messages'));
    expect(published?.body).toMatchObject({ text: '', storageFileId: 42, mediaLibraryFiles: [] });
  });
});
