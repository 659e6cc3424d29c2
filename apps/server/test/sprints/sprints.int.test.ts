import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ChatEvent,
  Role,
  type ApplySprintTemplateResult,
  type ChatMessage,
  type MessageDefinition,
  type SprintMessage,
  type SprintTemplate,
} from '@stride/contracts';
import { chatChannels, chatMembers } from '../../src/modules/chat/chat.table.js';
import { profiles, users } from '../../src/modules/profiles/profiles.table.js';
import { sendDue } from '../../src/modules/sprints/sender.js';
import { sprintOccurrences } from '../../src/modules/sprints/sprints.table.js';
import { listen, receivedTexts, tab } from '../chat/helpers.js';
import { auditRows } from '../support/audit.js';
import { useTestApp } from '../support/app.js';
import { buildCompany } from '../support/factories.js';
import { api, eventually } from '../support/http.js';
import { signedIn } from '../support/people.js';
import { client } from '../calendar/calendar-support.js';

const t = useTestApp();
const db = () => t.app.platform.db;

/** A practice: an advisor and a participant they coach (Europe/Madrid unless given), signed in. */
async function practice(timeZone?: string) {
  const company = await buildCompany(db(), 'default');
  const advisor = await signedIn(t, { roleId: Role.Advisor, companyId: company.id });
  const participant = await signedIn(t, {
    roleId: Role.Participant,
    companyId: company.id,
    advisorProfileId: advisor.profile.id,
  });
  if (timeZone) await db().update(profiles).set({ timeZone }).where(eq(profiles.id, participant.profile.id));
  const staff = client(t, advisor.token);
  const me = client(t, participant.token);
  const channelId = `s${advisor.profile.id}_sprint_${participant.profile.id}`;
  /** What the participant reads in their sprint chat, oldest first. */
  const chat = async () =>
    (await me.ok<{ messages: ChatMessage[] }>('GET', `/chats/${channelId}/messages?limit=100`)).messages;
  const messages = (from: string, to: string) =>
    staff.ok<{ messages: SprintMessage[] }>('GET', `/messages/users/${participant.user.id}?from=${from}&to=${to}`);
  return { company, advisor, participant, staff, me, chat, messages, channelId };
}

const seven = (withText = (day: number) => `Day ${day}: drink a glass of water when you wake up.`) =>
  Array.from({ length: 7 }, (_, i) => ({ day: i + 1, time: '08:00', text: withText(i + 1) }));

