import { endpoints, Role, type CourseDefinition, type CourseStep } from '@stride/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../../app/api';
import { signInAs } from '../../../test/fixtures';
import { json, on, stubFetch, type FetchHandler, type FetchRequest } from '../../../test/fetchStub';
import { renderWithApp } from '../../../test/render';
import { MediaPreviewProvider } from '../../library/media';
import { testCourse, testStep } from '../testData';
import CourseEditorPage from './CourseEditorPage';

const api = endpoints.courses;
configure({ asyncUtilTimeout: 10_000 });

// The media library's picker is the library screen's: not opened here.
vi.mock('../../library/LibraryPickerDialog', () => ({ LibraryPickerDialog: () => null }));

const steps = [
  testStep(11, 0, { title: 'Dim the lights' }),
  testStep(12, 1, { title: 'No screens' }),
  testStep(13, 2, { title: 'Same time every night' }),
];

let calls: FetchRequest[] = [];
const sent = (method: string) => calls.filter((call) => call.method === method);
function serve(course: CourseDefinition, list: CourseStep[], ...handlers: FetchHandler<FetchRequest>[]) {
  stubFetch({
    toCall: (request) => request,
    record: (call) => calls.push(call),
    handlers: [
      ...handlers,
      on('GET', endpointUrl(api.get, { id: course.id }), () => json(200, course, { ETag: `W/"${course.version}"` })),
      on('GET', endpointUrl(api.steps, { id: course.id }), () => json(200, { content: list })),
    ],
  });
}
/** The move answers the steps in the order asked: the moved one between the neighbours it was given. */
const answerMove = (stepId: number): FetchHandler<FetchRequest> =>
  on('PUT', endpointUrl(api.moveStep, { id: 7, stepId }), (call) => {
    const body = call.body as { previousStepId?: number; nextStepId?: number };
    const rest = steps.filter((s) => s.id !== stepId);
    const at = body.nextStepId ? rest.findIndex((s) => s.id === body.nextStepId) : rest.length;
    rest.splice(
      at,
      0,
      steps.find((s) => s.id === stepId)!,
    );
    return json(200, { content: rest.map((s, position) => ({ ...s, position })) });
  });

const renderEditor = () =>
  renderWithApp(
    <MediaPreviewProvider>
      <CourseEditorPage />
    </MediaPreviewProvider>,
    { path: '/courses/7', pattern: '/courses/:id', routes: [{ path: '/courses', element: <p>List</p> }] },
  );
