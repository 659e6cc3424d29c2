import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_NEW_EVENT,
  type NotificationEvent,
  type NotificationGrouped,
  type NotificationGroupPage,
  type NotificationList,
} from '@stride/contracts';
import { setNotificationPush } from '../../src/modules/notifications/index.js';
import { notifications } from '../../src/modules/notifications/notifications.table.js';
import type { NotificationDelivery } from '../../src/modules/notifications/push.port.js';
import { listen, practice, tab, type Person } from '../chat/helpers.js';
import { useTestApp } from '../support/app.js';
import { eventually, json } from '../support/http.js';
import { notificationsOf } from './support.js';

/**
 * A notification is stored as its message key and variables and worded when read, in the reader's
 * language now (issue 29 item 2; docs/decisions.md, "Coaching loop: notifications in the reader's
 * language"): the flat list, the grouped list, a group's page, the socket event and the push.
 */
const t = useTestApp();
const BASE = '/api/notification-service';

/** The person switches their profile's language, as the profile page does (the profile written back). */
async function switchLanguage(p: Person, language: 'en' | 'es') {
  const read = await p.api.get(`/api/profiles/${p.profile.id}`);
  const profile = json<{ version: number }>(read);
  const res = await p.api.put(
    `/api/profiles/${p.profile.id}`,
    { ...profile, language },
    { 'if-match': `W/"${profile.version}"` },
  );
  expect(res.statusCode, res.body).toBe(200);
}

/** A staff member's comment on the participant's journal: a notification to the participant. */
async function staffComment(advisor: Person, participant: Person, journalDate: string) {
  await t.app.platform.events.publish({
    type: 'journal.staff_commented',
    tenantId: 'default',
    actorUserId: advisor.user.id,
    payload: { participantUserId: participant.user.id, journalDate, authorUserId: advisor.user.id },
  });
  await t.app.platform.events.idle();
}

const flat = async (p: Person) => json<NotificationList>(await p.api.get(`${BASE}/notifications`)).items;

