import { endpoints, Role } from '@stride/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../../app/api';
import { signInAs } from '../../../test/fixtures';
import { json, on, stubFetch, type FetchHandler, type FetchRequest } from '../../../test/fetchStub';
import { renderWithApp } from '../../../test/render';
import SprintsPage from './SprintsPage';
import { page, template } from '../testData';

const api = endpoints.sprints;
configure({ asyncUtilTimeout: 10_000 });

type Handler = FetchHandler<FetchRequest>;
const habits = template(7, 'Morning habits', { days: 21, messageCount: 21 });
const platform = template(8, 'Platform welcome', { companyId: null, editable: false, days: 7, messageCount: 7 });

let calls: FetchRequest[] = [];
function serve(...handlers: Handler[]) {
  stubFetch({
    toCall: (request) => request,
    record: (call) => calls.push(call),
    handlers: [
      ...handlers,
      on('GET', endpointUrl(api.templates), () => page('templates', [habits, platform])),
      on('GET', endpointUrl(endpoints.routinesSharing.listShareableCompanies), () =>
        page('items', [
          { id: 2, name: 'North practice' },
          { id: 3, name: 'South practice' },
        ]),
      ),
    ],
  });
}

function renderList(path = '/sprints') {
  return renderWithApp(<SprintsPage />, {
    path,
    pattern: '/sprints',
    routes: [{ path: '/sprints/:id', element: <p>Editor</p> }],
  });
}

const rowMenu = async (name: string) => {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
};

beforeEach(() => {
  calls = [];
  signInAs(Role.Advisor);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('/sprints', { timeout: 60_000 }, () => {
  it('lists the templates with their days, messages and update; a name opens the editor', async () => {
    serve();
    renderList();
    const table = await screen.findByRole('table', { name: 'Sprint templates' });
    const link = await within(table).findByRole('link', { name: 'Morning habits' });
    expect(link.getAttribute('href')).toBe('/sprints/7');
    const row = link.closest('tr')!;
    expect(within(row).getAllByText('21')).toHaveLength(2);
    expect(within(table).getByText('Platform template, read-only')).toBeTruthy();
    const read = calls.find((call) => call.path === endpointUrl(api.templates));
    expect(new URLSearchParams(read?.query).get('perPage')).toBe('20');
    expect(new URLSearchParams(read?.query).get('scope')).toBe('all');
  });

  it('searches and filters by scope through the list call', async () => {
    serve();
    renderList('/sprints?scope=platform&search=welcome');
    await screen.findByRole('table', { name: 'Sprint templates' });
    const read = calls.find((call) => call.path === endpointUrl(api.templates));
    const query = new URLSearchParams(read?.query);
    expect(query.get('scope')).toBe('platform');
    expect(query.get('search')).toBe('welcome');
  });

  it('a read-only template offers only open and duplicate', async () => {
    serve();
    renderList();
    await rowMenu('Platform welcome');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Open', 'Duplicate']);
  });

  it('creates a sprint by name and opens it: New sprint added!', async () => {
    serve(on('POST', endpointUrl(api.createTemplate), () => json(201, template(9, 'Sleep better'), { ETag: 'W/"1"' })));
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'New sprint' }));
    const dialog = await screen.findByRole('dialog', { name: 'New sprint' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Required.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Sleep better' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('New sprint added!')).toBeTruthy();
    expect(await screen.findByText('Editor')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Sleep better', messages: [] });
  });

  it('duplicates a template: Sprint duplicated!', async () => {
    serve(on('POST', endpointUrl(api.duplicateTemplate, { id: 8 }), () => json(201, template(10, 'Copy'))));
    renderList();
    await rowMenu('Platform welcome');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
    expect(await screen.findByText('Sprint duplicated!')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({});
  });

  it('shares a template with the practices chosen: Sprint shared!', async () => {
    serve(
      on('POST', endpointUrl(api.shareTemplate, { id: 7 }), () =>
        json(200, { message: 'Sprint shared!', sharedWith: [{ id: 3, name: 'South practice' }] }),
      ),
    );
    renderList();
    await rowMenu('Morning habits');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Share to practices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share to practices' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await within(dialog).findByText('Choose at least one practice.')).toBeTruthy();
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'South practice' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Sprint shared!')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ practices: [3] });
  });

  it('deletes a template after confirming, with If-Match: Sprint deleted!', async () => {
    serve(on('DELETE', endpointUrl(api.deleteTemplate, { id: 7 }), () => json(204, null)));
    renderList();
    await rowMenu('Morning habits');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete sprint template' });
    expect(confirm.textContent).toContain('Morning habits');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Sprint deleted!')).toBeTruthy();
    await waitFor(() => expect(calls.find((call) => call.method === 'DELETE')?.ifMatch).toBe('W/"4"'));
  });
});
