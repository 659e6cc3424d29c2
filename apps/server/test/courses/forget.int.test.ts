import { describe, expect, it } from 'vitest';
import { Role, type CourseDefinition, type CourseParticipant } from '@stride/contracts';
import { useTestApp } from '../support/app.js';
import { api, json } from '../support/http.js';
import { signedIn } from '../support/people.js';
import { addStep, COURSES, coursePractices, createCourse } from './support.js';

const t = useTestApp();

describe("an account's deletion (FORGET_STEPS: courses)", () => {
  it("removes a participant's assignments and a staff author's courses; copies of others stay", async () => {
    const p = await coursePractices(t);
    const admin = await signedIn(t, { roleId: Role.CompanyAdmin, companyId: p.second.id, from: '10.28.201.1' });
    const adminClient = api(t.app, { token: admin.token });
    const course = await createCourse(p.advisorClient, { title: 'Breathing', visibilityStatus: 'ALL' });
    const step = await addStep(p.advisorClient, course.id, { title: 'Slowly' });
    const copy = json<CourseDefinition>(await p.authorClient.post(`${COURSES}/${course.id}/library-import`, {}));
    await p.advisorClient.post(`${COURSES}/${course.id}/assign`, { participants: [p.pia.user.id, p.leo.user.id] });
    await p.piaClient.post(`/api/participants/${p.pia.user.id}/courses/${course.id}/steps/${step.id}/done`, {});

    const account = async (userId: number) =>
      json<{ version: number }>(await adminClient.get(`/api/accounts/${userId}`));
    const remove = async (userId: number) =>
      adminClient.delete(`/api/accounts/${userId}`, { 'if-match': `W/"${(await account(userId)).version}"` });
    expect((await remove(p.pia.user.id)).statusCode).toBe(204);
    const left = json<{ content: CourseParticipant[] }>(
      await p.advisorClient.get(`${COURSES}/${course.id}/participants`),
    );
    expect(left.content.map((c) => c.participant.userId)).toEqual([p.leo.user.id]);
    expect(json<CourseDefinition>(await p.advisorClient.get(`${COURSES}/${course.id}`)).participants).toBe(1);

    expect((await remove(p.advisor.user.id)).statusCode).toBe(204);
    expect((await p.authorClient.get(`${COURSES}/${course.id}`)).statusCode).toBe(404);
    expect(json(await p.leoClient.get(`/api/participants/${p.leo.user.id}/courses`))).toMatchObject({ content: [] });
    expect(json(await p.authorClient.get(`${COURSES}/${copy.id}`))).toMatchObject({ source: null, stepCount: 1 });
  });
});