describe('sprint templates and applying one', () => {
  it('a 7-day template at 08:00 applied from a start: seven planned messages at 08:00 in the zone, each sent once at its time', async () => {
    const p = await practice();
    const name = `Water habit ${p.company.id}`;
    const template = await p.staff.ok<SprintTemplate>('POST', '/messages/templates', { name, messages: seven() }, 201);
    expect(template.messages.map((m) => [m.day, m.time])).toEqual(seven().map((m) => [m.day, m.time]));
    expect(template).toMatchObject({ days: 7, messageCount: 7, editable: true, companyId: p.company.id });
    const list = await p.staff.ok<{ templates: { id: number }[] }>(
      'GET',
      `/messages/templates?search=${encodeURIComponent(name)}`,
    );
    expect(list.templates.map((x) => x.id)).toEqual([template.id]);
    expect(list.templates[0]).toMatchObject({ days: 7, messageCount: 7, editable: true });

    const applied = await p.staff.ok<ApplySprintTemplateResult>(
      'POST',
      `/messages/templates/${template.id}/apply`,
      { participantProfileId: p.participant.profile.id, startDate: '2030-01-07' },
      201,
    );
    // Madrid is UTC+1 in January.
    expect(applied).toMatchObject({
      message: 'New messages scheduled!',
      firstMessageDate: '2030-01-07T07:00:00.000Z',
      messageInPast: false,
      planned: 7,
      skipped: 0,
    });
    const planned = (await p.messages('2030-01-01', '2030-01-31')).messages;
    expect(planned.map((m) => [m.date, m.time, m.status, m.sendAt])).toEqual(
      Array.from({ length: 7 }, (_, i) => [
        `2030-01-${String(7 + i).padStart(2, '0')}`,
        '08:00',
        'PLANNED',
        `2030-01-${String(7 + i).padStart(2, '0')}T07:00:00.000Z`,
      ]),
    );
    expect(planned.every((m) => m.correlationId === applied.correlationId && m.templateName === name)).toBe(true);
    expect(planned[0]).toMatchObject({ channelId: p.channelId, senderProfileId: p.advisor.profile.id });

    // A minute before day 1's time nothing goes; at it, day 1 goes; again, nothing more.
    await sendDue(t.app.platform, new Date('2030-01-07T06:59:00Z'));
    expect(await p.chat()).toEqual([]);
    await sendDue(t.app.platform, new Date('2030-01-07T07:00:30Z'));
    await sendDue(t.app.platform, new Date('2030-01-07T07:01:00Z'));
    const first = await p.chat();
    expect(first.map((m) => m.text)).toEqual(['Day 1: drink a glass of water when you wake up.']);
    expect(first[0]).toMatchObject({ user: p.advisor.user.uuid, senderProfileId: p.advisor.profile.id });
    const after = (await p.messages('2030-01-07', '2030-01-08')).messages;
    expect(after.map((m) => m.status)).toEqual(['SENT', 'PLANNED']);
    // The participant reads only what was sent to them.
    const mine = await p.me.ok<{ messages: SprintMessage[] }>(
      'GET',
      `/messages/users/${p.participant.user.id}?from=2030-01-01&to=2030-01-31`,
    );
    expect(mine.messages.map((m) => m.date)).toEqual(['2030-01-07']);

    // Three days late (a downtime): days 2 to 4 go out together, in order, once.
    await sendDue(t.app.platform, new Date('2030-01-10T09:00:00Z'));
    await sendDue(t.app.platform, new Date('2030-01-10T09:00:00Z'));
    expect((await p.chat()).map((m) => m.text.slice(0, 5))).toEqual(['Day 1', 'Day 2', 'Day 3', 'Day 4']);
  });

  it('an edit before the time changes what is sent; deleting the series stops the rest; nothing is sent twice', async () => {
    const p = await practice();
    const template = await p.staff.ok<SprintTemplate>(
      'POST',
      '/messages/templates',
      { name: `Walks ${p.company.id}`, messages: seven((d) => `Walk ${d}`) },
      201,
    );
    const applied = await p.staff.ok<ApplySprintTemplateResult>(
      'POST',
      `/messages/templates/${template.id}/apply`,
      { participantProfileId: p.participant.profile.id, startDate: '2031-02-02' },
      201,
    );
    const day2 = (await p.messages('2031-02-03', '2031-02-03')).messages[0]!;
    const definition = await p.staff.ok<MessageDefinition>('GET', `/messages/definitions/${day2.definitionId}`);
    await p.staff.ok(
      'PUT',
      `/messages/definitions/${definition.id}`,
      { text: 'Walk 2, edited: twenty minutes after lunch' },
      200,
      definition.version,
    );
    await sendDue(t.app.platform, new Date('2031-02-03T08:00:00Z'));
    expect((await p.chat()).map((m) => m.text)).toEqual(['Walk 1', 'Walk 2, edited: twenty minutes after lunch']);

    const deleted = await p.staff.ok<{ message: string; count: number }>(
      'DELETE',
      `/messages/definitions/correlationId/${applied.correlationId}`,
    );
    expect(deleted).toEqual({ message: 'Messages deleted!', count: 5 });
    await sendDue(t.app.platform, new Date('2031-03-01T00:00:00Z'));
    expect((await p.chat()).length).toBe(2);
    const rows = await db()
      .select({ status: sprintOccurrences.status })
      .from(sprintOccurrences)
      .where(eq(sprintOccurrences.participantProfileId, p.participant.profile.id));
    expect(rows.map((r) => r.status).sort()).toEqual(['SENT', 'SENT']);
    expect((await auditRows(db(), 'sprint_definition', String(definition.id))).map((a) => a.operation)).toEqual([
      'CREATE',
      'UPDATE',
      'DELETE',
    ]);
  });

  it('a start date in the past: the messages whose time is over are skipped, never sent, and the answer says so', async () => {
    const p = await practice();
    const template = await p.staff.ok<SprintTemplate>(
      'POST',
      '/messages/templates',
      {
        name: `Past ${p.company.id}`,
        messages: [
          { day: 1, time: '09:00', text: 'Hello' },
          { day: 400 % 366, time: '09:00', text: 'Later' },
        ],
      },
      201,
    );
    const applied = await p.staff.ok<ApplySprintTemplateResult>(
      'POST',
      `/messages/templates/${template.id}/apply`,
      { participantProfileId: p.participant.profile.id, startDate: '2020-01-01' },
      201,
    );
    expect(applied).toMatchObject({ messageInPast: true, planned: 0, skipped: 2 });
    await sendDue(t.app.platform, new Date('2020-06-01T00:00:00Z'));
    expect(await p.chat()).toEqual([]);
  });
});

