import {
  endpoints,
  Role,
  type Definition,
  type DefinitionFolder,
  type Sequence,
  type ShareInfo,
  type SharedDefinition,
  type SharedFolder,
  type SharedSequence,
  EMPTY_PRESCRIPTION,
} from '@stride/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../../app/api';
import { setLanguage } from '../../../app/i18n/i18n';
import { buildProfile, buildTenant, signInAs, STANDARD_WORDING } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { MediaProviders } from '../../library/media/MediaProviders';
import ImportRoutinesPage from './ImportRoutinesPage';
import { ShareDialog } from './ShareDialog';
import SharedPage from './SharedPage';
import type { ShareTarget } from './sharingApi';

const api = endpoints.routinesSharing;
const sequences = endpoints.sequences;
const routines = endpoints.routines;

configure({ asyncUtilTimeout: 10_000 });

interface Call {
  method: string;
  url: string;
  body: unknown;
}
type Handler = (call: Call) => Response | undefined;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const meta = (count: number, perPage = 20) => ({ totalCount: count, pageCount: 1, currentPage: 1, perPage });

const NOW = '2026-11-21T10:04:00.000Z';
const share = (overrides: Partial<ShareInfo> = {}): ShareInfo => ({
  sharedAt: NOW,
  sharedBy: { profileId: 7, name: 'Alex Advisor' },
  fromCompany: { id: 1, name: 'North Practice' },
  sharedWith: [{ id: 2, name: 'South Practice', sharedAt: NOW }],
  sharedFolder: null,
  ...overrides,
});
const definition = (overrides: Partial<Definition> = {}): Definition => ({
  id: 11,
  kind: 'EXERCISE',
  companyId: 1,
  folderId: null,
  title: 'Step-up',
  name: 'Step-up',
  description: null,
  translations: {},
  media: null,
  additionalMedia: null,
  mobileStaticMedia: null,
  externalUrl: null,
  time: null,
  weight: null,
  repetitions: 10,
  series: 3,
  restTimeBetweenSeries: 60,
  restTimeAfterExercise: 0,
  distance: null,
  collect: [],
  exercises: [],
  processing: false,
  editable: false,
  createdAt: NOW,
  updatedAt: NOW,
  version: 1,
  ...overrides,
});
const sharedDefinition = (overrides: Partial<SharedDefinition> = {}): SharedDefinition => ({
  ...definition(),
  share: share(),
  ...overrides,
});
const folder = (overrides: Partial<DefinitionFolder> = {}): DefinitionFolder => ({
  id: 40,
  title: 'Knees',
  companyId: 2,
  itemCount: 2,
  editable: true,
  createdAt: NOW,
  updatedAt: NOW,
  version: 1,
  ...overrides,
});
const sharedFolder = (overrides: Partial<SharedFolder> = {}): SharedFolder => ({
  ...folder({ id: 60, title: 'Balance work', companyId: 1, editable: false, itemCount: 3 }),
  direction: 'RECEIVED',
  share: share(),
  ...overrides,
});
const sequence = (overrides: Partial<Sequence> = {}): Sequence => ({
  id: 80,
  title: 'Knee week',
  companyId: 1,
  folderId: null,
  rootFolder: null,
  days: 7,
  itemCount: 2,
  editable: false,
  createdAt: NOW,
  updatedAt: NOW,
  version: 4,
  items: [
    {
      id: 1,
      day: 1,
      position: 0,
      kind: 'EXERCISE',
      definitionId: 11,
      exerciseDefinitionId: 11,
      seriesDefinitionId: null,
      activityDefinitionId: null,
      title: 'Step-up',
      media: null,
      processing: false,
      prescription: EMPTY_PRESCRIPTION,
      defaults: EMPTY_PRESCRIPTION,
    },
    {
      id: 2,
      day: 3,
      position: 0,
      kind: 'ACTIVITY',
      definitionId: 12,
      exerciseDefinitionId: null,
      seriesDefinitionId: null,
      activityDefinitionId: 12,
      title: 'Brisk walk',
      media: null,
      processing: false,
      prescription: EMPTY_PRESCRIPTION,
      defaults: EMPTY_PRESCRIPTION,
    },
  ],
  ...overrides,
});
const sharedSequence = (overrides: Partial<SharedSequence> = {}): SharedSequence => {
  const { items: _items, ...summary } = sequence();
  return { ...summary, direction: 'RECEIVED', share: share(), ...overrides };
};

