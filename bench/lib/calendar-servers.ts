/**
 * Child process of the participant's calendar benchmark: the whole Stride server, an advisor of a practice
 * with a library of 400 definitions (every third with a picture or video), one participant whose calendar
 * holds a year of items (three a day, and 300 in the month the calendar bench reads) with results for most
 * past ones, 600 more participants of the advisor for the bulk assignment, and a 12-week routine of 200
 * items; and, on the next port, a bare Fastify route running the same statements for the same data on the
 * same database (the month's items and their media; the year's grouped totals): no token, no tenant
 * transaction or row-level security, no lookup of the participant, no presenter or response schema.
 * Prints one JSON line when ready.
 */
import fs from 'node:fs';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import fastify from 'fastify';
import { Role, type Directory } from '@stride/contracts';
import { mlResources } from '../../apps/server/src/modules/library/library.table.js';
import { profiles, users } from '../../apps/server/src/modules/profiles/profiles.table.js';
import { itemState, resultOfItem, totalRows } from '../../apps/server/src/modules/calendar/calendar-report.queries.js';
import { CALENDAR_ITEM_COLUMNS } from '../../apps/server/src/modules/calendar/calendar.presenter.js';
import {
  participantRoutineItems as items,
  participantRoutineResults,
} from '../../apps/server/src/modules/calendar/calendar.table.js';
import { routineDefinitions } from '../../apps/server/src/modules/routines/routines.table.js';
import { routineSequenceItems, routineSequences } from '../../apps/server/src/modules/routines/sequences.table.js';
import { buildCompany, buildPerson } from '../../apps/server/test/support/factories.js';
import { startStrideApp } from './stride-app.js';

const MONTH = { from: '2027-03-01', to: '2027-03-31' };
const MONTH_ITEMS = 300;
const YEAR = { from: '2026-04-01', to: '2027-03-31' };
const ROUTINE_ITEMS = 200;
const ROUTINE_DAYS = 84;
/** Participants per bulk assignment, and how many assignments the bench times (each to new participants). */
const BULK = 200;
const BULK_RUNS = 3;

const { app, db, port, dataDir, signIn } = await startStrideApp({ defaultPort: 18880 });
const tenantId = 'default';
const company = await buildCompany(db, tenantId);
const advisor = await buildPerson(db, { tenantId, roleId: Role.Advisor, companyId: company.id });
const participant = await buildPerson(db, {
  tenantId,
  roleId: Role.Participant,
  companyId: company.id,
  advisorProfileId: advisor.profile.id,
});
const token = await signIn(advisor);
const stride = `http://127.0.0.1:${port}`;

const res = await fetch(`${stride}/api/ml/directories/main`, { headers: { authorization: `Bearer ${token}` } });
if (!res.ok) throw new Error(`GET /api/ml/directories/main: ${res.status} ${await res.text()}`);
const main = (await res.json()) as Directory;

// 60 ready pictures and videos for the definitions' media.
await db.execute(sql`
  insert into ${mlResources} (tenant_id, directory_id, owner_profile_id, title, name, file_type_id, content_type,
    size, storage_key, thumbnail_key, processing_status, width, height, duration_seconds, labels)
  select ${tenantId}, ${main.id}, ${advisor.profile.id}, 'Demo ' || i, 'demo-' || i || (array['.jpg', '.mp4'])[1 + i % 2],
    (array[18, 19])[1 + i % 2]::smallint, (array['image/jpeg', 'video/mp4'])[1 + i % 2], 100000 + i,
    ${tenantId} || '/library/bench-' || i, ${tenantId} || '/library/bench-' || i || '.thumb.webp', 'ready',
    1280, 720, case when i % 2 = 1 then 45 end, '{}'::text[]
  from generate_series(1, 60) as g(i)`);
const media = (await db.select({ id: mlResources.id }).from(mlResources).where(eq(mlResources.tenantId, tenantId))).map(
  (r) => r.id,
);
const mediaArray = sql.raw(`array[${media.join(',')}]`);

