import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Definition, DefinitionFolder } from '@stride/contracts';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { demoEmail } from './support/accounts.js';
import { AXE_CONTEXT, expectNoSeriousViolations } from './support/axe.js';
import { setupE2E } from './support/e2e.js';
import { signInAs } from './support/flows.js';
import { unique } from './support/names.js';
import type { Shell } from './support/pages/Shell.js';
import { apiFromPage } from './support/session.js';
import { shot } from './support/shots.js';

const e2e = setupE2E();

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
/** A video's processing (ffmpeg: poster, web copy) on a busy 2-core machine. */
const PROCESSED_MS = 150_000;

/** Two seconds of test pattern and tone, H.264 and AAC, made by ffmpeg (installed from Debian's packages). */
const workDir = mkdtempSync(path.join(tmpdir(), 'stride-routines-e2e-'));
function testVideo(): Buffer {
  const file = path.join(workDir, 'squat.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15', '-f', 'lavfi', '-i', 'sine=frequency=440'],
    ...['-t', '2', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', '-movflags', '+faststart'],
    file,
  ]);
  return readFileSync(file);
}
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** The library tab of /routines, found by what the user reads (the portal's own strings). */
class RoutinesLibrary {
  constructor(
    readonly page: Page,
    readonly shell: Shell,
  ) {}

  text(key: string, vars?: Record<string, string | number>): string {
    return this.shell.text(key, vars);
  }
  get heading(): Locator {
    return this.shell.main.getByRole('heading', { level: 1 });
  }
  get folders(): Locator {
    return this.shell.main.getByRole('list', { name: this.text('routines.folders') });
  }
  get table(): Locator {
    return this.shell.main.getByRole('table');
  }
  get rows(): Locator {
    return this.table.locator('tbody tr');
  }
  row(title: string): Locator {
    return this.rows.filter({ hasText: title });
  }
  /** The heading of the items shown: All items, Not in a folder, or the folder's title. */
  section(name: string): Locator {
    return this.shell.main.getByRole('heading', { level: 2, name, exact: true });
  }
  get search(): Locator {
    return this.shell.main.getByRole('searchbox', { name: this.text('routines.search') });
  }
  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }
  snackbar(text: string): Locator {
    return this.shell.snackbarBehindDialog(text);
  }

  async searchFor(text: string): Promise<void> {
    await this.search.fill(text);
    await this.search.press('Enter');
    await this.page.waitForURL((url) => (url.searchParams.get('search') ?? '') === text.trim());
  }

  async chooseKind(label: string): Promise<void> {
    await this.shell.main.getByRole('combobox', { name: this.text('routines.filterKind') }).click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
  }

  async openNew(kind: 'EXERCISE' | 'SERIES' | 'ACTIVITY'): Promise<Locator> {
    await this.shell.main.getByRole('button', { name: this.text(`routines.new.${kind}`) }).click();
    const dialog = this.dialog(this.text(`routines.new.${kind}`));
    await dialog.waitFor();
    return dialog;
  }

  field(dialog: Locator, key: string): Locator {
    return dialog.getByRole('textbox', { name: this.text(key), exact: true });
  }

  async act(title: string, key: string): Promise<void> {
    await this.row(title)
      .getByRole('button', { name: this.text('routines.actionsLabel', { title }) })
      .click();
    await this.page.getByRole('menuitem', { name: this.text(key), exact: true }).click();
  }
}

async function definitions(page: Page, search: string): Promise<Definition[]> {
  const found = await apiFromPage<{ items: Definition[] }>(
    page,
    'GET',
    `/routines/definitions/items?perPage=100&search=${encodeURIComponent(search)}`,
  );
  expect(found.status).toBe(200);
  return found.body.items;
}

