import type { Locator, Page, Response } from 'playwright-core';
import { escapeRegExp } from '../names.js';
import type { Shell } from './Shell.js';

/** A response of the API: its method and path (the query aside). */
export const isCall = (method: string, path: string | RegExp) => (response: Response) => {
  const pathname = new URL(response.url()).pathname;
  return response.request().method() === method && (typeof path === 'string' ? pathname === path : path.test(pathname));
};

/** /courses/{id} and /courses/add: the course's fields, its steps, its buttons and dialogs. */
export class CourseEditor {
  constructor(
    readonly page: Page,
    readonly shell: Shell,
  ) {}

  get form(): Locator {
    return this.shell.main.getByRole('form', { name: this.shell.text('courses.detailsLabel') });
  }
  field(key: string): Locator {
    return this.form.getByRole('textbox', { name: this.shell.text(key), exact: true });
  }
  get save(): Locator {
    return this.form.getByRole('button', { name: this.shell.text('form.save'), exact: true });
  }
  get steps(): Locator {
    return this.shell.main.getByRole('list', { name: this.shell.text('courses.steps'), exact: true });
  }
  /** The steps' names as the list says them ("Step 1: Dim the lights"). */
  stepNames(): Promise<string[]> {
    return this.steps
      .getByRole('listitem')
      .evaluateAll((items) => items.map((i) => i.getAttribute('aria-label') ?? ''));
  }
  button(key: string, vars?: Record<string, string | number>): Locator {
    return this.shell.main.getByRole('button', { name: this.shell.text(key, vars), exact: true });
  }
  tab(key: string, vars?: Record<string, string | number>): Locator {
    return this.shell.main.getByRole('tab', { name: this.shell.text(key, vars), exact: true });
  }

  /** A step's drag handle, by its place and title. */
  handle(number: number, title: string): Locator {
    return this.steps.getByRole('button', { name: this.shell.text('courses.drag.handle', { number, title }) });
  }

  /** Drags a handle onto another step with the mouse, in steps (as @dnd-kit needs: it starts after 5 px). */
  async drag(handle: Locator, target: Locator): Promise<void> {
    // The whole list in the window: the mouse works in the window's coordinates.
    await this.steps.evaluate((list) => list.scrollIntoView({ block: 'center' }));
    const from = await handle.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('Nothing to drag, or nowhere to drop it');
    await this.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await this.page.mouse.down();
    await this.page.mouse.move(from.x + from.width / 2 + 8, from.y + from.height / 2 - 8, { steps: 5 });
    await this.page.mouse.move(from.x + from.width / 2, to.y + to.height / 2, { steps: 20 });
    await this.page.waitForTimeout(150);
    await this.page.mouse.move(from.x + from.width / 2, to.y + to.height / 2 - 1, { steps: 2 });
    await this.page.mouse.up();
  }

  /** Chooses a visibility in the select ("Library: everyone") and saves: 'Course updated!'. */
  async setVisibility(choice: 'DRAFT' | 'PRIVATE' | 'ALL'): Promise<Response> {
    await this.form.getByRole('combobox', { name: this.shell.text('courses.visibilityLabel') }).click();
    await this.page
      .getByRole('option', { name: this.shell.text(`courses.visibilityChoice.${choice}`), exact: true })
      .click();
    const saved = this.page.waitForResponse(isCall('PUT', /^\/api\/course-definitions\/\d+$/));
    await this.save.click();
    const answer = await saved;
    await this.shell.snackbar
      .filter({ hasText: this.shell.text('courses.updatedMessage') })
      .first()
      .waitFor();
    return answer;
  }

  /** "Add step" (or a step's Edit) filled and sent: the step's answer. */
  async writeStep(
    open: Locator,
    titleKey: 'courses.step.newTitle' | 'courses.step.editTitle',
    step: { title?: string; text?: string; link?: string },
  ): Promise<Response> {
    await open.click();
    const dialog = this.page.getByRole('dialog', { name: this.shell.text(titleKey) });
    const text = (key: string) => dialog.getByRole('textbox', { name: this.shell.text(key), exact: true });
    if (step.title !== undefined) await text('courses.step.titleField').fill(step.title);
    if (step.text !== undefined) await text('courses.step.descriptionField').fill(step.text);
    if (step.link !== undefined) await text('courses.step.linkField').fill(step.link);
    const isNew = titleKey === 'courses.step.newTitle';
    const sent = this.page.waitForResponse(
      isCall(isNew ? 'POST' : 'PUT', isNew ? /\/steps$/ : /^\/api\/course-definitions\/\d+\/steps\/\d+$/),
    );
    await dialog
      .getByRole('button', { name: this.shell.text(isNew ? 'courses.step.add' : 'form.save'), exact: true })
      .click();
    const answer = await sent;
    await dialog.waitFor({ state: 'detached' });
    return answer;
  }
}

/** "Your courses" on the participant's My day and one course on it. */
export class MyCoursesCard {
  constructor(
    readonly page: Page,
    readonly shell: Shell,
  ) {}

  get card(): Locator {
    return this.shell.main.getByRole('region', { name: this.shell.text('courses.myDay.title'), exact: true });
  }
  course(courseId: number): Locator {
    return this.card.getByRole('article').filter({ has: this.page.locator(`a[href="/my-day/courses/${courseId}"]`) });
  }
}

/** /my-day/courses/{id}: the participant's stepper. */
export class TakeCoursePage {
  constructor(
    readonly page: Page,
    readonly shell: Shell,
  ) {}

  get markDone(): Locator {
    return this.shell.main.getByRole('button', { name: this.shell.text('courses.take.markDone'), exact: true });
  }
  /** The step button of the stepper, by the step's title. */
  step(title: string): Locator {
    return this.shell.main.getByRole('button', { name: new RegExp(`^${escapeRegExp(title)}`) });
  }
  /** "Mark as done" on the open step, waiting until the server kept it. */
  async done(): Promise<Response> {
    const kept = this.page.waitForResponse(isCall('POST', /\/courses\/\d+\/steps\/\d+\/done$/));
    await this.markDone.click();
    return kept;
  }
}