// 400 exercises and activities (no circuits: their exercises are copied as they are, which changes nothing here).
await db.execute(sql`
  insert into ${routineDefinitions} (tenant_id, kind, company_id, title, description, media_resource_id,
    repetitions, series, weight, time_seconds, distance, rest_time_after_exercise, collect, created_by_profile_id)
  select ${tenantId}, case when i % 5 = 0 then 'ACTIVITY' else 'EXERCISE' end, ${company.id},
    (array['Squat', 'Plank', 'Lunge', 'Bridge', 'Walk', 'Stretch', 'Row', 'Push-up'])[1 + i % 8] || ' ' || i,
    'Keep your back straight and breathe out on the effort.',
    case when i % 3 = 0 then (${mediaArray})[1 + i % ${media.length}] end,
    12, 3, 20, null, case when i % 5 = 0 then 2000 end, 0,
    case when i % 5 = 0 then array['DISTANCE']::text[] else array['REPETITIONS', 'WEIGHT']::text[] end,
    ${advisor.profile.id}
  from generate_series(1, 400) as g(i)`);

/** Items of the participant: `perDay` a day over a range (`total` spread evenly when given), copies of definitions. */
const placeItems = (from: string, days: number, count: number) =>
  db.execute(sql`
    insert into ${items} (tenant_id, participant_profile_id, date, position, kind, definition_id, title, description,
      media_resource_id, repetitions, series, weight, distance, collect, created_by_profile_id)
    select d.tenant_id, ${participant.profile.id}, ${from}::date + ((n * ${days}) / ${count}),
      n % 10, d.kind, d.id, d.title, d.description, d.media_resource_id, d.repetitions, d.series, d.weight,
      d.distance, d.collect, ${advisor.profile.id}
    from generate_series(0, ${count - 1}) as g(n)
    join ${routineDefinitions} d on d.tenant_id = ${tenantId} and d.company_id = ${company.id}
      and d.id = (select min(id) from ${routineDefinitions} where company_id = ${company.id}) + n % 400`);
// A year: three a day up to the month, then 300 in the month.
await placeItems(YEAR.from, 334, 334 * 3);
await placeItems(MONTH.from, 31, MONTH_ITEMS);
// Results for three in four past items (a tenth of them short of the prescription, a tenth skipped).
await db.execute(sql`
  insert into participant_routine_results (item_id, tenant_id, participant_profile_id, status, repetitions, weight,
    distance, rating, skip_reason, recorded_at, recorded_by_profile_id)
  select i.id, i.tenant_id, i.participant_profile_id, case when i.id % 10 = 1 then 'SKIPPED' else 'DONE' end,
    case when i.id % 10 = 2 then i.repetitions - 4 else i.repetitions end, i.weight, i.distance,
    case when i.id % 10 <> 1 then 1 + i.id % 5 end, case when i.id % 10 = 1 then 'Tired' end,
    i.date + time '19:00', i.participant_profile_id
  from ${items} i
  where i.tenant_id = ${tenantId} and i.participant_profile_id = ${participant.profile.id}
    and i.date < current_date and i.id % 4 <> 0`);

// The bulk assignment's participants, coached by the advisor: one statement each for accounts and profiles.
await db.execute(sql`
  insert into ${users} (tenant_id, email, role_id)
  select ${tenantId}, 'bulk-' || i || '@bench.example', ${Role.Participant} from generate_series(1, ${BULK * BULK_RUNS}) as g(i)`);
await db.execute(sql`
  insert into ${profiles} (tenant_id, user_id, first_name, last_name, company_id, advisor_profile_id)
  select ${tenantId}, u.id, 'Bulk', 'Participant ' || u.id, ${company.id}, ${advisor.profile.id}
  from ${users} u where u.tenant_id = ${tenantId} and u.email like 'bulk-%@bench.example'`);
const bulk = (
  await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.lastName, sql`'Participant ' || ${profiles.userId}`)))
    .orderBy(asc(profiles.id))
).map((r) => r.id);

// A 12-week routine of 200 distinct definitions.
const [routine] = await db
  .insert(routineSequences)
  .values({ tenantId, companyId: company.id, title: 'Twelve weeks', days: ROUTINE_DAYS })
  .returning();
const definitions = await db
  .select({ id: routineDefinitions.id, kind: routineDefinitions.kind })
  .from(routineDefinitions)
  .where(eq(routineDefinitions.tenantId, tenantId))
  .orderBy(asc(routineDefinitions.id))
  .limit(ROUTINE_ITEMS);
