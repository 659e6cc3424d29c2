import type {
  AdvisorsDashboard,
  DashboardRange,
  ParticipantFigures,
  ParticipantsDashboard,
  TenantId,
} from '@stride/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoEmail, type DemoRoleKey } from './support/accounts.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { setupE2E } from './support/e2e.js';
import { pathnameOf, signInAs } from './support/flows.js';
import { DashboardPage } from './support/pages/DashboardPages.js';
import type { Shell } from './support/pages/Shell.js';
import { apiFromPage } from './support/session.js';
import { shotIfAsked } from './support/shots.js';

const e2e = setupE2E();
// axe needs the context to bypass the portal's CSP; the zone shows that "today" starts where the user is.
const ADVISOR_CONTEXT = { bypassCSP: true, timezoneId: 'America/New_York' };
const AXE_CONTEXT = { bypassCSP: true };
const PHONE = { width: 375, height: 812 };
const POLL = { timeout: 15_000 };

const FIGURES: readonly (keyof ParticipantFigures)[] = [
  'total',
  'active',
  'inactive',
  'newParticipants',
  'signedIn',
  'newSignIns',
  'notSignedIn',
  'neverSignedIn',
];

const valuesOf = (figures: ParticipantFigures) => Object.fromEntries(FIGURES.map((key) => [key, figures[key].value]));

