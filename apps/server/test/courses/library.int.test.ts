import { describe, expect, it } from 'vitest';
import type { CourseDefinition } from '@stride/contracts';
import { useTestApp } from '../support/app.js';
import { json } from '../support/http.js';
import { addStep, COURSES, coursePractices, createCourse, putVersioned, stepsOf } from './support.js';

const t = useTestApp();

type Practices = Awaited<ReturnType<typeof coursePractices>>;

/** A library course of three steps by the first practice's admin, and the advisor's copy of it. */
async function importedCourse(p: Practices) {
  const source = await createCourse(p.authorClient, { title: 'Walking programme', visibilityStatus: 'ALL' });
  for (const [title, description] of [
    ['Shoes', 'Comfortable shoes.'],
    ['Route', 'A flat loop.'],
    ['Pace', 'Talk while you walk.'],
  ]) {
    await addStep(p.authorClient, source.id, { title, description });
  }
  const copy = json<CourseDefinition>(await p.advisorClient.post(`${COURSES}/${source.id}/library-import`, {}));
  return { source, copy };
}

const get = async (p: Practices, id: number, client = p.advisorClient) =>
  json<CourseDefinition>(await client.get(`${COURSES}/${id}`));

describe('POST /course-definitions/{id}/library-update: the pull', () => {
  it("applies the source's changes where the importer did not edit, keeps their edits, adds new steps", async () => {
    const p = await coursePractices(t);
    const { source, copy } = await importedCourse(p);
    const [, mine2] = await stepsOf(p.advisorClient, copy.id);
    // The importer edits step 2's description.
    await putVersioned(p.advisorClient, `${COURSES}/${copy.id}/steps/${mine2!.id}`, mine2!.version, {
      description: 'Our park, twice around.',
    });
    expect((await get(p, copy.id)).updateAvailable).toBe(false);
    const noUpdate = await p.advisorClient.post(`${COURSES}/${copy.id}/library-update`, {});
    expect(noUpdate.statusCode).toBe(409);
    expect(json(noUpdate)).toMatchObject({ code: 'COURSE_NO_UPDATE' });

    // The source changes step 2 (its description and title), step 3, and adds a step after step 2.
    const [, s2, s3] = await stepsOf(p.authorClient, source.id);
    await putVersioned(p.authorClient, `${COURSES}/${source.id}/steps/${s2!.id}`, s2!.version, {
      title: 'Your route',
      description: 'A loop with a hill.',
    });
    await putVersioned(p.authorClient, `${COURSES}/${source.id}/steps/${s3!.id}`, s3!.version, {
      description: 'Brisk: you can talk, not sing.',
    });
    const added = await addStep(p.authorClient, source.id, { title: 'Stretch', description: 'Calves and hips.' });
    const moved = await p.authorClient.put(`${COURSES}/${source.id}/steps/${added.id}/move`, {
      previousStepId: s2!.id,
      nextStepId: s3!.id,
    });
    expect(moved.statusCode).toBe(200);
    expect((await get(p, copy.id)).updateAvailable).toBe(true);
    const library = json<{ content: CourseDefinition[] }>(await p.advisorClient.get(`${COURSES}?search=walking`));
    expect(library.content.find((c) => c.id === copy.id)).toMatchObject({ updateAvailable: true });

    const pulled = await p.advisorClient.post(`${COURSES}/${copy.id}/library-update`, {});
    expect(pulled.statusCode).toBe(200);
    expect(json(pulled)).toMatchObject({ updateAvailable: false, stepCount: 4 });
    const after = await stepsOf(p.advisorClient, copy.id);
    expect(after.map((s) => [s.position, s.title, s.description])).toEqual([
      [0, 'Shoes', 'Comfortable shoes.'],
      // The title the importer left takes the source's; the description they edited stays theirs.
      [1, 'Your route', 'Our park, twice around.'],
      [2, 'Stretch', 'Calves and hips.'],
      [3, 'Pace', 'Brisk: you can talk, not sing.'],
    ]);
    expect((await get(p, copy.id)).updateAvailable).toBe(false);
  });

  it('keeps steps the importer removed removed, drops unedited steps the source removed, keeps edited ones', async () => {
    const p = await coursePractices(t);
    const { source, copy } = await importedCourse(p);
    const [mine1, mine2, mine3] = await stepsOf(p.advisorClient, copy.id);
    // The importer removes step 1 and edits step 3; the source removes steps 2 and 3 and edits step 1.
    await p.advisorClient.delete(`${COURSES}/${copy.id}/steps/${mine1!.id}`, { 'if-match': `W/"${mine1!.version}"` });
    await putVersioned(p.advisorClient, `${COURSES}/${copy.id}/steps/${mine3!.id}`, mine3!.version, {
      title: 'My pace',
    });
    const [s1, s2, s3] = await stepsOf(p.authorClient, source.id);
    for (const s of [s2!, s3!]) {
      const gone = await p.authorClient.delete(`${COURSES}/${source.id}/steps/${s.id}`, {
        'if-match': `W/"${s.version}"`,
      });
      expect(gone.statusCode).toBe(204);
    }
    await putVersioned(p.authorClient, `${COURSES}/${source.id}/steps/${s1!.id}`, s1!.version, { title: 'Good shoes' });
    const src = await get(p, source.id, p.authorClient);
    await putVersioned(p.authorClient, `${COURSES}/${source.id}`, src.version, { title: 'Walking, simply' });

    expect((await p.advisorClient.post(`${COURSES}/${copy.id}/library-update`, {})).statusCode).toBe(200);
    const after = await stepsOf(p.advisorClient, copy.id);
    expect(after.map((s) => [s.position, s.title])).toEqual([[0, 'My pace']]);
    expect(after[0]!.id).toBe(mine3!.id);
    expect(mine2).toBeDefined();
    expect(await get(p, copy.id)).toMatchObject({ title: 'Walking, simply', updateAvailable: false });
  });

  it('offers nothing once the source left the library; the copy stays when the source is deleted', async () => {
    const p = await coursePractices(t);
    const { source, copy } = await importedCourse(p);
    const [s1, s2] = await stepsOf(p.authorClient, source.id);
    // A move is no change of what a copy takes: no update is offered for it.
    await p.authorClient.put(`${COURSES}/${source.id}/steps/${s1!.id}/move`, { previousStepId: s2!.id });
    expect((await get(p, copy.id)).updateAvailable).toBe(false);
    await putVersioned(p.authorClient, `${COURSES}/${source.id}/steps/${s1!.id}`, s1!.version, { title: 'Good shoes' });
    expect((await get(p, copy.id)).updateAvailable).toBe(true);
    const src = await get(p, source.id, p.authorClient);
    await putVersioned(p.authorClient, `${COURSES}/${source.id}`, src.version, { visibilityStatus: 'DRAFT' });
    expect(await get(p, copy.id)).toMatchObject({
      updateAvailable: false,
      source: { id: source.id, available: false },
    });
    expect((await p.advisorClient.post(`${COURSES}/${copy.id}/library-update`, {})).statusCode).toBe(409);
    // Out of the library: not importable any more.
    expect((await p.teamClient.post(`${COURSES}/${source.id}/library-import`, {})).statusCode).toBe(404);

    const draft = await get(p, source.id, p.authorClient);
    const deleted = await p.authorClient.delete(`${COURSES}/${source.id}`, { 'if-match': `W/"${draft.version}"` });
    expect(deleted.statusCode).toBe(204);
    expect(await get(p, copy.id)).toMatchObject({ source: null, updateAvailable: false, stepCount: 3 });
  });

  it('lets a colleague of the same practice import a library course, with a title of their own', async () => {
    const p = await coursePractices(t);
    const source = await createCourse(p.advisorClient, { title: 'Mindful eating', visibilityStatus: 'ALL' });
    const res = await p.teamClient.post(`${COURSES}/${source.id}/library-import`, { title: 'Eating slowly' });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({ title: 'Eating slowly', mine: true, source: { id: source.id } });
    // A PRIVATE course is not in the library: 404 to others.
    const own = await createCourse(p.advisorClient, { title: 'Private one', visibilityStatus: 'PRIVATE' });
    expect((await p.teamClient.post(`${COURSES}/${own.id}/library-import`, {})).statusCode).toBe(404);
  });
});
