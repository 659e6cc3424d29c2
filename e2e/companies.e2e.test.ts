import type { Company, ParticipantList, Program, StaffUser } from '@stride/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoEmail } from './support/accounts.js';
import { AXE_CONTEXT, expectNoSeriousViolations } from './support/axe.js';
import { setupE2E } from './support/e2e.js';
import { pathnameOf, signInAs } from './support/flows.js';
import { unique } from './support/names.js';
import { CompanyListPage, CompanyPage } from './support/pages/CompanyPages.js';
import type { Shell } from './support/pages/Shell.js';
import { solidPng } from './support/png.js';
import { apiFromPage } from './support/session.js';
import { shotIfAsked } from './support/shots.js';
import { sendWithIfMatch } from './support/versioned.js';

const e2e = setupE2E();

interface Meta {
  _meta: { totalCount: number };
}
type CompanyList = Meta & { practices: Company[] };
type StaffList = Meta & { users: StaffUser[] };

/** The statuses of the page's calls of one method and path, in order. */
function recordStatuses(page: Page, method: string, path: string): number[] {
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (response.request().method() === method && new URL(response.url()).pathname === path) {
      statuses.push(response.status());
    }
  });
  return statuses;
}

async function createCompany(page: Page, name: string): Promise<Company> {
  const created = await apiFromPage<Company>(page, 'POST', '/practices', { name });
  expect(created.status).toBe(201);
  return created.body;
}

async function createStaff(page: Page, companyId: number, lastName: string): Promise<StaffUser> {
  const created = await apiFromPage<StaffUser>(page, 'POST', `/practices/${companyId}/users`, {
    firstName: 'Rosa',
    lastName,
    email: `${lastName.toLowerCase()}@default.example`,
    language: 'en',
    roleId: 5,
  });
  expect(created.status).toBe(201);
  return created.body;
}

async function openCompany(page: Page, shell: Shell, id: number, tab = 'general'): Promise<CompanyPage> {
  await page.goto(e2e.url(`/company/${id}/${tab}`));
  const company = new CompanyPage(page, shell);
  await company.heading.waitFor();
  return company;
}