describe('a participant’s own timed messages', () => {
  it('keeps 08:00 local on both sides of the change to summer time', async () => {
    const p = await practice('Europe/Madrid');
    const def = await p.staff.ok<MessageDefinition>(
      'POST',
      `/messages/users/${p.participant.user.id}/definitions`,
      { text: 'Good morning', startDate: '2032-03-26', time: '08:00', repeat: 'DAILY', occurrences: 4 },
      201,
    );
    expect(def).toMatchObject({ timeZone: 'Europe/Madrid', occurrences: 4, nextSendAt: '2032-03-26T07:00:00.000Z' });
    const planned = (await p.messages('2032-03-26', '2032-03-29')).messages;
    // Summer time starts on Sunday 28 March 2032 in Madrid: 08:00 is 07:00Z before, 06:00Z after.
    expect(planned.map((m) => [m.date, m.sendAt])).toEqual([
      ['2032-03-26', '2032-03-26T07:00:00.000Z'],
      ['2032-03-27', '2032-03-27T07:00:00.000Z'],
      ['2032-03-28', '2032-03-28T06:00:00.000Z'],
      ['2032-03-29', '2032-03-29T06:00:00.000Z'],
    ]);
  });

  it('splitting one occurrence and editing it leaves the others of the series', async () => {
    const p = await practice();
    const series = await p.staff.ok<MessageDefinition>(
      'POST',
      `/messages/users/${p.participant.user.id}/definitions`,
      { text: 'Stretch for five minutes', startDate: '2033-05-02', time: '18:30', repeat: 'DAILY', occurrences: 5 },
      201,
    );
    const split = await p.staff.ok<MessageDefinition>(
      'POST',
      `/messages/definitions/${series.id}/split`,
      { date: '2033-05-04' },
      201,
      series.version,
    );
    expect(split).toMatchObject({ repeat: 'NONE', startDate: '2033-05-04', text: 'Stretch for five minutes' });
    await p.staff.ok(
      'PUT',
      `/messages/definitions/${split.id}`,
      { text: 'Rest day: a slow walk instead', time: '10:00' },
      200,
      split.version,
    );
    const planned = (await p.messages('2033-05-01', '2033-05-31')).messages;
    expect(planned.map((m) => [m.date, m.time, m.text])).toEqual([
      ['2033-05-02', '18:30', 'Stretch for five minutes'],
      ['2033-05-03', '18:30', 'Stretch for five minutes'],
      ['2033-05-04', '10:00', 'Rest day: a slow walk instead'],
      ['2033-05-05', '18:30', 'Stretch for five minutes'],
      ['2033-05-06', '18:30', 'Stretch for five minutes'],
    ]);
  });

  it('an inactive participant gets nothing: their due messages are skipped', async () => {
    const p = await practice();
    await p.staff.ok(
      'POST',
      `/messages/users/${p.participant.user.id}/definitions`,
      { text: 'Check in', startDate: '2034-01-02', time: '08:00' },
      201,
    );
    await db().update(users).set({ isActive: false }).where(eq(users.id, p.participant.user.id));
    await sendDue(t.app.platform, new Date('2034-01-02T08:00:00Z'));
    const [row] = await db()
      .select()
      .from(sprintOccurrences)
      .where(and(eq(sprintOccurrences.participantProfileId, p.participant.profile.id)));
    expect(row).toMatchObject({ status: 'SKIPPED', skippedReason: 'INACTIVE' });
  });

  it('a message whose chat is gone is skipped, and the others due with it go out', async () => {
    const gone = await practice();
    const kept = await practice();
    for (const p of [gone, kept]) {
      await p.staff.ok(
        'POST',
        `/messages/users/${p.participant.user.id}/definitions`,
        { text: 'Morning check-in', startDate: '2035-03-05', time: '08:00' },
        201,
      );
    }
    await db().delete(chatMembers).where(eq(chatMembers.channelId, gone.channelId));
    await db().delete(chatChannels).where(eq(chatChannels.id, gone.channelId));
    await sendDue(t.app.platform, new Date('2035-03-05T08:00:00Z'));
    const statusOf = async (profileId: number) =>
      (
        await db()
          .select({ status: sprintOccurrences.status, skippedReason: sprintOccurrences.skippedReason })
          .from(sprintOccurrences)
          .where(eq(sprintOccurrences.participantProfileId, profileId))
      )[0];
    expect(await statusOf(gone.participant.profile.id)).toEqual({ status: 'SKIPPED', skippedReason: 'UNDELIVERABLE' });
    expect(await statusOf(kept.participant.profile.id)).toEqual({ status: 'SENT', skippedReason: null });
    expect((await kept.chat()).map((m) => m.text)).toEqual(['Morning check-in']);
  });
});

