import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Role, type CalendarFeed, type CalendarFeedMade } from '@stride/contracts';
import { calendarFeeds } from '../../src/modules/calendar/calendar-feed.table.js';
import { sendDue } from '../../src/modules/sprints/sender.js';
import { auditRows } from '../support/audit.js';
import { HOSTS, useTestApp } from '../support/app.js';
import { buildCompany } from '../support/factories.js';
import { signedIn } from '../support/people.js';
import { client, NOW, practice } from './progress-support.js';

const t = useTestApp();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A calendar app's request: the URL alone, no cookie, no token (from its own address where given). */
const subscribe = (url: string, remoteAddress?: string) => {
  const { pathname, host } = new URL(url);
  return t.app.inject({
    method: 'GET',
    url: pathname,
    headers: { host: host === 'localhost' ? HOSTS.default : host },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
};

/** The events of an iCalendar text, read as a calendar client reads them. */
function eventsOf(ics: string) {
  const vcalendar = new ICAL.Component(ICAL.parse(ics));
  return vcalendar.getAllSubcomponents('vevent').map((c) => {
    const e = new ICAL.Event(c);
    return {
      uid: e.uid,
      summary: e.summary,
      description: e.description,
      start: e.startDate.toString(),
      allDay: e.startDate.isDate,
      stamp: c.getFirstPropertyValue('dtstamp')?.toString(),
    };
  });
}

describe("a participant's calendar feed", () => {
  it('the participant makes it; a calendar client reads their next two weeks and their programme messages', async () => {
    const p = await practice(t);
    const feedUrl = `/participants/${p.participant.user.id}/calendar-feed`;
    expect(await p.me.ok<CalendarFeed>('GET', feedUrl)).toEqual({ active: false, createdAt: null });

    const past = await p.place(p.squat, '2026-11-20');
    await p.me.ok('POST', p.resultUrl(past.id), { status: 'SKIPPED', skipReason: 'Sore wrist' }, 201);
    await p.place(p.walk, '2026-11-18'); // missed
    const soon = await p.place(p.squat, '2026-12-03');
    await p.place(p.walk, '2027-03-01'); // beyond 8 weeks
    const sent = {
      text: 'Good morning! Today is about breathing slowly and keeping calm',
      startDate: '2026-11-25',
      time: '17:00',
    };
    const planned = { text: 'A secret for tomorrow', startDate: '2026-11-28', time: '09:00' };
    for (const body of [sent, planned]) {
      await p.staff.ok('POST', `/messages/users/${p.participant.user.id}/definitions`, body, 201);
    }
    await sendDue(t.app.platform, new Date('2026-11-25T16:30:00Z'));

    const made = await p.me.ok<CalendarFeedMade>('POST', feedUrl, undefined, 201);
    expect(made.url).toMatch(/^http:\/\/localhost(:\d+)?\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await p.me.ok<CalendarFeed>('GET', feedUrl)).toEqual({ active: true, createdAt: made.createdAt });
    const [row] = await t.app.platform.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.participantProfileId, p.participant.profile.id));
    expect(made.url).not.toContain(row!.tokenHash); // only the hash is stored
    expect(await auditRows(t.app.platform.db, 'calendar_feed', row!.id)).toHaveLength(1);

    const res = await subscribe(made.url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    const events = eventsOf(res.body);
    expect(events.every((e) => e.stamp === '2026-11-25T15:00:00Z')).toBe(true);
    const items = events.filter((e) => e.allDay);
    expect(items.map((e) => [e.start, e.summary])).toEqual([
      ['2026-11-18', 'Walk'],
      ['2026-11-20', 'Squat'],
      ['2026-12-03', 'Squat'],
    ]);
    expect(items.find((e) => e.uid === `item-${soon.id}-2026-12-03@default.stride`)?.description).toBe(
      '3 sets × 12 reps · 20 kg',
    );
    expect(items[0]!.description).toMatch(/^Missed/);
    expect(items[1]!.description).toMatch(/^Skipped: Sore wrist/);
    const messages = events.filter((e) => !e.allDay);
    expect(messages.map((e) => [e.start, e.summary])).toEqual([
      ['2026-11-25T16:00:00Z', 'Good morning! Today is about breathing slowly and…'],
      // Not sent yet: the participant reads a message when it arrives, never ahead of it.
      ['2026-11-28T08:00:00Z', 'Message from your programme'],
    ]);
    // The same item and day keep their UID from one read to the next.
    expect(eventsOf((await subscribe(made.url)).body).map((e) => e.uid)).toEqual(events.map((e) => e.uid));
  });

  it('a new URL revokes the old one; DELETE revokes the feed; unknown tokens are 404', async () => {
    const p = await practice(t);
    const feedUrl = `/participants/${p.participant.user.id}/calendar-feed`;
    const first = await p.me.ok<CalendarFeedMade>('POST', feedUrl, undefined, 201);
    // The coach makes a new one for their participant.
    const second = await p.staff.ok<CalendarFeedMade>('POST', feedUrl, undefined, 201);
    expect(second.url).not.toBe(first.url);
    expect((await subscribe(first.url)).statusCode).toBe(404);
    expect((await subscribe(second.url)).statusCode).toBe(200);
    // Another tenant's host does not know the token.
    expect((await subscribe(second.url.replace('localhost', 'brain.localhost'))).statusCode).toBe(404);

    expect((await p.me.send('DELETE', feedUrl)).statusCode).toBe(204);
    expect((await subscribe(second.url)).statusCode).toBe(404);
    expect(await p.staff.ok<CalendarFeed>('GET', feedUrl)).toEqual({ active: false, createdAt: null });
    expect((await p.me.send('DELETE', feedUrl)).statusCode).toBe(404);
    const rows = await t.app.platform.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.participantProfileId, p.participant.profile.id));
    // Both revoked (the first by the second, the second by DELETE), each audited when made and revoked.
    expect(rows.every((r) => r.revokedAt !== null)).toBe(true);
    for (const r of rows) {
      expect((await auditRows(t.app.platform.db, 'calendar_feed', r.id)).map((a) => a.operation)).toEqual([
        'CREATE',
        'DELETE',
      ]);
    }
    expect((await subscribe(second.url.replace(/[^/]{43}\.ics$/, `${'A'.repeat(43)}.ics`))).statusCode).toBe(404);
    expect((await subscribe(second.url.replace(/[^/]{43}\.ics$/, 'short.ics'))).statusCode).toBe(400);
  });

  it("another participant, and staff of another practice, do not reach someone's feed: 404", async () => {
    const p = await practice(t);
    const feedUrl = `/participants/${p.participant.user.id}/calendar-feed`;
    const other = await signedIn(t, { roleId: Role.Participant, companyId: p.company.id });
    const elsewhere = await buildCompany(t.app.platform.db, 'default');
    const stranger = await signedIn(t, { roleId: Role.Advisor, companyId: elsewhere.id });
    for (const person of [other, stranger]) {
      const them = client(t, person.token);
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        expect((await them.send(method, feedUrl)).statusCode, `${method} ${feedUrl}`).toBe(404);
      }
    }
  });

  it('a calendar client is rate limited per address: 429 past its limit', async () => {
    const p = await practice(t);
    const made = await p.me.ok<CalendarFeedMade>(
      'POST',
      `/participants/${p.participant.user.id}/calendar-feed`,
      undefined,
      201,
    );
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await subscribe(made.url, '10.20.30.40')).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another address is served.
    expect((await subscribe(made.url, '10.20.30.41')).statusCode).toBe(200);
  });
});