describe('notifications in the reader’s language', () => {
  it('a participant’s notification created in English reads in Spanish after their language changes', async () => {
    const { advisor, participant } = await practice(t);
    const name = `${advisor.profile.firstName} ${advisor.profile.lastName}`;
    await staffComment(advisor, participant, '2026-11-20');
    expect(await flat(participant)).toMatchObject([
      { message: `${name} commented on your journal.`, linkMessage: 'Open the journal' },
    ]);

    await switchLanguage(participant, 'es');
    await staffComment(advisor, participant, '2026-11-21');
    // The old one and the new one, both in Spanish.
    expect(await flat(participant)).toMatchObject([
      {
        message: `${name} comentó tu diario.`,
        linkMessage: 'Abrir el diario',
        parameters: { journalDate: '2026-11-21' },
      },
      {
        message: `${name} comentó tu diario.`,
        linkMessage: 'Abrir el diario',
        parameters: { journalDate: '2026-11-20' },
      },
    ]);
    // Marked read: the answer is in Spanish too.
    const [first] = await flat(participant);
    const read = await participant.api.put(`${BASE}/notifications/${first!.id}`, { unread: false });
    expect(json(read)).toMatchObject({ message: `${name} comentó tu diario.`, unread: false });
  });

  it('the advisor’s grouped list and a group’s page follow the advisor’s language; a row without a key keeps its text', async () => {
    const { advisor, participant } = await practice(t);
    const name = `${participant.profile.firstName} ${participant.profile.lastName}`;
    await t.app.platform.events.publish({
      type: 'swap.added',
      tenantId: 'default',
      actorUserId: participant.user.id,
      payload: { participantUserId: participant.user.id, swapId: 4, notes: false },
    });
    await t.app.platform.events.idle();
    // A row of before the keys, whose text no message matched: it stays as it was written.
    await notificationsOf(t, advisor.user.id, participant.profile.id, ['Call Ana about her knee'], { minutesAgo: 60 });
    await switchLanguage(advisor, 'es');

    const grouped = json<NotificationGrouped>(await advisor.api.get(`${BASE}/notifications-grouped`));
    // The participant's first sign-in told the advisor too (in Spanish now as well).
    expect(grouped.groups[0]!.notifications).toMatchObject([
      { message: `${name} añadió un intercambio.`, linkMessage: 'Abrir el intercambio' },
      { message: `${name} inició sesión por primera vez.`, linkMessage: null },
      { message: 'Call Ana about her knee', linkMessage: null },
    ]);
    const page = json<NotificationGroupPage>(
      await advisor.api.get(`${BASE}/notifications-grouped/${participant.profile.id}`),
    );
    expect(page.items.map((n) => n.message)).toEqual([
      `${name} añadió un intercambio.`,
      `${name} inició sesión por primera vez.`,
      'Call Ana about her knee',
    ]);
    // The stored text is what it was when written (English): only the reading changed.
    const [row] = await t.app.platform.db.select().from(notifications).where(eq(notifications.id, page.items[0]!.id));
    expect(row).toMatchObject({ message: `${name} added a swap.`, messageKey: 'swap.entry', linkKey: 'swap.link' });
  });

  it('the socket event and the push word a new notification in the recipient’s language now', async () => {
    const url = await listen(t);
    const { advisor, participant } = await practice(t);
    const pushed: NotificationDelivery[] = [];
    setNotificationPush(t.app.platform, async (_tenant, deliveries) => void pushed.push(...deliveries));
    await switchLanguage(participant, 'es');
    const open = await tab(url, participant);
    await staffComment(advisor, participant, '2026-11-22');
    const [, payload] = await eventually(async () => open.seen.find(([e]) => e === NOTIFICATION_NEW_EVENT));
    expect((payload as NotificationEvent).notification).toMatchObject({ linkMessage: 'Abrir el diario' });
    const delivery = await eventually(async () => pushed.find((d) => d.userId === participant.user.id));
    expect(delivery.notification.message).toContain('comentó tu diario');
  });
});

describe('the migration’s backfill (0027_notification_keys)', () => {
  const migration = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../drizzle/0027_notification_keys.sql',
  );
  const backfill = fs
    .readFileSync(migration, 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter((s) => s.startsWith('UPDATE'));

  it('finds the key and variables of rows stored rendered, in either language; leaves the others', async () => {
    const { advisor, participant } = await practice(t);
    const rows = await notificationsOf(
      t,
      advisor.user.id,
      participant.profile.id,
      [
        'Ana Ruiz commented on a journal entry.',
        'Ana Ruiz compartió la carpeta «Knees» con tu empresa.',
        'Ana Ruiz completed the course “Sleep well”.',
        'Call Ana back',
      ],
      { type: 'JOURNAL' },
    );
    // Their types as the producers wrote them.
    const types = ['JOURNAL', 'ROUTINE', 'ACTIVITIES', 'JOURNAL'];
    for (const [i, r] of rows.entries()) {
      await t.app.platform.db
        .update(notifications)
        .set({ type: types[i]!, linkMessage: i === 0 ? 'Open the journal' : null })
        .where(eq(notifications.id, r.id));
    }
    for (const statement of backfill) await t.app.platform.db.execute(sql.raw(statement));
    const after = await t.app.platform.db
      .select()
      .from(notifications)
      .where(
        inArray(
          notifications.id,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(notifications.id);
    expect(after.map((r) => [r.messageKey, r.linkKey, r.messageVars])).toEqual([
      ['journal.comment', 'journal.link', { name: 'Ana Ruiz' }],
      ['routine.sharedFolder', null, { name: 'Ana Ruiz', title: 'Knees' }],
      ['course.completed', null, { name: 'Ana Ruiz', title: 'Sleep well' }],
      [null, null, null],
    ]);
  });
});
