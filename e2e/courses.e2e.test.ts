import {
  FileType,
  type CourseDefinition,
  type CourseStep,
  type CourseStepList,
  type Participant,
  type ParticipantCourseSteps,
} from '@stride/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoEmail } from './support/accounts.js';
import { AXE_CONTEXT, expectNoSeriousViolations } from './support/axe.js';
import { setupE2E } from './support/e2e.js';
import { searchAnswered, signInAs, type SignedIn } from './support/flows.js';
import { outboxFiles, waitForMail } from './support/outbox.js';
import { CourseEditor, isCall, MyCoursesCard, TakeCoursePage } from './support/pages/CoursePages.js';
import { solidPng } from './support/png.js';
import { layoutProblems } from './support/screens.js';
import { accessClaims, apiFromPage } from './support/session.js';
import { shotIfAsked } from './support/shots.js';

const e2e = setupE2E();

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const ZONE = 'Europe/Madrid';
const POLL = { timeout: 20_000 } as const;
const staffContext = { viewport: DESKTOP, timezoneId: ZONE, ...AXE_CONTEXT };
/** An advisor of the tenant's second company (the demo's companyadmin is the first one's). */
const OTHER_ADVISOR = 'advisor3@default.example';

/** Nothing wider than the window (no sideways scroll), no title cut off. */
const overflowFree = async (page: Page, what: string) =>
  expect(await layoutProblems(page), `${what} at ${page.viewportSize()?.width} px`).toEqual([]);

/** Axe, a picture at both sizes (when asked) and the phone's layout, on the screen as it is now. */
async function lookAt(page: Page, what: string, shotName: string): Promise<void> {
  await expectNoSeriousViolations(page, what);
  await shotIfAsked(page, `${shotName}-desktop`);
  await page.setViewportSize(PHONE);
  await overflowFree(page, what);
  await expectNoSeriousViolations(page, `${what} on a phone`);
  await shotIfAsked(page, `${shotName}-phone`);
  await page.setViewportSize(DESKTOP);
}

/** A Spanish participant of the advisor, made through the API; with a password (from the welcome mail) when asked. */
async function newParticipant(advisor: SignedIn, name: string, tag: string, withPassword: boolean) {
  const email = `${name.toLowerCase()}.${tag}@mail.example`;
  const { profile_id: advisorId } = await accessClaims(advisor.page);
  const created = await apiFromPage<Participant>(advisor.page, 'POST', '/participants', {
    firstName: `${name}${tag}`,
    lastName: 'Curso',
    email,
    language: 'es',
    advisorId,
  });
  expect(created.status).toBe(201);
  const person = { id: created.body.id, email, name: `${name}${tag} Curso`, password: '' };
  if (!withPassword) return person;
  const known = await outboxFiles(e2e.server.dataDir);
  const sent = await apiFromPage(advisor.page, 'POST', `/participants/${person.id}/sendWelcomeEmail`);
  expect(sent.status).toBe(200);
  const mail = await waitForMail(e2e.server.dataDir, email, known);
  const token = /reset-password\?token=([\w-]+)/.exec(mail.text)?.[1];
  expect(token, 'a set-password link in the welcome mail').toBeDefined();
  person.password = `course-secret-${tag}`;
  const confirmed = await advisor.page.request.post(e2e.url('/api/auth/password-reset/confirm'), {
    data: { token, password: person.password },
  });
  expect(confirmed.status()).toBe(200);
  return person;
}

