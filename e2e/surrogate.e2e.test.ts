import { describe, expect, it } from 'vitest';
import { demoEmail } from './support/accounts.js';
import { AXE_CONTEXT, expectNoSeriousViolations } from './support/axe.js';
import { setupE2E } from './support/e2e.js';
import { pathnameOf, signInAs } from './support/flows.js';
import { shotIfAsked } from './support/shots.js';
import { Shell } from './support/pages/Shell.js';
import { accessClaims, apiFromPage } from './support/session.js';
import { profileIdOf, startSurrogateAsThePortalDoes } from './support/surrogate.js';

const e2e = setupE2E();

describe('surrogate login', () => {
  it('lets admin@default.example act as advisor@default.example and go back to the previous role', async () => {
    const advisorProfileId = await profileIdOf(e2e, demoEmail('advisor'));
    const { page, shell: adminShell } = await signInAs(e2e, demoEmail('admin'));
    const admin = await accessClaims(page);
    expect(admin.surrogate_login).toBe(false);
    expect(await adminShell.previousRoleButton.count()).toBe(0);

    // Started as the portal's startSurrogateSession does (the button and its confirmation: the next test).
    await startSurrogateAsThePortalDoes(e2e, page, advisorProfileId);
    await page.waitForURL((url) => url.pathname === '/participants', { timeout: 30_000 });
    const asAdvisor = new Shell(page);
    await asAdvisor.waitForReady();
    const surrogate = await accessClaims(page);
    expect(surrogate).toMatchObject({
      email: demoEmail('advisor'),
      profile_id: advisorProfileId,
      surrogate_login: true,
      actor_user_id: admin.user_id,
    });
    await asAdvisor.previousRoleButton.waitFor();
    expect(await asAdvisor.previousRoleButton.textContent()).toBe('Go to previous role');
    // The advisor's menu, not the admin's.
    expect(await asAdvisor.menuLinkTo('/admin-panel').count()).toBe(0);
    await asAdvisor.menuLinkTo('/dashboard').waitFor();

    await asAdvisor.previousRoleButton.click();
    await page.waitForFunction(
      (email) => {
        const key = Object.keys(window.localStorage).find((k) => k.startsWith('oidc.user:'));
        const token = key ? (JSON.parse(window.localStorage.getItem(key) ?? '{}') as { access_token?: string }) : {};
        const payload = token.access_token?.split('.')[1];
        if (!payload) return false;
        const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { email?: string };
        return claims.email === email;
      },
      demoEmail('admin'),
      { timeout: 30_000 },
    );
    const back = new Shell(page);
    await back.waitForReady();
    expect(pathnameOf(page)).toBe('/participants');
    const returned = await accessClaims(page);
    expect(returned).toMatchObject({
      email: demoEmail('admin'),
      user_id: admin.user_id,
      surrogate_login: false,
      actor_user_id: null,
    });
    expect(await back.previousRoleButton.count()).toBe(0);
    await back.menuLinkTo('/admin-panel').waitFor();
  });

  it('asks first naming the person, shows a banner while acting, and the person then sees the record', async () => {
    // The demo participant: their user id (the participant page's), profile id and name.
    const { page: own, shell: ownShell } = await signInAs(e2e, demoEmail('participant'));
    const participant = await accessClaims(own);
    const profile = await apiFromPage<{ firstName: string; lastName: string }>(
      own,
      'GET',
      `/profiles/${participant.profile_id}`,
    );
    const name = `${profile.body.firstName} ${profile.body.lastName}`;

    const { page, shell } = await signInAs(e2e, demoEmail('admin'), { context: AXE_CONTEXT });
    const admin = await accessClaims(page);
    const adminProfile = await apiFromPage<{ firstName: string; lastName: string }>(
      page,
      'GET',
      `/profiles/${admin.profile_id}`,
    );
    const adminName = `${adminProfile.body.firstName} ${adminProfile.body.lastName}`;
    await page.goto(e2e.url(`/participants/${participant.user_id}/general`));
    const signInAsButton = shell.main.getByRole('button', { name: shell.text('common.signInAs'), exact: true });
    const confirm = page.getByRole('dialog', { name: shell.text('common.signInAsQuestion', { name }) });

    // Cancel leaves everything as it was.
    await signInAsButton.click();
    await confirm.waitFor();
    await shotIfAsked(page, 'surrogate-confirm');
    await expectNoSeriousViolations(page, 'the Sign in as confirmation');
    await confirm.getByRole('button', { name: shell.text('common.cancel') }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect((await accessClaims(page)).email).toBe(demoEmail('admin'));

    await signInAsButton.click();
    await confirm.getByRole('button', { name: shell.text('common.signInAs'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/my-day', { timeout: 30_000 });
    const asParticipant = new Shell(page);
    await asParticipant.waitForReady();
    expect(await accessClaims(page)).toMatchObject({ email: demoEmail('participant'), surrogate_login: true });

    // The banner names the person, on every screen, with the way back.
    const banner = asParticipant.topBar.getByRole('region', { name: asParticipant.text('shell.actingAs', { name }) });
    await banner.waitFor();
    expect(await banner.textContent()).toContain(asParticipant.text('shell.actingAs', { name }));
    expect(await banner.getByRole('button', { name: asParticipant.text('shell.previousRole') }).isVisible()).toBe(true);
    await shotIfAsked(page, 'surrogate-banner');
    await expectNoSeriousViolations(page, 'the acting-as banner');
    await asParticipant.profileLink.click();
    await page.waitForURL((url) => url.pathname === '/profile/general');
    await banner.waitFor();
    // On a 390 px phone the banner stays whole: its words and the button inside the window.
    await page.setViewportSize({ width: 390, height: 844 });
    const way = banner.getByRole('button', { name: asParticipant.text('shell.previousRole') });
    await way.waitFor();
    const box = await way.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    expect(await banner.getByText(asParticipant.text('shell.actingAs', { name })).isVisible()).toBe(true);
    await shotIfAsked(page, 'surrogate-banner-phone');
    await page.setViewportSize({ width: 1366, height: 900 });
    await asParticipant.previousRoleButton.click();
    await page.waitForURL((url) => url.pathname === '/participants', { timeout: 30_000 });
    const back = new Shell(page);
    await back.waitForReady();
    expect(await back.topBar.getByRole('region', { name: back.text('shell.actingAs', { name }) }).count()).toBe(0);

    // The person, in their own session, sees on their profile who signed in as them.
    await own.goto(e2e.url('/profile/general'));
    await ownShell.waitForReady();
    const record = ownShell.main.getByRole('list', { name: ownShell.text('profile.surrogate.title') });
    await record.waitFor();
    const entry = ownShell.text('profile.surrogate.entry', { name: adminName, role: ownShell.text('roles.2') });
    await record.getByText(entry).first().waitFor();
    await shotIfAsked(own, 'surrogate-record');
  });
});
