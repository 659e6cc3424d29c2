import type { Locator, Page } from 'playwright-core';
import { t, toLanguage, type Language } from '../i18n.js';
import { accessClaims, apiFromPage, tenantConfig } from '../session.js';

export interface MenuLink {
  name: string;
  href: string;
}

/**
 * The signed-in layout: drawer menu, top bar (breadcrumbs, bell, avatar, logout), snackbar. The
 * portal speaks the user's language (their profile's): waitForReady finds it out, and every label
 * here is the portal's own string in that language.
 */
export class Shell {
  language: Language;
  /** The tenant's words in the user's language ({{routine}}, {{swaps}}, … in the portal's strings). */
  words: Record<string, string> = {};

  constructor(
    readonly page: Page,
    language: Language = 'en',
  ) {
    this.language = language;
  }

  text(key: string, vars?: Record<string, string | number>): string {
    return t(this.language, key, { ...this.words, ...vars });
  }

  get menu(): Locator {
    return this.page.getByRole('navigation', { name: this.text('shell.mainNavigation') });
  }
  get topBar(): Locator {
    return this.page.getByRole('banner');
  }
  get breadcrumbs(): Locator {
    return this.page.getByRole('navigation', { name: this.text('shell.breadcrumb') });
  }
  get logoutButton(): Locator {
    return this.topBar.getByRole('button', { name: this.text('shell.logout'), exact: true });
  }
  get previousRoleButton(): Locator {
    return this.topBar.getByRole('button', { name: this.text('shell.previousRole') });
  }
  get profileLink(): Locator {
    return this.topBar.getByRole('link', { name: this.text('shell.profile') });
  }
  get main(): Locator {
    return this.page.getByRole('main');
  }
  /** The snackbar's message: an alert with a Close action. */
  get snackbar(): Locator {
    return this.page
      .getByRole('alert')
      .filter({ has: this.page.getByRole('button', { name: this.text('common.close') }) });
  }
  /**
   * The snackbar's message while a modal dialog is open: MUI hides everything behind the dialog from the
   * accessibility tree, so this finds the alert hidden or not, by its text.
   */
  snackbarBehindDialog(text: string): Locator {
    return this.page.getByRole('alert', { includeHidden: true }).filter({ hasText: text });
  }
  get notFoundHeading(): Locator {
    return this.page.getByRole('heading', { name: this.text('notFound.title') });
  }

  menuLink(name: string): Locator {
    return this.menu.getByRole('link', { name });
  }

  /** The menu entry leading to a route path, whatever its words in the user's language. */
  menuLinkTo(path: string): Locator {
    return this.menu.locator(`a[href="${path}"]`);
  }

  /**
   * Waits until the shell is there in the user's language: the tokens are stored, the profile says
   * which language, the portal has switched to it, and the menu (or on a phone its button) and the logout
   * button are shown.
   */
  async waitForReady(): Promise<void> {
    await this.page.waitForFunction(() => Object.keys(window.localStorage).some((k) => k.startsWith('oidc.user:')));
    const claims = await accessClaims(this.page);
    const profile = await apiFromPage<{ language?: string }>(this.page, 'GET', `/profiles/${claims.profile_id}`);
    if (profile.status !== 200) throw new Error(`GET /api/profiles/${claims.profile_id} answered ${profile.status}`);
    this.language = toLanguage(profile.body.language);
    this.words = (await tenantConfig(this.page)).wording[this.language];
    await this.page.waitForFunction((lang) => document.documentElement.lang === lang, this.language);
    // Below 768 px the menu hides behind the top bar's menu button.
    const menuButton = this.topBar.getByRole('button', { name: this.text('shell.openMenu') });
    await this.menu.or(menuButton).first().waitFor();
    await this.logoutButton.waitFor();
  }

  /** Every link of the drawer menu: its accessible name (as a screen reader says it) and its target. */
  async menuLinks(): Promise<MenuLink[]> {
    // The aria snapshot lists `- link "<name>":` followed by its `- /url: <href>`.
    const snapshot = await this.menu.ariaSnapshot();
    const links: MenuLink[] = [];
    for (const line of snapshot.split('\n')) {
      const link = /^\s*- link "(.*)"/.exec(line);
      if (link) links.push({ name: JSON.parse(`"${link[1]}"`) as string, href: '' });
      const url = /^\s*- \/url: (.*)$/.exec(line);
      const last = links.at(-1);
      if (url?.[1] && last && !last.href) last.href = url[1].trim().replace(/^"(.*)"$/, '$1');
    }
    return links;
  }

  /** The breadcrumb items' texts, first to last. */
  async breadcrumbTexts(): Promise<string[]> {
    return this.breadcrumbs.getByRole('listitem').allInnerTexts();
  }

  title(): Promise<string> {
    return this.page.title();
  }

  /** Logout from the top bar: the provider ends the session and the portal shows sign-in again. */
  async logout(): Promise<void> {
    await this.logoutButton.click();
  }
}

/** The 404 page's heading in a language (signed out: English). */
export function notFoundHeading(page: Page, language: Language = 'en'): Locator {
  return page.getByRole('heading', { name: t(language, 'notFound.title') });
}