let calls: Call[] = [];
const path = (url: string) => url.split('?')[0];
const query = (call: Call) => new URL(call.url, 'http://localhost').searchParams;
const on =
  (method: string, endpointPath: string, response: (call: Call) => Response): Handler =>
  (call) =>
    call.method === method && path(call.url) === endpointPath ? response(call) : undefined;

function serve(...handlers: Handler[]) {
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, url, body };
    calls.push(call);
    for (const handler of handlers) {
      const response = handler(call);
      if (response) return Promise.resolve(response);
    }
    if (url.startsWith(endpointUrl(endpoints.profiles.get, { id: '' })))
      return Promise.resolve(json(200, buildProfile({ companyId: 2 })));
    return Promise.resolve(json(500, { message: `Unexpected ${method} ${url}`, code: 'INTERNAL_ERROR' }));
  });
}

/** The libraries' own folders, for the import's "Import into" choice. */
const ownFolders = [
  on('GET', endpointUrl(routines.listFolders), () => json(200, { folders: [folder()], _meta: meta(1, 100) })),
  on('GET', endpointUrl(sequences.listFolders), () =>
    json(200, { folders: [folder({ id: 90, title: 'Imported routines' })], _meta: meta(1, 100) }),
  ),
];

function renderShared(at = '/shared', tenant = buildTenant()) {
  return renderWithApp(
    <MediaProviders>
      <SharedPage />
    </MediaProviders>,
    { path: at, pattern: '/shared', tenant },
  );
}

