import type { Definition, Sequence, ShareableCompany } from '@stride/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoEmail } from './support/accounts.js';
import { AXE_CONTEXT, expectNoSeriousViolations } from './support/axe.js';
import { setupE2E } from './support/e2e.js';
import { signInAs } from './support/flows.js';
import { unique } from './support/names.js';
import { apiFromPage } from './support/session.js';
import { clearShots, shot } from './support/shots.js';

const e2e = setupE2E();

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
/** The company admin of the tenant's second practice (docs/architecture.md, "Conventions"). */
const OTHER_ADMIN = 'companyadmin2@default.example';
const SEQUENCES = '/routines/definitions/sequences';

/** A call with the routine's If-Match (the routine's changes need it), from the signed-in page. */
async function changeRoutine(page: Page, method: string, path: string, version: number, body?: unknown) {
  return page.evaluate(
    async ({ method, path, version, body }) => {
      const key = Object.keys(window.localStorage).find((k) => k.startsWith('oidc.user:'));
      const user = JSON.parse(window.localStorage.getItem(key ?? '') ?? '{}') as { access_token?: string };
      const response = await fetch(`/api${path}`, {
        method,
        headers: {
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          Authorization: `Bearer ${user.access_token ?? ''}`,
          'If-Match': `"${version}"`,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { method, path, version, body },
  );
}

async function stored(page: Page, id: number): Promise<Sequence> {
  const answer = await apiFromPage<Sequence>(page, 'GET', `${SEQUENCES}/${id}`);
  expect(answer.status).toBe(200);
  return answer.body;
}

/** The practices this user may share with (every practice of the tenant but their own). */
async function shareable(page: Page): Promise<ShareableCompany[]> {
  const answer = await apiFromPage<{ items: ShareableCompany[] }>(
    page,
    'GET',
    '/routines/definitions/shared/companies?perPage=100',
  );
  expect(answer.status).toBe(200);
  return answer.body.items;
}

/** The page does not scroll sideways. */
async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => (document.scrollingElement ?? document.documentElement).scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('sharing routines between practices', () => {
  it('a routine of one practice reaches the other only once shared; its import is an independent copy', async () => {
    await clearShots('routines-sharing-');
    const advisor = await signInAs(e2e, demoEmail('advisor'), { context: { ...AXE_CONTEXT, viewport: DESKTOP } });
    const other = await signInAs(e2e, OTHER_ADMIN, { context: { ...AXE_CONTEXT, viewport: DESKTOP } });

    // Which practice is whose: each may share with every practice but its own.
    const fromAdvisor = await shareable(advisor.page);
    const fromOther = await shareable(other.page);
    const otherPractice = fromAdvisor.find((c) => !fromOther.some((o) => o.id === c.id))!;
    const advisorPractice = fromOther.find((c) => !fromAdvisor.some((o) => o.id === c.id))!;
    expect(otherPractice).toBeDefined();
    expect(advisorPractice).toBeDefined();

    // The advisor makes a routine of two platform exercises (the API; the builder has its own test).
    const title = `Shared knee routine ${unique()}`;
    const created = await apiFromPage<Sequence>(advisor.page, 'POST', SEQUENCES, { title, days: 7 });
    expect(created.status).toBe(201);
    const library = await apiFromPage<{ items: Definition[] }>(
      advisor.page,
      'GET',
      '/routines/definitions/items?kind=EXERCISE&perPage=2&scope=platform',
    );
    let routine = created.body;
    for (const [index, exercise] of library.body.items.entries()) {
      const added = await changeRoutine(advisor.page, 'POST', `${SEQUENCES}/${routine.id}/items`, routine.version, {
        day: index + 1,
        exerciseDefinitionId: exercise.id,
      });
      expect(added.status).toBe(200);
      routine = added.body as Sequence;
    }
    expect(routine.items).toHaveLength(2);

    // Not shared yet: the other practice does not see it under /shared.
    await other.page.goto(e2e.url(`/shared?tab=routines&search=${encodeURIComponent(title)}`));
    const sharedTable = other.page.getByRole('table', { name: other.shell.text('sharing.routinesLabel') });
    await sharedTable.waitFor();
    await other.page.getByText(other.shell.text('sharing.noMatch')).waitFor();
    expect(await sharedTable.getByRole('row').filter({ hasText: title }).count()).toBe(0);
    const before = await apiFromPage<{ items: Sequence[] }>(other.page, 'GET', `${SEQUENCES}/shared`);
    expect(before.body.items.some((s) => s.id === routine.id)).toBe(false);
    expect((await apiFromPage(other.page, 'GET', `${SEQUENCES}/${routine.id}`)).status).toBe(404);

    // The advisor shares an exercise of their library from the Library tab's selection bar …
    const exerciseTitle = `Shared step-up ${unique()}`;
    const exercise = await apiFromPage<Definition>(advisor.page, 'POST', '/routines/definitions/exercises', {
      title: exerciseTitle,
      repetitions: 10,
    });
    expect(exercise.status).toBe(201);
    await advisor.page.goto(e2e.url(`/routines?search=${encodeURIComponent(exerciseTitle)}`));
    await advisor.page
      .getByRole('checkbox', { name: advisor.shell.text('routines.selectOne', { title: exerciseTitle }) })
      .check();
    await advisor.page.getByRole('button', { name: advisor.shell.text('sharing.shareSelected'), exact: true }).click();
    const shareDialog = advisor.page.getByRole('dialog', { name: advisor.shell.text('sharing.shareItemsTitle_one') });
    await shareDialog.getByRole('checkbox', { name: otherPractice.name, exact: true }).check();
    await expectNoSeriousViolations(advisor.page, 'share dialog');
    await shot(advisor.page, 'routines-sharing-share-dialog-desktop');
    await shareDialog.getByRole('button', { name: advisor.shell.text('sharing.shareSubmit'), exact: true }).click();
    await advisor.shell.snackbar.filter({ hasText: 'Item shared!' }).waitFor();

    // … and the routine with the second practice.
    const shared = await apiFromPage<{ message: string; sharedWith: { id: number }[] }>(
      advisor.page,
      'POST',
      `${SEQUENCES}/${routine.id}/shared`,
      { companyId: [otherPractice.id] },
    );
    expect(shared.status).toBe(200);
    expect(shared.body.message).toBe('Routine shared!');
    await advisor.page.goto(e2e.url(`/shared?tab=routines&show=SENT&search=${encodeURIComponent(title)}`));
    await advisor.page
      .getByRole('table', { name: advisor.shell.text('sharing.routinesLabel') })
      .getByRole('row')
      .filter({ hasText: title })
      .filter({ hasText: otherPractice.name })
      .waitFor();

    // The other practice sees it now, with who shared it and from where; read-only with its days.
    await other.page.goto(e2e.url(`/shared?tab=routines&search=${encodeURIComponent(title)}`));
    const row = other.page
      .getByRole('table', { name: other.shell.text('sharing.routinesLabel') })
      .getByRole('row')
      .filter({ hasText: title });
    await row.waitFor();
    await expect.poll(() => row.innerText()).toContain(advisorPractice.name);
    await expectNoSeriousViolations(other.page, '/shared routines');
    await shot(other.page, 'routines-sharing-shared-desktop');
    await row.getByRole('button', { name: other.shell.text('sharing.viewNamed', { title }) }).click();
    const view = other.page.getByRole('dialog', { name: title });
    await view.getByRole('heading', { name: other.shell.text('sharing.day', { day: 1 }) }).waitFor();
    await view.getByText(routine.items[0]!.title).first().waitFor();
    await view.getByText(routine.items[1]!.title).first().waitFor();
    await expectNoSeriousViolations(other.page, 'shared routine, read-only');
    await shot(other.page, 'routines-sharing-routine-view-desktop');

    // Imported into a new folder of routines of their own.
    const folderTitle = `From the other practice ${unique()}`;
    await view.getByRole('button', { name: other.shell.text('sharing.import'), exact: true }).click();
    const importDialog = other.page.getByRole('dialog', { name: other.shell.text('sharing.importRoutineTitle') });
    await importDialog.getByRole('combobox', { name: other.shell.text('sharing.routineFolder') }).click();
    await other.page.getByRole('option', { name: other.shell.text('sharing.newFolder') }).click();
    await importDialog.getByRole('textbox', { name: other.shell.text('sharing.newFolderName') }).fill(folderTitle);
    await expectNoSeriousViolations(other.page, 'import dialog');
    await importDialog.getByRole('button', { name: other.shell.text('sharing.importSubmit'), exact: true }).click();
    await other.shell.snackbar.filter({ hasText: 'Positive Action imported!' }).waitFor();

    const mine = await apiFromPage<{ items: Sequence[] }>(
      other.page,
      'GET',
      `${SEQUENCES}?scope=company&search=${encodeURIComponent(title)}`,
    );
    const copy = mine.body.items.find((s) => s.title === title)!;
    expect(copy).toBeDefined();
    expect(copy.id).not.toBe(routine.id);
    expect(copy.editable).toBe(true);
    expect(copy.rootFolder?.title).toBe(folderTitle);

    // The copy is theirs to change: renamed (the API), and an item removed in their builder.
    let theirs = await stored(other.page, copy.id);
    expect(theirs.items.map((i) => i.title)).toEqual(routine.items.map((i) => i.title));
    const renamed = await changeRoutine(other.page, 'PUT', `${SEQUENCES}/${copy.id}`, theirs.version, {
      title: `${title} (ours)`,
    });
    expect(renamed.status).toBe(200);
    await other.page.goto(e2e.url(`/routines/routine/${copy.id}`));
    await other.page.getByRole('heading', { level: 1, name: `${title} (ours)` }).waitFor();
    const first = routine.items[0]!;
    await other.page
      .getByRole('button', {
        name: other.shell.text('routineBuilder.itemActions', { title: first.title, day: first.day }),
      })
      .click();
    await other.page.getByRole('menuitem', { name: other.shell.text('routineBuilder.removeItem') }).click();
    await other.shell.snackbar.filter({ hasText: 'Item removed!' }).waitFor();
    theirs = await stored(other.page, copy.id);
    expect(theirs.items).toHaveLength(1);
    expect(theirs.title).toBe(`${title} (ours)`);

    // The original is unchanged: in the advisor's builder and as stored.
    const original = await stored(advisor.page, routine.id);
    expect(original.title).toBe(title);
    expect(original.items.map((i) => i.id)).toEqual(routine.items.map((i) => i.id));
    await advisor.page.goto(e2e.url(`/routines/routine/${routine.id}`));
    await advisor.page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    await advisor.page.getByText(routine.items[0]!.title).first().waitFor();

    // The shared exercise: under Items, imported from /import-routines into a new folder of the library.
    await other.page.goto(e2e.url(`/shared?search=${encodeURIComponent(exerciseTitle)}`));
    await other.page
      .getByRole('table', { name: other.shell.text('sharing.itemsReceivedLabel') })
      .getByRole('row')
      .filter({ hasText: exerciseTitle })
      .waitFor();
    await expectNoSeriousViolations(other.page, '/shared items');

    // Folders: a folder the advisor's practice shared (demo data) opens on its items.
    await other.page.goto(e2e.url('/shared?tab=folders'));
    const folders = other.page.getByRole('table', { name: other.shell.text('sharing.foldersLabel') });
    const sharedFolderRow = folders.getByRole('row').filter({ hasText: advisorPractice.name }).first();
    await sharedFolderRow.waitFor();
    const openFolder = sharedFolderRow.getByRole('button', { name: /^Open shared folder / });
    const folderName = (await openFolder.innerText()).trim();
    await openFolder.click();
    await other.page.getByRole('heading', { level: 2, name: folderName }).waitFor();
    const folderItems = other.page.getByRole('table', {
      name: other.shell.text('sharing.folderItemsLabel', { title: folderName }),
    });
    await expect.poll(() => folderItems.getByRole('row').count()).toBeGreaterThan(1);
    await expectNoSeriousViolations(other.page, 'a shared folder');
    await shot(other.page, 'routines-sharing-folder-desktop');
    await other.page.goto(e2e.url('/import-routines'));
    await other.page.getByRole('heading', { level: 1, name: 'Import Positive Actions' }).waitFor();
    await other.page.getByRole('searchbox', { name: other.shell.text('sharing.search') }).fill(exerciseTitle);
    await other.page.getByRole('checkbox', { name: new RegExp(exerciseTitle) }).check();
    await other.page.getByRole('combobox', { name: other.shell.text('sharing.targetFolder') }).click();
    await other.page.getByRole('option', { name: other.shell.text('sharing.newFolder') }).click();
    const libraryFolder = `Imported exercises ${unique()}`;
    await other.page
      .getByRole('textbox', { name: other.shell.text('sharing.newFolderName') })
      .first()
      .fill(libraryFolder);
    await expectNoSeriousViolations(other.page, '/import-routines');
    await shot(other.page, 'routines-sharing-import-desktop');
    await other.page.getByRole('button', { name: other.shell.text('sharing.importChosen') }).click();
    await other.shell.snackbar.filter({ hasText: 'Item imported!' }).waitFor();
    const imported = await apiFromPage<{ items: Definition[] }>(
      other.page,
      'GET',
      `/routines/definitions/items?scope=company&search=${encodeURIComponent(exerciseTitle)}`,
    );
    expect(imported.body.items).toHaveLength(1);
    expect(imported.body.items[0]!.id).not.toBe(exercise.body.id);
    expect(imported.body.items[0]!.editable).toBe(true);

    // On a 390 px phone: the shared list and the import page fit the window.
    const phone = await signInAs(e2e, OTHER_ADMIN, {
      path: `/shared?tab=routines&search=${encodeURIComponent(title)}`,
      context: { ...AXE_CONTEXT, viewport: PHONE },
    });
    await phone.page.getByRole('heading', { level: 1, name: 'Shared Positive Actions' }).waitFor();
    await expect.poll(() => phone.page.title()).toMatch(/^Shared Positive Actions \|/);
    await phone.page.getByText(title).first().waitFor();
    await expectNoOverflow(phone.page);
    await expectNoSeriousViolations(phone.page, '/shared on a phone');
    await shot(phone.page, 'routines-sharing-shared-phone');
    await phone.page.goto(e2e.url('/import-routines'));
    await phone.page.getByRole('heading', { level: 1, name: 'Import Positive Actions' }).waitFor();
    await expectNoOverflow(phone.page);
    await expectNoSeriousViolations(phone.page, '/import-routines on a phone');
    await shot(phone.page, 'routines-sharing-import-phone');
  });

  it('names the screens with the tenant word: Routines on brain.localhost', async () => {
    const { page } = await signInAs(e2e, demoEmail('advisor', 'brain'), { tenant: 'brain', path: '/shared' });
    await page.getByRole('heading', { level: 1, name: 'Shared Routines' }).waitFor();
    await expect.poll(() => page.title()).toMatch(/^Shared Routines \|/);
    await page.goto(e2e.url('/import-routines', 'brain'));
    await page.getByRole('heading', { level: 1, name: 'Import Routines' }).waitFor();
  });
});
