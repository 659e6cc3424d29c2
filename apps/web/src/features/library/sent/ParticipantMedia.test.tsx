import { endpoints, FileType, Role, type Resource, type SentResource } from '@stride/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../../app/api';
import { signInAs } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { MediaPreviewProvider } from '../media/preview/MediaPreviewProvider';
import { buildResource, buildSentResource } from '../media/testResources';
import { UploadQueue } from '../media/upload/uploadQueue';
import { UploadQueueProvider } from '../media/upload/UploadQueueProvider';
import { ParticipantMedia } from './ParticipantMedia';

const api = endpoints.library;
const picked = buildResource({ id: 55, title: 'Breathing guide' });

// The library's picker is the library screen's: here it offers one file.
vi.mock('../LibraryPickerDialog', () => ({
  LibraryPickerDialog: (props: { open: boolean; onPick: (r: Resource) => void; title: string }) =>
    props.open ? (
      <div role="dialog" aria-label={props.title}>
        <button type="button" onClick={() => props.onPick(picked)}>
          Pick
        </button>
      </div>
    ) : null,
}));

let resources: SentResource[] = [];
const calls: { method: string; url: string; body: unknown }[] = [];

beforeEach(() => {
  calls.length = 0;
  signInAs(Role.Advisor, { profile_id: 205 });
  resources = [
    buildSentResource({ id: 1, sentId: 11, title: 'Sunrise', sentAt: '2025-03-05T09:30:00.000Z' }),
    buildSentResource({
      id: 2,
      sentId: 12,
      title: 'Stretching',
      fileTypeId: FileType.Video,
      senderName: null,
      senderProfileId: 205,
    }),
  ];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (method === 'POST' && url === endpointUrl(api.deleteSent)) return new Response(null, { status: 204 });
    // A send answers the file and the sent rows (parsed by the endpoint's schema).
    if (method === 'POST') {
      const sent = { resource: buildResource({ id: 55 }), sent: [buildSentResource({ id: 55 })] };
      return new Response(JSON.stringify(sent), { status: 201, headers: { 'Content-Type': 'application/json' } });
    }
    const _meta = { totalCount: resources.length, pageCount: 1, currentPage: 1, perPage: 20 };
    return new Response(JSON.stringify({ resources, _meta }), { headers: { 'Content-Type': 'application/json' } });
  });
});
afterEach(() => vi.unstubAllGlobals());

const storageFile = { storageFileId: 77, name: 'walk.png', fileTypeId: 18, contentType: 'image/png', size: 3 } as const;

function renderMedia() {
  // The queue's runner stands for the upload: it hands the stored file to the target at once.
  const queue = new UploadQueue(async (_file, target) => {
    if (target.kind === 'storage') await target.onUploaded(storageFile);
  });
  return renderWithApp(
    <UploadQueueProvider queue={queue}>
      <MediaPreviewProvider>
        <ParticipantMedia profileId={301} name="Grace Hopper" />
      </MediaPreviewProvider>
    </UploadQueueProvider>,
    { path: '/participants/7/user-library' },
  );
}

const table = () => screen.getByRole('table', { name: 'Media of the participant' });
const gets = () => calls.filter((c) => c.method === 'GET');

// Rendering MUI in jsdom on a busy machine takes seconds.
describe("a participant's media", { timeout: 20_000 }, () => {
  it('lists what they were sent: thumbnail, title, type, date and sender', async () => {
    renderMedia();
    const row = (await within(table()).findByRole('button', { name: 'Sunrise' })).closest('tr')!;
    expect(within(row).getByRole('img', { name: 'Sunrise' })).toBeTruthy();
    expect(within(row).getByText('Image')).toBeTruthy();
    expect(within(row).getByText('03/05/2025, 09:30 AM')).toBeTruthy();
    expect(within(row).getByText('Ada Lovelace')).toBeTruthy();
    const video = within(table()).getByRole('button', { name: 'Stretching' }).closest('tr')!;
    expect(within(video).getByText('Video')).toBeTruthy();
    expect(within(video).getByText('You')).toBeTruthy();
    expect(gets()[0]!.url).toBe(`${endpointUrl(api.participantResources, { id: 301 })}?page=1&perPage=20`);
  });

  it('previews an item on click', async () => {
    renderMedia();
    fireEvent.click(await within(table()).findByRole('button', { name: 'Sunrise' }));
    const preview = await screen.findByRole('dialog', { name: 'Sunrise' });
    expect(within(preview).getByRole('button', { name: 'Download' })).toBeTruthy();
  });

  it('sends a file from the library with "Shared!"', async () => {
    renderMedia();
    await within(table()).findByRole('button', { name: 'Sunrise' });
    fireEvent.click(screen.getByRole('button', { name: 'Send from library' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Send a file from your library' })).getByText('Pick'));
    expect(await screen.findByText('Shared!')).toBeTruthy();
    expect(calls).toContainEqual({
      method: 'POST',
      url: endpointUrl(api.sendResource, { id: 55 }),
      body: { receiversId: [301] },
    });
    await waitFor(() => expect(gets().length).toBeGreaterThanOrEqual(2));
  });

  it('removes an item from their media after a confirmation, with "Item removed!"', async () => {
    renderMedia();
    fireEvent.click(await within(table()).findByRole('button', { name: 'Remove Sunrise' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove from their media?' });
    expect(within(confirm).getByText(/Sunrise will no longer be in Grace Hopper's media/)).toBeTruthy();
    resources = resources.slice(1);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Item removed!')).toBeTruthy();
    expect(calls).toContainEqual({ method: 'POST', url: endpointUrl(api.deleteSent), body: { ids: [11] } });
    await waitFor(() => expect(within(table()).queryByRole('button', { name: 'Sunrise' })).toBeNull());
  });

  it('uploads and sends files through the queue, compressed when asked, with "New file added!"', async () => {
    renderMedia();
    await within(table()).findByRole('button', { name: 'Sunrise' });
    fireEvent.click(screen.getByRole('button', { name: 'Upload and send' }));
    const dialog = screen.getByRole('dialog', { name: 'Upload and send' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Choose at least one file.')).toBeTruthy();

    const input = within(dialog).getByLabelText('Files') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['abc'], 'walk.png', { type: 'image/png' })] } });
    expect(within(dialog).getByText('walk.png')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Compress images' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('New file added!')).toBeTruthy();
    expect(calls).toContainEqual({
      method: 'POST',
      url: endpointUrl(api.sendFile),
      body: { storageFileId: 77, compress: true, receiversId: '301' },
    });
    expect(await screen.findByRole('dialog', { name: 'Uploading completed' })).toBeTruthy();
  });
});
