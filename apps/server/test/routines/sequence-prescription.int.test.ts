import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Sequence } from '@stride/contracts';
import { participantRoutineItems } from '../../src/modules/calendar/calendar.table.js';
import { auditRows } from '../support/audit.js';
import { useTestApp } from '../support/app.js';
import { buildParticipant } from '../support/factories.js';
import { json } from '../support/http.js';
import { withLibrary } from './routines-client.js';

// Issue 29, item 6: a routine item carries its own prescription over its definition's.
const t = useTestApp();
const db = () => t.app.platform.db;
const none = { time: null, weight: null, repetitions: null, series: null, restTimeBetweenSeries: null };

describe("a routine item's own prescription", () => {
  it('is added with the item, read beside the definition’s, changed and cleared by the item’s PUT', async () => {
    const { lib, squat, routine } = await withLibrary(t);
    let s = await lib.add(routine, {
      day: 1,
      exerciseDefinitionId: squat.id,
      prescription: { repetitions: 8, series: 4, weight: 12.5 },
    });
    const item = s.items[0]!;
    expect(item.prescription).toEqual({ ...none, repetitions: 8, series: 4, weight: 12.5 });
    expect(item.defaults).toEqual({ ...none, repetitions: 12 });

    // The item as read, with one amount changed and one cleared: the rest stays.
    const res = await lib.send(
      'PUT',
      `/sequences/${s.id}/items/${item.id}`,
      { ...item, prescription: { ...item.prescription, repetitions: 10, weight: null, restTimeBetweenSeries: 90 } },
      s.version,
    );
    expect(res.statusCode, res.body).toBe(200);
    s = json<Sequence>(res);
    expect(s.items[0]!.prescription).toEqual({ ...none, repetitions: 10, series: 4, restTimeBetweenSeries: 90 });
    expect(s.version).toBe(routine.version + 2);
    const audits = await auditRows(db(), 'routine_sequence', s.id);
    expect(JSON.stringify(audits.at(-1))).toContain('"restTimeBetweenSeries":90');
  });

  it('refuses amounts out of range and keys it does not know, changing nothing', async () => {
    const { lib, squat, routine } = await withLibrary(t);
    const s = await lib.add(routine, { day: 1, exerciseDefinitionId: squat.id });
    const url = `/sequences/${s.id}/items/${s.items[0]!.id}`;
    const negative = await lib.send('PUT', url, { day: 1, prescription: { repetitions: -1 } }, s.version);
    expect(negative.statusCode).toBe(400);
    const unknown = await lib.send('PUT', url, { day: 1, prescription: { sets: 3 } }, s.version);
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).message).toMatch(/sets/);
    const huge = await lib.send(
      'POST',
      `/sequences/${s.id}/items`,
      { day: 1, exerciseDefinitionId: squat.id, prescription: { time: 10 ** 9 } },
      s.version,
    );
    expect(huge.statusCode).toBe(400);
    expect((await lib.read(s.id)).version).toBe(s.version);
  });

  it('goes to the participant’s calendar over the definition’s amounts, and copies with the item', async () => {
    const { lib, company, squat, walk, routine } = await withLibrary(t);
    let s = await lib.add(routine, { day: 1, exerciseDefinitionId: squat.id, prescription: { repetitions: 5 } });
    s = await lib.add(s, { day: 2, activityDefinitionId: walk.id });
    s = json<Sequence>(
      await lib.send('POST', `/sequences/${s.id}/items/${s.items[0]!.id}/copy`, { day: 3 }, s.version),
    );
    expect(s.items.find((i) => i.day === 3)!.prescription.repetitions).toBe(5);
    const dup = json<Sequence>(await lib.send('POST', `/sequences/${s.id}/copy`, {}));
    expect(dup.items.filter((i) => i.prescription.repetitions === 5)).toHaveLength(2);

    const ana = await buildParticipant(db(), { tenantId: 'default', companyId: company.id, firstName: 'Ana' });
    const res = await lib.send('POST', `/sequences/${s.id}/assign`, {
      participants: [ana.profile.id],
      startDate: '2026-12-30',
    });
    expect(res.statusCode, res.body).toBe(201);
    const items = await db()
      .select()
      .from(participantRoutineItems)
      .where(eq(participantRoutineItems.participantProfileId, ana.profile.id));
    expect(items.map((i) => [i.date, i.title, i.repetitions, i.distance]).sort()).toEqual([
      ['2026-12-30', 'Squat', 5, null],
      ['2026-12-31', 'Walk', null, 2000],
      ['2027-01-01', 'Squat', 5, null],
    ]);
  });
});
