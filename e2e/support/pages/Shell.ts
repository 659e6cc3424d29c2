import type { Locator, Page } from 'playwright-core';

export interface MenuLink {
  name: string;
  href: string;
}

/** The signed-in layout: drawer menu, top bar (breadcrumbs, bell, avatar, logout), snackbar. */
export class Shell {
  constructor(readonly page: Page) {}

  get menu(): Locator {
    return this.page.getByRole('navigation', { name: 'Main' });
  }
  get topBar(): Locator {
    return this.page.getByRole('banner');
  }
  get breadcrumbs(): Locator {
    return this.page.getByRole('navigation', { name: 'Breadcrumb' });
  }
  get logoutButton(): Locator {
    return this.topBar.getByRole('button', { name: 'Logout' });
  }
  get previousRoleButton(): Locator {
    return this.topBar.getByRole('button', { name: 'Go to previous role' });
  }
  get profileLink(): Locator {
    return this.topBar.getByRole('link', { name: 'My profile' });
  }
  get notificationsButton(): Locator {
    return this.topBar.getByRole('button', { name: /^Notifications/ });
  }
  get main(): Locator {
    return this.page.getByRole('main');
  }
  /** The snackbar's message: an alert with a Close action. */
  get snackbar(): Locator {
    return this.page.getByRole('alert').filter({ has: this.page.getByRole('button', { name: 'Close' }) });
  }

  menuLink(name: string): Locator {
    return this.menu.getByRole('link', { name });
  }

  /** Waits for the drawer menu: the shell has the session, the tenant and the user's access. */
  async waitForReady(): Promise<void> {
    await this.menu.waitFor();
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

/** The 404 page (unknown paths and routes this user may not see). */
export function notFoundHeading(page: Page): Locator {
  return page.getByRole('heading', { name: 'Page not found' });
}