await db.insert(routineSequenceItems).values(
  definitions.map((d, i) => ({
    tenantId,
    sequenceId: routine!.id,
    day: 1 + Math.floor((i * ROUTINE_DAYS) / ROUTINE_ITEMS),
    position: i % 3,
    kind: d.kind,
    definitionId: d.id,
  })),
);
await db.execute(sql`analyze ${items}, participant_routine_results, ${routineDefinitions}, ${profiles}, ${users}`);

/**
 * The month: the same statements as the calendar call (the items' presented columns in order with their
 * state, the results joined; their media).
 */
async function bareCalendar() {
  const rows = await db
    .select({ ...CALENDAR_ITEM_COLUMNS, state: itemState(MONTH.from) })
    .from(items)
    .leftJoin(participantRoutineResults, resultOfItem)
    .where(
      and(
        eq(items.tenantId, tenantId),
        eq(items.participantProfileId, participant.profile.id),
        gte(items.date, MONTH.from),
        lte(items.date, MONTH.to),
      ),
    )
    .orderBy(asc(items.date), asc(items.position), asc(items.id));
  const ids = [...new Set(rows.map((r) => r.mediaResourceId).filter((id): id is number => id !== null))];
  const files = ids.length
    ? await db
        .select()
        .from(mlResources)
        .where(and(eq(mlResources.tenantId, tenantId), inArray(mlResources.id, ids)))
    : [];
  return { from: MONTH.from, to: MONTH.to, items: rows, files };
}

/** The year's totals: the same grouped statement as the total call, its rows as read. */
const today = new Date().toISOString().slice(0, 10);
const bareTotal = async () => ({ rows: await totalRows(db, tenantId, participant.profile.id, YEAR, today) });

// Stopped by the benchmark: the database goes with it.
process.once('SIGTERM', () => {
  void app
    .close()
    .catch(() => undefined)
    .finally(() => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
});

/** What the bulk assignment made: calendar items per assignment and any (participant, definition) twice. */
async function checkAssigned(participants: number[]) {
  const res = await db.execute(sql`
    select count(*)::int as items,
      count(distinct (i.participant_profile_id, i.definition_id))::int as distinct_items,
      count(*) filter (where i.date = a.start_date + (s.day - 1))::int as on_their_day
    from ${items} i
    join routine_assignments a on a.tenant_id = i.tenant_id and a.id = i.assignment_id
    join ${routineSequenceItems} s on s.tenant_id = a.tenant_id and s.sequence_id = a.sequence_id
      and s.definition_id = i.definition_id
    where i.tenant_id = ${tenantId} and i.participant_profile_id = any(${sql.raw(`array[${participants.join(',')}]`)})`);
  return (res as unknown as { rows: { items: number; distinct_items: number; on_their_day: number }[] }).rows[0]!;
}

const bare = fastify();
bare.get('/calendar', () => bareCalendar());
bare.get('/total', () => bareTotal());
bare.post('/check', (req) => checkAssigned((req.body as { participants: number[] }).participants));
await bare.listen({ port: port + 1, host: '127.0.0.1' });
const base = `${stride}/api/participants/${participant.user.id}/routines`;
console.log(
  JSON.stringify({
    stride: {
      calendar: `${base}/calendar?from=${MONTH.from}&to=${MONTH.to}`,
      total: `${base}/report/total?from=${YEAR.from}&to=${YEAR.to}`,
      assign: `${stride}/api/routines/definitions/sequences/${routine!.id}/assign`,
    },
    bare: {
      calendar: `http://127.0.0.1:${port + 1}/calendar`,
      total: `http://127.0.0.1:${port + 1}/total`,
      check: `http://127.0.0.1:${port + 1}/check`,
    },
    token,
    db: app.platform.database.kind,
    monthItems: MONTH_ITEMS,
    routineItems: ROUTINE_ITEMS,
    routineDays: ROUTINE_DAYS,
    bulk: Array.from({ length: BULK_RUNS }, (_, run) => bulk.slice(run * BULK, (run + 1) * BULK)),
  }),
);
