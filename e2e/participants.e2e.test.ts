import type { Participant } from '@stride/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoEmail } from './support/accounts.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { setupE2E } from './support/e2e.js';
import { pathnameOf, signInAs } from './support/flows.js';
import { outboxFiles, waitForMail } from './support/outbox.js';
import { createParticipant, ParticipantPage, ParticipantsPage } from './support/pages/ParticipantsPage.js';
import { Shell } from './support/pages/Shell.js';
import { accessClaims, apiFromPage } from './support/session.js';
import { shotIfAsked } from './support/shots.js';
import { sendWithIfMatch } from './support/versioned.js';

const e2e = setupE2E();
// axe injects its script: the portal's CSP would refuse it otherwise.
const AXE_CONTEXT = { context: { bypassCSP: true } };

type List = { participants: Participant[]; _meta: { totalCount: number } };

const tag = () => `pt${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function listFromApi(page: Page, query: string): Promise<List> {
  const res = await apiFromPage<List>(page, 'GET', `/participants?${query}`);
  expect(res.status).toBe(200);
  return res.body;
}

/** Waits until the page's stored token is the given person's (after a surrogate start or return). */
async function waitForSignedInAs(page: Page, email: string): Promise<void> {
  await page.waitForFunction(
    (expected) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
      const token = key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }) : {};
      const payload = token.access_token?.split('.')[1];
      if (!payload) return false;
      const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { email?: string };
      return claims.email === expected;
    },
    email,
    { timeout: 30_000 },
  );
}

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

describe('participants list', () => {
  it('searches by name and e-mail, filters, sorts and pages as advisor@default.example', async () => {
    const { page, shell } = await signInAs(e2e, demoEmail('advisor'), AXE_CONTEXT);
    const list = new ParticipantsPage(page, shell);
    const t = tag();
    const ana = await createParticipant(page, {
      firstName: `Ana${t}`,
      lastName: 'Lima',
      email: `ana.${t}@mail.example`,
    });
    const bo = await createParticipant(page, { firstName: `Bo${t}`, lastName: 'Moss', email: `bo.${t}@mail.example` });

    await list.open();
    expect(await list.heading.textContent()).toBe(shell.text('routes./participants'));
    await list.rows.first().waitFor();
    await shotIfAsked(page, 'participants-list');
    await expectNoSeriousViolations(page, '/participants');

    // By name (part of it, any case) and by e-mail.
    await list.searchFor(`ana${t}`.toLowerCase());
    await list.waitForNames([fullName(ana)]);
    await list.searchFor(`bo.${t}@MAIL`);
    await list.waitForNames([fullName(bo)]);
    await list.searchFor(t);
    await list.waitForNames([fullName(ana), fullName(bo)]);

    // Sorting by e-mail descending puts Bo first; the address keeps it.
    await list.columnHeader('participants.email').getByRole('button').click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'email' && url.searchParams.get('order') === 'asc');
    await list.waitForNames([fullName(ana), fullName(bo)]);
    await list.columnHeader('participants.email').getByRole('button').click();
    await page.waitForURL((url) => url.searchParams.get('order') === 'desc');
    await list.waitForNames([fullName(bo), fullName(ana)]);

    // A flag filter: Bo gets the journal, Ana not; the list shows what the API answers for the same query.
    for (const [p, on] of [
      [ana, false],
      [bo, true],
    ] as const) {
      const res = await sendWithIfMatch(page, 'PUT', `/participants/${p.id}/featureFlag`, `W/"${p.version}"`, {
        journalAvailable: on,
      });
      expect(res.status).toBe(200);
    }
    const journal = shell.text('routes./participants/:id/journal');
    await list.choose(journal, shell.text('participants.on'));
    await page.waitForURL((url) => url.searchParams.get('journalAvailable') === 'true');
    await list.waitForNames([fullName(bo)]);
    await list.choose(journal, shell.text('participants.off'));
    await list.waitForNames([fullName(ana)]);
    await list.choose(journal, shell.text('participants.any'));

    // Status: inactive participants only, as the API counts them.
    await list.searchFor('');
    await list.choose('participants.status', shell.text('common.inactive'));
    await page.waitForURL((url) => url.searchParams.get('active') === 'false' && !url.searchParams.has('search'));
    // The same query as the page's address (the e-mail order chosen above included).
    const inactive = await listFromApi(page, new URL(page.url()).searchParams.toString());
    expect(inactive._meta.totalCount).toBeGreaterThan(0);
    await list.waitForNames(inactive.participants.map(fullName));
    const activeCell = page.getByRole('cell', { name: shell.text('common.active'), exact: true });
    expect(await list.rows.filter({ has: activeCell }).count()).toBe(0);
    await list.choose('participants.status', shell.text('participants.anyStatus'));

    // Paging: 10 a page, the second page is the API's second page.
    await page.goto(e2e.url('/participants?sort=lastName'));
    await list.table.getByRole('row').nth(1).waitFor();
    await shell.main.getByRole('combobox', { name: shell.text('lists.rowsPerPage') }).click();
    await page.getByRole('option', { name: '10', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('perPage') === '10');
    await list.nextPage.click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    const second = await listFromApi(page, 'sort=lastName&perPage=10&page=2');
    await list.waitForNames(second.participants.map(fullName));
    await shell.main.getByText(`11–${10 + second.participants.length} of ${second._meta.totalCount}`).waitFor();
  });

  it('shows a dashboard link filter as a removable chip and only the matching rows', async () => {
    const { page, shell } = await signInAs(e2e, demoEmail('advisor'));
    const list = new ParticipantsPage(page, shell);
    await list.open('?active=true&signedIn=false');
    const chip = list.chip(shell.text('participants.chipNeverSignedIn'));
    await chip.waitFor();
    await shotIfAsked(page, 'participants-dashboard-link');
    const expected = await listFromApi(page, 'active=true&signedIn=false&sort=lastName');
    expect(expected._meta.totalCount).toBeGreaterThan(0);
    expect(expected.participants.every((p) => p.lastLoginAt === null && p.isActive)).toBe(true);
    await list.waitForNames(expected.participants.map(fullName));
    // The status filter has a control: it shows there, not as a chip.
    expect(await list.filter('participants.status').textContent()).toContain(shell.text('common.active'));

    await chip.click();
    await page.waitForURL((url) => !url.searchParams.has('signedIn') && url.searchParams.get('active') === 'true');
    await chip.waitFor({ state: 'detached' });
  });
});

describe('adding and editing a participant', () => {
  it('adds a participant from the floating button: confirmation, row in the list, stored', async () => {
    const { page, shell } = await signInAs(e2e, demoEmail('advisor'));
    const list = new ParticipantsPage(page, shell);
    await list.open();
    const t = tag();
    const person = { firstName: `Nia${t}`, lastName: 'Added', email: `nia.${t}@mail.example` };
    await list.addParticipant(person);
    await shell.snackbar.filter({ hasText: shell.text('participants.added') }).waitFor();
    await list.addDialog.waitFor({ state: 'detached' });
    await list.searchFor(person.firstName);
    await list.waitForNames([fullName(person)]);

    const stored = (await listFromApi(page, `search=${person.firstName}`)).participants;
    expect(stored).toHaveLength(1);
    const claims = await accessClaims(page);
    // An advisor's new participant is theirs by default: Company WLP.
    expect(stored[0]).toMatchObject({
      email: person.email,
      language: 'en',
      advisorProfileId: claims.profile_id,
      program: 'Company WLP',
      isActive: true,
    });
    const one = await apiFromPage<Participant>(page, 'GET', `/participants/${stored[0]!.id}`);
    expect(one.status).toBe(200);
    await list.rowWith(person.firstName).getByRole('link').click();
    await page.waitForURL((url) => url.pathname === `/participants/${stored[0]!.id}/general`);
  });

  it('edits on the General tab, toggles the journal tab, sends the welcome and reset mails', async () => {
    const { page, shell } = await signInAs(e2e, demoEmail('advisor'), AXE_CONTEXT);
    const t = tag();
    const created = await createParticipant(page, {
      firstName: `Ola${t}`,
      lastName: 'Before',
      email: `ola.${t}@mail.example`,
    });
    const view = new ParticipantPage(page, shell);
    await view.open(created.id);
    await view.heading.filter({ hasText: fullName(created) }).waitFor();
    await shell.breadcrumbs.getByText(fullName(created)).waitFor();
    await shotIfAsked(page, 'participants-general');
    await expectNoSeriousViolations(page, '/participants/{id}/general');

    // A new last name, and the advisor (themself): the derived program follows after the save.
    const claims = await accessClaims(page);
    const me = (
      await apiFromPage<{ firstName: string; lastName: string }>(page, 'GET', `/profiles/${claims.profile_id}`)
    ).body;
    expect(await view.field('participants.program').inputValue()).toBe('Company General');
    await view.field('participants.lastName').fill('After');
    await view.choose('participants.advisor', fullName(me));
    await view.saveButton.click();
    await shell.snackbar.filter({ hasText: shell.text('participants.saved') }).waitFor();
    await expect.poll(() => view.field('participants.program').inputValue()).toBe('Company WLP');
    await page.reload();
    await view.heading.filter({ hasText: `${created.firstName} After` }).waitFor();
    expect(await view.field('participants.lastName').inputValue()).toBe('After');
    expect(await view.field('participants.program').inputValue()).toBe('Company WLP');
    const stored = await apiFromPage<Participant>(page, 'GET', `/participants/${created.id}`);
    expect(stored.body).toMatchObject({
      lastName: 'After',
      program: 'Company WLP',
      advisorProfileId: claims.profile_id,
    });

    // Journal: the tab follows the flag at once, and its address is not found while it is off.
    const journal = shell.text('routes./participants/:id/journal');
    expect(await view.tab(journal).count()).toBe(0);
    await view.flagSwitch(journal).check();
    await view.tab(journal).waitFor();
    expect((await apiFromPage<Participant>(page, 'GET', `/participants/${created.id}`)).body.journalAvailable).toBe(
      true,
    );
    await view.flagSwitch(journal).uncheck();
    await view.tab(journal).waitFor({ state: 'detached' });
    await view.open(created.id, 'journal');
    await shell.notFoundHeading.waitFor();
    await view.open(created.id);

    // The mails: the spec's confirmations, and the welcome mail in the outbox.
    const known = await outboxFiles(e2e.server.dataDir);
    await view.button('participants.sendWelcome').click();
    await shell.snackbar.filter({ hasText: shell.text('participants.welcomeSent') }).waitFor();
    const mail = await waitForMail(e2e.server.dataDir, created.email, known);
    expect(mail.text).toContain('/reset-password?token=');
    await view.button('participants.resetPassword').click();
    await shell.snackbar.filter({ hasText: shell.text('participants.passwordReset') }).waitFor();

    // An advisor does not manage accounts (docs/decisions.md, "People"): no Inactivate, no Delete.
    expect(await view.button('participants.inactivate').count()).toBe(0);
    expect(await view.button('common.delete').count()).toBe(0);
  });

  it('lets the company admin inactivate and delete a participant, each after a confirmation', async () => {
    const { page, shell } = await signInAs(e2e, demoEmail('companyadmin'));
    const t = tag();
    const created = await createParticipant(page, {
      firstName: `Uma${t}`,
      lastName: 'Gone',
      email: `uma.${t}@mail.example`,
    });
    const view = new ParticipantPage(page, shell);
    await view.open(created.id);
    await view.heading.filter({ hasText: fullName(created) }).waitFor();
    await view.button('participants.inactivate').waitFor();
    await shotIfAsked(page, 'participants-general-companyadmin');

    await view.button('participants.inactivate').click();
    await view.confirm(
      shell.text('participants.inactivateTitle', { name: fullName(created) }),
      'participants.inactivate',
    );
    await shell.snackbar.filter({ hasText: shell.text('participants.statusChanged') }).waitFor();
    await view.status('common.inactive').waitFor();
    await view.button('participants.activate').waitFor();
    expect((await apiFromPage<Participant>(page, 'GET', `/participants/${created.id}`)).body.isActive).toBe(false);

    await view.button('common.delete').click();
    await view.confirm(shell.text('participants.deleteTitle', { name: fullName(created) }), 'common.delete');
    await shell.snackbar.filter({ hasText: shell.text('participants.deleted') }).waitFor();
    await page.waitForURL((url) => url.pathname === '/participants');
    const list = new ParticipantsPage(page, shell);
    await list.searchFor(created.firstName);
    await list.waitForNames([]);
    expect((await apiFromPage(page, 'GET', `/participants/${created.id}`)).status).toBe(404);
  });
});

describe('who sees participants', () => {
  it('hides the list from participants and another company from an advisor', async () => {
    const { page, shell } = await signInAs(e2e, demoEmail('participant'));
    expect(await shell.menuLinkTo('/participants').count()).toBe(0);
    await page.goto(e2e.url('/participants'));
    await shell.notFoundHeading.waitFor();

    const admin = await signInAs(e2e, demoEmail('admin'));
    if (process.env.E2E_SHOTS_DIR) {
      const adminList = new ParticipantsPage(admin.page, admin.shell);
      await adminList.open();
      await adminList.rows.first().waitFor();
      await shotIfAsked(admin.page, 'participants-list-admin');
      await adminList.addButton.click();
      await adminList.addDialog.waitFor();
      await shotIfAsked(admin.page, 'participants-add-dialog-admin');
    }
    const advisor = await signInAs(e2e, demoEmail('advisor'));
    const own = await listFromApi(advisor.page, 'perPage=1');
    const ownCompany = own.participants[0]!.practiceId;
    const everyone = await listFromApi(admin.page, 'perPage=100&program=Company%20WLP');
    const other = everyone.participants.find((p) => p.practiceId !== ownCompany)!;
    expect(other).toBeDefined();

    const view = new ParticipantPage(advisor.page, advisor.shell);
    await view.open(other.id);
    await advisor.shell.notFoundHeading.waitFor();
    expect(await advisor.shell.main.getByText(other.email).count()).toBe(0);
    // One of their own opens.
    await view.open(own.participants[0]!.id);
    await view.heading.filter({ hasText: fullName(own.participants[0]!) }).waitFor();
  });

  it('"Sign in as" from a participant page lands as that participant; "Go to previous role" returns', async () => {
    const { page, shell } = await signInAs(e2e, demoEmail('companyadmin'));
    const t = tag();
    const created = await createParticipant(page, {
      firstName: `Ivy${t}`,
      lastName: 'Surrogate',
      email: `ivy.${t}@mail.example`,
    });
    const self = await accessClaims(page);
    const view = new ParticipantPage(page, shell);
    await view.open(created.id);
    await view.signInAs();

    await waitForSignedInAs(page, created.email);
    const asParticipant = new Shell(page);
    await asParticipant.waitForReady();
    expect(await accessClaims(page)).toMatchObject({
      email: created.email,
      surrogate_login: true,
      actor_user_id: self.user_id,
    });
    expect(await asParticipant.menuLinkTo('/participants').count()).toBe(0);

    await asParticipant.previousRoleButton.click();
    await waitForSignedInAs(page, demoEmail('companyadmin'));
    const back = new Shell(page);
    await back.waitForReady();
    expect(pathnameOf(page)).toBe('/participants');
    expect(await accessClaims(page)).toMatchObject({ user_id: self.user_id, surrogate_login: false });
  });
});
