import {
  endpoints,
  FileType,
  Role,
  type Definition,
  type DefinitionFolder,
  type DefinitionMedia,
} from '@stride/contracts';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../app/api';
import { setLanguage } from '../../app/i18n/i18n';
import { buildProfile, buildTenant, signInAs, STANDARD_WORDING } from '../../test/fixtures';
import { json, stubFetch, type FetchHandler, type FetchRequest } from '../../test/fetchStub';
import { renderWithApp } from '../../test/render';
import { MediaProviders } from '../library/media/MediaProviders';
import { fileLink } from '../library/media/testResources';
import RoutinesPage from './RoutinesPage';

const api = endpoints.routines;

// Role queries over a table are slow in jsdom.
configure({ asyncUtilTimeout: 10_000 });

type Call = Pick<FetchRequest, 'method' | 'url' | 'ifMatch' | 'body'>;
type Handler = FetchHandler<Call>;

const NOW = '2026-11-21T10:04:00.000Z';
const media = (overrides: Partial<DefinitionMedia> = {}): DefinitionMedia => ({
  resourceId: 900,
  title: 'squat.mp4',
  fileTypeId: FileType.Video,
  processing: false,
  processingStatus: 'ready',
  fileUrl: fileLink('token-a'),
  playbackUrl: fileLink('token-a'),
  thumbnailUrl: null,
  ...overrides,
});
const definition = (overrides: Partial<Definition> = {}): Definition => ({
  id: 1,
  kind: 'EXERCISE',
  companyId: 1,
  folderId: null,
  title: 'Squat',
  name: 'Squat',
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
  editable: true,
  createdAt: NOW,
  updatedAt: NOW,
  version: 3,
  ...overrides,
});
const folder = (overrides: Partial<DefinitionFolder> = {}): DefinitionFolder => ({
  id: 40,
  title: 'Strength',
  companyId: 1,
  itemCount: 2,
  editable: true,
  createdAt: NOW,
  updatedAt: NOW,
  version: 2,
  ...overrides,
});
const page = (items: Definition[]) =>
  json(200, { items, _meta: { totalCount: items.length, pageCount: 1, currentPage: 1, perPage: 20 } });
const folderPage = (folders: DefinitionFolder[]) =>
  json(200, { folders, _meta: { totalCount: folders.length, pageCount: 1, currentPage: 1, perPage: 100 } });

let calls: Call[] = [];

/** Answers each call with the first handler that knows it; the profile by default. */
function serve(...handlers: Handler[]) {
  stubFetch({
    toCall: ({ method, url, ifMatch, body }): Call => ({ method, url, ifMatch, body }),
    record: (call) => calls.push(call),
    handlers,
    formData: true,
  });
}

const path = (url: string) => url.split('?')[0];
const on =
  (method: string, endpointPath: string, response: (call: Call) => Response): Handler =>
  (call) =>
    call.method === method && path(call.url) === endpointPath ? response(call) : undefined;

function renderRoutines(at = '/routines', tenant = buildTenant()) {
  return renderWithApp(
    <MediaProviders>
      <RoutinesPage />
    </MediaProviders>,
    { path: at, pattern: '/routines', tenant },
  );
}

const query = (call: Call) => new URL(call.url, 'http://localhost').searchParams;
const listCalls = () => calls.filter((c) => c.method === 'GET' && path(c.url) === endpointUrl(api.listItems));