async function pageZone(page: Page): Promise<string> {
  return page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** The API's answer for a range, with the page's token and the browser's zone (as the portal asks). */
async function apiDashboard<T>(page: Page, path: string, filter: DashboardRange, showAll = false): Promise<T> {
  const query = new URLSearchParams({ filter, showAll: String(showAll), tz: await pageZone(page) });
  const answer = await apiFromPage<T>(page, 'GET', `${path}?${query}`);
  if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}`);
  return answer.body;
}

/** Waits until every card shows the API's figure (the last range's figures stay shown while the next loads). */
async function expectFigures(dashboard: DashboardPage, figures: ParticipantFigures): Promise<void> {
  await expect.poll(() => dashboard.participantValues(FIGURES), POLL).toEqual(valuesOf(figures));
}

async function openFromMenu(shell: Shell, path: string): Promise<DashboardPage> {
  await shell.menuLinkTo(path).click();
  await shell.page.waitForURL((url) => url.pathname === path);
  return new DashboardPage(shell.page, shell);
}

/** The participants list the link opens counts as many people as the figure (and shows that total, once built). */
async function expectListTotal(page: Page, shell: Shell, expected: number): Promise<void> {
  const search = new URL(page.url()).search;
  const list = await apiFromPage<{ _meta: { totalCount: number } }>(page, 'GET', `/participants${search}`);
  expect(list.status).toBe(200);
  expect(list.body._meta.totalCount).toBe(expected);
  const table = shell.main.getByRole('table').first();
  if (
    !(await table.waitFor({ timeout: 15_000 }).then(
      () => true,
      () => false,
    ))
  )
    return;
  // An empty list says so, without paging.
  if (expected === 0) return shell.main.getByText(shell.text('participants.empty')).first().waitFor();
  const displayed = shell
    .text('lists.displayedRows', { from: '__from__', to: '__to__', count: expected })
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace('__from__', '\\d+')
    .replace('__to__', '\\d+');
  await shell.main.getByText(new RegExp(`^${displayed}$`)).waitFor();
}

describe('the participant dashboard (/dashboard, advisors)', () => {
  it("shows the API's figures for each range, kept in the address, each linking to the list of those participants", async () => {
    const { page, shell } = await signInAs(e2e, demoEmail('advisor'), { context: ADVISOR_CONTEXT });
    const calls: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/participants/dashboard') calls.push(url);
    });
    const dashboard = await openFromMenu(shell, '/dashboard');
    await dashboard.heading(shell.text('routes./dashboard')).waitFor();
    // By default the advisor's own participants, and it says so.
    await shell.main.getByText(shell.text('dashboards.scope_own')).waitFor();
    expect(await dashboard.showAll.isChecked()).toBe(false);

    const week = await apiDashboard<ParticipantsDashboard>(page, '/participants/dashboard', 'week');
    await expectFigures(dashboard, week.participants);
    expect(await dashboard.figureValue('unreadNotifications')).toBe(week.unreadNotifications.value);
    expect(await dashboard.figureLink('notSignedIn').getAttribute('href')).toBe(week.participants.notSignedIn.link);
    // The browser's zone goes with the call: the week starts on Monday in New York, not in UTC.
    expect(calls[0]?.searchParams.get('tz')).toBe('America/New_York');
    expect(week.range.from).toMatch(/T0[45]:00:00\.000Z$/);
    await dashboard.participantsChart.waitFor();
    expect(await dashboard.rangeButton('week').getAttribute('aria-pressed')).toBe('true');
    await shotIfAsked(page, 'dashboards-advisor');
    await expectNoSeriousViolations(page, '/dashboard');

    await dashboard.rangeButton('year').click();
    await page.waitForURL(
      (url) => url.searchParams.get('filter') === 'year' && url.searchParams.get('showAll') === 'false',
    );
    const year = await apiDashboard<ParticipantsDashboard>(page, '/participants/dashboard', 'year');
    await expectFigures(dashboard, year.participants);
    // The demo's history spreads over months: a year counts more first sign-ins than a week. Not the
    // last sign-ins: other browser tests sign the same participants in this week.
    expect(year.participants.newSignIns.value).toBeGreaterThan(week.participants.newSignIns.value);
    expect(year.participants.signedIn.value).toBeGreaterThanOrEqual(week.participants.signedIn.value);

    // A click, not check(): the switch follows the address, which the router updates a moment later.
    await dashboard.showAll.click();
    await page.waitForURL((url) => url.searchParams.get('showAll') === 'true');
    const all = await apiDashboard<ParticipantsDashboard>(page, '/participants/dashboard', 'year', true);
    // "Show all" widens the advisor's own participants to the whole company, for the same period.
    expect(all.range.from).toBe(year.range.from);
    expect(all.participants.total.value).toBeGreaterThan(year.participants.total.value);
    await expectFigures(dashboard, all.participants);
    await shell.main.getByText(shell.text('dashboards.scope_ownAll')).waitFor();

    // A reload keeps the range; a figure opens the participants it counts.
    await page.reload();
    await dashboard.showAll.waitFor();
    expect(await dashboard.showAll.isChecked()).toBe(true);
    await dashboard.showAll.click();
    await page.waitForURL((url) => url.searchParams.get('showAll') === 'false');
    await expectFigures(dashboard, year.participants);
    const notSignedIn = year.participants.notSignedIn;
    await dashboard.figureLink('notSignedIn').click();
    await page.waitForURL((url) => url.pathname === '/participants');
    expect(`${pathnameOf(page)}${new URL(page.url()).search}`).toBe(notSignedIn.link);
    await expectListTotal(page, shell, notSignedIn.value);

    // The link's period filter shows as a chip; removing it widens the list to the rest of its filters.
    const since = shell.text('participants.chipNotSignedInFrom', { date: '' }).trim();
    const chip = shell.main.getByRole('button', { name: shell.text('participants.chipRemove', { filter: since }) });
    await chip.click();
    await page.waitForURL((url) => url.pathname === '/participants' && !url.searchParams.has('notSignedInFrom'));
    expect(new URL(page.url()).searchParams.get('active')).toBe('true');
    const widened = await apiFromPage<{ _meta: { totalCount: number } }>(
      page,
      'GET',
      `/participants${new URL(page.url()).search}`,
    );
    expect(widened.body._meta.totalCount).toBeGreaterThanOrEqual(notSignedIn.value);
    await expectListTotal(page, shell, widened.body._meta.totalCount);
  });
});

describe('the advisors dashboard (/advisors-dashboard, company admins)', () => {
  it("shows the company's figures and its advisors, and opens an advisor's dashboard", async () => {
    const { page, shell } = await signInAs(e2e, demoEmail('companyadmin'), { context: AXE_CONTEXT });
    const dashboard = await openFromMenu(shell, '/advisors-dashboard');
    await dashboard.heading(shell.text('routes./advisors-dashboard')).waitFor();

    const week = await apiDashboard<AdvisorsDashboard>(page, '/advisors/dashboard', 'week');
    await expectFigures(dashboard, week.totals);
    // Switching to the month: the cards and the table follow.
    await dashboard.rangeButton('month').click();
    await page.waitForURL((url) => url.searchParams.get('filter') === 'month');
    const month = await apiDashboard<AdvisorsDashboard>(page, '/advisors/dashboard', 'month');
    await expectFigures(dashboard, month.totals);
    const advisor = month.advisors[0];
    if (!advisor) throw new Error('The demo company has no advisor');
    const name = `${advisor.firstName} ${advisor.lastName}`;
    const row = dashboard.advisorRow(name);
    await row.waitFor();
    expect(await dashboard.advisorsTable.getByRole('row').count()).toBe(month.advisors.length + 1);
    const totalLabel = `${name}, ${shell.text('dashboards.figure_total')}: ${advisor.participants.total.value}`;
    expect(await row.getByRole('link', { name: totalLabel }).getAttribute('href')).toBe(
      advisor.participants.total.link,
    );
    await dashboard.advisorsChart.waitFor();
    await shotIfAsked(page, 'dashboards-company-admin');
    await expectNoSeriousViolations(page, '/advisors-dashboard');

    await row.getByRole('link', { name, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/advisors-dashboard/${advisor.id}`);
    // The advisor's dashboard opens on the same range.
    expect(new URL(page.url()).searchParams.get('filter')).toBe('month');
    await dashboard.heading(name).waitFor();
    await expect.poll(() => shell.breadcrumbTexts(), POLL).toContain(name);
    const own = await apiDashboard<ParticipantsDashboard>(
      page,
      `/advisors/${advisor.id}/participants/dashboard`,
      'month',
    );
    expect(own.advisor.id).toBe(advisor.id);
    await expectFigures(dashboard, own.participants);
    await dashboard.participantsChart.waitFor();
    await shotIfAsked(page, 'dashboards-advisor-of-company');
    await expectNoSeriousViolations(page, '/advisors-dashboard/{id}');
  });
});

