import { endpoints, FileType, Role, type Directory, type DirectoryEntry, type Resource } from '@stride/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../app/api';
import { signInAs } from '../../test/fixtures';
import { json, stubFetch, type FetchHandler, type FetchRequest } from '../../test/fetchStub';
import { renderWithApp } from '../../test/render';
import { MediaProviders } from './media/MediaProviders';
import { fileLink } from './media/testResources';
import LibraryPage from './LibraryPage';

const api = endpoints.library;

// Role queries over the library's table are slow in jsdom (hundreds of ms each on a busy machine).
configure({ asyncUtilTimeout: 10_000 });

type Call = Pick<FetchRequest, 'method' | 'url' | 'ifMatch' | 'body'>;
type Handler = FetchHandler<Call>;

const NOW = '2026-11-21T10:04:00.000Z';
const folder = (id: number, name: string, parentId: number | null = 10): Directory => ({
  id,
  name,
  parentId,
  companyId: null,
  createdAt: NOW,
  version: 2,
});
const resource = (overrides: Partial<Resource> = {}): Resource => ({
  id: 501,
  title: 'Walk video',
  name: 'walk.mp4',
  fileTypeId: FileType.Video,
  contentType: 'video/mp4',
  size: 2_621_440,
  directoryId: 10,
  ownerProfileId: 205,
  processing: false,
  processingStatus: 'ready',
  processingNote: null,
  fileUrl: fileLink('token-a'),
  playbackUrl: fileLink('token-a'),
  thumbnailUrl: null,
  width: null,
  height: null,
  durationSeconds: 12,
  pageCount: null,
  labels: ['walking'],
  isFavorite: false,
  createdAt: NOW,
  updatedAt: NOW,
  version: 4,
  ...overrides,
});
const folderEntry = (d: Directory): DirectoryEntry => ({
  ...d,
  kind: 'directory',
  title: d.name,
  processing: false,
  labels: [],
});
const fileEntry = (r: Resource): DirectoryEntry => ({ ...r, kind: 'file' });

const MAIN = folder(10, 'My library', null);
const listing = (dir: Directory, items: DirectoryEntry[], path = [{ id: 10, name: 'My library' }]) =>
  json(200, {
    directory: { ...dir, path },
    items,
    _meta: { totalCount: items.length, pageCount: 1, currentPage: 1, perPage: 20 },
  });

let calls: Call[] = [];

/** Answers each call with the first handler that knows it; the main folder and the profile by default. */
function serve(...handlers: Handler[]) {
  stubFetch({
    toCall: ({ method, url, ifMatch, body }): Call => ({ method, url, ifMatch, body }),
    record: (call) => calls.push(call),
    handlers: [...handlers, (call) => (call.url === endpointUrl(api.mainFolder) ? json(200, MAIN) : undefined)],
  });
}

const get =
  (prefix: string, response: () => Response): Handler =>
  (call) =>
    call.method === 'GET' && call.url.startsWith(prefix) ? response() : undefined;
const on =
  (method: string, prefix: string, response: (call: Call) => Response): Handler =>
  (call) =>
    call.method === method && call.url.startsWith(prefix) ? response(call) : undefined;

function renderLibrary(path = '/library') {
  return renderWithApp(
    <MediaProviders>
      <LibraryPage />
    </MediaProviders>,
    { path, pattern: '/library' },
  );
}

