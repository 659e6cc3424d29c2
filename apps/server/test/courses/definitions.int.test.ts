import { describe, expect, it } from 'vitest';
import { FileType, Role, type CourseDefinition, type CourseList, type Directory } from '@stride/contracts';
import { buildResource, pngBytes } from '../library/support.js';
import { HOSTS, useTestApp } from '../support/app.js';
import { buildCompany } from '../support/factories.js';
import { api, json } from '../support/http.js';
import { multipartBody } from '../support/multipart.js';
import { signedIn } from '../support/people.js';
import { addStep, COURSES, coursePractices, createCourse, putVersioned } from './support.js';

const t = useTestApp();

/** A multipart call (the `model` part and a `file`), as the portal sends a course with its cover. */
async function sendForm(token: string, method: 'POST' | 'PUT', url: string, model: object, ifMatch?: number) {
  const form = multipartBody({ model }, { file: { name: 'cover.png', type: 'image/png', data: await pngBytes() } });
  return t.app.inject({
    method,
    url,
    payload: form.payload,
    headers: {
      host: HOSTS.default,
      authorization: `Bearer ${token}`,
      ...form.headers,
      ...(ifMatch ? { 'if-match': `W/"${ifMatch}"` } : {}),
    },
  });
}

describe('course definitions', () => {
  it('takes a cover uploaded with the course, another library file, and its removal', async () => {
    const p = await coursePractices(t);
    const res = await sendForm(p.advisor.token, 'POST', COURSES, { title: 'Sleep', visibilityStatus: 'PRIVATE' });
    expect(res.statusCode, res.body).toBe(201);
    const made = json<CourseDefinition>(res);
    expect(made).toMatchObject({ title: 'Sleep', description: '', visibilityStatus: 'PRIVATE', mine: true });
    expect(made.media).toMatchObject({ fileTypeId: FileType.Image, title: 'cover' });
    expect(made.media!.fileUrl).toMatch(/^\/api\/files\//);
    expect(res.headers.etag).toBe(`W/"${made.version}"`);

    const main = json<Directory>(await p.advisorClient.get('/api/ml/directories/main'));
    const other = await buildResource(t, { directoryId: main.id, ownerProfileId: p.advisor.profile.id, title: 'Moon' });
    const chosen = await putVersioned(p.advisorClient, `${COURSES}/${made.id}`, made.version, {
      media: { mlSourceResourceId: other.id },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(json<CourseDefinition>(chosen).media).toMatchObject({ resourceId: other.id, title: 'Moon' });
    // A file of someone else's library is refused, naming the field.
    const theirMain = json<Directory>(await p.authorClient.get('/api/ml/directories/main'));
    const theirs = await buildResource(t, { directoryId: theirMain.id, ownerProfileId: p.author.profile.id });
    const refused = await putVersioned(
      p.advisorClient,
      `${COURSES}/${made.id}`,
      json<CourseDefinition>(chosen).version,
      {
        media: { mlSourceResourceId: theirs.id },
      },
    );
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({
      details: [{ path: 'body.media', message: 'Choose a file of your library.' }],
    });
    const removed = await putVersioned(
      p.advisorClient,
      `${COURSES}/${made.id}`,
      json<CourseDefinition>(chosen).version,
      {
        media: { remove: true },
      },
    );
    expect(json<CourseDefinition>(removed).media).toBeNull();
    // The GET's answer is accepted back as it is.
    const current = json<CourseDefinition>(await p.advisorClient.get(`${COURSES}/${made.id}`));
    const back = await putVersioned(p.advisorClient, `${COURSES}/${made.id}`, current.version, {
      ...current,
      title: 'Sleep well',
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(json(back)).toMatchObject({ title: 'Sleep well', media: null });
  });

  it('lists the actor’s own courses or the library, by search and visibility, newest change first', async () => {
    const p = await coursePractices(t);
    const tag = `Tag${p.first.id}`;
    const draft = await createCourse(p.advisorClient, { title: `${tag} draft` });
    const priv = await createCourse(p.advisorClient, { title: `${tag} private`, visibilityStatus: 'PRIVATE' });
    const all = await createCourse(p.advisorClient, { title: `${tag} all`, visibilityStatus: 'ALL' });
    const theirs = await createCourse(p.authorClient, { title: `${tag} theirs`, visibilityStatus: 'ALL' });
    await createCourse(p.authorClient, { title: `${tag} their draft` });
    const mine = json<CourseList>(await p.advisorClient.get(`${COURSES}?search=${tag.toLowerCase()}`));
    expect(mine.content.map((c) => c.id)).toEqual([all.id, priv.id, draft.id]);
    expect(mine._meta).toEqual({ totalCount: 3, pageCount: 1, currentPage: 1, perPage: 20 });
    const library = json<CourseList>(await p.advisorClient.get(`${COURSES}?library=true&search=${tag}`));
    expect(library.content.map((c) => [c.id, c.mine])).toEqual([
      [theirs.id, false],
      [all.id, true],
    ]);
    const drafts = json<CourseList>(await p.advisorClient.get(`${COURSES}?visibility=DRAFT&search=${tag}`));
    expect(drafts.content.map((c) => c.id)).toEqual([draft.id]);
    const paged = json<CourseList>(await p.advisorClient.get(`${COURSES}?search=${tag}&perPage=2&page=2`));
    expect(paged.content.map((c) => c.id)).toEqual([draft.id]);
    expect(paged._meta).toMatchObject({ totalCount: 3, pageCount: 2 });
    // A library course is read by others and changed by nobody but its author.
    expect((await p.teamClient.get(`${COURSES}/${theirs.id}`)).statusCode).toBe(200);
    const change = await putVersioned(p.advisorClient, `${COURSES}/${theirs.id}`, theirs.version, {
      title: 'Mine now',
    });
    expect(change.statusCode).toBe(403);
    expect((await p.advisorClient.get(`${COURSES}/${priv.id}`)).statusCode).toBe(200);
    expect((await p.teamClient.get(`${COURSES}/${priv.id}`)).statusCode).toBe(404);
    for (const query of ['visibility=SOME', 'perPage=101', 'library=maybe', 'colour=red']) {
      expect((await p.advisorClient.get(`${COURSES}?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('needs If-Match to change or delete, and refuses deleting an assigned course unless forced', async () => {
    const p = await coursePractices(t);
    const course = await createCourse(p.advisorClient, { title: 'Breathing', visibilityStatus: 'PRIVATE' });
    await addStep(p.advisorClient, course.id, { title: 'In and out' });
    expect((await p.advisorClient.put(`${COURSES}/${course.id}`, { title: 'x' })).statusCode).toBe(428);
    const stale = await putVersioned(p.advisorClient, `${COURSES}/${course.id}`, course.version + 5, { title: 'x' });
    expect(stale.statusCode).toBe(412);
    expect(json<{ current: CourseDefinition }>(stale).current).toMatchObject({ title: 'Breathing', stepCount: 1 });
    await p.advisorClient.post(`${COURSES}/${course.id}/assign`, { participants: [p.pia.user.id, p.leo.user.id] });
    const ifMatch = { 'if-match': `W/"${course.version}"` };
    const refused = await p.advisorClient.delete(`${COURSES}/${course.id}`, ifMatch);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({
      code: 'COURSE_ASSIGNED',
      message: 'This course is assigned to 2 participants: delete it with force to remove their progress too.',
    });
    expect((await p.advisorClient.delete(`${COURSES}/${course.id}?force=true`, ifMatch)).statusCode).toBe(204);
    expect((await p.advisorClient.get(`${COURSES}/${course.id}`)).statusCode).toBe(404);
    const left = json<CourseList>(await p.piaClient.get(`/api/participants/${p.pia.user.id}/courses`));
    expect(left.content).toEqual([]);
  });

  it('refuses roles 1, 2, 3 and 7 (403) and another tenant’s course (404)', async () => {
    const p = await coursePractices(t);
    const course = await createCourse(p.advisorClient, { title: 'Library one', visibilityStatus: 'ALL' });
    for (const roleId of [Role.Owner, Role.Admin, Role.Consultant]) {
      const who = api(t.app, { token: (await signedIn(t, { roleId, from: '10.28.200.1' })).token });
      for (const res of [
        await who.get(COURSES),
        await who.get(`${COURSES}/${course.id}`),
        await who.post(COURSES, { title: 'No' }),
        await who.post(`${COURSES}/${course.id}/library-import`, {}),
      ]) {
        expect(res.statusCode, `role ${roleId}`).toBe(403);
      }
    }
    expect((await p.piaClient.get(`${COURSES}?library=true`)).statusCode).toBe(403);
    expect((await p.piaClient.get(`${COURSES}/${course.id}/steps`)).statusCode).toBe(403);
    const brain = await buildCompany(t.app.platform.db, 'brain');
    const elsewhere = await signedIn(t, {
      tenantId: 'brain',
      roleId: Role.Advisor,
      companyId: brain.id,
      from: '10.28.200.2',
    });
    const other = api(t.app, { token: elsewhere.token, host: 'brain' });
    expect((await other.get(`${COURSES}/${course.id}`)).statusCode).toBe(404);
    expect((await other.post(`${COURSES}/${course.id}/library-import`, {})).statusCode).toBe(404);
    expect(json<CourseList>(await other.get(`${COURSES}?library=true&search=Library one`)).content).toEqual([]);
  });
});
