import { findRoute, type StaffUser } from '@stride/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoEmail } from './support/accounts.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { setupE2E } from './support/e2e.js';
import { pathnameOf, signInAs } from './support/flows.js';
import { routeTitle } from './support/menu.js';
import { outboxFiles, waitForMail } from './support/outbox.js';
import { Shell } from './support/pages/Shell.js';
import { TeamListPage, TeamMemberPage } from './support/pages/TeamPages.js';
import { accessClaims, apiFromPage, tenantConfig } from './support/session.js';
import { shotIfAsked } from './support/shots.js';
import { sendWithIfMatch } from './support/versioned.js';

const e2e = setupE2E();
// The portal's CSP allows no injected script: axe needs the context to bypass it.
const AXE_CONTEXT = { bypassCSP: true };

interface StaffList {
  users: StaffUser[];
  _meta: { totalCount: number };
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function openTeamFromMenu(page: Page, shell: Shell): Promise<TeamListPage> {
  await shell.menuLinkTo('/bhusers').click();
  await page.waitForURL((url) => url.pathname === '/bhusers');
  const team = new TeamListPage(page, shell);
  await team.table.waitFor();
  return team;
}

/** A team member as the API knows them, found by their e-mail. */
async function memberByEmail(page: Page, email: string): Promise<StaffUser> {
  const found = await apiFromPage<StaffList>(page, 'GET', `/bhUsers?search=${encodeURIComponent(email)}`);
  const member = found.body.users.find((u) => u.email === email);
  if (!member) throw new Error(`No team member ${email} (GET /bhUsers answered ${found.status})`);
  return member;
}

/** Waits until the page's stored tokens belong to this e-mail (after a surrogate start or return). */
async function waitForSignedInAs(page: Page, email: string): Promise<Shell> {
  await page.waitForFunction(
    (expected) => {
      const key = Object.keys(window.localStorage).find((k) => k.startsWith('oidc.user:'));
      const token = key ? (JSON.parse(window.localStorage.getItem(key) ?? '{}') as { access_token?: string }) : {};
      const payload = token.access_token?.split('.')[1];
      if (!payload) return false;
      const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { email?: string };
      return claims.email === expected;
    },
    email,
    { timeout: 30_000 },
  );
  const shell = new Shell(page);
  await shell.waitForReady();
  return shell;
}

describe('team list (/bhusers)', () => {
  it('shows the owner "<product> Team", searchable, sortable and filtered by role, as the API answers', async () => {
    const { page, shell } = await signInAs(e2e, demoEmail('owner'), { context: AXE_CONTEXT });
    const team = await openTeamFromMenu(page, shell);
    const tenant = await tenantConfig(page);
    const route = findRoute('/bhusers');
    if (!route) throw new Error('/bhusers is not in the route table');
    const title = routeTitle(route, tenant);
    expect(title).toBe(`${tenant.title} Team`);
    await shell.main.getByRole('heading', { level: 1, name: title }).waitFor();

    const all = await apiFromPage<StaffList>(page, 'GET', '/bhUsers');
    await expect.poll(() => team.rows.count()).toBe(all.body.users.length);
    await team.rowWith(demoEmail('consultant')).waitFor();
    await shotIfAsked(page, 'team-list');
    await expectNoSeriousViolations(page, '/bhusers');

    await team.searchFor('consultant@default');
    await expect.poll(() => team.rows.count()).toBe(1);
    await team.rowWith(demoEmail('consultant')).getByRole('link', { name: /./ }).waitFor();

    await team.searchFor('');
    await team.chooseRole(shell.text('roles.3'));
    await page.waitForURL((url) => url.searchParams.get('role') === '3');
    const consultants = await apiFromPage<StaffList>(page, 'GET', '/bhUsers?role=3');
    await expect.poll(() => team.rows.count()).toBe(consultants.body.users.length);
    const roleCells = await team.rows.locator('td:nth-child(3)').allInnerTexts();
    expect(new Set(roleCells)).toEqual(new Set([shell.text('roles.3')]));

    // Sorted by e-mail, descending: the rows in the server's order.
    await team.table.getByRole('button', { name: shell.text('team.email') }).click();
    await team.table.getByRole('button', { name: shell.text('team.email') }).click();
    await page.waitForURL(
      (url) => url.searchParams.get('sort') === 'email' && url.searchParams.get('order') === 'desc',
    );
    const sorted = await apiFromPage<StaffList>(page, 'GET', '/bhUsers?role=3&sort=email&order=desc');
    const expected = sorted.body.users.map((u) => u.email);
    await expect.poll(() => team.rows.locator('td:nth-child(2)').allInnerTexts()).toEqual(expected);
  });

  it('adds a team user: confirmed, stored as a consultant, mailed a set-password link, listed', async () => {
    const { page, shell } = await signInAs(e2e, demoEmail('owner'), { context: AXE_CONTEXT });
    const team = await openTeamFromMenu(page, shell);
    const suffix = unique();
    const user = { firstName: 'Grace', lastName: `Hopper${suffix}`, email: `grace.${suffix}@default.example` };
    const known = await outboxFiles(e2e.server.dataDir);

    await team.addButton.click();
    await team.addDialog.waitFor();
    // The owner may add admins too: both roles are offered.
    await team.addDialog.getByRole('combobox', { name: shell.text('team.role') }).click();
    const options = await page.getByRole('option').allInnerTexts();
    expect(options).toEqual([shell.text('roles.2'), shell.text('roles.3')]);
    await page.keyboard.press('Escape');
    await shotIfAsked(page, 'team-add-dialog');
    await expectNoSeriousViolations(page, 'Add team user dialog');
    await team.fillAndSave({ ...user, role: shell.text('roles.3') });

    await shell.snackbar.filter({ hasText: shell.text('team.added') }).waitFor();
    await team.addDialog.waitFor({ state: 'hidden' });
    const stored = await memberByEmail(page, user.email);
    expect(stored).toMatchObject({ ...user, roleId: 3, language: 'en', isActive: true, companyId: null });
    const mail = await waitForMail(e2e.server.dataDir, user.email, known);
    expect(mail.text).toMatch(/\/reset-password\?token=/);

    await team.searchFor(user.email);
    await team.rowWith(user.email).getByText(shell.text('roles.3')).waitFor();
  });

  it("edits a member's General tab with If-Match (a change made meanwhile is kept) and sends the new-user mail", async () => {
    const { page, shell } = await signInAs(e2e, demoEmail('owner'), { context: AXE_CONTEXT });
    const suffix = unique();
    const created = await apiFromPage<StaffUser>(page, 'POST', '/bhUsers', {
      firstName: 'Ada',
      lastName: `Byron${suffix}`,
      email: `ada.${suffix}@default.example`,
      language: 'en',
      roleId: 3,
    });
    expect(created.status).toBe(201);
    const id = created.body.id;

    await page.goto(e2e.url(`/bhusers/${id}`));
    await page.waitForURL((url) => url.pathname === `/bhusers/${id}/general`);
    const member = new TeamMemberPage(page, shell);
    await member.heading.filter({ hasText: `Ada Byron${suffix}` }).waitFor();
    await expect.poll(() => shell.breadcrumbTexts()).toContain(`Ada Byron${suffix}`);
    expect(await member.tabs.getByRole('tab').allInnerTexts()).toEqual(['General', 'Participants']);
    await expect.poll(() => member.field('lastName').inputValue()).toBe(`Byron${suffix}`);
    await shotIfAsked(page, 'team-member-general');
    await expectNoSeriousViolations(page, '/bhusers/{id}/general');

    // Someone else renames her meanwhile: the form still holds version 1.
    const meanwhile = await sendWithIfMatch(page, 'PUT', `/bhUsers/${id}`, 'W/"1"', {
      firstName: 'Augusta',
      lastName: `Byron${suffix}`,
      email: created.body.email,
      language: 'en',
    });
    expect(meanwhile.status).toBe(200);

    await member.field('lastName').fill(`King${suffix}`);
    await member.saveButton.click();
    await shell.snackbar.filter({ hasText: shell.text('team.saved') }).waitFor();
    const stored = await apiFromPage<StaffUser>(page, 'GET', `/bhUsers/${id}`);
    // Both changes survive: her first name from meanwhile, the last name typed here.
    expect(stored.body).toMatchObject({ firstName: 'Augusta', lastName: `King${suffix}`, version: 3 });
    await member.heading.filter({ hasText: `Augusta King${suffix}` }).waitFor();

    const known = await outboxFiles(e2e.server.dataDir);
    await member.sendNewUserEmailButton.click();
    await shell.snackbar.filter({ hasText: shell.text('profile.newUserEmailSent') }).waitFor();
    const mail = await waitForMail(e2e.server.dataDir, created.body.email, known);
    expect(mail.text).toMatch(/\/reset-password\?token=/);
  });

  it("shows the owner a consultant's participants on the Participants tab, as GET /participants?consultantId answers", async () => {
    const { page, shell } = await signInAs(e2e, demoEmail('owner'), { context: AXE_CONTEXT });
    const consultant = await memberByEmail(page, demoEmail('consultant'));
    await page.goto(e2e.url(`/bhusers/${consultant.id}/general`));
    const member = new TeamMemberPage(page, shell);
    await member.tabs.getByRole('tab', { name: 'Participants' }).click();
    await page.waitForURL((url) => url.pathname === `/bhusers/${consultant.id}/participants`);

    const name = `${consultant.firstName} ${consultant.lastName}`;
    const table = shell.main.getByRole('table', { name: shell.text('team.participantsOf', { name }) });
    const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
    const coached = await apiFromPage<{ participants: { email: string }[]; _meta: { totalCount: number } }>(
      page,
      'GET',
      `/participants?consultantId=${consultant.profileId}`,
    );
    expect(coached.body._meta.totalCount).toBeGreaterThan(0);
    await expect.poll(() => rows.count()).toBe(coached.body.participants.length);
    const shown = await rows.locator('td:nth-child(2)').allInnerTexts();
    expect(shown).toEqual(coached.body.participants.map((p) => p.email));
    await shotIfAsked(page, 'team-member-participants');
    await expectNoSeriousViolations(page, '/bhusers/{id}/participants');
  });

  it('lets the owner sign in as a team member and go back to the previous role', async () => {
    const { page, shell } = await signInAs(e2e, demoEmail('owner'));
    const owner = await accessClaims(page);
    const self = await memberByEmail(page, demoEmail('owner'));
    await page.goto(e2e.url(`/bhusers/${self.id}/general`));
    const member = new TeamMemberPage(page, shell);
    await member.heading.waitFor();
    // Never oneself.
    expect(await member.signInAsButton.count()).toBe(0);

    const consultant = await memberByEmail(page, demoEmail('consultant'));
    await page.goto(e2e.url(`/bhusers/${consultant.id}/general`));
    await member.heading.filter({ hasText: `${consultant.firstName} ${consultant.lastName}` }).waitFor();
    await member.signInAs();

    const asConsultant = await waitForSignedInAs(page, demoEmail('consultant'));
    expect(await accessClaims(page)).toMatchObject({
      profile_id: consultant.profileId,
      surrogate_login: true,
      actor_user_id: owner.user_id,
    });
    expect(pathnameOf(page)).toBe('/participants');
    await asConsultant.previousRoleButton.click();

    const back = await waitForSignedInAs(page, demoEmail('owner'));
    expect(await accessClaims(page)).toMatchObject({ user_id: owner.user_id, surrogate_login: false });
    expect(await back.previousRoleButton.count()).toBe(0);
  });
});

describe('who sees the team', () => {
  it.each(['companyadmin', 'advisor', 'team', 'participant'] as const)(
    '%s has no Team menu entry and /bhusers is not found',
    async (key) => {
      const { page, shell } = await signInAs(e2e, demoEmail(key));
      expect(await shell.menuLinks()).not.toContainEqual(expect.objectContaining({ href: '/bhusers' }));
      await page.goto(e2e.url('/bhusers'));
      await shell.notFoundHeading.waitFor();
    },
  );

  it("an admin sees members' General tab only; the Participants tab's address is not found", async () => {
    const { page, shell } = await signInAs(e2e, demoEmail('admin'));
    const consultant = await memberByEmail(page, demoEmail('consultant'));
    await page.goto(e2e.url(`/bhusers/${consultant.id}/general`));
    const member = new TeamMemberPage(page, shell);
    await member.heading.waitFor();
    expect(await member.tabs.getByRole('tab').allInnerTexts()).toEqual(['General']);
    // An admin may act as a consultant.
    await member.signInAsButton.waitFor();
    await page.goto(e2e.url(`/bhusers/${consultant.id}/participants`));
    await shell.notFoundHeading.waitFor();
  });
});