describe('courses: written, published to the library, imported, assigned and gone through on a phone', () => {
  it(
    'a company admin writes a 3-step course with a cover, reorders it by dragging (mouse and keyboard), keeps it a draft (not assignable) and publishes it; an advisor of another company imports it, edits step 2 and assigns it to two participants; one reads the three steps on a 390 px phone and completes it; the advisor sees Completed and Not started',
    { timeout: 480_000 },
    async () => {
      const tag = Date.now().toString(36);
      const title = `Sleep well ${tag}`;
      const steps = [
        {
          title: `Dim the lights ${tag}`,
          text: 'An hour before bed, **dim the lights** and put the phone _away_.',
          link: 'https://example.com/sleep-hygiene',
        },
        { title: `A wind-down routine ${tag}`, text: '## Every night\n\n- a warm shower\n- a book' },
        { title: `Same time every day ${tag}`, text: 'Consistency matters more than length.' },
      ];
      // What the importer writes into step 2: a script and an onerror, to be shown as text and never run.
      const hostile = '<script>window.__pwned = 1</script> <img src=x onerror="window.__pwned = 2">';
      const edited = `## Tonight\n\nRead **ten pages**, then lights off. ${hostile}`;

      // 1. The company admin: /courses (beta), "New course", a cover uploaded, kept a draft.
      const admin = await signInAs(e2e, demoEmail('companyadmin'), { path: '/courses', context: staffContext });
      const { page, shell } = admin;
      await page.waitForURL((url) => url.pathname === '/courses');
      await shell.main.getByRole('heading', { level: 1, name: shell.text('routes./courses') }).waitFor();
      await shell.main.getByText(shell.text('shell.beta'), { exact: true }).waitFor();
      await shell.main.getByRole('table', { name: shell.text('courses.tab.mine') }).waitFor();
      await lookAt(page, '/courses', 'courses-list');
      await shell.main.getByRole('link', { name: shell.text('courses.new'), exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/courses/add');
      const editor = new CourseEditor(page, shell);
      await editor.field('courses.titleField').fill(title);
      await editor.field('courses.descriptionField').fill('Five minutes a day for better nights.');
      await editor.form
        .locator('input[type="file"]')
        .setInputFiles({ name: `cover-${tag}.png`, mimeType: 'image/png', buffer: solidPng(640, 360, [40, 90, 160]) });
      await expectNoSeriousViolations(page, '/courses/add');
      await shotIfAsked(page, 'courses-add-desktop');
      const creating = page.waitForResponse(isCall('POST', '/api/course-definitions'));
      await editor.save.click();
      const createdAnswer = await creating;
      expect(createdAnswer.status()).toBe(201);
      const course = (await createdAnswer.json()) as CourseDefinition;
      expect(course).toMatchObject({
        title,
        visibilityStatus: 'DRAFT',
        mine: true,
        media: { fileTypeId: FileType.Image },
      });
      await shell.snackbar
        .filter({ hasText: shell.text('courses.updatedMessage') })
        .first()
        .waitFor();
      await page.waitForURL((url) => url.pathname === `/courses/${course.id}`);

      // Three steps through the step dialog; the second's Preview tab renders its Markdown.
      const made: CourseStep[] = [];
      for (const step of steps) {
        const answer = await editor.writeStep(editor.button('courses.addStep'), 'courses.step.newTitle', step);
        expect(answer.status()).toBe(201);
        made.push((await answer.json()) as CourseStep);
      }
      await expect
        .poll(() => editor.stepNames(), POLL)
        .toEqual(steps.map((s, i) => shell.text('courses.numbered', { number: i + 1, title: s.title })));

      // Reordered by dragging. With the mouse, step 3 onto step 1's place: it goes first (only a next step).
      const moveOf = (step: CourseStep) =>
        page.waitForResponse(isCall('PUT', `/api/course-definitions/${course.id}/steps/${step.id}/move`));
      const dragged = moveOf(made[2]!);
      await editor.drag(editor.handle(3, steps[2]!.title), editor.steps.getByRole('listitem').first());
      const byMouse = await dragged;
      expect(byMouse.status()).toBe(200);
      expect(byMouse.request().postDataJSON()).toEqual({ nextStepId: made[0]!.id });
      await expect
        .poll(() => editor.stepNames(), POLL)
        .toEqual(
          [steps[2]!, steps[0]!, steps[1]!].map((s, i) =>
            shell.text('courses.numbered', { number: i + 1, title: s.title }),
          ),
        );
      // With the keyboard, step 2 (the first written) back up one place: Space, the up arrow, Space.
      const keyed = moveOf(made[0]!);
      await editor.handle(2, steps[0]!.title).focus();
      // @dnd-kit's live region says each part of it: picked up (then over its own place), over the place above.
      const said = page.locator('[id^="DndLiveRegion"]');
      await page.keyboard.press('Space');
      await said.filter({ hasText: steps[0]!.title }).waitFor({ state: 'attached' });
      await page.keyboard.press('ArrowUp');
      await said
        .filter({ hasText: shell.text('courses.drag.over', { title: steps[0]!.title, position: 1 }) })
        .waitFor({ state: 'attached' });
      await page.keyboard.press('Space');
      const byKeyboard = await keyed;
      expect(byKeyboard.status()).toBe(200);
      expect(byKeyboard.request().postDataJSON()).toEqual({ nextStepId: made[2]!.id });
      const order = [steps[0]!, steps[2]!, steps[1]!];
      await expect
        .poll(() => editor.stepNames(), POLL)
        .toEqual(order.map((s, i) => shell.text('courses.numbered', { number: i + 1, title: s.title })));
      const stored = await apiFromPage<CourseStepList>(page, 'GET', `/course-definitions/${course.id}/steps`);
      expect(stored.body.content.map((s) => s.id)).toEqual([made[0]!.id, made[2]!.id, made[1]!.id]);

      // A draft is not assignable: the button says why, and the server refuses it too.
      expect(await editor.button('courses.assign.open').isDisabled()).toBe(true);
      await shell.main.getByText(shell.text('courses.draftNotAssignable'), { exact: true }).waitFor();
      const refused = await apiFromPage<{ code: string }>(page, 'POST', `/course-definitions/${course.id}/assign`, {
        all: true,
      });
      expect(refused).toMatchObject({ status: 409, body: { code: 'COURSE_DRAFT' } });
      await lookAt(page, 'the course editor', 'courses-editor');

      // The preview as a participant: the Markdown rendered, nothing recorded.
      await editor.button('courses.preview.open').click();
      const preview = page.getByRole('dialog', { name: shell.text('courses.preview.title', { title }) });
      await preview.getByRole('button', { name: shell.text('courses.take.markDone'), exact: true }).waitFor();
      await preview.getByText('dim the lights', { exact: true }).waitFor();
      expect(await preview.locator('strong').first().innerText()).toBe('dim the lights');
      await expectNoSeriousViolations(page, 'the preview dialog');
      await shotIfAsked(page, 'courses-preview-desktop', { fullPage: false });
      await page.keyboard.press('Escape');
      await preview.waitFor({ state: 'detached' });

      // Published to the library (ALL).
      const published = await editor.setVisibility('ALL');
      expect(((await published.json()) as CourseDefinition).visibilityStatus).toBe('ALL');
      expect(await editor.button('courses.assign.open').isEnabled()).toBe(true);

      // 2. An advisor of the other company finds it in the Library and imports it.
      const advisor = await signInAs(e2e, OTHER_ADVISOR, { path: '/courses?tab=library', context: staffContext });
      const a = advisor;
      await a.page.waitForURL((url) => url.pathname === '/courses');
      const library = a.shell.main.getByRole('table', { name: a.shell.text('courses.tab.library') });
      await library.waitFor();
      const search = a.shell.main.getByRole('searchbox', { name: a.shell.text('courses.search') });
      await searchAnswered(a.page, search, title, '/course-definitions');
      const row = library.getByRole('row').filter({ has: a.page.getByRole('link', { name: title, exact: true }) });
      await row.waitFor();
      const authorOf = await apiFromPage<CourseDefinition>(page, 'GET', `/course-definitions/${course.id}`);
      await row.getByText(authorOf.body.authorName, { exact: true }).waitFor();
      await lookAt(a.page, 'the library', 'courses-library');
      const importing = a.page.waitForResponse(isCall('POST', `/api/course-definitions/${course.id}/library-import`));
      await row.getByRole('button', { name: a.shell.text('courses.importNamed', { title }), exact: true }).click();
      const importedAnswer = await importing;
      expect(importedAnswer.status()).toBe(201);
      const copy = (await importedAnswer.json()) as CourseDefinition;
      expect(copy).toMatchObject({ title, mine: true, source: { id: course.id } });
      await a.shell.snackbar
        .filter({ hasText: a.shell.text('courses.imported') })
        .first()
        .waitFor();
      await a.page.waitForURL((url) => url.pathname === `/courses/${copy.id}`);

      // Step 2 of the copy edited; the copy made Private for the advisor's own participants.
      const copyEditor = new CourseEditor(a.page, a.shell);
      await expect
        .poll(() => copyEditor.stepNames(), POLL)
        .toEqual(order.map((s, i) => a.shell.text('courses.numbered', { number: i + 1, title: s.title })));
      const editStep = copyEditor.button('courses.editStep', { number: 2, title: order[1]!.title });
      const editedAnswer = await copyEditor.writeStep(editStep, 'courses.step.editTitle', { text: edited });
      expect(editedAnswer.status()).toBe(200);
      expect(((await editedAnswer.json()) as CourseStep).description).toBe(edited);
      await a.shell.snackbar
        .filter({ hasText: a.shell.text('courses.step.saved') })
        .first()
        .waitFor();
      if (copy.visibilityStatus === 'DRAFT') await copyEditor.setVisibility('PRIVATE');

      // Two participants of the advisor; nobody chosen is the spec's refusal, then both are assigned.
      const lucia = await newParticipant(advisor, 'Lucia', tag, true);
      const mateo = await newParticipant(advisor, 'Mateo', tag, false);
      await copyEditor.button('courses.assign.open').click();
      const assign = a.page.getByRole('dialog', { name: a.shell.text('courses.assign.title', { title }) });
      const submit = assign.getByRole('button', { name: a.shell.text('courses.assign.submit'), exact: true });
      await submit.click();
      await assign.getByText(a.shell.text('courses.assign.noParticipants'), { exact: true }).waitFor();
      const who = assign.getByRole('combobox', { name: a.shell.text('courses.assign.participants') });
      for (const person of [lucia, mateo]) {
        await who.click();
        await searchAnswered(a.page, who, person.email, '/participants');
        const options = a.page.getByRole('listbox').getByRole('option');
        await expect.poll(() => options.allInnerTexts(), POLL).toEqual([`${person.name} (${person.email})`]);
        await options.first().click();
      }
      await expectNoSeriousViolations(a.page, 'the assign dialog');
      await shotIfAsked(a.page, 'courses-assign-desktop', { fullPage: false });
      const assigning = a.page.waitForResponse(isCall('POST', `/api/course-definitions/${copy.id}/assign`));
      await submit.click();
      const assigned = await assigning;
      expect(assigned.status()).toBe(200);
      expect(assigned.request().postDataJSON()).toEqual({
        all: false,
        autoAssignAll: false,
        participants: [lucia.id, mateo.id],
      });
      await a.shell.snackbar
        .filter({ hasText: a.shell.text('courses.assign.done') })
        .first()
        .waitFor();
      await assign.waitFor({ state: 'detached' });

      // 3. Lucía, on a 390 px phone in Spanish: Your courses on My day, the three steps, the course completed.
      const participant = await signInAs(e2e, lucia.email, {
        password: lucia.password,
        context: { viewport: PHONE, timezoneId: ZONE, locale: 'es-ES', ...AXE_CONTEXT },
      });
      const p = participant;
      expect(p.shell.language).toBe('es');
      await p.page.waitForURL((url) => url.pathname === '/my-day');
      const card = new MyCoursesCard(p.page, p.shell);
      const mine = card.course(copy.id);
      await mine.getByText(p.shell.text('courses.progress_other', { done: 0, count: 3 }), { exact: true }).waitFor();
      await expectNoSeriousViolations(p.page, 'My day with Your courses');
      await overflowFree(p.page, 'My day with Your courses');
      await shotIfAsked(p.page, 'courses-my-day-phone');
      // The link names its course (issue 29, item 11): "Empezar: <title>".
      const start = p.shell.text('common.forItem', { action: p.shell.text('courses.myDay.start'), item: copy.title });
      await mine.getByRole('link', { name: start, exact: true }).click();
      await p.page.waitForURL((url) => url.pathname === `/my-day/courses/${copy.id}`);
      const taking = new TakeCoursePage(p.page, p.shell);
      await p.shell.main.getByRole('heading', { level: 1, name: title }).waitFor();

      // Step 1: its Markdown and its link (opened apart, rel noopener).
      await p.shell.main.getByText('dim the lights', { exact: true }).waitFor();
      const link = p.shell.main.getByRole('link', { name: p.shell.text('courses.take.openLink') });
      expect(await link.getAttribute('href')).toBe(steps[0]!.link);
      expect(await link.getAttribute('rel')).toContain('noopener');
      await expectNoSeriousViolations(p.page, 'the participant’s course');
      await overflowFree(p.page, 'the participant’s course');
      await shotIfAsked(p.page, 'courses-take-step1-phone');
      expect((await taking.done()).status()).toBe(200);

      // Step 2, as the importer wrote it: the script and the onerror shown as text, never run.
      await p.shell.main.getByRole('heading', { name: 'Tonight' }).waitFor();
      await p.shell.main.getByText(hostile, { exact: false }).waitFor();
      expect(await p.shell.main.locator('script, img[onerror]').count()).toBe(0);
      expect(await p.page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      await shotIfAsked(p.page, 'courses-take-step2-phone');
      expect((await taking.done()).status()).toBe(200);

      // Step 3, the last: the course is completed, said plainly.
      const last = await taking.done();
      expect(last.status()).toBe(200);
      expect(((await last.json()) as ParticipantCourseSteps).assignmentStatus).toBe('COMPLETED');
      await p.shell.main.getByText(p.shell.text('courses.take.completed'), { exact: true }).waitFor();
      await p.shell.main
        .getByText(p.shell.text('courses.progress_other', { done: 3, count: 3 }), { exact: true })
        .waitFor();
      expect(await taking.markDone.count()).toBe(0);
      await expectNoSeriousViolations(p.page, 'the completed course');
      await overflowFree(p.page, 'the completed course');
      await shotIfAsked(p.page, 'courses-take-completed-phone');

      // 4. The advisor: the copy's Participants tab says Completed for Lucía and Not started for Mateo.
      await a.page.reload();
      await a.shell.waitForReady();
      await copyEditor.tab('courses.tab.participants_other', { count: 2 }).click();
      await a.page.waitForURL((url) => url.searchParams.get('tab') === 'participants');
      const table = a.shell.main.getByRole('table', { name: a.shell.text('courses.participantsTab.label') });
      const rowOf = (name: string) =>
        table.getByRole('row').filter({ has: a.page.getByRole('link', { name, exact: true }) });
      await rowOf(lucia.name).getByText(a.shell.text('courses.status.COMPLETED'), { exact: true }).waitFor();
      await rowOf(mateo.name).getByText(a.shell.text('courses.status.NOT_STARTED'), { exact: true }).waitFor();
      await lookAt(a.page, 'the participants tab', 'courses-participants');

      // Lucía's courses tab and her progress through the course, step by step.
      await rowOf(lucia.name).getByRole('link', { name: lucia.name, exact: true }).click();
      await a.page.waitForURL((url) => url.pathname === `/participants/${lucia.id}/courses/${copy.id}`);
      await a.shell.main.getByRole('heading', { level: 1, name: title }).waitFor();
      for (const [i, step] of order.entries()) {
        const summary = a.shell.main.getByRole('button', {
          name: a.shell.text('courses.numbered', { number: i + 1, title: step.title }),
        });
        await summary.getByRole('img', { name: a.shell.text('courses.participant.stepDone'), exact: true }).waitFor();
      }
      await lookAt(a.page, 'a participant’s course', 'courses-participant-course');
      await a.shell.main.getByRole('link', { name: a.shell.text('courses.participant.back') }).click();
      await a.page.waitForURL((url) => url.pathname === `/participants/${lucia.id}/courses`);
      const theirs = a.shell.main.getByRole('table', { name: a.shell.text('courses.participant.tableLabel') });
      await theirs
        .getByRole('row')
        .filter({ has: a.page.getByRole('link', { name: title, exact: true }) })
        .getByText(a.shell.text('courses.status.COMPLETED'), { exact: true })
        .waitFor();
      await lookAt(a.page, 'a participant’s courses tab', 'courses-participant-tab');
    },
  );
});