beforeEach(() => {
  calls = [];
  signInAs(Role.CompanyAdmin);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('SharedPage', { timeout: 60_000 }, () => {
  it('titles the page with the tenant word and lists received items with who shared them, from where and when', async () => {
    serve(
      on('GET', endpointUrl(api.listReceivedItems), () =>
        json(200, {
          items: [
            sharedDefinition(),
            sharedDefinition({
              id: 12,
              kind: 'ACTIVITY',
              title: 'Brisk walk',
              share: share({ sharedFolder: { id: 60, title: 'Balance work' } }),
            }),
          ],
          _meta: meta(2),
        }),
      ),
      on('POST', endpointUrl(api.importSharedItems), () =>
        json(201, { message: 'Items imported!', items: [definition({ id: 100, editable: true })] }),
      ),
      ...ownFolders,
    );
    renderShared();
    expect(await screen.findByRole('heading', { level: 1, name: 'Shared Positive Actions' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Items shared with my practice' });
    await within(table).findByText('Step-up');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('Alex Advisor');
    expect(rows[1]?.textContent).toContain('North Practice');
    expect(rows[1]?.textContent).toContain('11/21/2026');
    expect(rows[2]?.textContent).toContain('Balance work');

    // A title opens it read-only; its Import opens the import.
    fireEvent.click(within(table).getByRole('button', { name: 'View Step-up' }));
    const view = await screen.findByRole('dialog', { name: 'Step-up' });
    expect(within(view).getByText(/Shared with your practice: you can view it here/)).toBeTruthy();
    expect(within(view).getByRole('textbox', { name: 'Title' })).toHaveProperty('disabled', true);
    fireEvent.click(within(view).getByRole('button', { name: 'Import' }));
    const single = await screen.findByRole('dialog', { name: 'Import item' });
    fireEvent.click(within(single).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Both chosen, imported into a folder of one's own.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    fireEvent.click(screen.getByRole('button', { name: 'Import selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import 2 items' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Import into folder' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Knees' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Items imported!')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST' && path(c.url) === endpointUrl(api.importSharedItems));
    expect(post?.body).toEqual({ items: [11, 12], folderId: 40 });
  });

  it('lists what my library sent with the practices it went to, without import', async () => {
    serve(
      on('GET', endpointUrl(api.listSentItems), () =>
        json(200, { items: [sharedDefinition({ editable: true })], _meta: meta(1) }),
      ),
    );
    renderShared('/shared?show=SENT');
    const table = await screen.findByRole('table', { name: 'Items my library shared' });
    await within(table).findByText('Step-up');
    expect(within(table).getAllByRole('row')[1]?.textContent).toContain('South Practice');
    expect(within(table).queryByRole('button', { name: 'Import Step-up' })).toBeNull();
  });

  it('shows a shared routine read-only with its days and imports it: Positive Action imported!', async () => {
    serve(
      on('GET', endpointUrl(sequences.listShared), () => json(200, { items: [sharedSequence()], _meta: meta(1) })),
      on('GET', endpointUrl(sequences.get, { id: 80 }), () => json(200, sequence())),
      on('POST', endpointUrl(sequences.copyShared, { id: 80 }), () =>
        json(201, sequence({ id: 81, editable: true, companyId: 2 })),
      ),
      ...ownFolders,
    );
    renderShared('/shared?tab=routines');
    expect(await screen.findByRole('tab', { name: 'Positive Actions', selected: true })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Shared Positive Actions' });
    fireEvent.click(await within(table).findByRole('button', { name: 'View Knee week' }));
    const view = await screen.findByRole('dialog', { name: 'Knee week' });
    expect(await within(view).findByRole('heading', { name: 'Day 1' })).toBeTruthy();
    expect(within(view).getByRole('heading', { name: 'Day 3' })).toBeTruthy();
    expect(within(view).getByText('Brisk walk')).toBeTruthy();
    expect(within(view).queryByRole('heading', { name: 'Day 2' })).toBeNull();
    fireEvent.click(within(view).getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Positive Action' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Positive Action imported!')).toBeTruthy();
    const post = calls.find(
      (c) => c.method === 'POST' && path(c.url) === endpointUrl(sequences.copyShared, { id: 80 }),
    );
    expect(post?.body).toEqual({ folderId: null });
  });

  it('opening a shared folder with the filter not "all" skips the folders list and lists its items', async () => {
    serve(
      on('GET', endpointUrl(api.listSharedFolders), () => json(200, { folders: [sharedFolder()], _meta: meta(1) })),
      on('GET', endpointUrl(api.listReceivedItems), () => json(200, { items: [sharedDefinition()], _meta: meta(1) })),
      on('GET', endpointUrl(api.listSentItems), () => json(200, { items: [], _meta: meta(0) })),
    );
    const { unmount } = renderShared('/shared?tab=folders&folderId=60');
    await screen.findByText('Step-up');
    expect(calls.some((c) => path(c.url) === endpointUrl(api.listSharedFolders))).toBe(false);
    const items = calls.find((c) => path(c.url) === endpointUrl(api.listReceivedItems));
    expect(query(items!).get('folderId')).toBe('60');
    unmount();

    // "All": the folders are listed (both ways), and the folder's own direction says which items.
    calls = [];
    renderShared('/shared?tab=folders&show=ALL&folderId=60');
    await screen.findByText('Step-up');
    const folders = calls.find((c) => path(c.url) === endpointUrl(api.listSharedFolders));
    expect(query(folders!).get('folderSharedStrategy')).toBe('ALL');
    expect(await screen.findByRole('heading', { level: 2, name: 'Balance work' })).toBeTruthy();
  });

  it('imports a received folder as a new folder of my own', async () => {
    serve(
      on('GET', endpointUrl(api.listSharedFolders), () => json(200, { folders: [sharedFolder()], _meta: meta(1) })),
      on('POST', endpointUrl(api.importSharedFolder, { id: 60 }), () =>
        json(201, { message: 'Items imported!', folder: folder({ id: 61 }), items: [] }),
      ),
    );
    renderShared('/shared?tab=folders');
    const table = await screen.findByRole('table', { name: 'Shared folders' });
    fireEvent.click(await within(table).findByRole('button', { name: 'Import Balance work' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import shared folder' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Items imported!')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ title: 'Balance work' });
  });

  it('speaks Spanish with the tenant word: Acciones positivas compartidas', async () => {
    serve(on('GET', endpointUrl(sequences.listShared), () => json(200, { items: [sharedSequence()], _meta: meta(1) })));
    await setLanguage('es');
    try {
      renderShared('/shared?tab=routines');
      expect(await screen.findByRole('heading', { level: 1, name: 'Acciones positivas compartidas' })).toBeTruthy();
      expect(screen.getByRole('tab', { name: 'Acciones positivas', selected: true })).toBeTruthy();
      const table = await screen.findByRole('table', { name: 'Acciones positivas compartidas' });
      expect(await within(table).findByRole('button', { name: 'Importar Knee week' })).toBeTruthy();
      expect(within(table).getAllByRole('row')[1]?.textContent).toContain('21/11/2026');
    } finally {
      await setLanguage('en');
    }
  });

  it('says Routines on brain.localhost', async () => {
    serve(on('GET', endpointUrl(api.listReceivedItems), () => json(200, { items: [], _meta: meta(0) })));
    const brain = buildTenant({
      id: 'brain',
      wording: STANDARD_WORDING,
    });
    renderShared('/shared', brain);
    expect(await screen.findByRole('heading', { level: 1, name: 'Shared Routines' })).toBeTruthy();
    expect(await screen.findByText('Nothing has been shared with your practice yet.')).toBeTruthy();
  });
});

describe('ShareDialog', { timeout: 60_000 }, () => {
  const companies = on('GET', endpointUrl(api.listShareableCompanies), () =>
    json(200, {
      items: [
        { id: 2, name: 'South Practice' },
        { id: 3, name: 'East Practice' },
      ],
      _meta: meta(2, 100),
    }),
  );
  const renderDialog = (target: ShareTarget) =>
    renderWithApp(<ShareDialog target={target} onClose={() => undefined} />, { path: '/routines' });

  it('shares each chosen definition with the chosen practices: Item shared!', async () => {
    serve(
      companies,
      on('POST', endpointUrl(api.shareExercise, { id: 11 }), () =>
        json(200, { message: 'Item shared!', sharedWith: [] }),
      ),
      on('POST', endpointUrl(api.shareSeries, { id: 12 }), () =>
        json(200, { message: 'Item shared!', sharedWith: [] }),
      ),
    );
    renderDialog({
      kind: 'definitions',
      items: [
        { id: 11, kind: 'EXERCISE', title: 'Step-up' },
        { id: 12, kind: 'SERIES', title: 'Knee circuit' },
      ],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Share 2 items' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await within(dialog).findByText('Choose at least one practice.')).toBeTruthy();
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'South Practice' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'East Practice' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Item shared!')).toBeTruthy();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => path(c.url))).toEqual([
      endpointUrl(api.shareExercise, { id: 11 }),
      endpointUrl(api.shareSeries, { id: 12 }),
    ]);
    expect(posts[0]?.body).toEqual({ companyId: [2, 3] });
  });

  it('shares a folder (Shared successful) and a routine (Positive Action shared!)', async () => {
    serve(
      companies,
      on('POST', endpointUrl(api.shareFolder, { id: 40 }), () =>
        json(200, { message: 'Shared successful', sharedWith: [] }),
      ),
      on('POST', endpointUrl(sequences.share, { id: 80 }), () =>
        json(200, { message: 'Routine shared!', sharedWith: [] }),
      ),
    );
    const { unmount } = renderDialog({ kind: 'folder', folder: { id: 40, title: 'Knees' } });
    let dialog = await screen.findByRole('dialog', { name: 'Share folder' });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'South Practice' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Shared successful')).toBeTruthy();
    unmount();
    renderDialog({ kind: 'routine', routine: { id: 80, title: 'Knee week' } });
    dialog = await screen.findByRole('dialog', { name: 'Share Positive Action' });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'East Practice' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Positive Action shared!')).toBeTruthy();
    expect(calls.find((c) => path(c.url) === endpointUrl(sequences.share, { id: 80 }))?.body).toEqual({
      companyId: [3],
    });
  });
});

describe('ImportRoutinesPage', { timeout: 60_000 }, () => {
  it('imports the chosen item into a new folder: Item imported!', async () => {
    serve(
      on('GET', endpointUrl(api.listReceivedItems), () => json(200, { items: [sharedDefinition()], _meta: meta(1) })),
      on('GET', endpointUrl(api.listSharedFolders), () => json(200, { folders: [sharedFolder()], _meta: meta(1) })),
      on('GET', endpointUrl(sequences.listShared), () => json(200, { items: [sharedSequence()], _meta: meta(1) })),
      on('POST', endpointUrl(routines.createFolder), () => json(201, folder({ id: 77, title: 'From North' }))),
      on('POST', endpointUrl(api.importSharedItems), () =>
        json(201, { message: 'Item imported!', items: [definition({ id: 100 })] }),
      ),
      ...ownFolders,
    );
    renderWithApp(<ImportRoutinesPage />, { path: '/import-routines' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Import Positive Actions' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Import the chosen' }));
    expect(await screen.findByText('Choose at least one item, folder or Positive Action to import.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('checkbox', { name: /Step-up/ }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Import into folder' }));
    fireEvent.click(await screen.findByRole('option', { name: 'New folder…' }));
    fireEvent.click(screen.getByRole('button', { name: 'Import the chosen' }));
    expect(await screen.findByText('Enter a name for the new folder.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name of the new folder' }), {
      target: { value: 'From North' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Import the chosen' }));
    expect(await screen.findByText('Item imported!')).toBeTruthy();
    await waitFor(() =>
      expect(
        calls.find((c) => c.method === 'POST' && path(c.url) === endpointUrl(api.importSharedItems))?.body,
      ).toEqual({ items: [11], folderId: 77 }),
    );
    expect(calls.find((c) => c.method === 'POST' && path(c.url) === endpointUrl(routines.createFolder))?.body).toEqual({
      title: 'From North',
    });
  });
});