/** The document cannot scroll sideways (nothing wider than the window). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - window.innerWidth;
  });
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('exercise library (/routines) as an advisor', { timeout: 420_000 }, () => {
  it('creates an exercise with an uploaded video, a circuit of three, an activity; searches, filters, moves to a folder', async () => {
    const { page, shell } = await signInAs(e2e, demoEmail('advisor'), {
      context: { ...AXE_CONTEXT, viewport: DESKTOP },
    });
    await shell.menuLinkTo('/routines').click();
    await page.waitForURL((url) => url.pathname === '/routines');
    const library = new RoutinesLibrary(page, shell);
    // The default tenant calls routines Positive Actions: the title and the routines tab say so.
    await expect.poll(() => library.heading.textContent()).toBe('Positive Actions');
    await shell.main.getByRole('tab', { name: 'Positive Actions' }).waitFor();
    await library.table.waitFor();
    await library.rows.first().waitFor();

    const id = unique();
    const squat = `Goblet squat ${id}`;
    const lunge = `Reverse lunge ${id}`;
    const bridge = `Glute bridge ${id}`;
    const circuit = `Leg circuit ${id}`;
    const walk = `Brisk walk ${id}`;
    const folder = `Outdoors ${id}`;

    // A folder of one's own library.
    await shell.main.getByRole('button', { name: library.text('routines.newFolder') }).click();
    const folderDialog = library.dialog(library.text('routines.newFolderTitle'));
    await library.field(folderDialog, 'routines.folderTitle').fill(folder);
    await folderDialog.getByRole('button', { name: library.text('routines.create') }).click();
    await library.snackbar('Folder created!').waitFor();
    // The new folder opens; back to all items (each waits for the screen, not only the address).
    await library.section(folder).waitFor();
    await library.folders.getByRole('button', { name: library.text('routines.allItems') }).click();
    await library.section(library.text('routines.allItems')).waitFor();

    // An exercise with an uploaded video: Processing, then it plays.
    let dialog = await library.openNew('EXERCISE');
    await library.field(dialog, 'routines.fieldTitle').fill(squat);
    await library
      .field(dialog, 'routines.fieldDescription')
      .fill('Hold a weight at the chest, sit back and down, stand up.');
    await library.field(dialog, 'routines.field.repetitions').fill('12');
    await library.field(dialog, 'routines.field.series').fill('3');
    await library.field(dialog, 'routines.field.weight').fill('8');
    await library.field(dialog, 'routines.field.restTimeBetweenSeries').fill('45');
    await dialog.getByRole('checkbox', { name: library.text('routines.collect.REPETITIONS') }).check();
    await dialog
      .getByLabel(library.text('routines.mediaUploadNamed', { label: library.text('routines.fieldMedia') }), {
        exact: true,
      })
      .setInputFiles({ name: `squat-${id}.mp4`, mimeType: 'video/mp4', buffer: testVideo() });
    await dialog.getByText(`squat-${id}.mp4`, { exact: false }).waitFor();
    await expectNoSeriousViolations(page, 'New exercise dialog');
    await dialog.getByRole('button', { name: library.text('routines.create') }).click();
    await library.snackbar('Single exercise added!').waitFor({ timeout: 60_000 });
    const [created] = await definitions(page, squat);
    expect(created).toMatchObject({
      kind: 'EXERCISE',
      title: squat,
      repetitions: 12,
      series: 3,
      weight: 8,
      restTimeBetweenSeries: 45,
      restTimeAfterExercise: 0,
      collect: ['REPETITIONS'],
      editable: true,
      media: { fileTypeId: 19 },
    });
    await library.row(squat).waitFor();
    // Processing when it appears (a job makes its poster and web copy), and the list says so; the upload is now
    // probed whole before it is kept, so on a quiet machine the job may be done by the time the list is read.
    if (created?.processing) {
      await library.row(squat).getByText(library.text('routines.stateProcessing'), { exact: true }).last().waitFor();
      await library.row(squat).scrollIntoViewIfNeeded();
      await shot(page, 'routines-library-processing');
    }
    // The list reloads by itself after 5, 25 and 60 s; a slower machine reloads the page once more.
    await expect
      .poll(
        async () => {
          if ((await library.row(squat).getByText(library.text('routines.stateReady'), { exact: true }).count()) > 0)
            return 'ready';
          if (!(await definitions(page, squat))[0]?.processing) await page.reload();
          return 'processing';
        },
        { timeout: PROCESSED_MS, interval: 2000 },
      )
      .toBe('ready');
    await library
      .row(squat)
      .getByRole('button', { name: library.text('routines.editNamed', { title: squat }) })
      .click();
    dialog = library.dialog(library.text('routines.editTitle.EXERCISE'));
    const video = dialog.getByLabel(
      library.text('routines.mediaVideo', { title: squat, label: library.text('routines.fieldMedia') }),
    );
    await video.waitFor();
    expect(await video.getAttribute('src')).toMatch(/^\/api\/files\//);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 1 && Math.round(v.duration)), {
        timeout: 30_000,
      })
      .toBe(2);
    await shot(page, 'routines-library-exercise-video');
    await dialog.getByRole('button', { name: library.text('common.cancel') }).click();
    await dialog.waitFor({ state: 'detached' });

    // Two more exercises for the circuit.
    for (const title of [lunge, bridge]) {
      dialog = await library.openNew('EXERCISE');
      await library.field(dialog, 'routines.fieldTitle').fill(title);
      await library.field(dialog, 'routines.field.repetitions').fill('10');
      await dialog.getByRole('button', { name: library.text('routines.create') }).click();
      await library.snackbar('Single exercise added!').first().waitFor();
      await dialog.waitFor({ state: 'detached' });
    }

    // A circuit of the three, reordered, with rest between series.
    dialog = await library.openNew('SERIES');
    await library.field(dialog, 'routines.fieldTitle').fill(circuit);
    await library.field(dialog, 'routines.field.series').fill('3');
    await library.field(dialog, 'routines.field.restTimeBetweenSeries').fill('60');
    await dialog.getByRole('button', { name: library.text('routines.addExercisesButton') }).click();
    const picker = library.dialog(library.text('routines.pickExercisesTitle'));
    const pickerSearch = picker.getByRole('searchbox', { name: library.text('routines.search') });
    await pickerSearch.fill(id);
    await pickerSearch.press('Enter');
    for (const title of [squat, lunge, bridge]) await picker.getByRole('checkbox', { name: title }).check();
    await picker.getByRole('button', { name: library.text('routines.addExercises_other', { count: 3 }) }).click();
    await picker.waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: library.text('routines.moveUp', { title: bridge, position: 3 }) }).click();
    await expectNoSeriousViolations(page, 'New circuit dialog');
    await shot(page, 'routines-library-circuit-dialog');
    await dialog.getByRole('button', { name: library.text('routines.create') }).click();
    await library.snackbar('Circuit added!').waitFor();
    const [savedCircuit] = await definitions(page, circuit);
    expect(savedCircuit).toMatchObject({
      kind: 'SERIES',
      series: 3,
      restTimeBetweenSeries: 60,
      restTimeAfterExercise: 0,
    });
    expect(savedCircuit?.exercises.map((e) => e.title)).toEqual([squat, bridge, lunge]);

    // An activity.
    dialog = await library.openNew('ACTIVITY');
    await library.field(dialog, 'routines.fieldTitle').fill(walk);
    await library.field(dialog, 'routines.field.time').fill('1800');
    await library.field(dialog, 'routines.field.distance').fill('3000');
    await dialog.getByRole('checkbox', { name: library.text('routines.collect.TIME') }).check();
    await dialog.getByRole('checkbox', { name: library.text('routines.collect.DISTANCE') }).check();
    await dialog.getByRole('button', { name: library.text('routines.create') }).click();
    await library.snackbar('Activity added!').waitFor();
    expect((await definitions(page, walk))[0]).toMatchObject({
      kind: 'ACTIVITY',
      time: 1800,
      distance: 3000,
      collect: ['TIME', 'DISTANCE'],
    });

    // Search, then the kind filter.
    await library.searchFor(id);
    await expect.poll(() => library.rows.count()).toBe(5);
    await library.chooseKind(library.text('routines.kind.SERIES'));
    await page.waitForURL((url) => url.searchParams.get('kind') === 'SERIES');
    await expect.poll(() => library.rows.allInnerTexts()).toEqual([expect.stringContaining(circuit)]);
    await library.chooseKind(library.text('routines.filterAllKinds'));
    await page.waitForURL((url) => !url.searchParams.has('kind'));
    await expect.poll(() => library.rows.count()).toBe(5);
    await expectNoSeriousViolations(page, '/routines');
    await shot(page, 'routines-library-desktop');

    // Move the activity into the folder.
    await library.act(walk, 'routines.actionMove');
    const moveDialog = library.dialog(library.text('routines.moveOneTitle', { title: walk }));
    await moveDialog.getByRole('button', { name: folder }).click();
    await library.snackbar('Item moved!').waitFor();
    const folders = await apiFromPage<{ folders: DefinitionFolder[] }>(
      page,
      'GET',
      `/routines/definitions/folders?perPage=100&search=${encodeURIComponent(folder)}`,
    );
    const outdoors = folders.body.folders.find((f) => f.title === folder);
    const inFolder = (await definitions(page, id)).filter((d) => d.folderId === outdoors?.id).map((d) => d.title);
    expect(inFolder).toEqual([walk]);
    expect(outdoors?.itemCount).toBe(1);
    await library.row(walk).getByText(folder).waitFor();
    await library.folders.getByRole('button', { name: new RegExp(`^${folder}`) }).click();
    await page.waitForURL((url) => url.searchParams.get('folderId') === String(outdoors?.id));
    await expect.poll(() => library.rows.allInnerTexts()).toEqual([expect.stringContaining(walk)]);

    // The same on a 390 px phone: cards, nothing wider than the window.
    await library.folders.getByRole('button', { name: library.text('routines.allItems') }).click();
    await page.setViewportSize(PHONE);
    await library.search.waitFor();
    await expect.poll(() => shell.main.getByText(circuit).count()).toBeGreaterThan(0);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousViolations(page, '/routines on a phone');
    await shot(page, 'routines-library-phone');
    await shell.main.getByRole('button', { name: library.text('routines.editNamed', { title: circuit }) }).click();
    dialog = library.dialog(library.text('routines.editTitle.SERIES'));
    await dialog.waitFor();
    await expectNoSidewaysScroll(page);
    await shot(page, 'routines-library-phone-circuit');
  });
});
