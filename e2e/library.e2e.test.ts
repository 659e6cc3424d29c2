import type { Directory, DirectoryItems, Participant, Resource } from '@stride/contracts';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoEmail } from './support/accounts.js';
import { AXE_CONTEXT, expectNoSeriousViolations } from './support/axe.js';
import { setupE2E } from './support/e2e.js';
import { signInAs } from './support/flows.js';
import { unique } from './support/names.js';
import { LibraryPage } from './support/pages/LibraryPages.js';
import { apiFromPage } from './support/session.js';
import { shotIfAsked } from './support/shots.js';

const e2e = setupE2E();

/** A real picture (a sunrise-coloured gradient with a circle), made here so that the test needs no files. */
async function picture(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#f9a825"/><stop offset="1" stop-color="#2e7d32"/></linearGradient></defs>
    <rect width="640" height="400" fill="url(#g)"/><circle cx="320" cy="220" r="90" fill="#fff8e1"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function folderListing(page: Page, id: number): Promise<DirectoryItems> {
  const listing = await apiFromPage<DirectoryItems>(page, 'GET', `/ml/directories/${id}/items?perPage=100`);
  expect(listing.status).toBe(200);
  return listing.body;
}

describe('media library as an advisor', () => {
  it('folders, an upload through the queue, title, labels, search, move, send, explained delete, force', async () => {
    const { page, shell } = await signInAs(e2e, demoEmail('advisor'), { context: AXE_CONTEXT });
    const main = await apiFromPage<Directory>(page, 'GET', '/ml/directories/main');
    expect(main.status).toBe(200);
    await shell.menuLinkTo('/library').click();
    await page.waitForURL((url) => url.pathname === '/library');
    const library = new LibraryPage(page, shell);
    await library.table(main.body.name).waitFor();
    expect(await library.heading.textContent()).toBe(shell.text('routes./library'));

    // Two folders: one for the upload, one to move it to.
    const id = unique();
    const walks = `Walks ${id}`;
    const archive = `Archive ${id}`;
    await library.newFolder(walks);
    await shell.snackbar.filter({ hasText: 'New directory added!' }).waitFor();
    await library.openFolderButton(walks).waitFor();
    await library.newFolder(archive);
    await library.openFolderButton(archive).waitFor();
    const top = await folderListing(page, main.body.id);
    const walksFolder = top.items.find((entry) => entry.kind === 'directory' && entry.title === walks);
    const archiveFolder = top.items.find((entry) => entry.kind === 'directory' && entry.title === archive);
    expect(walksFolder && archiveFolder).toBeTruthy();
    await expectNoSeriousViolations(page, '/library');

    await library.openFolder(walks);
    await page.waitForURL((url) => url.searchParams.get('folderId') === String(walksFolder?.id));
    expect(await library.path.innerText()).toContain(main.body.name);
    await shotIfAsked(page, 'library-empty-folder');

    // Upload a PNG through the queue; it appears processing, then with its thumbnail.
    const fileName = `sunrise-${id}.png`;
    const title = `sunrise-${id}`;
    await library.upload([{ name: fileName, mimeType: 'image/png', buffer: await picture() }]);
    await library.row(title).waitFor({ timeout: 30_000 });
    await library.thumbnail(title).waitFor({ timeout: 90_000 });
    const uploaded = (await folderListing(page, walksFolder?.id ?? 0)).items.find((entry) => entry.kind === 'file');
    expect(uploaded).toMatchObject({ kind: 'file', title, name: fileName, fileTypeId: 18, processing: false });
    const resourceId = uploaded?.id ?? 0;
    await shotIfAsked(page, 'library-uploaded');

    // Change its title.
    const renamed = `Morning sunrise ${id}`;
    await library.act(title, 'library.actionsRenameTitle');
    const titleDialog = library.dialog(shell.text('library.renameTitleTitle'));
    await titleDialog.getByRole('textbox', { name: shell.text('library.titleField') }).fill(renamed);
    await titleDialog.getByRole('button', { name: shell.text('form.save') }).click();
    await shell.snackbar.filter({ hasText: 'Title changed!' }).waitFor();
    await library.row(renamed).waitFor();

    // Labels as chips.
    await library.act(renamed, 'library.actionsLabels');
    const labelsDialog = library.dialog(shell.text('library.labelsTitle', { title: renamed }));
    const labelField = labelsDialog.getByRole('combobox', { name: shell.text('library.labelsField') });
    await labelField.fill(`dawn${id}`);
    await labelField.press('Enter');
    await labelField.fill('outdoor');
    await expectNoSeriousViolations(page, 'Labels dialog');
    await labelsDialog.getByRole('button', { name: shell.text('form.save') }).click();
    await shell.snackbar.filter({ hasText: 'File edited!' }).waitFor();
    const labelled = await apiFromPage<Resource>(page, 'GET', `/ml/resources/${resourceId}`);
    expect(labelled.body).toMatchObject({ title: renamed, labels: [`dawn${id}`, 'outdoor'] });

    // Search from the main folder: the file in the folder below is found by its title, then by a label.
    await library.pathLink(main.body.name).click();
    await library.table(main.body.name).waitFor();
    await library.searchFor(`sunrise ${id}`);
    await expect.poll(() => library.rows.allInnerTexts()).toEqual([expect.stringContaining(renamed)]);
    await library.search.fill('');
    await library.search.press('Enter');
    await page.waitForURL((url) => !url.searchParams.has('search'));
    await library.openFolder(walks);
    await library
      .row(renamed)
      .getByRole('button', { name: shell.text('library.filterByLabel', { label: `dawn${id}` }) })
      .click();
    await page.waitForURL((url) => url.searchParams.get('labels') === `dawn${id}`);
    await expect.poll(() => library.rows.allInnerTexts()).toEqual([expect.stringContaining(renamed)]);
    await shotIfAsked(page, 'library-label-filter');

    // Move it to the other folder.
    await library.act(renamed, 'library.actionsMove');
    const moveDialog = library.dialog(shell.text('library.moveTitle', { title: renamed }));
    await moveDialog.getByRole('button', { name: main.body.name, exact: true }).click();
    await moveDialog.getByRole('button', { name: archive }).click();
    await moveDialog.getByRole('button', { name: shell.text('library.moveHere', { name: archive }) }).click();
    await shell.snackbar.filter({ hasText: 'File edited!' }).waitFor();
    const moved = await apiFromPage<Resource>(page, 'GET', `/ml/resources/${resourceId}`);
    expect(moved.body.directoryId).toBe(archiveFolder?.id);

    // In its new folder: preview it, make it a favorite, give it a stock thumbnail, share it to the company.
    await page.goto(e2e.url(`/library?folderId=${archiveFolder?.id}`));
    await library.table(archive).waitFor();
    await library.row(renamed).waitFor();
    await library.shell.main
      .getByRole('button', { name: library.text('library.previewNamed', { title: renamed }) })
      .click();
    const preview = library.dialog(renamed);
    await preview.getByRole('img', { name: renamed }).waitFor();
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });

    await library.act(renamed, 'library.actionsFavorite');
    await expect
      .poll(async () => (await apiFromPage<Resource>(page, 'GET', `/ml/resources/${resourceId}`)).body.isFavorite)
      .toBe(true);
    await library
      .row(renamed)
      .getByRole('img', { name: library.text('library.favorite') })
      .waitFor();

    const stock = await apiFromPage<{ content: Array<{ name: string }> }>(page, 'GET', '/static-media');
    const stockName = stock.body.content[0]?.name;
    if (!stockName) throw new Error('No stock pictures seeded');
    const before = await apiFromPage<Resource>(page, 'GET', `/ml/resources/${resourceId}`);
    await library.act(renamed, 'library.actionsThumbnail');
    const thumbnailDialog = library.dialog(library.text('library.thumbnailTitle', { title: renamed }));
    await thumbnailDialog
      .getByRole('button', { name: library.text('library.thumbnailUseStock', { name: stockName }) })
      .waitFor();
    await expectNoSeriousViolations(page, 'Thumbnail dialog');
    await shotIfAsked(page, 'library-thumbnail-dialog');
    await thumbnailDialog
      .getByRole('button', { name: library.text('library.thumbnailUseStock', { name: stockName }) })
      .click();
    await shell.snackbar.filter({ hasText: 'Thumbnail changed!' }).waitFor();
    const withStock = await apiFromPage<Resource>(page, 'GET', `/ml/resources/${resourceId}`);
    expect(withStock.body.version).toBeGreaterThan(before.body.version);

    await library.act(renamed, 'library.actionsShare');
    await shell.snackbar.filter({ hasText: 'Shared!' }).waitFor();

    // Send it to a participant of the advisor.
    const people = await apiFromPage<{ participants: Participant[] }>(
      page,
      'GET',
      '/participants?perPage=1&active=true',
    );
    const receiver = people.body.participants[0];
    if (!receiver) throw new Error('The advisor has no participant to send to');
    const receiverName = `${receiver.firstName} ${receiver.lastName}`;
    await library.act(renamed, 'library.actionsSend');
    const sendDialog = library.dialog(shell.text('library.sendTitle'));
    const picker = sendDialog.getByRole('combobox', { name: shell.text('library.sendPick') });
    await picker.fill(receiver.email);
    await page.getByRole('option', { name: `${receiverName} (${receiver.email})` }).click();
    await expectNoSeriousViolations(page, 'Send to participants dialog');
    await sendDialog.getByRole('button', { name: shell.text('library.sendSubmit') }).click();
    await shell.snackbar.filter({ hasText: 'Item shared!' }).waitFor();

    // Deleting it is refused with the explanation naming the participant; then deleted anyway.
    await library.act(renamed, 'common.delete');
    const ask = library.dialog(shell.text('library.deleteTitleFile'));
    await ask.getByRole('button', { name: shell.text('common.delete') }).click();
    const explained = library.dialog(shell.text('library.inUseTitleUsed'));
    await explained.waitFor();
    const explanation = await explained.innerText();
    expect(explanation).toContain(`${renamed} was sent to ${receiverName} on `);
    await expectNoSeriousViolations(page, 'Delete explanation dialog');
    await shotIfAsked(page, 'library-in-use');
    await explained.getByRole('button', { name: shell.text('library.inUseDeleteAnyway') }).click();
    await shell.snackbarBehindDialog('File deleted!').waitFor();
    await expect.poll(() => library.row(renamed).count()).toBe(0);
    expect((await apiFromPage(page, 'GET', `/ml/resources/${resourceId}`)).status).toBe(404);

    // Both folders go (they are empty now).
    await library.pathLink(main.body.name).click();
    await library.table(main.body.name).waitFor();
    for (const name of [archive, walks]) {
      await library.act(name, 'common.delete');
      await library
        .dialog(shell.text('library.deleteTitleDirectory'))
        .getByRole('button', { name: shell.text('common.delete') })
        .click();
      await shell.snackbarBehindDialog('Directory deleted!').waitFor();
      await expect.poll(() => library.openFolderButton(name).count()).toBe(0);
    }
    const after = await folderListing(page, main.body.id);
    expect(after.items.some((entry) => entry.title === walks || entry.title === archive)).toBe(false);
  });

  it("another person's folder in the address falls back to the main folder", async () => {
    const other = await signInAs(e2e, demoEmail('companyadmin'));
    const theirs = await apiFromPage<Directory>(other.page, 'GET', '/ml/directories/main');
    expect(theirs.status).toBe(200);

    const { page, shell } = await signInAs(e2e, demoEmail('advisor'));
    await page.goto(e2e.url(`/library?folderId=${theirs.body.id}`));
    const main = await apiFromPage<Directory>(page, 'GET', '/ml/directories/main');
    expect(main.body.id).not.toBe(theirs.body.id);
    const library = new LibraryPage(page, shell);
    await library.table(main.body.name).waitFor();
    await page.waitForURL((url) => url.pathname === '/library' && !url.searchParams.has('folderId'));
    await shell.snackbar.filter({ hasText: shell.text('library.folderMissing') }).waitFor();
  });
});
