import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Role, type CalendarResult, type JournalMeal } from '@stride/contracts';
import { participantRoutineResults } from '../../src/modules/calendar/calendar.table.js';
import { journalMeals } from '../../src/modules/journal/journal.table.js';
import { profiles } from '../../src/modules/profiles/profiles.table.js';
import { HOSTS, useTestApp } from '../support/app.js';
import { json } from '../support/http.js';
import { buildCompany } from '../support/factories.js';
import { signedIn } from '../support/people.js';
import { NOW, practice } from '../calendar/progress-support.js';

const t = useTestApp();
const db = () => t.app.platform.db;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A call with an Idempotency-Key, as the portal's offline queue sends it (again after a lost answer). */
const send = (token: string, method: 'POST' | 'PUT', url: string, body: unknown, key?: string) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: {
      host: HOSTS.default,
      authorization: `Bearer ${token}`,
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    payload: body as object,
  });

const resultsOf = (itemId: number) =>
  db().select().from(participantRoutineResults).where(eq(participantRoutineResults.itemId, itemId));

describe('an idempotent change (Idempotency-Key)', () => {
  it('applies a repeated POST once and answers the first answer again', async () => {
    const { participant, squat, place, resultUrl } = await practice(t);
    const item = await place(squat, '2026-11-25');
    const key = randomUUID();
    const body = { status: 'DONE', repetitions: 10, comment: 'Sent twice' };
    const first = await send(participant.token, 'POST', resultUrl(item.id), body, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await send(participant.token, 'POST', resultUrl(item.id), body, key);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(json<CalendarResult>(again)).toEqual(json<CalendarResult>(first));
    expect(await resultsOf(item.id)).toHaveLength(1);

    // Without the key, the same POST is a new change: the item is already recorded.
    const unkeyed = await send(participant.token, 'POST', resultUrl(item.id), body);
    expect(unkeyed.statusCode).toBe(409);
  });

  it("keeps another user's same key apart: each applies their own change and never reads the other's answer", async () => {
    const { company, advisor, participant, squat, place, resultUrl, staff } = await practice(t);
    const other = await signedIn(t, {
      roleId: Role.Participant,
      companyId: company.id,
      advisorProfileId: advisor.profile.id,
    });
    const mine = await place(squat, '2026-11-25');
    const theirs = await staff.ok<{ id: number }>(
      'POST',
      `/participants/${other.user.id}/routines/exercises/import`,
      { date: '2026-11-25', definitionId: squat.id },
      201,
    );
    const theirUrl = `/participants/${other.user.id}/routines/calendar/items/${theirs.id}/result`;
    const key = randomUUID();
    const first = await send(participant.token, 'POST', resultUrl(mine.id), { status: 'DONE', comment: 'Mine' }, key);
    expect(first.statusCode, first.body).toBe(201);
    const second = await send(other.token, 'POST', theirUrl, { status: 'SKIPPED', reason: 'Tired' }, key);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(json<CalendarResult>(second)).toMatchObject({ itemId: theirs.id, status: 'SKIPPED', comment: null });
    expect(await resultsOf(mine.id)).toHaveLength(1);
    expect(await resultsOf(theirs.id)).toHaveLength(1);
    // The other user's key, sent on my item, is still theirs: another change than theirs (422), never my answer.
    const probe = await send(other.token, 'POST', resultUrl(mine.id), { status: 'DONE', comment: 'Mine' }, key);
    expect(probe.statusCode).toBe(422);
    expect(probe.body).not.toContain('Mine');
  });

  it('refuses a key used for another change (422) and a malformed key (400)', async () => {
    const { participant, squat, place, resultUrl } = await practice(t);
    const item = await place(squat, '2026-11-25');
    const key = randomUUID();
    expect((await send(participant.token, 'POST', resultUrl(item.id), { status: 'DONE' }, key)).statusCode).toBe(201);
    const changed = await send(participant.token, 'POST', resultUrl(item.id), { status: 'SKIPPED', reason: 'x' }, key);
    expect(changed.statusCode).toBe(422);
    expect(json<{ code: string }>(changed).code).toBe('IDEMPOTENCY_KEY_REUSED');
    const bad = await send(participant.token, 'POST', resultUrl(item.id), { status: 'DONE' }, 'no spaces allowed');
    expect(bad.statusCode).toBe(400);
    expect(json<{ message: string }>(bad).message).toMatch(/Idempotency-Key/);
  });

  it('leaves no key behind when the change is refused: the same key applies once it can', async () => {
    const { participant, squat, place, resultUrl } = await practice(t);
    const item = await place(squat, '2026-11-27');
    const key = randomUUID();
    // Two days ahead: not yet (the window's refusal), and nothing stored.
    const early = await send(participant.token, 'POST', resultUrl(item.id), { status: 'DONE' }, key);
    expect(early.statusCode).toBe(400);
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
    const fresh = await participant.client.signIn(participant.email, participant.password);
    const later = await send(fresh.access_token, 'POST', resultUrl(item.id), { status: 'DONE' }, key);
    expect(later.statusCode, later.body).toBe(201);
    expect(await resultsOf(item.id)).toHaveLength(1);
  });

  it("adds a journal's meal once when the same POST comes twice", async () => {
    const company = await buildCompany(db(), 'default', { journalAvailable: true });
    const advisor = await signedIn(t, { roleId: Role.Advisor, companyId: company.id });
    const participant = await signedIn(t, {
      roleId: Role.Participant,
      companyId: company.id,
      advisorProfileId: advisor.profile.id,
    });
    await db().update(profiles).set({ journalAvailable: true }).where(eq(profiles.id, participant.profile.id));
    const url = `/journals/participants/${participant.user.id}/date/2026-11-25/meals`;
    const key = randomUUID();
    const body = { kind: 'LUNCH', time: '13:30', text: 'Soup' };
    const first = await send(participant.token, 'POST', url, body, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await send(participant.token, 'POST', url, body, key);
    expect(again.statusCode).toBe(201);
    expect(json<JournalMeal>(again).id).toBe(json<JournalMeal>(first).id);
    const meals = await db().select().from(journalMeals);
    expect(meals.filter((m) => m.text === 'Soup')).toHaveLength(1);
  });
});
