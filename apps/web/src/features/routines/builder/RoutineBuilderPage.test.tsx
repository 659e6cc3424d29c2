import {
  endpoints,
  Role,
  type Definition,
  type Sequence,
  type SequenceItem,
  EMPTY_PRESCRIPTION,
} from '@stride/contracts';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../../app/api';
import { setLanguage } from '../../../app/i18n/i18n';
import { buildTenant, signInAs, STANDARD_WORDING } from '../../../test/fixtures';
import { json, on, stubFetch, type FetchHandler, type FetchRequest } from '../../../test/fetchStub';
import { renderWithApp } from '../../../test/render';
import RoutineBuilderPage from './RoutineBuilderPage';

const api = endpoints.sequences;
configure({ asyncUtilTimeout: 10_000 });

type Call = FetchRequest;
type Handler = FetchHandler<Call>;

const NOW = '2026-11-21T10:04:00.000Z';
const item = (id: number, day: number, position: number, title: string): SequenceItem => ({
  id,
  day,
  position,
  kind: 'EXERCISE',
  definitionId: 100 + id,
  exerciseDefinitionId: 100 + id,
  seriesDefinitionId: null,
  activityDefinitionId: null,
  title,
  media: null,
  processing: false,
  prescription: EMPTY_PRESCRIPTION,
  defaults: EMPTY_PRESCRIPTION,
});
const routine = (version: number, items: SequenceItem[], overrides: Partial<Sequence> = {}): Sequence => ({
  id: 7,
  title: 'Knee strength',
  companyId: 1,
  folderId: null,
  rootFolder: null,
  days: 14,
  itemCount: items.length,
  editable: true,
  createdAt: NOW,
  updatedAt: NOW,
  version,
  items,
  ...overrides,
});
const squat = item(1, 1, 0, 'Squat');
const lunge = item(2, 1, 1, 'Lunge');
const walk = item(3, 2, 0, 'Brisk walk');
const START = routine(3, [squat, lunge, walk]);
const withEtag = (sequence: Sequence, status = 200) => json(status, sequence, { ETag: `W/"${sequence.version}"` });

const definition = (id: number, title: string, kind: Definition['kind']): Definition => ({
  id,
  kind,
  companyId: 1,
  folderId: null,
  title,
  name: title,
  description: null,
  translations: {},
  media: null,
  additionalMedia: null,
  mobileStaticMedia: null,
  externalUrl: null,
  time: null,
  weight: null,
  repetitions: null,
  series: null,
  restTimeBetweenSeries: null,
  restTimeAfterExercise: 0,
  distance: null,
  collect: [],
  exercises: [],
  processing: false,
  editable: true,
  createdAt: NOW,
  updatedAt: NOW,
  version: 1,
});

let calls: Call[] = [];

/** Answers each call with the first handler that knows it; the routine, its participants and the profile by default. */
function serve(...handlers: Handler[]) {
  stubFetch({
    toCall: (request) => request,
    record: (call) => calls.push(call),
    handlers: [
      ...handlers,
      on('GET', endpointUrl(api.get, { id: 7 }), () => withEtag(START)),
      on('GET', endpointUrl(api.participants, { id: 7 }), () =>
        json(200, { items: [], _meta: { totalCount: 0, pageCount: 1, currentPage: 1, perPage: 10 } }),
      ),
    ],
  });
}

function renderBuilder(path = '/routines/routine/7') {
  return renderWithApp(<RoutineBuilderPage />, { path, pattern: '/routines/routine/:id' });
}
const day = (n: number) => screen.getByRole('region', { name: `Day ${n}` });
/** A day once no dialog hides the page (a closing modal keeps the rest aria-hidden until it has gone). */
const findDay = (n: number) => screen.findByRole('region', { name: `Day ${n}` });

