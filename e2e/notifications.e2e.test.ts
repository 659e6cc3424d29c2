import {
  notificationTarget,
  type NotificationGrouped,
  type NotificationList,
  type Participant,
} from '@stride/contracts';
import { describe, expect, it } from 'vitest';
import { demoEmail } from './support/accounts.js';
import { AXE_CONTEXT, expectNoSeriousViolations } from './support/axe.js';
import { setupE2E } from './support/e2e.js';
import { pathnameOf, signInAs } from './support/flows.js';
import { waitForMail, outboxFiles } from './support/outbox.js';
import { NotificationPanel } from './support/pages/NotificationPages.js';
import { accessClaims, apiFromPage } from './support/session.js';
import { shotIfAsked } from './support/shots.js';

const e2e = setupE2E();

describe('notifications', () => {
  it("shows the advisor the seed's notifications grouped per participant; a click opens the participant", async () => {
    const { page, shell } = await signInAs(e2e, demoEmail('advisor'), { context: AXE_CONTEXT });
    const grouped = await apiFromPage<NotificationGrouped>(page, 'GET', '/notification-service/notifications-grouped');
    expect(grouped.status).toBe(200);
    const group = grouped.body.groups.find((g) => g.notifications.length > 0);
    expect(group, 'the seed gives the demo advisor notifications').toBeDefined();
    const notification = group!.notifications[0]!;
    const target = notificationTarget(notification, group!.profile.userId);
    expect(target).toMatch(/^\/participants\/\d+/);
    const targetPath = new URL(target!, e2e.origin()).pathname;

    const panel = new NotificationPanel(shell);
    await panel.open();
    expect(await panel.tab('notifications.tabAllTime').getAttribute('aria-selected')).toBe('true');
    await panel.groupToggle(group!.profile.fullName).click();
    const card = panel.group(group!.profile.fullName).getByText(notification.message, { exact: true });
    await shotIfAsked(page, 'notifications-grouped-panel', { fullPage: false });
    await expectNoSeriousViolations(page, 'the grouped notification panel');

    // The settings dialog, over the panel: persistent, left with Cancel.
    await panel.dialog.getByRole('button', { name: shell.text('notifications.settingsButton') }).click();
    const settings = page.getByRole('dialog', { name: shell.text('notifications.settingsTitle') });
    await settings.getByRole('switch', { name: shell.text('notifications.settingJournal') }).waitFor();
    await expectNoSeriousViolations(page, 'the notification settings dialog');
    await page.keyboard.press('Escape');
    expect(await settings.isVisible()).toBe(true);
    await settings.getByRole('button', { name: shell.text('common.cancel') }).click();
    await settings.waitFor({ state: 'detached' });

    await card.click();

    await panel.dialog.waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.pathname.startsWith(targetPath));
    expect(pathnameOf(page).startsWith(`/participants/${group!.profile.userId}`)).toBe(true);
    const after = await apiFromPage<NotificationGrouped>(page, 'GET', '/notification-service/notifications-grouped');
    const read = after.body.groups.flatMap((g) => g.notifications).find((n) => n.id === notification.id);
    expect(read?.unread).toBe(false);
  });

  it("a participant's first sign-in in one browser raises the advisor's bell in another, and the group shows it", async () => {
    const advisor = await signInAs(e2e, demoEmail('advisor'));
    const panel = new NotificationPanel(advisor.shell);
    const list = await apiFromPage<NotificationList>(
      advisor.page,
      'GET',
      '/notification-service/notifications?pageSize=1',
    );
    const before = list.body.unread;
    await expect.poll(() => panel.unread()).toBe(before);

    // A participant of this advisor, who has never signed in: their password set from the welcome mail's link.
    const tag = Date.now().toString(36);
    const email = `nia.${tag}@mail.example`;
    const { profile_id: advisorId } = await accessClaims(advisor.page);
    const created = await apiFromPage<Participant>(advisor.page, 'POST', '/participants', {
      firstName: `Nia${tag}`,
      lastName: 'First',
      email,
      advisorId,
    });
    expect(created.status).toBe(201);
    const known = await outboxFiles(e2e.server.dataDir);
    const sent = await apiFromPage(advisor.page, 'POST', `/participants/${created.body.id}/sendWelcomeEmail`);
    expect(sent.status).toBe(200);
    const mail = await waitForMail(e2e.server.dataDir, email, known);
    const token = /reset-password\?token=([\w-]+)/.exec(mail.text)?.[1];
    expect(token, 'a set-password link in the welcome mail').toBeDefined();
    const password = `first-secret-${tag}`;
    const confirmed = await advisor.page.request.post(e2e.url('/api/auth/password-reset/confirm'), {
      data: { token, password },
    });
    expect(confirmed.status()).toBe(200);

    await signInAs(e2e, email, { password });

    // Over the socket: no reload, well before the minute's fallback poll.
    await expect.poll(() => panel.unread(), { timeout: 10_000, interval: 200 }).toBe(before + 1);
    const name = `Nia${tag} First`;
    await panel.open();
    await panel.groupToggle(name).click();
    // The first login, in the advisor's language (the server writes the message).
    const card = panel.group(name).getByText(`${name} signed in for the first time.`);
    await shotIfAsked(advisor.page, 'notifications-first-login', { fullPage: false });
    await card.click();
    await advisor.page.waitForURL((url) => url.pathname.startsWith(`/participants/${created.body.id}`));
  });
});
