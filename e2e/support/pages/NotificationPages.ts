import type { Locator } from 'playwright-core';
import type { Shell } from './Shell.js';

/** The top bar's bell and the notification panel it opens (spec 002 section 2), in the user's language. */
export class NotificationPanel {
  constructor(readonly shell: Shell) {}

  /** The bell: its name is "Notifications" or "Notifications, N unread". */
  get bell(): Locator {
    return this.shell.topBar.getByRole('button', { name: this.shell.text('shell.notifications') });
  }
  get dialog(): Locator {
    return this.shell.page.getByRole('dialog', { name: this.shell.text('notifications.title') });
  }

  /** The unread count the bell says (0 when it says none). */
  async unread(): Promise<number> {
    const name = (await this.bell.getAttribute('aria-label')) ?? '';
    return Number(/(\d+)/.exec(name)?.[1] ?? 0);
  }

  async open(): Promise<Locator> {
    await this.bell.click();
    await this.dialog.waitFor();
    return this.dialog;
  }

  tab(key: string): Locator {
    return this.dialog.getByRole('tab', { name: this.shell.text(key) });
  }

  /** An advisor's group header, named by the participant and the counts (expands or collapses the group). */
  groupToggle(name: string): Locator {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.dialog.getByRole('button', { name: new RegExp(`^${escaped}`) });
  }

  /** The notifications list of one group (named by the participant). */
  group(name: string): Locator {
    return this.dialog.getByRole('list', { name, exact: true });
  }
}