describe('companies as the platform admins', () => {
  it('lists the companies, searchable and sortable, and adds one that opens on its General tab', async () => {
    const { page, shell } = await signInAs(e2e, demoEmail('owner'), { context: AXE_CONTEXT });
    await shell.menuLinkTo('/company').click();
    await page.waitForURL((url) => url.pathname === '/company');
    const list = new CompanyListPage(page, shell);
    await list.heading.filter({ hasText: shell.text('routes./company') }).waitFor();
    const all = await apiFromPage<CompanyList>(page, 'GET', '/practices');
    await expect.poll(() => list.rows.count()).toBe(all.body.practices.length);
    await expectNoSeriousViolations(page, '/company');
    await shotIfAsked(page, 'companies-list');

    // Name is the default order (ascending): one click turns it round, as the server does.
    await list.sortBy('name').click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'name' && url.searchParams.get('order') === 'desc');
    const sorted = await apiFromPage<CompanyList>(page, 'GET', '/practices?sort=name&order=desc');
    const names = sorted.body.practices.map((c) => c.name);
    await expect.poll(() => list.rows.locator('td:first-child').allInnerTexts()).toEqual(names);

    const name = `Harbor Clinic ${unique()}`;
    await list.addButton.click();
    await list.addDialog.waitFor();
    await expectNoSeriousViolations(page, 'Add company dialog');
    await list.addDialog.getByRole('textbox', { name: shell.text('companies.name') }).fill(name);
    await list.addDialog.getByRole('button', { name: shell.text('form.save') }).click();
    await shell.snackbar.filter({ hasText: 'New Company Added!' }).waitFor();
    await page.waitForURL((url) => /^\/company\/\d+\/general$/.test(url.pathname));
    const company = new CompanyPage(page, shell);
    await company.heading.filter({ hasText: name }).waitFor();
    await expect.poll(() => shell.breadcrumbTexts()).toContain(name);
    const id = Number(pathnameOf(page).split('/')[2]);
    const stored = await apiFromPage<Company>(page, 'GET', `/practices/${id}`);
    expect(stored.body).toMatchObject({ name, staffCount: 0, participantsCount: 0, journalAvailable: false });

    await page.goto(e2e.url('/company'));
    await list.searchFor(name);
    await expect.poll(() => list.rows.count()).toBe(1);
    await list.rows.getByRole('link', { name }).click();
    await page.waitForURL((url) => url.pathname === `/company/${id}/general`);
  });

  it('General tab: renames, switches a feature, uploads a picture and shows the server refusing a bad file', async () => {
    const { page, shell } = await signInAs(e2e, demoEmail('admin'), { context: AXE_CONTEXT });
    const created = await createCompany(page, `Lakeside ${unique()}`);
    const company = await openCompany(page, shell, created.id);
    expect(await company.tabs.getByRole('tab').allInnerTexts()).toEqual(['General', 'Team', 'Participants']);
    await expect.poll(() => company.nameField.inputValue()).toBe(created.name);
    await expectNoSeriousViolations(page, '/company/{id}/general');

    const renamed = `Lakeside Health ${unique()}`;
    await company.nameField.fill(renamed);
    await company.saveButton.click();
    await shell.snackbar.filter({ hasText: shell.text('companies.saved') }).waitFor();
    await company.heading.filter({ hasText: renamed }).waitFor();
    expect((await apiFromPage<Company>(page, 'GET', `/practices/${created.id}`)).body.name).toBe(renamed);

    const journal = company.flag(shell.text('routes./participants/:id/journal'));
    expect(await journal.isChecked()).toBe(false);
    await journal.click();
    await expect.poll(() => journal.isChecked()).toBe(true);
    await expect
      .poll(async () => (await apiFromPage<Company>(page, 'GET', `/practices/${created.id}`)).body)
      .toMatchObject({ name: renamed, journalAvailable: true, surveyAvailable: false, swapAvailable: false });

    await company.changePicture({
      name: 'clinic.png',
      mimeType: 'image/png',
      buffer: solidPng(160, 90, [20, 120, 90]),
    });
    await expect
      .poll(async () => (await apiFromPage<Company>(page, 'GET', `/practices/${created.id}`)).body.thumbnailUrl)
      .toMatch(/^data:image\/webp;base64,/);
    const stored = (await apiFromPage<Company>(page, 'GET', `/practices/${created.id}`)).body;
    // The frame's picture and the General tab's, at once.
    await expect
      .poll(() => company.pictures.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src'))))
      .toEqual([stored.thumbnailUrl, stored.thumbnailUrl]);
    await shotIfAsked(page, 'companies-general');

    await company.changePicture({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    const refusal = shell.snackbar.filter({ hasText: /^Please try again! / });
    await refusal.waitFor();
    expect((await refusal.innerText()).length).toBeGreaterThan('Please try again! '.length);
    expect((await apiFromPage<Company>(page, 'GET', `/practices/${created.id}`)).body.version).toBe(stored.version);
  });

  it('Team tab: adds a company user, edits them, switches their screeners and filters by role', async () => {
    const { page, shell } = await signInAs(e2e, demoEmail('owner'), { context: AXE_CONTEXT });
    const created = await createCompany(page, `Hillview ${unique()}`);
    const company = await openCompany(page, shell, created.id, 'staff');
    await company.staffTable.waitFor();
    await expectNoSeriousViolations(page, '/company/{id}/staff');

    const lastName = `Parks${unique()}`;
    const email = `${lastName.toLowerCase()}@default.example`;
    await company.addUserButton.click();
    const add = company.addUserDialog;
    await company.personField(add, 'firstName').fill('Rosa');
    await company.personField(add, 'lastName').fill(lastName);
    await company.personField(add, 'email').fill(email);
    await company.chooseOption(
      add.getByRole('combobox', { name: shell.text('companies.role') }),
      shell.text('roles.6'),
    );
    await expectNoSeriousViolations(page, 'Add company user dialog');
    await add.getByRole('button', { name: shell.text('form.save') }).click();
    await shell.snackbar.filter({ hasText: 'New Company User Added!' }).waitFor();
    await company.staffRows.filter({ hasText: email }).waitFor();
    const staff = await apiFromPage<StaffList>(page, 'GET', `/practices/${created.id}/users`);
    expect(staff.body.users).toHaveLength(1);
    const user = staff.body.users[0]!;
    expect(user).toMatchObject({ firstName: 'Rosa', lastName, email, roleId: 6, companyId: created.id });
    await company.heading.waitFor();
    await expect.poll(() => shell.main.getByText(/1 staff/).count()).toBe(1);

    await company.editUserButton(`Rosa ${lastName}`).click();
    const edit = company.editUserDialog;
    await expect.poll(() => company.personField(edit, 'lastName').inputValue()).toBe(lastName);
    await expectNoSeriousViolations(page, 'Edit company user dialog');
    await shotIfAsked(page, 'companies-edit-user');
    await company.chooseOption(
      edit.getByRole('combobox', { name: shell.text('companies.role') }),
      shell.text('roles.5'),
    );
    await edit.getByRole('button', { name: shell.text('form.save') }).click();
    await shell.snackbar.filter({ hasText: 'Company User edited!' }).waitFor();
    await edit.waitFor({ state: 'hidden' });
    const edited = await apiFromPage<StaffUser>(page, 'GET', `/practices/${created.id}/users/${user.id}`);
    expect(edited.body).toMatchObject({ roleId: 5, lastName, version: user.version + 1 });
    await company.staffRows.filter({ hasText: shell.text('roles.5') }).waitFor();

    const survey = company.surveySwitch(`Rosa ${lastName}`);
    await survey.click();
    await expect.poll(() => survey.isChecked()).toBe(true);
    await expect
      .poll(async () => (await apiFromPage<StaffUser>(page, 'GET', `/practices/${created.id}/users/${user.id}`)).body)
      .toMatchObject({ surveyAvailable: true, roleId: 5, version: user.version + 2 });
    await shotIfAsked(page, 'companies-staff');

    await company.chooseOption(company.roleFilter, shell.text('roles.6'));
    await page.waitForURL((url) => url.searchParams.get('role') === '6');
    await shell.main.getByText(shell.text('companies.staffEmpty')).waitFor();
  });

  it('two staff edit the same company user: the second save gets a 412, reloads, retries once and keeps both changes', async () => {
    const first = await signInAs(e2e, demoEmail('owner'));
    const second = await signInAs(e2e, demoEmail('admin'));
    const created = await createCompany(first.page, `Riverside ${unique()}`);
    const lastName = `Lee${unique()}`;
    const user = await createStaff(first.page, created.id, lastName);
    const name = `Rosa ${lastName}`;

    const pages = await Promise.all(
      [first, second].map(async ({ page, shell }) => {
        const company = await openCompany(page, shell, created.id, 'staff');
        await company.editUserButton(name).click();
        await expect.poll(() => company.personField(company.editUserDialog, 'lastName').inputValue()).toBe(lastName);
        return company;
      }),
    );
    const [a, b] = pages as [CompanyPage, CompanyPage];
    const path = `/api/practices/${created.id}/users/${user.id}`;
    const secondSaves = recordStatuses(second.page, 'PUT', path);

    await a.personField(a.editUserDialog, 'firstName').fill('Rosalind');
    await a.editUserDialog.getByRole('button', { name: first.shell.text('form.save') }).click();
    await first.shell.snackbar.filter({ hasText: 'Company User edited!' }).waitFor();

    // The second dialog still holds the first version.
    await b.personField(b.editUserDialog, 'lastName').fill(`${lastName}-Park`);
    await b.editUserDialog.getByRole('button', { name: second.shell.text('form.save') }).click();
    await second.shell.snackbar.filter({ hasText: 'Company User edited!' }).waitFor();
    expect(secondSaves).toEqual([412, 200]);

    const stored = await apiFromPage<StaffUser>(first.page, 'GET', `/practices/${created.id}/users/${user.id}`);
    expect(stored.body).toMatchObject({
      firstName: 'Rosalind',
      lastName: `${lastName}-Park`,
      email: user.email,
      roleId: 5,
      version: user.version + 2,
    });
    await b.staffRows.filter({ hasText: `Rosalind ${lastName}-Park` }).waitFor();
  });

  it('deletes a company: refused while it has people, then "Company deleted!" and back to the list', async () => {
    const { page, shell } = await signInAs(e2e, demoEmail('admin'), { context: AXE_CONTEXT });
    const created = await createCompany(page, `Northgate ${unique()}`);
    const user = await createStaff(page, created.id, `Cho${unique()}`);
    const company = await openCompany(page, shell, created.id);

    await company.deleteButton.click();
    await company.deleteDialog.waitFor();
    await expectNoSeriousViolations(page, 'Delete company dialog');
    await company.deleteDialog.getByRole('button', { name: shell.text('common.delete') }).click();
    await shell.snackbarBehindDialog('Please try again! This company still has people.').waitFor();
    expect((await apiFromPage(page, 'GET', `/practices/${created.id}`)).status).toBe(200);
    await company.deleteDialog.getByRole('button', { name: shell.text('common.cancel') }).click();

    const account = await apiFromPage<{ version: number }>(page, 'GET', `/accounts/${user.id}`);
    const removed = await sendWithIfMatch(page, 'DELETE', `/accounts/${user.id}`, `W/"${account.body.version}"`);
    expect(removed.status).toBe(204);

    await company.deleteButton.click();
    await company.deleteDialog.getByRole('button', { name: shell.text('common.delete') }).click();
    await shell.snackbar.filter({ hasText: 'Company deleted!' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/company');
    expect((await apiFromPage(page, 'GET', `/practices/${created.id}`)).status).toBe(404);
  });
});

describe('company programs as the company admin', () => {
  it('sees their own company with the Programs tab; creates, edits, switches, assigns and deletes a program', async () => {
    const { page, shell } = await signInAs(e2e, demoEmail('companyadmin'), { context: AXE_CONTEXT });
    await shell.menuLinkTo('/company').click();
    const list = new CompanyListPage(page, shell);
    await expect.poll(() => list.rows.count()).toBe(1);
    const own = (await apiFromPage<CompanyList>(page, 'GET', '/practices')).body.practices[0]!;
    await list.rows.getByRole('link', { name: own.name }).click();
    const company = new CompanyPage(page, shell);
    await company.heading.filter({ hasText: own.name }).waitFor();
    expect(await company.tabs.getByRole('tab').allInnerTexts()).toEqual([
      'General',
      'Team',
      'Participants',
      'Programs',
    ]);
    await company.tab('Programs').click();
    await page.waitForURL((url) => url.pathname === `/company/${own.id}/programs`);
    await company.programsTable.waitFor();
    await expectNoSeriousViolations(page, '/company/{id}/programs');

    const name = `Sleep well ${unique()}`;
    await company.addProgramButton.click();
    const add = company.addProgramDialog;
    await add.getByRole('textbox', { name: shell.text('companies.name') }).fill(name);
    await add.getByRole('textbox', { name: shell.text('companies.description') }).fill('Eight weeks of better nights.');
    await expectNoSeriousViolations(page, 'Add program dialog');
    await add.getByRole('button', { name: shell.text('form.save') }).click();
    await shell.snackbar.filter({ hasText: 'Program created!' }).waitFor();
    await company.programRow(name).waitFor();
    const programs = await apiFromPage<{ programs: Program[] }>(
      page,
      'GET',
      `/programs?companyId=${own.id}&search=${encodeURIComponent(name)}`,
    );
    const program = programs.body.programs[0]!;
    expect(program).toMatchObject({
      name,
      description: 'Eight weeks of better nights.',
      active: true,
      companyId: own.id,
    });

    await company.programButton('editProgram', name).click();
    const edit = company.editProgramDialog;
    await edit.getByRole('textbox', { name: shell.text('companies.description') }).fill('Six weeks of better nights.');
    await edit.getByRole('button', { name: shell.text('form.save') }).click();
    await shell.snackbar.filter({ hasText: 'Program updated!' }).waitFor();
    await company.programRow(name).filter({ hasText: 'Six weeks' }).waitFor();

    // Assign one participant of the company by name, then unassign them.
    const participants = await apiFromPage<ParticipantList>(
      page,
      'GET',
      `/participants?practiceId=${own.id}&perPage=100`,
    );
    const someone = participants.body.participants[0]!;
    await company.programButton('manageProfiles', name).click();
    const dialog = company.profilesDialog(name);
    await dialog.getByText(shell.text('companies.noneAssigned')).waitFor();
    const picker = dialog.getByRole('combobox', { name: shell.text('companies.assignPick') });
    await picker.fill(someone.email);
    await page.getByRole('option', { name: `${someone.firstName} ${someone.lastName} (${someone.email})` }).click();
    await expectNoSeriousViolations(page, 'Program participants dialog');
    await dialog.getByRole('button', { name: shell.text('companies.assign'), exact: true }).click();
    await shell.snackbarBehindDialog('Profiles assigned!').waitFor();
    const assigned = dialog.getByRole('list', { name: shell.text('companies.assignedLabel', { name }) });
    await assigned.getByText(someone.email).waitFor();
    const following = () =>
      apiFromPage<ParticipantList>(
        page,
        'GET',
        `/participants?practiceId=${own.id}&programId=${program.id}&perPage=100`,
      );
    expect((await following()).body.participants.map((p) => p.profileId)).toEqual([someone.profileId]);
    await shotIfAsked(page, 'companies-program-participants');

    await assigned.getByRole('checkbox', { name: `${someone.firstName} ${someone.lastName}` }).check();
    await dialog.getByRole('button', { name: shell.text('companies.unassign') }).click();
    await shell.snackbarBehindDialog('Profiles unassigned!').waitFor();
    await dialog.getByText(shell.text('companies.noneAssigned')).waitFor();
    expect((await following()).body._meta.totalCount).toBe(0);
    await dialog.getByRole('button', { name: shell.text('companies.close') }).click();

    // Every participant of the company gets the program.
    await company.assignAllButton.click();
    const all = company.assignAllDialog;
    await company.chooseOptions(all.getByRole('combobox', { name: shell.text('companies.programsField') }), [name]);
    await all.getByRole('button', { name: shell.text('companies.assign'), exact: true }).click();
    await shell.snackbar.filter({ hasText: 'Programs assigned!' }).waitFor();
    expect((await following()).body._meta.totalCount).toBe(participants.body._meta.totalCount);
    await company
      .programRow(name)
      .getByRole('cell', { name: String(participants.body._meta.totalCount), exact: true })
      .waitFor();
    await shotIfAsked(page, 'companies-programs');

    await company.activeSwitch(name).click();
    await shell.snackbar.filter({ hasText: 'Program updated!' }).waitFor();
    await expect
      .poll(async () => (await apiFromPage<Program>(page, 'GET', `/programs/${program.id}`)).body)
      .toMatchObject({ active: false, description: 'Six weeks of better nights.' });

    await company.programButton('deleteProgram', name).click();
    await company.deleteProgramDialog.getByRole('button', { name: shell.text('common.delete') }).click();
    await shell.snackbar.filter({ hasText: 'Program deleted!' }).waitFor();
    await company.programRow(name).waitFor({ state: 'detached' });
    expect((await apiFromPage(page, 'GET', `/programs/${program.id}`)).status).toBe(404);
  });

  it("Participants tab: the company's participants, and one added here belongs to the company", async () => {
    const { page, shell } = await signInAs(e2e, demoEmail('companyadmin'), { context: AXE_CONTEXT });
    const own = (await apiFromPage<CompanyList>(page, 'GET', '/practices')).body.practices[0]!;
    const company = await openCompany(page, shell, own.id, 'participants');
    const table = shell.main.getByRole('table', {
      name: shell.text('companies.participantsLabel', { name: own.name }),
    });
    await table.waitFor();
    await expectNoSeriousViolations(page, '/company/{id}/participants');
    await shotIfAsked(page, 'companies-participants');

    const lastName = `Quinn${unique()}`;
    const email = `${lastName.toLowerCase()}@default.example`;
    await page.getByRole('button', { name: shell.text('companies.addParticipant') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: shell.text('participants.firstName') }).fill('Ada');
    await dialog.getByRole('textbox', { name: shell.text('participants.lastName') }).fill(lastName);
    await dialog.getByRole('textbox', { name: shell.text('participants.email') }).fill(email);
    await dialog.getByRole('button', { name: shell.text('form.save') }).click();
    await shell.snackbar.filter({ hasText: 'New Company Participant Added!' }).waitFor();
    const found = await apiFromPage<ParticipantList>(page, 'GET', `/participants?search=${encodeURIComponent(email)}`);
    expect(found.body.participants[0]).toMatchObject({ email, practiceId: own.id });
    await company.heading.waitFor();
  });
});

describe('who sees companies', () => {
  it('an advisor sees their own company without the Programs tab; its address is not found', async () => {
    const { page, shell } = await signInAs(e2e, demoEmail('advisor'), { context: AXE_CONTEXT });
    const own = (await apiFromPage<CompanyList>(page, 'GET', '/practices')).body.practices;
    expect(own).toHaveLength(1);
    const company = await openCompany(page, shell, own[0]!.id);
    expect(await company.tabs.getByRole('tab').allInnerTexts()).toEqual(['General', 'Team', 'Participants']);
    // Read-only: no Save, no picture change, no delete; the features are shown but locked.
    await expect.poll(() => company.nameField.getAttribute('readonly')).not.toBeNull();
    expect(await company.changePictureButton.count()).toBe(0);
    expect(await company.deleteButton.count()).toBe(0);
    await company.tab('Team').click();
    await company.staffRows.filter({ hasText: demoEmail('advisor') }).waitFor();
    expect(await company.addUserButton.count()).toBe(0);
    await expectNoSeriousViolations(page, '/company/{id}/staff as an advisor');
    await page.goto(e2e.url(`/company/${own[0]!.id}/programs`));
    await shell.notFoundHeading.waitFor();
  });

  it('a participant has no Company menu entry and /company is not found', async () => {
    const { page, shell } = await signInAs(e2e, demoEmail('participant'));
    expect(await shell.menuLinks()).not.toContainEqual(expect.objectContaining({ href: '/company' }));
    await page.goto(e2e.url('/company'));
    await shell.notFoundHeading.waitFor();
  });
});