describe('who sees the dashboards', () => {
  const OTHERS: readonly DemoRoleKey[] = ['owner', 'admin', 'consultant', 'team', 'participant'];

  it('gives the advisor /dashboard only and the company admin /advisors-dashboard only', async () => {
    const { page: advisorPage, shell: advisor } = await signInAs(e2e, demoEmail('advisor'));
    expect(await advisor.menuLinkTo('/advisors-dashboard').count()).toBe(0);
    await advisorPage.goto(e2e.url('/advisors-dashboard'));
    await advisor.notFoundHeading.waitFor();

    const { page: adminPage, shell: companyAdmin } = await signInAs(e2e, demoEmail('companyadmin'));
    expect(await companyAdmin.menuLinkTo('/dashboard').count()).toBe(0);
    await adminPage.goto(e2e.url('/dashboard'));
    await companyAdmin.notFoundHeading.waitFor();
  });

  it.each(OTHERS)('shows %s no dashboard in the menu, and neither route', async (role) => {
    const { page, shell } = await signInAs(e2e, demoEmail(role));
    expect(await shell.menuLinkTo('/dashboard').count()).toBe(0);
    expect(await shell.menuLinkTo('/advisors-dashboard').count()).toBe(0);
    for (const path of ['/dashboard', '/advisors-dashboard', '/advisors-dashboard/1']) {
      await page.goto(e2e.url(path));
      await shell.notFoundHeading.waitFor();
    }
  });
});

describe('the dashboards in other tenants and on a phone', () => {
  /** Nothing wider than the screen: the page never scrolls sideways (a wide table scrolls inside itself). */
  async function expectNoSidewaysScroll(page: Page): Promise<void> {
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.screen);
  }

  it.each<[TenantId, DemoRoleKey, string]>([
    ['brain', 'advisor', '/dashboard'],
    ['brain', 'companyadmin', '/advisors-dashboard'],
    ['performance', 'advisor', '/dashboard'],
  ])('%s: %s sees %s laid out for a 375 px wide screen', async (tenant, role, path) => {
    // Signed in on a wide screen (the shell's menu is in view), then turned into a phone.
    const { page, shell } = await signInAs(e2e, demoEmail(role, tenant), { tenant, context: AXE_CONTEXT });
    await page.setViewportSize(PHONE);
    await page.goto(e2e.url(path, tenant));
    const dashboard = new DashboardPage(page, shell);
    await dashboard.heading(shell.text(`routes.${path}`)).waitFor();
    await dashboard.figureLink('total').waitFor();
    await (path === '/dashboard' ? dashboard.participantsChart : dashboard.advisorsChart).waitFor();
    await expectNoSidewaysScroll(page);
    await shotIfAsked(page, `dashboards-${tenant}-${role}-375`);
    await expectNoSeriousViolations(page, `${path} on ${tenant}, 375 px`);
  });

  it('brain: the advisors dashboard on a wide screen', async () => {
    const { page, shell } = await signInAs(e2e, demoEmail('companyadmin', 'brain'), {
      tenant: 'brain',
      context: AXE_CONTEXT,
    });
    const dashboard = await openFromMenu(shell, '/advisors-dashboard');
    await dashboard.advisorsChart.waitFor();
    await dashboard.figureLink('total').waitFor();
    await shotIfAsked(page, 'dashboards-brain-companyadmin');
  });
});
