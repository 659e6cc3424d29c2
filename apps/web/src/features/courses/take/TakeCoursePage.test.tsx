import { endpoints, Role } from '@stride/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../../app/api';
import { setLanguage } from '../../../app/i18n/i18n';
import { signInAs } from '../../../test/fixtures';
import { json, on, stubFetch, type FetchRequest } from '../../../test/fetchStub';
import { renderWithApp } from '../../../test/render';
import { MediaPreviewProvider } from '../../library/media';
import { page, testCourseSteps, testParticipantCourse, testStep } from '../testData';
import { MyCoursesCard } from './MyCoursesCard';
import TakeCoursePage from './TakeCoursePage';

vi.mock('../../../app/realtime', async () => (await import('../../chat/testChat')).fakeRealtimeModule);
configure({ asyncUtilTimeout: 10_000 });

const api = endpoints.courses;
const steps = [
  testStep(11, 0, { title: 'Dim the lights', description: 'An hour before bed, **dim** the lights.' }),
  testStep(12, 1, { title: 'No screens', link: 'https://example.com/screens' }),
  testStep(13, 2, { title: 'Same time every night', description: '<script>alert(1)</script>' }),
];

let calls: FetchRequest[] = [];
let done: number[] = [];
function serve() {
  stubFetch({
    toCall: (request) => request,
    record: (call) => calls.push(call),
    handlers: [
      on('GET', endpointUrl(api.participantSteps, { id: 12, courseId: 7 }), () =>
        json(200, testCourseSteps(7, steps, done)),
      ),
      (call) => {
        const match = /\/steps\/(\d+)\/done$/.exec(call.path);
        if (call.method !== 'POST' || !match) return undefined;
        done = [...new Set([...done, Number(match[1])])];
        return json(200, testCourseSteps(7, steps, done));
      },
      on('GET', endpointUrl(api.ofParticipant, { id: 12 }), () =>
        page([
          testParticipantCourse(8, { assignmentStatus: 'COMPLETED', stepsDone: 3 }),
          testParticipantCourse(7, { assignmentStatus: 'IN_PROGRESS', stepsDone: 1 }),
        ]),
      ),
    ],
  });
}

const renderCourse = () =>
  renderWithApp(
    <MediaPreviewProvider>
      <TakeCoursePage />
    </MediaPreviewProvider>,
    { path: '/my-day/courses/7', pattern: '/my-day/courses/:id' },
  );

beforeEach(() => {
  calls = [];
  done = [];
  signInAs(Role.Participant, { user_id: 12, profile_id: 40 });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('en');
});

describe('the participant’s course', { timeout: 60_000 }, () => {
  it('goes through the steps: Mark as done opens the next, the last completes the course', async () => {
    done = [11];
    serve();
    renderCourse();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sleep hygiene' })).toBeTruthy();
    // The first step not done is open: its link, and Mark as done.
    const open = await screen.findByRole('button', { name: 'Mark as done' });
    expect(screen.getByRole('link', { name: 'Open the link' }).getAttribute('href')).toBe(
      'https://example.com/screens',
    );
    expect(screen.getByText('1 of 3 steps done')).toBeTruthy();
    fireEvent.click(open);
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.path).toBe(
      endpointUrl(api.stepDone, { id: 12, courseId: 7, stepId: 12 }),
    );
    // The third step is open now; its script is text.
    expect(await screen.findByText('<script>alert(1)</script>')).toBeTruthy();
    expect(document.querySelector('main script, [role="tabpanel"] script')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as done' }));
    expect(await screen.findByText('Course completed!')).toBeTruthy();
    expect(screen.getByText('3 of 3 steps done')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark as done' })).toBeNull();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path.split('/').at(-2))).toEqual(['12', '13']);
  });

  it('speaks Spanish to a Spanish participant', async () => {
    await setLanguage('es');
    done = [11, 12];
    serve();
    renderCourse();
    fireEvent.click(await screen.findByRole('button', { name: 'Marcar como hecho' }));
    expect(await screen.findByText('¡Curso completado!')).toBeTruthy();
    expect(screen.getByText('3 de 3 pasos hechos')).toBeTruthy();
  });

  it('a course not theirs is the not-found page', async () => {
    stubFetch({
      toCall: (request) => request,
      record: () => undefined,
      handlers: [() => json(404, { message: 'Course not found.', code: 'NOT_FOUND' })],
    });
    renderCourse();
    expect(await screen.findByText('Page not found')).toBeTruthy();
  });
});

describe('Your courses on My day', { timeout: 60_000 }, () => {
  it('lists the courses with progress, the ones to do first, each opening its page', async () => {
    serve();
    renderWithApp(<MyCoursesCard userId={12} />, { path: '/my-day' });
    const card = await screen.findByRole('region', { name: 'Your courses' });
    const titles = within(card)
      .getAllByRole('article')
      .map((article) => within(article).getByRole('heading').textContent);
    expect(titles).toEqual(['Course 7', 'Course 8']);
    const current = within(card).getByRole('article', { name: 'Course 7' });
    expect(within(current).getByText('1 of 3 steps done')).toBeTruthy();
    expect(within(current).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('33');
    expect(within(current).getByRole('link', { name: 'Continue: Course 7' }).getAttribute('href')).toBe(
      '/my-day/courses/7',
    );
    const completed = within(card).getByRole('article', { name: 'Course 8' });
    expect(within(completed).getByRole('link', { name: 'Review: Course 8' })).toBeTruthy();
  });

  it('says “Tus cursos” in Spanish', async () => {
    await setLanguage('es');
    serve();
    renderWithApp(<MyCoursesCard userId={12} />, { path: '/my-day' });
    expect(await screen.findByRole('region', { name: 'Tus cursos' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continuar: Course 7' })).toBeTruthy();
  });
});
