import { describe, expect, it } from 'vitest';
import type { CourseParticipant, MediaInUseError, ParticipantCourseSteps, Participant } from '@stride/contracts';
import { buildResource } from '../library/support.js';
import { HOSTS, useTestApp } from '../support/app.js';
import { buildParticipant, unique } from '../support/factories.js';
import { json } from '../support/http.js';
import { addStep, COURSES, coursePractices, createCourse, notificationsOf, putVersioned } from './support.js';

const t = useTestApp();

describe('POST /course-definitions/{id}/assign', () => {
  it('refuses nobody, strangers and other authors; assigns all the author sees', async () => {
    const p = await coursePractices(t);
    const course = await createCourse(p.advisorClient, { title: 'Mindful eating', visibilityStatus: 'PRIVATE' });
    const url = `${COURSES}/${course.id}/assign`;
    const nobody = await p.advisorClient.post(url, { participants: [] });
    expect(nobody.statusCode).toBe(400);
    expect(json(nobody)).toMatchObject({
      details: [{ path: 'body.participants', message: 'You need select at least one participant!' }],
    });
    // A participant of another practice, a staff member, a user that does not exist: named in the 400.
    const stranger = await p.authorClient.post(
      `${COURSES}/${(await createCourse(p.authorClient, { title: 'x', visibilityStatus: 'ALL' })).id}/assign`,
      { participants: [p.pia.user.id] },
    );
    expect(stranger.statusCode).toBe(400);
    expect(json(stranger)).toMatchObject({ details: [{ path: 'body.participants' }] });
    expect(json<{ message: string }>(stranger).message).toContain(String(p.pia.user.id));
    expect((await p.advisorClient.post(url, { participants: [p.team.user.id] })).statusCode).toBe(400);
    // Only the author assigns.
    const library = await createCourse(p.authorClient, { title: 'Library', visibilityStatus: 'ALL' });
    expect((await p.advisorClient.post(`${COURSES}/${library.id}/assign`, { all: true })).statusCode).toBe(403);
    expect((await p.teamClient.post(url, { all: true })).statusCode).toBe(404);

    const all = json<{ assigned: number }>(await p.advisorClient.post(url, { all: true }));
    expect(all.assigned).toBe(2);
    const list = json<{ content: CourseParticipant[]; _meta: { totalCount: number } }>(
      await p.advisorClient.get(`${COURSES}/${course.id}/participants?search=pia`),
    );
    expect(list.content.map((c) => c.participant.userId)).toEqual([p.pia.user.id]);
    expect(list.content[0]).toMatchObject({
      assignmentStatus: 'NOT_STARTED',
      stepsDone: 0,
      stepCount: 0,
      currentStep: null,
    });
  });

  it('assigns every future participant too (autoAssignAll), not while the course is a draft', async () => {
    const p = await coursePractices(t);
    const course = await createCourse(p.advisorClient, { title: 'Walking', visibilityStatus: 'PRIVATE' });
    const res = await p.advisorClient.post(`${COURSES}/${course.id}/assign`, { autoAssignAll: true });
    expect(json(res)).toEqual({ message: 'Participants assigned to the Course!', assigned: 2, autoAssignAll: true });
    const add = async () => {
      const made = await p.advisorClient.post('/api/participants', {
        firstName: 'New',
        lastName: unique(),
        email: `new-${unique()}@test.example`,
        practiceId: p.second.id,
        advisorId: p.advisor.profile.id,
      });
      expect(made.statusCode, made.body).toBe(201);
      return json<Participant>(made);
    };
    const newcomer = await add();
    const theirs = json<{ content: { course: { id: number } }[] }>(
      await p.advisorClient.get(`/api/participants/${newcomer.id}/courses`),
    );
    expect(theirs.content.map((c) => c.course.id)).toEqual([course.id]);
    expect(await notificationsOf(t, newcomer.id, 'COURSE_ASSIGNED')).toHaveLength(1);
    // A batch of the import job: each new participant the author sees gets it; one of another practice not.
    const imported = await buildParticipant(t.app.platform.db, { tenantId: 'default', companyId: p.second.id });
    const elsewhere = await buildParticipant(t.app.platform.db, { tenantId: 'default', companyId: p.first.id });
    await t.app.platform.events.publish({
      type: 'participants.imported',
      tenantId: 'default',
      actorUserId: p.advisor.user.id,
      payload: { taskId: 1, userIds: [imported.user.id, elsewhere.user.id] },
    });
    await t.app.platform.events.idle();
    const followed = json<{ content: CourseParticipant[]; _meta: { totalCount: number } }>(
      await p.advisorClient.get(`${COURSES}/${course.id}/participants?perPage=100`),
    );
    expect(followed.content.map((c) => c.participant.userId)).toContain(imported.user.id);
    expect(followed._meta.totalCount).toBe(4);
    // Back to a draft: nobody new gets it.
    const now = json<{ version: number }>(await p.advisorClient.get(`${COURSES}/${course.id}`));
    await putVersioned(p.advisorClient, `${COURSES}/${course.id}`, now.version, { visibilityStatus: 'DRAFT' });
    const later = await add();
    expect(
      json<{ content: unknown[] }>(await p.advisorClient.get(`/api/participants/${later.id}/courses`)).content,
    ).toEqual([]);
  });
});

