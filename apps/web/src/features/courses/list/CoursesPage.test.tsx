import { endpoints, Role } from '@stride/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../../app/api';
import { signInAs } from '../../../test/fixtures';
import { json, on, stubFetch, type FetchHandler, type FetchRequest } from '../../../test/fetchStub';
import { renderWithApp } from '../../../test/render';
import { page, testCourse } from '../testData';
import CoursesPage from './CoursesPage';

const api = endpoints.courses;
configure({ asyncUtilTimeout: 10_000 });

const sleep = testCourse(7, { title: 'Sleep hygiene', stepCount: 5, participants: 12, visibilityStatus: 'ALL' });
const walking = testCourse(8, {
  title: 'Walking programme',
  stepCount: 6,
  participants: 0,
  visibilityStatus: 'DRAFT',
  source: { id: 30, title: 'Walking programme', authorName: 'Carla Admin', available: true },
  updateAvailable: true,
});
const mindful = testCourse(30, {
  title: 'Mindful eating',
  mine: false,
  authorProfileId: 999,
  authorName: 'Carla Admin',
  visibilityStatus: 'ALL',
});

let calls: FetchRequest[] = [];
const lists = () => calls.filter((call) => call.method === 'GET' && call.path === endpointUrl(api.list));
function serve(...handlers: FetchHandler<FetchRequest>[]) {
  stubFetch({
    toCall: (request) => request,
    record: (call) => calls.push(call),
    handlers: [
      ...handlers,
      on('GET', endpointUrl(api.list), (call) =>
        new URLSearchParams(call.query).get('library') === 'true'
          ? page([mindful, sleep])
          : page([sleep, walking], { totalCount: 41, pageCount: 3 }),
      ),
    ],
  });
}

function renderList(path = '/courses') {
  return renderWithApp(<CoursesPage />, {
    path,
    pattern: '/courses',
    routes: [{ path: '/courses/:id', element: <p>Editor</p> }],
  });
}

beforeEach(() => {
  calls = [];
  signInAs(Role.Advisor, { profile_id: 205 });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('/courses', { timeout: 60_000 }, () => {
  it('lists my courses with their steps, participants, visibility and an imported copy’s update', async () => {
    serve();
    renderList();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Courses');
    expect(screen.getByText('beta')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'My courses' });
    const link = await within(table).findByRole('link', { name: 'Sleep hygiene' });
    expect(link.getAttribute('href')).toBe('/courses/7');
    const row = link.closest('tr')!;
    expect(within(row).getByText('5')).toBeTruthy();
    expect(within(row).getByText('12')).toBeTruthy();
    expect(within(row).getByText('Library')).toBeTruthy();
    const copy = within(table).getByRole('link', { name: 'Walking programme' }).closest('tr')!;
    expect(within(copy).getByText('Draft')).toBeTruthy();
    expect(within(copy).getByText('Update available')).toBeTruthy();
    expect(within(copy).getByText('Imported from Carla Admin')).toBeTruthy();
    // Paged by the list's _meta.
    expect(screen.getByText('1–20 of 41')).toBeTruthy();
    expect(new URLSearchParams(lists()[0]?.query).get('library')).toBeNull();
    expect(screen.getByRole('link', { name: 'New course' }).getAttribute('href')).toBe('/courses/add');
  });

  it('filters by a visibility chip and searches through the list call', async () => {
    serve();
    renderList('/courses?search=sleep');
    const chips = await screen.findByRole('group', { name: 'Visibility' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['All', 'Draft', 'Private', 'Library']);
    fireEvent.click(within(chips).getByRole('button', { name: 'Private' }));
    await waitFor(() => expect(new URLSearchParams(lists().at(-1)?.query).get('visibility')).toBe('PRIVATE'));
    expect(new URLSearchParams(lists().at(-1)?.query).get('search')).toBe('sleep');
    expect(within(chips).getByRole('button', { name: 'Private' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('the library shows authors; Import copies a course, says so and opens the copy', async () => {
    const copy = testCourse(31, {
      title: 'Mindful eating',
      source: { id: 30, title: 'Mindful eating', authorName: 'Carla Admin', available: true },
    });
    serve(on('POST', endpointUrl(api.libraryImport, { id: 30 }), () => json(201, copy, { ETag: 'W/"1"' })));
    const { router } = renderList('/courses?tab=library');
    const table = await screen.findByRole('table', { name: 'Library' });
    expect(new URLSearchParams(lists()[0]?.query).get('library')).toBe('true');
    expect(screen.queryByRole('group', { name: 'Visibility' })).toBeNull();
    const row = (await within(table).findByRole('link', { name: 'Mindful eating' })).closest('tr')!;
    expect(within(row).getByText('Carla Admin')).toBeTruthy();
    // The user's own course in the library is theirs, not to import.
    const own = within(table).getByRole('link', { name: 'Sleep hygiene' }).closest('tr')!;
    expect(within(own).queryByRole('button', { name: /^Import/ })).toBeNull();
    expect(within(own).getByText('Yours')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Import Mindful eating' }));
    expect(await screen.findByText('Course imported!')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses/31'));
  });
});