const stepNames = () =>
  within(screen.getByRole('list', { name: 'Steps' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

beforeEach(() => {
  calls = [];
  signInAs(Role.Advisor, { profile_id: 205 });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('/courses/{id}', { timeout: 60_000 }, () => {
  it('moves a step with Move down: its new neighbours, both when in the middle', async () => {
    serve(testCourse(7, { title: 'Sleep hygiene' }), steps, answerMove(11));
    renderEditor();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sleep hygiene' })).toBeTruthy();
    await screen.findByRole('listitem', { name: 'Step 1: Dim the lights' });
    expect(
      (screen.getByRole('button', { name: 'Move up: step 1, Dim the lights' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move down: step 1, Dim the lights' }));
    await waitFor(() => expect(sent('PUT')).toHaveLength(1));
    expect(sent('PUT')[0]?.path).toBe(endpointUrl(api.moveStep, { id: 7, stepId: 11 }));
    expect(sent('PUT')[0]?.body).toEqual({ previousStepId: 12, nextStepId: 13 });
    await waitFor(() =>
      expect(stepNames()).toEqual(['Step 1: No screens', 'Step 2: Dim the lights', 'Step 3: Same time every night']),
    );
  });

  it('moving to the end names the previous step only; the last step cannot go further down', async () => {
    serve(testCourse(7), steps, answerMove(12));
    renderEditor();
    await screen.findByRole('listitem', { name: 'Step 3: Same time every night' });
    expect(
      (screen.getByRole('button', { name: 'Move down: step 3, Same time every night' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move down: step 2, No screens' }));
    await waitFor(() => expect(sent('PUT')).toHaveLength(1));
    expect(sent('PUT')[0]?.body).toEqual({ previousStepId: 13 });
  });

  it('a course of one step has no move to send', async () => {
    serve(testCourse(7), [steps[0]!]);
    renderEditor();
    await screen.findByRole('listitem', { name: 'Step 1: Dim the lights' });
    expect(
      (screen.getByRole('button', { name: 'Move up: step 1, Dim the lights' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Move down: step 1, Dim the lights' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(screen.getByRole('button', { name: 'Drag step 1, Dim the lights' })).toBeTruthy();
  });

  it('assigns: nobody chosen is the spec’s refusal; all my participants is sent', async () => {
    serve(
      testCourse(7, { title: 'Sleep hygiene' }),
      steps,
      on('POST', endpointUrl(api.assign, { id: 7 }), () =>
        json(200, { message: 'Participants assigned to the Course!', assigned: 14, autoAssignAll: true }),
      ),
    );
    renderEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'Assign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign “Sleep hygiene”' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText('You need select at least one participant!')).toBeTruthy();
    expect(sent('POST')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('switch', { name: 'All my participants' }));
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Also assign future participants' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Participants assigned to the Course!')).toBeTruthy();
    expect(sent('POST')[0]?.body).toEqual({ all: true, autoAssignAll: true, participants: [] });
  });

  it('a draft cannot be assigned, and says why', async () => {
    serve(testCourse(7, { visibilityStatus: 'DRAFT' }), steps);
    renderEditor();
    const assign = (await screen.findByRole('button', { name: 'Assign' })) as HTMLButtonElement;
    expect(assign.disabled).toBe(true);
    const why = document.getElementById(assign.getAttribute('aria-describedby') ?? '');
    expect(why?.textContent).toMatch(/^A draft cannot be assigned/);
  });

  it('saves the course’s fields with If-Match: Course updated!', async () => {
    const course = testCourse(7, { title: 'Sleep hygiene' });
    serve(
      course,
      steps,
      on('PUT', endpointUrl(api.update, { id: 7 }), (call) =>
        json(200, { ...course, ...(call.body as object), version: 5 }, { ETag: 'W/"5"' }),
      ),
    );
    renderEditor();
    const title = await screen.findByRole('textbox', { name: 'Title' });
    fireEvent.change(title, { target: { value: 'Better sleep' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Course updated!')).toBeTruthy();
    expect(sent('PUT')[0]?.ifMatch).toBe('W/"4"');
    expect(sent('PUT')[0]?.body).toEqual({
      title: 'Better sleep',
      description: 'What the course is about.',
      visibilityStatus: 'PRIVATE',
    });
  });

  it('deleting an assigned course offers Delete anyway (force)', async () => {
    serve(
      testCourse(7, { title: 'Sleep hygiene' }),
      steps,
      on('DELETE', endpointUrl(api.delete, { id: 7 }), (call) =>
        new URLSearchParams(call.query).get('force') === 'true'
          ? json(204, null)
          : json(409, { message: 'This course is assigned.', code: 'COURSE_ASSIGNED' }),
      ),
    );
    const { router } = renderEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this course?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const again = await screen.findByRole('dialog', { name: 'This course is assigned' });
    expect(again.textContent).toContain('assigned to 2 participants');
    fireEvent.click(within(again).getByRole('button', { name: 'Delete anyway' }));
    expect(await screen.findByText('Course deleted!')).toBeTruthy();
    expect(sent('DELETE').map((call) => call.ifMatch)).toEqual(['W/"4"', 'W/"4"']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses'));
  });

  it('a library course of someone else’s is read-only, to import', async () => {
    serve(
      testCourse(7, { mine: false, authorProfileId: 999, authorName: 'Carla Admin', visibilityStatus: 'ALL' }),
      steps,
    );
    renderEditor();
    await screen.findByRole('listitem', { name: 'Step 1: Dim the lights' });
    expect(screen.getByText(/This course is Carla Admin's, in the library/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import Course 7' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Assign' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move down/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull();
  });
});