beforeEach(() => {
  calls = [];
  signInAs(Role.Advisor);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('LibraryPage', { timeout: 60_000 }, () => {
  it('lists the main folder, folders first, and opens a folder into the address', async () => {
    const trips = folder(11, 'Trips');
    serve(
      get(endpointUrl(api.listItems, { id: 10 }), () => listing(MAIN, [folderEntry(trips), fileEntry(resource())])),
      get(endpointUrl(api.listItems, { id: 11 }), () =>
        listing(
          trips,
          [],
          [
            { id: 10, name: 'My library' },
            { id: 11, name: 'Trips' },
          ],
        ),
      ),
    );
    const { router } = renderLibrary();
    const table = await screen.findByRole('table', { name: 'Files and folders of My library' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('Trips');
    expect(rows[2]?.textContent).toContain('Walk video');
    expect(rows[2]?.textContent).toContain('Video');
    expect(rows[2]?.textContent).toContain('2.5 MB');
    expect(rows[2]?.textContent).toContain('11/21/2026');
    expect(within(rows[2] as HTMLElement).getByText('walking')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Open folder Trips' }));
    await screen.findByText('This folder is empty. Upload files or add a folder.');
    expect(router.state.location.search).toBe('?folderId=11');
    const crumbs = screen.getByRole('navigation', { name: 'Folder path' });
    expect(within(crumbs).getByRole('button', { name: 'My library' })).toBeTruthy();
    expect(calls.some((c) => c.url.startsWith(`${endpointUrl(api.listItems, { id: 11 })}?`))).toBe(true);
  });

  it('falls back to the main folder when the folder of the address answers 404', async () => {
    serve(
      get(endpointUrl(api.listItems, { id: 99 }), () =>
        json(404, { message: 'Directory not found.', code: 'NOT_FOUND' }),
      ),
      get(endpointUrl(api.listItems, { id: 10 }), () => listing(MAIN, [fileEntry(resource())])),
    );
    const { router } = renderLibrary('/library?folderId=99');
    await screen.findByRole('table', { name: 'Files and folders of My library' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('That folder is not available: your main folder is shown.')).toBeTruthy();
  });

  it('explains a delete refused for uses from the file list, then deletes anyway with force', async () => {
    const file = resource();
    let deletes = 0;
    serve(
      get(endpointUrl(api.listItems, { id: 10 }), () => listing(MAIN, deletes > 1 ? [] : [fileEntry(file)])),
      on('DELETE', endpointUrl(api.deleteItem, { id: 10, itemId: 501 }), () => {
        deletes += 1;
        if (deletes > 1) return json(204, null);
        return json(409, {
          message: 'The file is in use.',
          code: 'MEDIA_IN_USE',
          removable: true,
          filelist: [
            {
              id: 501,
              title: 'Walk video',
              fileTypeId: 19,
              utilizations: [
                {
                  utilizationType: 'SENT_TO_PARTICIPANT',
                  eligibleForRemoval: true,
                  metadata: { receiverName: 'Ana Ruiz', receiverProfileId: '7', sentAt: NOW },
                },
              ],
            },
          ],
        });
      }),
    );
    renderLibrary();
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Walk video' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const ask = screen.getByRole('dialog', { name: 'Delete file' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Delete' }));

    const explained = await screen.findByRole('dialog', { name: 'Files in use' });
    expect(explained.textContent).toContain('Walk video was sent to Ana Ruiz on 11/21/2026, 10:04 AM.');
    fireEvent.click(within(explained).getByRole('button', { name: 'Delete anyway' }));
    expect((await screen.findByRole('alert')).textContent).toContain('File deleted!');
    const sent = calls.filter((c) => c.method === 'DELETE');
    expect(sent.map((c) => [c.ifMatch, c.body])).toEqual([
      ['W/"4"', { force: false }],
      ['W/"4"', { force: true }],
    ]);
  });

  it('offers no force when a use cannot be removed, and says why', async () => {
    const trips = folder(11, 'Trips');
    serve(
      get(endpointUrl(api.listItems, { id: 10 }), () => listing(MAIN, [folderEntry(trips)])),
      on('DELETE', endpointUrl(api.deleteDirectory, { id: 11 }), () =>
        json(409, {
          message: 'In use.',
          code: 'MEDIA_IN_USE',
          removable: false,
          filelist: [
            { id: 1, title: 'Plan.pdf', fileTypeId: 20, utilizations: [] },
            {
              id: 2,
              title: 'Stretch',
              fileTypeId: 19,
              utilizations: [
                {
                  utilizationType: 'TO_BE_SENT',
                  eligibleForRemoval: false,
                  metadata: { receiverName: 'Ben Ode', sentAt: NOW },
                },
              ],
            },
          ],
        }),
      ),
    );
    renderLibrary();
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Trips' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete folder' })).getByRole('button', { name: 'Delete' }),
    );
    const explained = await screen.findByRole('dialog', { name: 'Files in use' });
    expect(explained.textContent).toContain(
      'Stretch is scheduled to be sent to Ben Ode on 11/21/2026, 10:04 AM and cannot be removed.',
    );
    expect(within(explained).getByRole('list', { name: 'Files in the folder' }).textContent).toContain('Plan.pdf');
    expect(within(explained).queryByRole('button', { name: 'Delete anyway' })).toBeNull();
    expect(calls.find((c) => c.method === 'DELETE')?.ifMatch).toBe('W/"2"');
  });

  it('changes a title with If-Match and shows a failure in the server words, without a retry', async () => {
    serve(
      get(endpointUrl(api.listItems, { id: 10 }), () => listing(MAIN, [fileEntry(resource())])),
      on('PUT', endpointUrl(api.setTitle, { id: 501 }), () =>
        json(412, { message: 'The file was changed meanwhile.', code: 'PRECONDITION_FAILED', current: {} }),
      ),
    );
    renderLibrary();
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Walk video' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Change title' }));
    const dialog = screen.getByRole('dialog', { name: 'Change title' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Title' }), { target: { value: ' Morning walk ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const failure = await within(dialog).findByRole('alert');
    expect(failure.textContent).toBe('The file was changed meanwhile.');
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts).toEqual([
      { method: 'PUT', url: endpointUrl(api.setTitle, { id: 501 }), ifMatch: 'W/"4"', body: { title: 'Morning walk' } },
    ]);
  });

  it('deletes the selected files of the folder in one call', async () => {
    const a = resource({ id: 1, title: 'A' });
    const b = resource({ id: 2, title: 'B' });
    serve(
      get(endpointUrl(api.listItems, { id: 10 }), () => listing(MAIN, [fileEntry(a), fileEntry(b)])),
      on('DELETE', endpointUrl(api.deleteItems, { id: 10 }), () => json(204, null)),
    );
    renderLibrary();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select A' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select B' }));
    expect(screen.getByText('2 files selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    const ask = screen.getByRole('dialog', { name: 'Delete 2 files' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Files deleted from directory!');
    expect(calls.find((c) => c.method === 'DELETE')).toMatchObject({
      url: endpointUrl(api.deleteItems, { id: 10 }),
      body: { ids: [1, 2], force: false },
    });
  });

  it('searches the folder and below, and filters by a label chip', async () => {
    serve(
      get(endpointUrl(api.searchItems, { id: 10 }), () =>
        json(200, {
          items: [resource({ title: 'Walk in the park' })],
          _meta: { totalCount: 1, pageCount: 1, currentPage: 1, perPage: 20 },
        }),
      ),
      get(endpointUrl(api.listItems, { id: 10 }), () => listing(MAIN, [fileEntry(resource())])),
    );
    const { router } = renderLibrary();
    fireEvent.click(await screen.findByRole('button', { name: 'Filter by label walking' }));
    await screen.findByText('Walk in the park');
    expect(router.state.location.search).toBe('?labels=walking');
    expect(
      calls.some((c) => c.url === `${endpointUrl(api.searchItems, { id: 10 })}?page=1&perPage=20&labels=walking`),
    ).toBe(true);
    expect(screen.getByText('Files in My library and every folder under it.')).toBeTruthy();
    // No bulk choice in a search: the bulk delete is per folder.
    expect(screen.queryByRole('checkbox', { name: 'Select Walk in the park' })).toBeNull();
  });
  it('adds a folder: the name is required, then POST with the name and the confirmation', async () => {
    serve(
      get(endpointUrl(api.listItems, { id: 10 }), () => listing(MAIN, [])),
      on('POST', endpointUrl(api.createDirectory, { id: 10 }), () => json(201, folder(12, 'Stretches'))),
    );
    renderLibrary();
    await screen.findByText('This folder is empty. Upload files or add a folder.');
    fireEvent.click(screen.getByRole('button', { name: 'New folder' }));
    const dialog = screen.getByRole('dialog', { name: 'New folder' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Required.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Folder name' }), {
      target: { value: ' Stretches ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect((await screen.findByRole('alert')).textContent).toContain('New directory added!');
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: endpointUrl(api.createDirectory, { id: 10 }),
      body: { name: 'Stretches' },
    });
  });
});
