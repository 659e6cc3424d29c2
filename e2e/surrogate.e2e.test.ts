import { describe, expect, it } from 'vitest';
import { demoEmail } from './support/accounts.js';
import { setupE2E } from './support/e2e.js';
import { pathnameOf, signInAs } from './support/flows.js';
import { Shell } from './support/pages/Shell.js';
import { accessClaims } from './support/session.js';
import { profileIdOf, startSurrogateAsThePortalDoes } from './support/surrogate.js';

const e2e = setupE2E();

describe('surrogate login', () => {
  it('lets admin@default.example act as advisor@default.example and go back to the previous role', async () => {
    const advisorProfileId = await profileIdOf(e2e, demoEmail('advisor'));
    const { page, shell: adminShell } = await signInAs(e2e, demoEmail('admin'));
    const admin = await accessClaims(page);
    expect(admin.surrogate_login).toBe(false);
    expect(await adminShell.previousRoleButton.count()).toBe(0);

    // No screen starts a surrogate session yet (startSurrogateSession has no caller): drive it as the portal would.
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
});