beforeEach(() => {
  calls = [];
  signInAs(Role.Advisor);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('RoutineBuilderPage', { timeout: 60_000 }, () => {
  it('shows the days a week at a time with their items in order', async () => {
    serve();
    renderBuilder();
    expect(await screen.findByRole('heading', { level: 1, name: 'Knee strength' })).toBeTruthy();
    expect(screen.getByText('14 days, 3 items')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Week 1' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Week 2' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(14);
    expect(
      within(day(1))
        .getAllByText(/Squat|Lunge/)
        .map((node) => node.textContent),
    ).toEqual(['Squat', 'Lunge']);
    expect(within(day(2)).getByText('Brisk walk')).toBeTruthy();
    expect(within(day(3)).getByText('No items')).toBeTruthy();
    expect(within(day(1)).getAllByRole('img', { name: 'Exercise' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Back to Positive Actions' }).getAttribute('href')).toBe(
      '/routines?tab=routines',
    );
    expect(await screen.findByText('No participant has this Positive Action yet.')).toBeTruthy();
  });

  it('adds several chosen from the library in the order chosen, each with the version the last answered', async () => {
    const plank = definition(41, 'Plank circuit', 'SERIES');
    const core = definition(42, 'Core circuit', 'SERIES');
    let version = 3;
    const added: SequenceItem[] = [];
    serve(
      on('GET', endpointUrl(endpoints.routines.listItems), () =>
        json(200, { items: [plank, core], _meta: { totalCount: 2, pageCount: 1, currentPage: 1, perPage: 10 } }),
      ),
      on('POST', endpointUrl(api.addItem, { id: 7 }), (call) => {
        const body = call.body as { seriesDefinitionId: number };
        const chosen = body.seriesDefinitionId === 41 ? plank : core;
        added.push({ ...item(8 + added.length, 3, added.length, chosen.title), kind: 'SERIES' });
        version += 1;
        return withEtag(routine(version, [squat, lunge, walk, ...added]), 201);
      }),
    );
    renderBuilder();
    await screen.findByRole('heading', { level: 1, name: 'Knee strength' });
    fireEvent.click(screen.getByRole('button', { name: 'Add from library to day 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add from library to day 3' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Kind' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Circuits' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'GET' && c.path.endsWith('/routines/definitions/items'))).toBe(true),
    );
    const add = within(dialog).getByRole('button', { name: 'Add 0 to day 3' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Choose Core circuit' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Choose Plank circuit' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Choose Core circuit' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add 2 to day 3' }));
    expect(await screen.findByText('2 items added!')).toBeTruthy();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((p) => [p.ifMatch, p.body])).toEqual([
      ['W/"3"', { day: 3, seriesDefinitionId: 42 }],
      ['W/"4"', { day: 3, seriesDefinitionId: 41 }],
    ]);
    expect(await within(await findDay(3)).findByText('Plank circuit')).toBeTruthy();
    expect(within(await findDay(3)).getAllByRole('img', { name: 'Circuit' })).toHaveLength(2);
  });

  it("opens an item's amounts by its title and saves this routine's own, an empty field following the library", async () => {
    const own: SequenceItem = {
      ...squat,
      defaults: { ...EMPTY_PRESCRIPTION, repetitions: 12, series: 3 },
    };
    serve(
      on('GET', endpointUrl(api.get, { id: 7 }), () => withEtag(routine(3, [own, lunge, walk]))),
      on('PUT', endpointUrl(api.moveItem, { id: 7, itemId: own.id }), () =>
        withEtag(
          routine(4, [{ ...own, prescription: { ...EMPTY_PRESCRIPTION, repetitions: 8, weight: 12.5 } }, lunge, walk]),
        ),
      ),
    );
    renderBuilder();
    const day1 = await findDay(1);
    expect(await within(day1).findByText('3 × 12')).toBeTruthy();
    fireEvent.click(within(day1).getByRole('button', { name: /^Squat.*, amounts, day 1$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Amounts of Squat in this routine' });
    expect(within(dialog).queryByRole('textbox', { name: 'Distance (meters)' })).toBeNull();
    expect(within(dialog).getByText('Library: 12')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Repetitions' }), { target: { value: '-2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a whole number.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Repetitions' }), { target: { value: '8' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Weight (kg)' }), { target: { value: '12,5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Item updated!')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put).toMatchObject({
      ifMatch: 'W/"3"',
      body: {
        day: 1,
        prescription: { time: null, weight: 12.5, repetitions: 8, series: null, restTimeBetweenSeries: null },
      },
    });
    expect(await within(await findDay(1)).findByText('3 × 8 · 12.5 kg')).toBeTruthy();
  });

  it('copies a block of days, with the spec texts when no day or no exercise is chosen', async () => {
    serve(
      on('POST', endpointUrl(api.copyItems, { id: 7 }), () =>
        withEtag(
          routine(4, [
            squat,
            lunge,
            walk,
            item(11, 8, 0, 'Squat'),
            item(12, 8, 1, 'Lunge'),
            item(13, 9, 0, 'Brisk walk'),
          ]),
        ),
      ),
    );
    renderBuilder();
    await screen.findByRole('heading', { level: 1, name: 'Knee strength' });
    fireEvent.click(screen.getByRole('button', { name: 'Copy days' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy days' });
    const field = (name: string) => within(dialog).getByRole('spinbutton', { name: new RegExp(`^${name}`) });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'You need to select at least one day!',
    );

    fireEvent.change(field('From day'), { target: { value: '5' } });
    fireEvent.change(field('To day'), { target: { value: '6' } });
    fireEvent.change(field('Start on day'), { target: { value: '8' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    await within(dialog).findByText('You need to select at least one exercise!', { selector: '.MuiAlert-message' });

    fireEvent.change(field('From day'), { target: { value: '1' } });
    fireEvent.change(field('To day'), { target: { value: '2' } });
    fireEvent.change(field('Repetitions'), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Items copied!')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      ifMatch: 'W/"3"',
      body: { start: 8, repetitions: 2, interval: 7, items: [1, 2, 3] },
    });
    expect(await within(await findDay(9)).findByText('Brisk walk')).toBeTruthy();
  });

  it('moves with the menu; a 412 shows the routine as it is now and the stale message', async () => {
    const now = routine(5, [lunge, { ...squat, position: 1 }], { title: 'Knee strength (edited)' });
    serve(
      on('PUT', endpointUrl(api.moveItem, { id: 7, itemId: 1 }), () =>
        json(412, {
          message: 'Someone else changed this in the meantime. Reload to see the latest version, then try again.',
          code: 'PRECONDITION_FAILED',
          current: now,
        }),
      ),
    );
    renderBuilder();
    await screen.findByRole('heading', { level: 1, name: 'Knee strength' });
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Squat, day 1' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Move down' }));
    expect(
      await screen.findByText(
        'Please try again! Someone else changed this in the meantime. Reload to see the latest version, then try again.',
      ),
    ).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ ifMatch: 'W/"3"', body: { day: 1, position: 1 } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Knee strength (edited)' })).toBeTruthy();
    expect(within(await findDay(2)).getByText('No items')).toBeTruthy();
  });

  it('moves an item to another day from the menu, and removes several selected items', async () => {
    let version = 3;
    serve(
      on('PUT', endpointUrl(api.moveItem, { id: 7, itemId: 2 }), () => {
        version = 4;
        return withEtag(routine(4, [squat, walk, { ...lunge, day: 2, position: 1 }]));
      }),
      on('POST', endpointUrl(api.removeItems, { id: 7 }), () => withEtag(routine(5, [walk]))),
    );
    renderBuilder();
    await screen.findByRole('heading', { level: 1, name: 'Knee strength' });
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Lunge, day 1' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Move to day…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Lunge' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'To day' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Day 2' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Item moved!')).toBeTruthy();
    expect(version).toBe(4);
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ body: { day: 2, position: 1 } });
    await within(await findDay(2)).findByText('Lunge');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Squat, day 1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Lunge, day 2' }));
    expect(screen.getByText('2 items selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove selected' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove the selected items?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Items removed!')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ ifMatch: 'W/"4"', body: { items: [1, 2] } });
    await waitFor(() => expect(screen.queryByText('Squat')).toBeNull());
  });

  it("names the list by the tenant's word (Routines on brain-health)", async () => {
    serve();
    const brain = buildTenant({
      id: 'brain',
      wording: STANDARD_WORDING,
    });
    renderWithApp(<RoutineBuilderPage />, {
      path: '/routines/routine/7',
      pattern: '/routines/routine/:id',
      tenant: brain,
    });
    expect(await screen.findByRole('link', { name: 'Back to Routines' })).toBeTruthy();
  });

  it('shows a read-only routine without changes, and duplicates it into the library', async () => {
    serve(
      on('GET', endpointUrl(api.get, { id: 7 }), () =>
        withEtag(routine(3, [squat], { companyId: null, editable: false })),
      ),
      on('POST', endpointUrl(api.copy, { id: 7 }), () =>
        withEtag(routine(1, [{ ...squat, id: 21 }], { id: 22, title: 'Knee strength (copy)' }), 201),
      ),
    );
    const { router } = renderBuilder();
    await screen.findByRole('heading', { level: 1, name: 'Knee strength' });
    expect(
      screen.getByText('This Positive Action is read-only here: duplicate it into your library to change it.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add from library to day 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Drag Squat, day 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy days' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Assign to participants' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate to my library' }));
    expect(await screen.findByText('Positive Action duplicated!')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/routines/routine/22'));
  });

  it('shares the routine with another practice: Positive Action shared!', async () => {
    serve(
      on('GET', endpointUrl(endpoints.routinesSharing.listShareableCompanies), () =>
        json(200, {
          items: [{ id: 2, name: 'South Practice' }],
          _meta: { totalCount: 1, pageCount: 1, currentPage: 1, perPage: 100 },
        }),
      ),
      on('POST', endpointUrl(api.share, { id: 7 }), () =>
        json(200, { message: 'Routine shared!', sharedWith: [{ id: 2, name: 'South Practice', sharedAt: NOW }] }),
      ),
    );
    renderBuilder();
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Positive Action' });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'South Practice' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Positive Action shared!')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ companyId: [2] });
  });

  it("speaks Spanish to a Spanish-speaking advisor, the list in the tenant's Spanish word", async () => {
    await act(() => setLanguage('es'));
    try {
      serve();
      renderBuilder();
      await screen.findByRole('heading', { level: 1, name: 'Knee strength' });
      expect(screen.getByText('14 días, 3 elementos')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Volver a Acciones positivas' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Semana 2' })).toBeTruthy();
      expect(screen.getByRole('region', { name: 'Día 1' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Arrastrar Squat, día 1' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Copiar días' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Asignar a participantes' })).toBeTruthy();
      expect(await screen.findByText('Ningún participante tiene esta acción positiva todavía.')).toBeTruthy();
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('says so when the routine does not exist', async () => {
    serve(
      on('GET', endpointUrl(api.get, { id: 8 }), () => json(404, { message: 'Routine not found.', code: 'NOT_FOUND' })),
    );
    renderBuilder('/routines/routine/8');
    expect(await screen.findByText('This Positive Action does not exist, or you cannot see it.')).toBeTruthy();
  });
});
