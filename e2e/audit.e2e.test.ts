import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoEmail } from './support/accounts.js';
import { setupE2E } from './support/e2e.js';
import { signInAs } from './support/flows.js';
import { Shell } from './support/pages/Shell.js';
import { accessClaims } from './support/session.js';
import { profileIdOf, startSurrogateAsThePortalDoes } from './support/surrogate.js';

const e2e = setupE2E();

/** A call from the page with its token and an If-Match, answering the status, the body and the trace id. */
function call(page: Page, method: string, path: string, body?: unknown, ifMatch?: string) {
  return page.evaluate(
    async ({ method, path, body, ifMatch }) => {
      const key = Object.keys(window.localStorage).find((k) => k.startsWith('oidc.user:'));
      const user = JSON.parse(window.localStorage.getItem(key ?? '') ?? '{}') as { access_token?: string };
      const headers: Record<string, string> = { Authorization: `Bearer ${user.access_token}` };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      if (ifMatch) headers['If-Match'] = ifMatch;
      const res = await fetch(`/api${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return {
        status: res.status,
        body: (text ? JSON.parse(text) : null) as { id: number; version: number },
        traceId: res.headers.get('x-trace-id') ?? '',
      };
    },
    { method, path, body, ifMatch },
  );
}

describe('admin panel: logs', () => {
  it("finds a surrogate's change by its trace id and shows both names and the row's before and after", async () => {
    const advisorProfileId = await profileIdOf(e2e, demoEmail('advisor'));
    const { page } = await signInAs(e2e, demoEmail('admin'));
    await startSurrogateAsThePortalDoes(e2e, page, advisorProfileId);
    await page.waitForURL((url) => url.pathname === '/participants', { timeout: 30_000 });
    const asAdvisor = new Shell(page);
    await asAdvisor.waitForReady();

    // As the advisor: a quick message written, changed (the operation looked for), and removed again.
    const base = `/profiles/${advisorProfileId}/quickMessages`;
    const made = await call(page, 'POST', base, { message: 'See you Monday' });
    expect(made.status).toBe(201);
    const changed = await call(
      page,
      'PUT',
      `${base}/${made.body.id}`,
      { message: 'See you Tuesday' },
      `W/"${made.body.version}"`,
    );
    expect(changed.status).toBe(200);
    expect(
      (await call(page, 'DELETE', `${base}/${made.body.id}`, undefined, `W/"${changed.body.version}"`)).status,
    ).toBe(204);

    await asAdvisor.previousRoleButton.click();
    await page.waitForFunction(
      () => {
        const key = Object.keys(window.localStorage).find((k) => k.startsWith('oidc.user:'));
        const token = JSON.parse(window.localStorage.getItem(key ?? '') ?? '{}') as { access_token?: string };
        const payload = token.access_token?.split('.')[1];
        if (!payload) return false;
        return !(JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { surrogate_login?: boolean })
          .surrogate_login;
      },
      null,
      { timeout: 30_000 },
    );
    const shell = new Shell(page);
    await shell.waitForReady();
    expect((await accessClaims(page)).surrogate_login).toBe(false);

    // Admin panel -> Logs, filtered by the change's trace id.
    await shell.menuLinkTo('/admin-panel').click();
    await page.waitForURL((url) => url.pathname === '/admin-panel/logs');
    const trace = shell.main.getByRole('textbox', { name: shell.text('audit.traceId') });
    await trace.fill(changed.traceId);
    const filtered = page.waitForResponse((r) => {
      const url = new URL(r.url());
      return url.pathname === '/api/auditable/operations' && url.searchParams.get('traceId') === changed.traceId;
    });
    await trace.press('Enter');
    await filtered;
    await page.waitForURL((url) => url.searchParams.get('traceId') === changed.traceId);
    const table = shell.main.getByRole('table', { name: shell.text('audit.tableLabel') });
    // The header and the one operation of that request.
    await expect.poll(() => table.getByRole('row').count(), { timeout: 10_000 }).toBe(2);
    await table.getByText('UPDATE').waitFor();
    await table.getByText(/surrogate login/).waitFor();

    await table.getByRole('link').first().click();
    await page.waitForURL((url) => /^\/admin-panel\/logs\/\d+$/.test(url.pathname));
    await shell.main.getByText(`/api${base}/${made.body.id}`).waitFor();
    const diff = shell.main.getByRole('table', { name: `UPDATE quick_message ${made.body.id}` });
    const row = diff.locator('tr[data-changed="true"]', { hasText: 'message' });
    await row.getByText('See you Monday').waitFor();
    await row.getByText('See you Tuesday').waitFor();
  });
});