describe("a participant's course", () => {
  it('shows only assigned courses; the steps’ media load; staff see the progress', async () => {
    const p = await coursePractices(t);
    const main = json<{ id: number }>(await p.advisorClient.get('/api/ml/directories/main'));
    const file = await buildResource(t, { directoryId: main.id, ownerProfileId: p.advisor.profile.id, title: 'Video' });
    const course = await createCourse(p.advisorClient, { title: 'Stretching', visibilityStatus: 'PRIVATE' });
    const step = await addStep(p.advisorClient, course.id, {
      title: 'Calves',
      media: { mlSourceResourceId: file.id },
    });
    expect(step.media).toMatchObject({ resourceId: file.id });
    const steps = `/api/participants/${p.pia.user.id}/courses/${course.id}/steps`;
    // Not assigned: not there, for her nor her advisor.
    expect(json(await p.piaClient.get(steps))).toMatchObject({ message: 'Course not found.' });
    expect((await p.advisorClient.get(steps)).statusCode).toBe(404);
    expect((await p.piaClient.get(`/api/ml/resources/${file.id}`)).statusCode).toBe(404);
    await p.advisorClient.post(`${COURSES}/${course.id}/assign`, { participants: [p.pia.user.id] });
    const mine = json<ParticipantCourseSteps>(await p.piaClient.get(steps));
    expect(mine.content[0]).toMatchObject({ title: 'Calves', done: false, media: { resourceId: file.id } });
    // The file's signed link serves her, and the library lets her read the file through the course.
    expect((await p.piaClient.get(mine.content[0]!.media!.fileUrl!)).statusCode).toBe(200);
    expect((await p.piaClient.get(`/api/ml/resources/${file.id}`)).statusCode).toBe(200);
    // Her coach reads it; Leo, another participant, does not; staff do not mark steps done.
    expect((await p.advisorClient.get(steps)).statusCode).toBe(200);
    expect((await p.leoClient.get(steps)).statusCode).toBe(404);
    expect((await p.advisorClient.post(`${steps}/${step.id}/done`, {})).statusCode).toBe(403);
    // A step of another course: 404.
    const other = await createCourse(p.advisorClient, { title: 'Other', visibilityStatus: 'PRIVATE' });
    const foreign = await addStep(p.advisorClient, other.id, { title: 'X' });
    expect(json(await p.piaClient.post(`${steps}/${foreign.id}/done`, {}))).toMatchObject({
      message: 'Step not found.',
    });
    const first = json<ParticipantCourseSteps>(await p.piaClient.post(`${steps}/${step.id}/done`, {}));
    expect(first).toMatchObject({ assignmentStatus: 'COMPLETED', stepsDone: 1 });
    expect(first.content[0]!.done).toBe(true);
    // The library names the course as a use of the file; a forced delete leaves the step without it.
    const remove = (force: boolean) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/ml/directories/${main.id}/items/${file.id}`,
        headers: { host: HOSTS.default, authorization: `Bearer ${p.advisor.token}`, 'if-match': 'W/"1"' },
        payload: { force },
      });
    const uses = await remove(false);
    expect(uses.statusCode).toBe(409);
    expect(json<MediaInUseError>(uses).filelist[0]!.utilizations).toEqual([
      {
        utilizationType: 'COURSE',
        eligibleForRemoval: true,
        metadata: { name: 'Stretching', courseId: String(course.id) },
      },
    ]);
    expect((await remove(true)).statusCode).toBe(204);
    expect(json<ParticipantCourseSteps>(await p.piaClient.get(steps)).content[0]!.media).toBeNull();
  });
});
