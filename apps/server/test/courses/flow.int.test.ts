import { describe, expect, it } from 'vitest';
import type { CourseDefinition, CourseParticipant, ParticipantCourse, ParticipantCourseSteps } from '@stride/contracts';
import { useTestApp } from '../support/app.js';
import { json } from '../support/http.js';
import { addStep, COURSES, coursePractices, createCourse, notificationsOf, putVersioned, stepsOf } from './support.js';

const t = useTestApp();

describe('a course from the library to a participant (issue 28, "Done when")', () => {
  it('is written, published, imported by another practice, adapted, assigned, completed and followed', async () => {
    const p = await coursePractices(t);
    // A company admin writes a course of three steps, kept as a DRAFT.
    const course = await createCourse(p.authorClient, { title: 'Sleep hygiene', description: 'Better nights.' });
    expect(course).toMatchObject({ visibilityStatus: 'DRAFT', mine: true, stepCount: 0, source: null });
    for (const title of ['Light', 'Screens', 'Routine']) await addStep(p.authorClient, course.id, { title });
    // A draft is never assigned.
    const draft = await p.authorClient.post(`${COURSES}/${course.id}/assign`, { participants: [], all: true });
    expect(draft.statusCode).toBe(409);
    expect(json(draft)).toMatchObject({ code: 'COURSE_DRAFT' });
    // Nobody else sees a draft, nor finds it in the library.
    expect((await p.advisorClient.get(`${COURSES}/${course.id}`)).statusCode).toBe(404);
    const current = json<CourseDefinition>(await p.authorClient.get(`${COURSES}/${course.id}`));
    const published = await putVersioned(p.authorClient, `${COURSES}/${course.id}`, current.version, {
      visibilityStatus: 'ALL',
    });
    expect(published.statusCode).toBe(200);
    expect(json(published)).toMatchObject({ visibilityStatus: 'ALL', stepCount: 3 });

    // An advisor of another practice finds it in the library and imports it.
    const library = json<{ content: CourseDefinition[] }>(
      await p.advisorClient.get(`${COURSES}?library=true&search=SLEEP`),
    );
    expect(library.content.map((c) => c.id)).toContain(course.id);
    expect(library.content.find((c) => c.id === course.id)).toMatchObject({
      mine: false,
      authorName: expect.stringContaining('Ada'),
    });
    expect((await p.advisorClient.get(`${COURSES}?library=false`)).json().content).toEqual([]);
    const imported = await p.advisorClient.post(`${COURSES}/${course.id}/library-import`, {});
    expect(imported.statusCode).toBe(201);
    const copy = json<CourseDefinition>(imported);
    expect(copy).toMatchObject({
      title: 'Sleep hygiene',
      visibilityStatus: 'DRAFT',
      mine: true,
      stepCount: 3,
      source: { id: course.id, title: 'Sleep hygiene', available: true },
      updateAvailable: false,
    });
    // The author cannot import their own course.
    expect((await p.authorClient.post(`${COURSES}/${course.id}/library-import`, {})).statusCode).toBe(403);

    // The advisor edits step 2 of the copy, publishes it for their participants and assigns it to two.
    const steps = await stepsOf(p.advisorClient, copy.id);
    expect(steps.map((s) => s.title)).toEqual(['Light', 'Screens', 'Routine']);
    const edited = await putVersioned(
      p.advisorClient,
      `${COURSES}/${copy.id}/steps/${steps[1]!.id}`,
      steps[1]!.version,
      {
        title: 'Screens off at nine',
      },
    );
    expect(edited.statusCode).toBe(200);
    const copyNow = json<CourseDefinition>(await p.advisorClient.get(`${COURSES}/${copy.id}`));
    expect(
      (await putVersioned(p.advisorClient, `${COURSES}/${copy.id}`, copyNow.version, { visibilityStatus: 'PRIVATE' }))
        .statusCode,
    ).toBe(200);
    const assigned = await p.advisorClient.post(`${COURSES}/${copy.id}/assign`, {
      participants: [p.pia.user.id, p.leo.user.id],
    });
    expect(assigned.statusCode).toBe(200);
    expect(json(assigned)).toEqual({
      message: 'Participants assigned to the Course!',
      assigned: 2,
      autoAssignAll: false,
    });
    // Again: nobody new, the progress kept.
    expect(
      json(await p.advisorClient.post(`${COURSES}/${copy.id}/assign`, { participants: [p.pia.user.id] })),
    ).toMatchObject({
      assigned: 0,
    });
    const told = await notificationsOf(t, p.pia.user.id, 'COURSE_ASSIGNED');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      type: 'ROUTINE',
      message: 'New course: Sleep hygiene',
      parameters: { courseId: copy.id },
    });

    // Pia reads her course and marks the three steps done; the last completes it.
    const mine = json<{ content: ParticipantCourse[] }>(
      await p.piaClient.get(`/api/participants/${p.pia.user.id}/courses`),
    );
    expect(mine.content).toHaveLength(1);
    expect(mine.content[0]).toMatchObject({
      course: { id: copy.id, title: 'Sleep hygiene' },
      assignmentStatus: 'NOT_STARTED',
      stepsDone: 0,
      stepCount: 3,
      currentStep: { id: steps[0]!.id, title: 'Light' },
    });
    const url = `/api/participants/${p.pia.user.id}/courses/${copy.id}/steps`;
    const read = json<ParticipantCourseSteps>(await p.piaClient.get(url));
    expect(read.content.map((s) => [s.title, s.done])).toEqual([
      ['Light', false],
      ['Screens off at nine', false],
      ['Routine', false],
    ]);
    let after: ParticipantCourseSteps | undefined;
    for (const step of read.content) {
      const done = await p.piaClient.post(`${url}/${step.id}/done`, {});
      expect(done.statusCode).toBe(200);
      after = json<ParticipantCourseSteps>(done);
    }
    expect(after).toMatchObject({ assignmentStatus: 'COMPLETED', stepsDone: 3, currentStep: null });
    expect(after!.completedAt).not.toBeNull();
    // Again is no change.
    const again = json<ParticipantCourseSteps>(await p.piaClient.post(`${url}/${read.content[0]!.id}/done`, {}));
    expect(again.completedAt).toBe(after!.completedAt);
    // Leo cannot mark Pia's steps, nor see her courses.
    expect((await p.leoClient.post(`${url}/${read.content[0]!.id}/done`, {})).statusCode).toBe(404);
    expect((await p.leoClient.get(`/api/participants/${p.pia.user.id}/courses`)).statusCode).toBe(404);

    // The advisor sees one completed, the other not started; and was told of the completion.
    const followed = json<{ content: CourseParticipant[] }>(
      await p.advisorClient.get(`${COURSES}/${copy.id}/participants`),
    );
    expect(followed.content.map((c) => [c.participant.fullName, c.assignmentStatus, c.stepsDone])).toEqual([
      ['Leo Ortiz', 'NOT_STARTED', 0],
      ['Pia Ortiz', 'COMPLETED', 3],
    ]);
    const completedOnly = json<{ content: CourseParticipant[] }>(
      await p.advisorClient.get(`${COURSES}/${copy.id}/participants?assignmentStatus=COMPLETED`),
    );
    expect(completedOnly.content.map((c) => c.participant.userId)).toEqual([p.pia.user.id]);
    const completed = await notificationsOf(t, p.advisor.user.id, 'COURSE_COMPLETED');
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({ type: 'ACTIVITIES', parameters: { courseId: copy.id } });
    // The advisor's staff read her progress too; the team member may not follow the course (not theirs).
    expect(
      (await p.advisorClient.get(`/api/participants/${p.pia.user.id}/courses?assignmentStatus=COMPLETED`)).json()
        .content,
    ).toHaveLength(1);
    expect((await p.teamClient.get(`${COURSES}/${copy.id}/participants`)).statusCode).toBe(404);
  });
});
