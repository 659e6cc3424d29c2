import { endpoints, Role, type DefinitionFolder, type SequenceSummary } from '@stride/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../../app/api';
import { signInAs } from '../../../test/fixtures';
import { json, on, stubFetch, type FetchHandler, type FetchRequest } from '../../../test/fetchStub';
import { renderWithApp } from '../../../test/render';
import { SequencesTab } from './SequencesTab';

const api = endpoints.sequences;
configure({ asyncUtilTimeout: 10_000 });

type Call = FetchRequest;
type Handler = FetchHandler<Call>;

const NOW = '2026-11-21T10:04:00.000Z';
const page = (key: string, items: unknown[]) =>
  json(200, { [key]: items, _meta: { totalCount: items.length, pageCount: 1, currentPage: 1, perPage: 20 } });

const summary = (id: number, title: string, overrides: Partial<SequenceSummary> = {}): SequenceSummary => ({
  id,
  title,
  companyId: 1,
  folderId: null,
  rootFolder: null,
  days: 14,
  itemCount: 6,
  editable: true,
  createdAt: NOW,
  updatedAt: NOW,
  version: 2,
  ...overrides,
});
const backCare: DefinitionFolder = {
  id: 31,
  title: 'Back care',
  companyId: 1,
  itemCount: 2,
  editable: true,
  createdAt: NOW,
  updatedAt: NOW,
  version: 5,
};
const mine = summary(7, 'Knee strength', { folderId: 31, rootFolder: { id: 31, title: 'Back care' } });
const platform = summary(8, 'First two weeks', { companyId: null, editable: false });

let calls: Call[] = [];
function serve(...handlers: Handler[]) {
  stubFetch({
    toCall: (request) => request,
    record: (call) => calls.push(call),
    handlers: [
      ...handlers,
      on('GET', endpointUrl(api.list), () => page('items', [mine, platform])),
      on('GET', endpointUrl(api.listFolders), () => page('folders', [backCare])),
    ],
  });
}

function renderTab(path = '/routines?tab=routines') {
  return renderWithApp(<SequencesTab />, {
    path,
    pattern: '/routines',
    routes: [{ path: '/routines/routine/:id', element: <p>Builder</p> }],
  });
}

beforeEach(() => {
  calls = [];
  signInAs(Role.Advisor);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('SequencesTab', { timeout: 60_000 }, () => {
  it('lists the routines with their folders; a title opens the builder; a platform routine is read-only', async () => {
    serve();
    renderTab();
    const table = await screen.findByRole('table', { name: 'Positive Actions' });
    expect((await within(table).findByRole('link', { name: 'Knee strength' })).getAttribute('href')).toBe(
      '/routines/routine/7',
    );
    expect(within(table).getByText('Platform library (read-only)')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Back care/ })).toBeTruthy();

    fireEvent.click(within(table).getByRole('button', { name: 'Actions for First two weeks' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Open', 'Duplicate']);
    fireEvent.keyDown(menu, { key: 'Escape' });

    fireEvent.click(screen.getByRole('button', { name: /^Back care/ }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === endpointUrl(api.list) && c.query.includes('folderId=31'))).toBe(true),
    );
  });

  it('adds a routine of 14 days by default and opens it', async () => {
    serve(
      on('POST', endpointUrl(api.create), () => json(201, { ...summary(12, 'Hips'), items: [] }, { ETag: 'W/"1"' })),
    );
    const { router } = renderTab();
    await screen.findByRole('table', { name: 'Positive Actions' });
    fireEvent.click(screen.getByRole('button', { name: 'New Positive Action' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Positive Action' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Required.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Title' }), { target: { value: 'Hips' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('New Positive Action added!')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ title: 'Hips', days: 14 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/routines/routine/12'));
  });

  it('duplicates, and deletes after the confirmation with the If-Match', async () => {
    serve(
      on('POST', endpointUrl(api.copy, { id: 7 }), () =>
        json(201, { ...summary(13, 'Knee strength (copy)'), items: [] }),
      ),
      on('DELETE', endpointUrl(api.remove, { id: 7 }), () => json(204, null)),
    );
    renderTab();
    const table = await screen.findByRole('table', { name: 'Positive Actions' });
    fireEvent.click(await within(table).findByRole('button', { name: 'Actions for Knee strength' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
    expect(await screen.findByText('Positive Action duplicated!')).toBeTruthy();

    fireEvent.click(within(table).getByRole('button', { name: 'Actions for Knee strength' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Positive Action?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Positive Action deleted!')).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')).toMatchObject({ ifMatch: 'W/"2"' });
  });

  it('deletes a folder that holds routines completely, after saying so', async () => {
    serve(on('DELETE', endpointUrl(api.deleteFolderCompletely, { id: 31 }), () => json(204, null)));
    renderTab('/routines?tab=routines&folder=31');
    await screen.findByRole('table', { name: 'Positive Actions: Back care' });
    fireEvent.click(screen.getByRole('button', { name: 'Actions for the folder Back care' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete folder?' });
    expect(confirm.textContent).toContain('The folder Back care and the 2 Positive Actions in it will be deleted.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete with its Positive Actions' }));
    expect(await screen.findByText('Folder removed!')).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')).toMatchObject({ ifMatch: 'W/"5"' });
  });
});