beforeEach(() => {
  calls = [];
  signInAs(Role.Advisor);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('RoutinesPage', { timeout: 60_000 }, () => {
  it("titles the page with the tenant's word, lists definitions with kind, folder, media state and who may change them", async () => {
    const platform = definition({
      id: 2,
      title: 'Plank',
      companyId: null,
      editable: false,
      media: media({ processing: true, processingStatus: 'processing' }),
      processing: true,
    });
    serve(
      on('GET', endpointUrl(api.listItems), () =>
        page([
          definition({ folderId: 40, media: media() }),
          platform,
          definition({ id: 3, kind: 'SERIES', title: 'Core circuit' }),
        ]),
      ),
      on('GET', endpointUrl(api.listFolders), () =>
        folderPage([folder(), folder({ id: 41, title: 'Mobility', editable: false, companyId: null })]),
      ),
    );
    renderRoutines();
    expect(await screen.findByRole('heading', { level: 1, name: 'Positive Actions' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Library', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Positive Actions' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Exercises, circuits and activities: All items' });
    await within(table).findByText('Plank');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('Squat');
    expect(rows[1]?.textContent).toContain('Exercise');
    expect(rows[1]?.textContent).toContain('Strength');
    expect(rows[1]?.textContent).toContain('Ready');
    expect(rows[2]?.textContent).toContain('Processing');
    expect(rows[2]?.textContent).toContain('Platform · read-only');
    expect(rows[3]?.textContent).toContain('Circuit');

    const folders = screen.getByRole('list', { name: 'Folders' });
    expect(within(folders).getByText('Strength')).toBeTruthy();
    expect(within(folders).getByText('Platform · 2 items')).toBeTruthy();

    // The platform's item is viewed and copied, not changed.
    fireEvent.click(within(table).getByRole('button', { name: 'Actions for Plank' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Delete' })).toBeNull();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plank' });
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('button', { name: 'Copy to my library' })).toBeTruthy();
  });

  it('shows the platform team its own platform library: editable, no library filter', async () => {
    signInAs(Role.Admin);
    serve(
      (call) =>
        call.url.startsWith(endpointUrl(endpoints.profiles.get, { id: '' }))
          ? json(200, buildProfile({ companyId: null }))
          : undefined,
      on('GET', endpointUrl(api.listItems), () => page([definition({ companyId: null, title: 'Plank' })])),
      on('GET', endpointUrl(api.listFolders), () => folderPage([])),
    );
    renderRoutines();
    const table = await screen.findByRole('table');
    const row = (await within(table).findByText('Plank')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('Platform');
    expect(row.textContent).not.toContain('read-only');
    expect(screen.getByRole('button', { name: 'New exercise' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Library' })).toBeNull();
  });

  it('puts the search, kind, library and folder into the address and the call', async () => {
    serve(
      on('GET', endpointUrl(api.listItems), () => page([])),
      on('GET', endpointUrl(api.listFolders), () => folderPage([folder()])),
    );
    const { router } = renderRoutines('/routines?search=squ&kind=SERIES&scope=company');
    await screen.findByText('No items match.');
    const first = listCalls().at(-1);
    expect(first && Object.fromEntries(query(first))).toMatchObject({
      search: 'squ',
      kind: 'SERIES',
      scope: 'company',
    });

    fireEvent.click(within(screen.getByRole('list', { name: 'Folders' })).getByText('Strength'));
    await waitFor(() => expect(router.state.location.search).toContain('folderId=40'));
    await waitFor(() => expect(query(listCalls().at(-1)!).get('folderId')).toBe('40'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Strength' })).toBeTruthy();
  });

  it('creates a folder and opens it: Folder created!', async () => {
    let created = false;
    serve(
      on('GET', endpointUrl(api.listItems), () => page([])),
      on('GET', endpointUrl(api.listFolders), () =>
        folderPage(created ? [folder(), folder({ id: 42, title: 'Walks', itemCount: 0 })] : [folder()]),
      ),
      on('POST', endpointUrl(api.createFolder), (call) => {
        created = true;
        expect(call.body).toEqual({ title: 'Walks' });
        return json(201, folder({ id: 42, title: 'Walks', itemCount: 0 }));
      }),
    );
    const { router } = renderRoutines();
    fireEvent.click(await screen.findByRole('button', { name: 'New folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New folder' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Folder title' }), { target: { value: 'Walks' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Folder created!')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Walks' })).toBeTruthy();
    expect(router.state.location.search).toBe('?folderId=42');
  });

  it('shows all items when the folder of the address is gone', async () => {
    serve(
      on('GET', endpointUrl(api.listItems), () => page([])),
      on('GET', endpointUrl(api.listFolders), () => folderPage([folder()])),
    );
    const { router } = renderRoutines('/routines?folderId=99');
    expect(await screen.findByText('That folder is not available: all items are shown.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('heading', { level: 2, name: 'All items' })).toBeTruthy();
  });

  it('creates an exercise with the spec fields (rest after exercise 0 by default): Single exercise added!', async () => {
    let created: unknown;
    serve(
      on('GET', endpointUrl(api.listItems), () => page([])),
      on('GET', endpointUrl(api.listFolders), () => folderPage([folder()])),
      on('POST', endpointUrl(api.createExercise), (call) => {
        created = call.body;
        return json(201, definition({ title: 'Lunge' }), { ETag: 'W/"1"' });
      }),
    );
    renderRoutines();
    fireEvent.click(await screen.findByRole('button', { name: 'New exercise' }));
    const dialog = await screen.findByRole('dialog', { name: 'New exercise' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Required.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Title' }), { target: { value: 'Lunge' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Repetitions' }), { target: { value: '12' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Weight (kg)' }), { target: { value: '7,5' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Series' }), { target: { value: 'two' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Repetitions' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Enter a whole number.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Series' }), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Single exercise added!')).toBeTruthy();
    expect(created).toMatchObject({
      title: 'Lunge',
      repetitions: 12,
      weight: 7.5,
      series: 3,
      restTimeAfterExercise: 0,
      collect: ['REPETITIONS'],
      folderId: null,
    });
  });

  it('creates a circuit of exercises in the chosen order: Circuit added!', async () => {
    let created: unknown;
    const squat = definition({ id: 11, title: 'Squat' });
    const lunge = definition({ id: 12, title: 'Lunge' });
    const plank = definition({ id: 13, title: 'Plank' });
    serve(
      on('GET', endpointUrl(api.listItems), (call) =>
        page(query(call).get('kind') === 'EXERCISE' ? [lunge, plank, squat] : []),
      ),
      on('GET', endpointUrl(api.listFolders), () => folderPage([])),
      on('POST', endpointUrl(api.createSeries), (call) => {
        created = call.body;
        return json(201, definition({ id: 20, kind: 'SERIES', title: 'Legs' }));
      }),
    );
    renderRoutines();
    fireEvent.click(await screen.findByRole('button', { name: 'New circuit' }));
    const dialog = await screen.findByRole('dialog', { name: 'New circuit' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Title' }), { target: { value: 'Legs' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Choose at least one exercise.')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add exercises' }));
    const picker = await screen.findByRole('dialog', { name: 'Add exercises' });
    for (const title of ['Squat', 'Lunge', 'Plank'])
      fireEvent.click(await within(picker).findByRole('checkbox', { name: title }));
    fireEvent.click(within(picker).getByRole('button', { name: 'Add 3 exercises' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add exercises' })).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move Plank (number 3) up' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Circuit added!')).toBeTruthy();
    expect(created).toMatchObject({
      title: 'Legs',
      restTimeAfterExercise: 0,
      exercises: [{ exerciseDefinitionId: 11 }, { exerciseDefinitionId: 13 }, { exerciseDefinitionId: 12 }],
    });
  });

  it('sends an edit with If-Match and tells a stale version in the dialog', async () => {
    serve(
      on('GET', endpointUrl(api.listItems), () => page([definition()])),
      on('GET', endpointUrl(api.listFolders), () => folderPage([])),
      on('PUT', endpointUrl(api.updateExercise, { id: 1 }), () =>
        json(412, { message: 'The definition was changed meanwhile.', code: 'PRECONDITION_FAILED' }),
      ),
    );
    renderRoutines();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Squat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit exercise' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Title' }), { target: { value: 'Deep squat' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please try again! The definition was changed meanwhile.')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.ifMatch).toBe('W/"3"');
    expect(put?.body).toMatchObject({ title: 'Deep squat', repetitions: 10, series: 3, restTimeBetweenSeries: 60 });
  });

  it('sends a new file as multipart (model and file), and a removal as {remove: true}: Saved!', async () => {
    const puts: Call[] = [];
    serve(
      on('GET', endpointUrl(api.listItems), () =>
        page([
          definition({
            media: media(),
            additionalMedia: media({ resourceId: 901, title: 'guide.pdf', fileTypeId: FileType.Pdf }),
          }),
        ]),
      ),
      on('GET', endpointUrl(api.listFolders), () => folderPage([])),
      on('PUT', endpointUrl(api.updateExercise, { id: 1 }), (call) => {
        puts.push(call);
        return json(200, definition({ version: 4 }));
      }),
    );
    renderRoutines();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Squat' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit exercise' });
    expect(within(dialog).getByLabelText('Media: video of Squat')).toBeTruthy();
    const file = new File(['video bytes'], 'lunge.mp4', { type: 'video/mp4' });
    fireEvent.change(within(dialog).getByLabelText('Media: file to upload'), { target: { files: [file] } });
    expect(within(dialog).getByText('To upload: lunge.mp4 (11 B)')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved!')).toBeTruthy();
    const form = puts[0]?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(puts[0]?.ifMatch).toBe('W/"3"');
    expect((form.get('file') as File).name).toBe('lunge.mp4');
    const model = JSON.parse(String(form.get('model'))) as Record<string, unknown>;
    expect(model).toMatchObject({ title: 'Squat', repetitions: 10 });
    expect(model).not.toHaveProperty('media');
    expect(model).not.toHaveProperty('additionalMedia');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Squat' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit exercise' });
    const additional = within(dialog).getByRole('group', { name: 'Additional media' });
    fireEvent.click(within(additional).getByRole('button', { name: 'Remove' }));
    expect(within(additional).getByText('The media will be removed.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]?.body).toMatchObject({ title: 'Squat', additionalMedia: { remove: true } });
    expect(puts[1]?.body).not.toHaveProperty('media');
  });

  it('names the circuits a deleted exercise is used in, then deletes anyway with force', async () => {
    const deletes: Call[] = [];
    serve(
      on('GET', endpointUrl(api.listItems), () => page(deletes.length > 1 ? [] : [definition()])),
      on('GET', endpointUrl(api.listFolders), () => folderPage([])),
      on('DELETE', endpointUrl(api.deleteExercise, { id: 1 }), (call) => {
        deletes.push(call);
        if (deletes.length > 1) return json(204, null);
        return json(409, {
          message: '"Squat" is used in the circuit "Legs".',
          code: 'DEFINITION_IN_USE',
          usedIn: [{ kind: 'SERIES', id: 20, title: 'Legs' }],
        });
      }),
    );
    renderRoutines();
    const table = await screen.findByRole('table');
    fireEvent.click(await within(table).findByRole('button', { name: 'Actions for Squat' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Squat' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('the circuit Legs')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete anyway' }));
    expect(await screen.findByText('Item deleted!')).toBeTruthy();
    expect(deletes.map((c) => [c.ifMatch, c.body])).toEqual([
      ['W/"3"', { force: false }],
      ['W/"3"', { force: true }],
    ]);
  });

  it('refuses to delete a folder that is not empty, then deletes it completely: Folder removed!', async () => {
    const deletes: string[] = [];
    serve(
      on('GET', endpointUrl(api.listItems), () => page([])),
      on('GET', endpointUrl(api.listFolders), () => folderPage(deletes.length > 1 ? [] : [folder()])),
      on('DELETE', endpointUrl(api.deleteFolder, { id: 40 }), (call) => {
        deletes.push(call.url);
        return json(409, {
          message: 'The folder "Strength" is not empty (2 items).',
          code: 'FOLDER_NOT_EMPTY',
          itemCount: 2,
        });
      }),
      on('DELETE', endpointUrl(api.deleteFolderCompletely, { id: 40 }), (call) => {
        deletes.push(call.url);
        return json(204, null);
      }),
    );
    renderRoutines();
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for the folder Strength' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the folder Strength' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(/The folder Strength is not empty: it holds 2 items\./)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete completely' }));
    expect(await screen.findByText('Folder removed!')).toBeTruthy();
    expect(deletes).toEqual([
      endpointUrl(api.deleteFolder, { id: 40 }),
      endpointUrl(api.deleteFolderCompletely, { id: 40 }),
    ]);
  });

  it('moves the chosen items to a folder (If-Match each) and copies them: Items moved!, Items duplicated!', async () => {
    const puts: Call[] = [];
    let copied: unknown;
    serve(
      on('GET', endpointUrl(api.listItems), () =>
        page([definition(), definition({ id: 2, title: 'Lunge', version: 5 })]),
      ),
      on('GET', endpointUrl(api.listFolders), () => folderPage([folder()])),
      (call) => {
        if (call.method !== 'PUT' || !call.url.startsWith(endpointUrl(api.updateItem, { id: '' }))) return undefined;
        puts.push(call);
        return json(200, definition());
      },
      on('POST', endpointUrl(api.copyItems), (call) => {
        copied = call.body;
        return json(201, { message: 'Items duplicated!', items: [] });
      }),
    );
    renderRoutines();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByRole('status').textContent).toBe('2 items selected');
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move 2 items' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Strength' }));
    expect(await screen.findByText('Items moved!')).toBeTruthy();
    expect(puts.map((c) => [c.url, c.ifMatch, c.body])).toEqual([
      [endpointUrl(api.updateItem, { id: 1 }), 'W/"3"', { folderId: 40 }],
      [endpointUrl(api.updateItem, { id: 2 }), 'W/"5"', { folderId: 40 }],
    ]);

    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Lunge' }));
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Item duplicated!')).toBeTruthy();
    expect(copied).toEqual({ items: [2], folderId: null });
  });

  it('opens the routines tab from the address, and the library tab on a click', async () => {
    serve(
      on('GET', endpointUrl(api.listItems), () => page([])),
      on('GET', endpointUrl(api.listFolders), () => folderPage([])),
    );
    const { router } = renderRoutines('/routines?tab=routines');
    expect(await screen.findByRole('tab', { name: 'Positive Actions', selected: true })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New exercise' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Library' }));
    expect(await screen.findByRole('button', { name: 'New exercise' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('says Routines where the tenant does (brain-health)', async () => {
    serve(
      on('GET', endpointUrl(api.listItems), () => page([])),
      on('GET', endpointUrl(api.listFolders), () => folderPage([])),
    );
    const brain = buildTenant({
      id: 'brain',
      wording: STANDARD_WORDING,
    });
    renderRoutines('/routines', brain);
    expect(await screen.findByRole('heading', { level: 1, name: 'Routines' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Routines' })).toBeTruthy();
  });

  it('speaks Spanish to a Spanish-speaking advisor', async () => {
    await act(() => setLanguage('es'));
    try {
      serve(
        on('GET', endpointUrl(api.listItems), () => page([definition({ kind: 'ACTIVITY', title: 'Paseo' })])),
        on('GET', endpointUrl(api.listFolders), () => folderPage([folder({ title: 'Fuerza' })])),
      );
      renderRoutines();
      expect(await screen.findByRole('heading', { level: 1, name: 'Acciones positivas' })).toBeTruthy();
      expect(screen.getByRole('tab', { name: 'Biblioteca' })).toBeTruthy();
      const table = await screen.findByRole('table', {
        name: 'Ejercicios, circuitos y actividades: Todos los elementos',
      });
      expect(await within(table).findByText('Actividad')).toBeTruthy();
      expect(within(screen.getByRole('list', { name: 'Carpetas' })).getByText('2 elementos')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Nuevo circuito' }));
      const dialog = await screen.findByRole('dialog', { name: 'Nuevo circuito' });
      expect(within(dialog).getByRole('textbox', { name: 'Descanso tras el ejercicio (segundos)' })).toHaveProperty(
        'value',
        '0',
      );
      fireEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
      expect(await within(dialog).findByText('Elige al menos un ejercicio.')).toBeTruthy();
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});
