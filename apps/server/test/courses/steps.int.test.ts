import { describe, expect, it } from 'vitest';
import type { CourseStep } from '@stride/contracts';
import { useTestApp } from '../support/app.js';
import { json } from '../support/http.js';
import { addStep, COURSES, coursePractices, createCourse, putVersioned, stepsOf } from './support.js';

const t = useTestApp();

async function courseOfFour() {
  const p = await coursePractices(t);
  const course = await createCourse(p.advisorClient, { title: 'Four steps', visibilityStatus: 'PRIVATE' });
  const steps: CourseStep[] = [];
  for (const title of ['A', 'B', 'C', 'D']) steps.push(await addStep(p.advisorClient, course.id, { title }));
  const move = (stepId: number, body: object) =>
    p.advisorClient.put(`${COURSES}/${course.id}/steps/${stepId}/move`, body);
  const titles = async () => (await stepsOf(p.advisorClient, course.id)).map((s) => `${s.position}${s.title}`);
  return { p, course, steps, move, titles };
}

describe('course steps', () => {
  it('adds at the end, changes, removes (closing the gap), with If-Match', async () => {
    const { p, course, steps, titles } = await courseOfFour();
    expect(steps.map((s) => s.position)).toEqual([0, 1, 2, 3]);
    expect(steps[0]).toMatchObject({ courseId: course.id, title: 'A', description: '', link: null, media: null });
    const url = `${COURSES}/${course.id}/steps/${steps[1]!.id}`;
    expect((await p.advisorClient.put(url, { title: 'B2' })).statusCode).toBe(428);
    const changed = await putVersioned(p.advisorClient, url, steps[1]!.version, {
      title: 'B2',
      link: 'https://example.org/sleep',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(json(changed)).toMatchObject({
      title: 'B2',
      link: 'https://example.org/sleep',
      version: steps[1]!.version + 1,
    });
    expect((await putVersioned(p.advisorClient, url, steps[1]!.version, { title: 'B3' })).statusCode).toBe(412);
    expect((await putVersioned(p.advisorClient, url, 2, { link: 'javascript:alert(1)' })).statusCode).toBe(400);
    const gone = await p.advisorClient.delete(`${COURSES}/${course.id}/steps/${steps[0]!.id}`, {
      'if-match': `W/"${steps[0]!.version}"`,
    });
    expect(gone.statusCode).toBe(204);
    expect(await titles()).toEqual(['0B2', '1C', '2D']);
    // Only the author changes them; a step of another course is not found here.
    const other = await createCourse(p.advisorClient, { title: 'Other' });
    const foreign = await addStep(p.advisorClient, other.id, { title: 'X' });
    expect(
      (await putVersioned(p.advisorClient, `${COURSES}/${course.id}/steps/${foreign.id}`, 1, { title: 'Y' }))
        .statusCode,
    ).toBe(404);
    expect((await p.teamClient.post(`${COURSES}/${course.id}/steps`, { title: 'Z' })).statusCode).toBe(404);
    const library = await createCourse(p.authorClient, { title: 'Theirs', visibilityStatus: 'ALL' });
    expect((await p.advisorClient.post(`${COURSES}/${library.id}/steps`, { title: 'Z' })).statusCode).toBe(403);
    expect((await p.advisorClient.get(`${COURSES}/${library.id}/steps`)).statusCode).toBe(200);
  });

  it('stores a script tag in a description as text and answers it unchanged', async () => {
    const { p, course } = await courseOfFour();
    const text = 'Read this.\n\n<script>alert("x")</script> <img src=x onerror=alert(1)> **bold**';
    const step = await addStep(p.advisorClient, course.id, { title: 'Unsafe?', description: text });
    expect(step.description).toBe(text);
    const listed = await stepsOf(p.advisorClient, course.id);
    expect(listed.at(-1)!.description).toBe(text);
    const res = await p.advisorClient.get(`${COURSES}/${course.id}/steps`);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('moves between both neighbours, after one, before one; refuses neither and strangers', async () => {
    const { p, steps, move, titles } = await courseOfFour();
    const [a, b, c, d] = steps.map((s) => s.id) as [number, number, number, number];
    const both = await move(d, { previousStepId: a, nextStepId: b });
    expect(both.statusCode, both.body).toBe(200);
    expect(json<{ content: CourseStep[] }>(both).content.map((s) => s.title)).toEqual(['A', 'D', 'B', 'C']);
    expect((await move(a, { previousStepId: c })).statusCode).toBe(200);
    expect(await titles()).toEqual(['0D', '1B', '2C', '3A']);
    expect((await move(a, { nextStepId: d })).statusCode).toBe(200);
    expect(await titles()).toEqual(['0A', '1D', '2B', '3C']);
    expect((await move(c, { previousStepId: null, nextStepId: a })).statusCode).toBe(200);
    expect(await titles()).toEqual(['0C', '1A', '2D', '3B']);

    const neither = await move(a, {});
    expect(neither.statusCode).toBe(400);
    expect(json(neither)).toMatchObject({ details: [{ message: 'Give the previous or the next step.' }] });
    expect((await move(a, { previousStepId: null, nextStepId: null })).statusCode).toBe(400);
    const other = await createCourse(p.advisorClient, { title: 'Other' });
    const foreign = await addStep(p.advisorClient, other.id, { title: 'X' });
    const stranger = await move(a, { previousStepId: foreign.id });
    expect(stranger.statusCode).toBe(400);
    expect(json(stranger)).toMatchObject({ details: [{ path: 'body.previousStepId' }] });
    const itself = await move(a, { nextStepId: a });
    expect(json(itself)).toMatchObject({ details: [{ path: 'body.nextStepId' }] });
    expect((await move(a, { previousStepId: c, nextStepId: b })).statusCode).toBe(400);
    // The moved step of another course: 404.
    expect((await move(foreign.id, { previousStepId: a })).statusCode).toBe(404);
    expect(await titles()).toEqual(['0C', '1A', '2D', '3B']);
  });
});