describe('bad input plans nothing', () => {
  it('answers 4xx with a clear message for an unknown template, another tenant’s participant, a bad date, an empty message', async () => {
    const p = await practice();
    const template = await p.staff.ok<SprintTemplate>(
      'POST',
      '/messages/templates',
      { name: `Checks ${p.company.id}`, messages: [{ day: 1, time: '08:00', text: 'Hi' }] },
      201,
    );
    const body = { participantProfileId: p.participant.profile.id, startDate: '2035-01-01' };
    expect((await p.staff.refused(404, 'POST', '/messages/templates/999999/apply', body)).message).toMatch(/Sprint/);
    const other = await signedIn(t, { roleId: Role.Participant, tenantId: 'brain' });
    const wrong = await p.staff.refused(400, 'POST', `/messages/templates/${template.id}/apply`, {
      ...body,
      participantProfileId: other.profile.id,
    });
    expect(wrong.details?.[0]?.path).toBe('body.participantProfileId');
    const badDate = await p.staff.refused(400, 'POST', `/messages/templates/${template.id}/apply`, {
      ...body,
      startDate: 'next monday',
    });
    expect(badDate.message).toMatch(/YYYY-MM-DD/);
    const empty = await p.staff.refused(400, 'POST', `/messages/users/${p.participant.user.id}/definitions`, {
      text: '  ',
      startDate: '2035-01-01',
      time: '08:00',
    });
    expect(empty.message).toBe('Write a message or attach a file.');
    const emptyInTemplate = await p.staff.refused(
      400,
      'PUT',
      `/messages/templates/${template.id}`,
      {
        messages: [{ day: 1, time: '08:00', text: '' }],
      },
      template.version,
    );
    expect(emptyInTemplate.details?.[0]?.path).toBe('body.messages.0.text');
    expect(
      (
        await p.staff.refused(400, 'POST', `/messages/users/${p.participant.user.id}/definitions`, {
          text: 'x',
          startDate: '2035-01-01',
          time: '25:00',
        })
      ).message,
    ).toMatch(/HH:MM/);
    const rows = await db()
      .select()
      .from(sprintOccurrences)
      .where(eq(sprintOccurrences.participantProfileId, p.participant.profile.id));
    expect(rows).toEqual([]);
    // A participant plans nothing, and reads no one else's messages.
    await p.me.refused(403, 'GET', '/messages/templates');
    await p.me.refused(403, 'POST', `/messages/users/${p.participant.user.id}/definitions`, {
      text: 'x',
      startDate: '2035-01-01',
      time: '08:00',
    });
  });
});

describe('the participant’s open chat', () => {
  it('is told of the new sprint chat, then receives the programme message at once when the sender posts it, and its unread count', async () => {
    const url = await listen(t);
    const p = await practice();
    const open = await tab(url, { ...p.participant, api: api(t.app, { token: p.participant.token }) });
    await p.staff.ok(
      'POST',
      `/messages/users/${p.participant.user.id}/definitions`,
      { text: 'Time for your evening walk', startDate: '2038-06-01', time: '19:00' },
      201,
    );
    // The first planned message made the sprint chat: the open tab is told of it.
    await eventually(() =>
      Promise.resolve(
        open.seen.some(([e, c]) => e === ChatEvent.Channel && (c as { id: string }).id === p.channelId) || undefined,
      ),
    );
    await sendDue(t.app.platform, new Date('2038-06-01T17:00:00Z'));
    await eventually(() => Promise.resolve(receivedTexts(open.seen).length > 0 ? true : undefined));
    expect(receivedTexts(open.seen)).toEqual(['Time for your evening walk']);
    // The unread total follows (throttled).
    const unread = () =>
      open.seen.filter(([e]) => e === ChatEvent.Unread).map(([, payload]) => (payload as { total: number }).total);
    await eventually(() => Promise.resolve(unread().some((n) => n >= 1) ? true : undefined));
  });
});
