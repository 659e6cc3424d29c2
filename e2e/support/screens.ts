import { readFileSync } from 'node:fs';
import path from 'node:path';
import { canSeeRoute, ROUTES, type ParticipantFlag, type RouteDef, type TenantConfig } from '@stride/contracts';
import type { Page } from 'playwright-core';
import type { Language } from './i18n.js';
import { REPO_ROOT } from './server.js';
import { accessClaims } from './session.js';

// The pass over every built screen (every-screen.e2e.test.ts): which screens a role reaches, and how each is
// opened inside the running portal.

/** The two sizes every screen is seen at: a laptop and a phone. */
export const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** The screens built so far: the route paths apps/web/src/app/routes/pages.ts gives a page. */
export const BUILT = new Set(
  [
    ...readFileSync(path.join(REPO_ROOT, 'apps/web/src/app/routes/pages.ts'), 'utf8').matchAll(/'(\/[^']*)': lazy\(/g),
  ].map((match) => match[1]),
);

/**
 * The built screens the signed-in user reaches, as the route table lets them (the rule of the menu and
 * the guard: role, tenant features, the user's survey flag): list screens first, then those of a record.
 */
export async function screensOf(page: Page, tenant: TenantConfig): Promise<RouteDef[]> {
  const claims = await accessClaims(page);
  const access = {
    role: claims.role_id,
    features: tenant.features,
    userFlags: { surveyAvailable: claims.survey_available },
  };
  return ROUTES.filter((route) => route.requiresAuth && BUILT.has(route.path) && canSeeRoute(route, access)).sort(
    (a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')),
  );
}

/** The profile's language, set as the profile page does (PUT with If-Match); answers the one before. */
export async function setProfileLanguage(page: Page, language: Language): Promise<Language> {
  const { profile_id: id } = await accessClaims(page);
  return page.evaluate(
    async ({ id, language }) => {
      const key = Object.keys(window.localStorage).find((k) => k.startsWith('oidc.user:'));
      const stored = JSON.parse(window.localStorage.getItem(key ?? '') ?? '{}') as { access_token?: string };
      const auth = { Authorization: `Bearer ${stored.access_token}` };
      // Other browser files use the same demo people (a first visit fills in the time zone): when someone saved
      // in between (412), read the profile again and save once more, as a person on the profile page would.
      for (let attempt = 1; ; attempt++) {
        const current = await fetch(`/api/profiles/${id}`, { headers: auth });
        const profile = (await current.json()) as { firstName: string; lastName: string; language: Language };
        const saved = await fetch(`/api/profiles/${id}`, {
          method: 'PUT',
          headers: { ...auth, 'Content-Type': 'application/json', 'If-Match': current.headers.get('ETag') ?? '*' },
          body: JSON.stringify({ firstName: profile.firstName, lastName: profile.lastName, language }),
        });
        if (saved.ok) return profile.language;
        if (saved.status !== 412 || attempt === 3) throw new Error(`PUT /api/profiles/${id} answered ${saved.status}`);
      }
    },
    { id, language },
  );
}

/**
 * Where a record's id is found: the first link of this kind on a screen visited before, or on `listedAt`
 * (a list no menu screen shows as it opens, e.g. a second tab).
 */
const RECORD_LINKS: readonly { param: string; prefix: string; listedAt?: string }[] = [
  { param: '/participants/:id', prefix: '/participants/' },
  { param: '/company/:id', prefix: '/company/' },
  { param: '/bhusers/:id', prefix: '/bhusers/' },
  { param: '/advisors-dashboard/:id', prefix: '/advisors-dashboard/' },
  { param: '/routines/routine/:id', prefix: '/routines/routine/', listedAt: '/routines?tab=routines' },
  { param: '/sprints/:id', prefix: '/sprints/', listedAt: '/sprints' },
  // An instrument (/screeners/{id}) and its results (/screeners/{id}/results): linked from the list of instruments.
  { param: '/screeners/:id', prefix: '/screeners/', listedAt: '/screeners' },
  // A course (/courses/{id}): the user's own from My courses, else one of the library (every tenant has some).
  { param: '/courses/:id', prefix: '/courses/', listedAt: '/courses?tab=library' },
  // One operation of the audit log (/admin-panel/logs/{id}): linked from the log.
  { param: '/admin-panel/logs/:id', prefix: '/admin-panel/logs/', listedAt: '/admin-panel/logs' },
];

/** A swap's page: its record is found through the API (the first participant the user sees with a swap). */
const SWAP_ROUTE = '/participants/:id/swaps/:swapid';
/** A participant's survey to answer: their first one still open, found through the API (none where surveys are off). */
const SURVEY_ROUTE = '/my-day/surveys/:id';
/** A participant's course as staff read it: the first course of the first participants the user sees, through the API. */
const PARTICIPANT_COURSE_ROUTE = '/participants/:id/courses/:courseid';
/** A participant's own course: their first one, through the API. */
const MY_COURSE_ROUTE = '/my-day/courses/:id';

/** A GET of the API with the signed-in page's token; null when it does not answer 2xx. */
async function apiGet<T>(page: Page, url: string): Promise<T | null> {
  return page.evaluate(async (to) => {
    const key = Object.keys(window.localStorage).find((k) => k.startsWith('oidc.user:'));
    const stored = JSON.parse(window.localStorage.getItem(key ?? '') ?? '{}') as { access_token?: string };
    const answer = await fetch(to, {
      headers: { Authorization: `Bearer ${stored.access_token}`, Accept: 'application/json' },
    });
    return answer.ok ? ((await answer.json()) as T) : null;
  }, url);
}

type ListedParticipant = { id: number } & Partial<Record<ParticipantFlag, boolean>>;

/** The first participants (up to 100) the signed-in user sees, with their flags. */
async function visibleParticipants(page: Page): Promise<ListedParticipant[]> {
  return (
    (await apiGet<{ participants: ListedParticipant[] }>(page, '/api/participants?perPage=100'))?.participants ?? []
  );
}

/** The page of the first swap of the first participants (with swaps on) the signed-in user sees; null when none. */
async function firstSwapPath(page: Page, participants: ListedParticipant[]): Promise<string | null> {
  for (const participant of participants.filter((p) => p.swapAvailable).slice(0, 10)) {
    const swaps = await apiGet<{ items: { id: number }[] }>(page, `/api/participants/${participant.id}/swaps`);
    if (swaps?.items[0]) return `/participants/${participant.id}/swaps/${swaps.items[0].id}`;
  }
  return null;
}

/** The signed-in participant's first survey not completed (its answering page); null when none (or surveys are off). */
async function firstOpenSurveyPath(page: Page): Promise<string | null> {
  const { user_id: userId } = await accessClaims(page);
  const surveys = await apiGet<{ items: { id: number; status: string }[] }>(
    page,
    `/api/participants/${userId}/surveys?perPage=100`,
  );
  const open = surveys?.items.find((survey) => survey.status !== 'COMPLETED');
  return open ? `/my-day/surveys/${open.id}` : null;
}

/** The course page of the first of the participants (the first ten) with a course; null when none has one. */
async function firstParticipantCoursePath(page: Page, participants: ListedParticipant[]): Promise<string | null> {
  for (const participant of participants.slice(0, 10)) {
    const courses = await apiGet<{ content: { course: { id: number } }[] }>(
      page,
      `/api/participants/${participant.id}/courses`,
    );
    if (courses?.content[0]) return `/participants/${participant.id}/courses/${courses.content[0].course.id}`;
  }
  return null;
}

/** The signed-in participant's first course (its page); null when they have none. */
async function firstOwnCoursePath(page: Page): Promise<string | null> {
  const { user_id: userId } = await accessClaims(page);
  const courses = await apiGet<{ content: { course: { id: number } }[] }>(page, `/api/participants/${userId}/courses`);
  return courses?.content[0] ? `/my-day/courses/${courses.content[0].course.id}` : null;
}

/**
 * Opens the screens of one signed-in page inside the running portal (no reload: one sign-in serves every
 * screen and size), waits until each has settled, and keeps the first record id of each kind its links
 * show, for the screens of a record (/participants/:id/general…).
 */
export class ScreenVisitor {
  private pending = 0;
  private readonly ids = new Map<string, string>();
  private swapPath: string | null | undefined;
  private surveyPath: string | null | undefined;
  private participantCoursePath: string | null | undefined;
  private ownCoursePath: string | null | undefined;
  private participants: ListedParticipant[] | undefined;

  constructor(readonly page: Page) {
    // The API calls in flight (the realtime socket's polling left out).
    const counts = (request: { resourceType(): string; url(): string }) =>
      ['fetch', 'xhr'].includes(request.resourceType()) && !request.url().includes('/socket.io/');
    const done = (request: { resourceType(): string; url(): string }) => {
      if (counts(request)) this.pending = Math.max(0, this.pending - 1);
    };
    page.on('request', (request) => {
      if (counts(request)) this.pending += 1;
    });
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }

  /** The route's path with its :id from a link seen so far; null when none was (or it has another parameter). */
  pathOf(route: RouteDef): string | null {
    if (!route.path.includes(':')) return route.path;
    if (route.path === SWAP_ROUTE) return this.swapPath ?? null;
    if (route.path === SURVEY_ROUTE) return this.surveyPath ?? null;
    if (route.path === PARTICIPANT_COURSE_ROUTE) return this.participantCoursePath ?? null;
    if (route.path === MY_COURSE_ROUTE) return this.ownCoursePath ?? null;
    // A tab behind a participant's flag (Journal, Swaps) is opened for a participant who has it on.
    const flag = route.participantFlag;
    if (flag) {
      const participant = this.participants?.find((p) => p[flag]);
      return participant ? route.path.replace(':id', String(participant.id)) : null;
    }
    const record = RECORD_LINKS.find(({ param }) => route.path.startsWith(param));
    const id = record ? this.ids.get(record.param) : undefined;
    return id && !/:\w+/.test(route.path.replace(':id', '')) ? route.path.replace(':id', id) : null;
  }

  /**
   * The user sees no record to open this screen with, and none is to be expected: no swap on the
   * participants they see (a consultant's have none in the demo), no participant with the tab's flag, or no
   * survey open for a participant (surveys are off in their tenant).
   */
  noneToShow(route: RouteDef): boolean {
    if (route.path === SWAP_ROUTE) return this.swapPath === null;
    if (route.path === SURVEY_ROUTE) return this.surveyPath === null;
    if (route.path === PARTICIPANT_COURSE_ROUTE) return this.participantCoursePath === null;
    if (route.path === MY_COURSE_ROUTE) return this.ownCoursePath === null;
    const flag = route.participantFlag;
    return flag !== undefined && this.participants !== undefined && !this.participants.some((p) => p[flag]);
  }

  /** As pathOf, first opening the list that links to the record when no screen so far did. */
  async find(route: RouteDef): Promise<string | null> {
    const byParticipant = route.path === SWAP_ROUTE || route.path === PARTICIPANT_COURSE_ROUTE;
    if ((route.participantFlag || byParticipant) && this.participants === undefined) {
      this.participants = await visibleParticipants(this.page);
    }
    if (route.path === SWAP_ROUTE && this.swapPath === undefined) {
      this.swapPath = await firstSwapPath(this.page, this.participants ?? []);
    }
    if (route.path === SURVEY_ROUTE && this.surveyPath === undefined) {
      this.surveyPath = await firstOpenSurveyPath(this.page);
    }
    if (route.path === PARTICIPANT_COURSE_ROUTE && this.participantCoursePath === undefined) {
      this.participantCoursePath = await firstParticipantCoursePath(this.page, this.participants ?? []);
    }
    if (route.path === MY_COURSE_ROUTE && this.ownCoursePath === undefined) {
      this.ownCoursePath = await firstOwnCoursePath(this.page);
    }
    const found = this.pathOf(route);
    const listedAt = RECORD_LINKS.find(({ param }) => route.path.startsWith(param))?.listedAt;
    if (found || !listedAt) return found;
    await this.open(listedAt);
    return this.pathOf(route);
  }

  /** Opens a path as a click on a link would, waits until the screen has settled and notes its records' ids. */
  async open(pathname: string): Promise<void> {
    await this.page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, pathname);
    await this.page.getByRole('main').waitFor();
    await this.settle();
    await this.collectIds();
  }

  /**
   * Until no API call is in flight, no spinner or skeleton is left (a screen may keep one, e.g. a file
   * being processed: then after 15 s; a progress with a value is content, not one) and the text no longer changes.
   */
  async settle(): Promise<void> {
    let before = '';
    let quiet = 0;
    for (let round = 0; round < 100 && quiet < 2; round += 1) {
      await this.page.waitForTimeout(100);
      const now = await this.page.evaluate(() =>
        // A loading indicator has no value; a progress with one (a survey's "Section 1 of 3") is content.
        document.querySelector(
          'main [role="progressbar"]:not([aria-valuenow]), main .MuiSkeleton-root, main .MuiCircularProgress-indeterminate',
        )
          ? ''
          : document.body.innerText,
      );
      quiet = now !== '' && now === before && this.pending === 0 ? quiet + 1 : 0;
      before = now;
    }
  }

  private async collectIds(): Promise<void> {
    const hrefs = await this.page.evaluate(() =>
      [...document.querySelectorAll('main a[href]')].map((link) => link.getAttribute('href') ?? ''),
    );
    for (const { param, prefix } of RECORD_LINKS) {
      if (this.ids.has(param)) continue;
      const id = hrefs.map((href) => new RegExp(`^${prefix}(\\d+)([/?#]|$)`).exec(href)?.[1]).find(Boolean);
      if (id) this.ids.set(param, id);
    }
  }
}

/**
 * What is wrong with a screen's layout on a phone: content wider than the window (a sideways scroll), a
 * page title cut off.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > window.innerWidth) {
      problems.push(`the page is ${root.scrollWidth - window.innerWidth} px wider than the window`);
    }
    for (const heading of document.querySelectorAll<HTMLElement>('main h1')) {
      if (heading.scrollWidth > heading.clientWidth + 1) problems.push(`the title "${heading.innerText}" is cut off`);
    }
    return problems;
  });
}
