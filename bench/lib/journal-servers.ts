/**
 * Child process of the journal benchmark: the whole Stride server, an advisor of a practice with the journal
 * on, and one participant of theirs (journal on) with two years of journal days (a comment on most, three
 * meals a day, a picture on every third meal, a comment under every third meal, all read), and one day of
 * six meals and thirty comments; and, on the next port, a bare Fastify route running the same statements for
 * the same rows on the same database (the month's grouped counts; the day's row, meals, comments with their
 * authors' names and the meals' files): no token, no tenant transaction or row-level security, no lookup of
 * the participant or their flags, no presenter or response schema. Prints one JSON line when ready.
 */
import fs from 'node:fs';
import { and, asc, eq, sql } from 'drizzle-orm';
import fastify from 'fastify';
import { Role, type Directory } from '@stride/contracts';
import { companies } from '../../apps/server/src/modules/companies/companies.table.js';
import { journalComments, journalDays, journalMeals } from '../../apps/server/src/modules/journal/journal.table.js';
import { mlResources } from '../../apps/server/src/modules/library/library.table.js';
import { profiles } from '../../apps/server/src/modules/profiles/profiles.table.js';
import { buildCompany, buildPerson } from '../../apps/server/test/support/factories.js';
import { startStrideApp } from './stride-app.js';

const FROM = '2025-04-01';
const DAYS = 730;
const MONTH = { month: '2027-03', from: '2027-03-01', to: '2027-03-31' };
/** The day the bench reads: six meals, thirty comments. */
const DAY = '2027-03-15';

const { app, db, port, dataDir, signIn } = await startStrideApp({ defaultPort: 18900 });
const tenantId = 'default';
const company = await buildCompany(db, tenantId);
await db.update(companies).set({ journalAvailable: true }).where(eq(companies.id, company.id));
const advisor = await buildPerson(db, { tenantId, roleId: Role.Advisor, companyId: company.id });
const participant = await buildPerson(db, {
  tenantId,
  roleId: Role.Participant,
  companyId: company.id,
  advisorProfileId: advisor.profile.id,
});
await db.update(profiles).set({ journalAvailable: true }).where(eq(profiles.id, participant.profile.id));
const token = await signIn(advisor);
const stride = `http://127.0.0.1:${port}`;
const pid = participant.profile.id;

const res = await fetch(`${stride}/api/ml/directories/main`, { headers: { authorization: `Bearer ${token}` } });
if (!res.ok) throw new Error(`GET /api/ml/directories/main: ${res.status} ${await res.text()}`);
const main = (await res.json()) as Directory;
// 30 ready pictures for the meals' photos.
await db.execute(sql`
  insert into ${mlResources} (tenant_id, directory_id, owner_profile_id, title, name, file_type_id, content_type,
    size, storage_key, thumbnail_key, processing_status, width, height, labels)
  select ${tenantId}, ${main.id}, ${advisor.profile.id}, 'Plate ' || i, 'plate-' || i || '.jpg', 18::smallint,
    'image/jpeg', 100000 + i, ${tenantId} || '/library/bench-' || i, ${tenantId} || '/library/bench-' || i || '.thumb.webp',
    'ready', 1280, 720, '{}'::text[]
  from generate_series(1, 30) as g(i)`);
const pictures = (
  await db.select({ id: mlResources.id }).from(mlResources).where(eq(mlResources.tenantId, tenantId))
).map((r) => r.id);
const pictureArray = sql.raw(`array[${pictures.join(',')}]`);

// Two years of days (a comment on four in five), three meals a day (six on the bench's day).
await db.execute(sql`
  insert into ${journalDays} (tenant_id, participant_profile_id, date, comment)
  select ${tenantId}, ${pid}, ${FROM}::date + n, case when n % 5 <> 0 then 'A good day, walked after lunch.' else '' end
  from generate_series(0, ${DAYS - 1}) as g(n)`);
await db.execute(sql`
  insert into ${journalMeals} (tenant_id, day_id, participant_profile_id, date, kind, time, text, photo_resource_ids)
  select d.tenant_id, d.id, d.participant_profile_id, d.date, (array['BREAKFAST', 'LUNCH', 'DINNER', 'SNACK'])[1 + k % 4],
    lpad((8 + k * 2)::text, 2, '0') || ':30', 'Oats, salad, soup and fruit: meal ' || k,
    case when (d.id + k) % 3 = 0 then array[(${pictureArray})[1 + (d.id + k) % ${pictures.length}]] else '{}'::integer[] end
  from ${journalDays} d
  cross join generate_series(0, 5) as g(k)
  where d.tenant_id = ${tenantId} and d.participant_profile_id = ${pid} and (k < 3 or d.date = ${DAY}::date)`);
// A comment under every third meal, the advisor's and the participant's in turn; five under each of the day's.
await db.execute(sql`
  insert into ${journalComments} (tenant_id, meal_id, participant_profile_id, date, author_profile_id, by_participant,
    text, read_at, created_at)
  select m.tenant_id, m.id, m.participant_profile_id, m.date,
    case when (m.id + c) % 2 = 0 then ${advisor.profile.id}::int else ${pid}::int end, (m.id + c) % 2 = 1,
    'Nice plate, keep the vegetables coming. ' || c, m.date + time '21:00', m.date + time '20:00' + c * interval '1 minute'
  from ${journalMeals} m
  cross join generate_series(0, 4) as g(c)
  where m.tenant_id = ${tenantId} and m.participant_profile_id = ${pid}
    and ((m.date = ${DAY}::date) or (m.id % 3 = 0 and c = 0))`);
await db.execute(sql`analyze ${journalDays}, ${journalMeals}, ${journalComments}, ${mlResources}, ${profiles}`);

const counts = (await db.execute(sql`
    select (select count(*) from ${journalDays} where participant_profile_id = ${pid})::int as days,
      (select count(*) from ${journalMeals} where participant_profile_id = ${pid})::int as meals,
      (select count(*) from ${journalComments} where participant_profile_id = ${pid})::int as comments`)) as unknown as {
  rows: { days: number; meals: number; comments: number }[];
};

/** The month: the same grouped statement as the calendar call (days with a comment, meals and comments by day). */
async function bareCalendar() {
  const rows = await db.execute(sql`
    select participant_profile_id as pid, date::text as d, 'd' as k, 1 as n, 0 as u from ${journalDays}
      where tenant_id = ${tenantId} and participant_profile_id = any(array[${pid}]::int[])
        and date between ${MONTH.from} and ${MONTH.to} and comment <> ''
    union all
    select participant_profile_id, date::text, 'm', count(*)::int, 0 from ${journalMeals}
      where tenant_id = ${tenantId} and participant_profile_id = any(array[${pid}]::int[])
        and date between ${MONTH.from} and ${MONTH.to} and deleted_at is null
      group by 1, 2
    union all
    select participant_profile_id, date::text, 'c', count(*)::int,
        (count(*) filter (where by_participant = true and read_at is null))::int from ${journalComments}
      where tenant_id = ${tenantId} and participant_profile_id = any(array[${pid}]::int[])
        and date between ${MONTH.from} and ${MONTH.to}
      group by 1, 2`);
  return { from: MONTH.from, to: MONTH.to, rows: (rows as unknown as { rows: unknown[] }).rows };
}

/** The day: its row, its meals, their comments with the authors' names, the meals' files. */
async function bareDay() {
  const [day] = await db
    .select()
    .from(journalDays)
    .where(
      and(eq(journalDays.tenantId, tenantId), eq(journalDays.participantProfileId, pid), eq(journalDays.date, DAY)),
    );
  const meals = await db
    .select()
    .from(journalMeals)
    .where(
      and(eq(journalMeals.tenantId, tenantId), eq(journalMeals.participantProfileId, pid), eq(journalMeals.date, DAY)),
    );
  const comments = await db
    .select({
      id: journalComments.id,
      mealId: journalComments.mealId,
      authorProfileId: journalComments.authorProfileId,
      byParticipant: journalComments.byParticipant,
      text: journalComments.text,
      readAt: journalComments.readAt,
      createdAt: journalComments.createdAt,
      authorName: sql<string>`(select first_name || ' ' || last_name from ${profiles} where id = ${journalComments.authorProfileId})`,
    })
    .from(journalComments)
    .where(
      and(
        eq(journalComments.tenantId, tenantId),
        eq(journalComments.participantProfileId, pid),
        eq(journalComments.date, DAY),
      ),
    )
    .orderBy(asc(journalComments.id));
  const ids = meals.flatMap((m) => m.photoResourceIds);
  const files = ids.length
    ? await db
        .select()
        .from(mlResources)
        .where(
          and(eq(mlResources.tenantId, tenantId), sql`${mlResources.id} = any(${sql.raw(`array[${ids.join(',')}]`)})`),
        )
    : [];
  return { day, meals, comments, files };
}

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

const bare = fastify();
bare.get('/calendar', () => bareCalendar());
bare.get('/day', () => bareDay());
await bare.listen({ port: port + 1, host: '127.0.0.1' });
console.log(
  JSON.stringify({
    stride: {
      calendar: `${stride}/api/journals/calendar?participantIds=${participant.user.id}&month=${MONTH.month}`,
      day: `${stride}/api/journals/participants/${participant.user.id}/date/${DAY}`,
    },
    bare: { calendar: `http://127.0.0.1:${port + 1}/calendar`, day: `http://127.0.0.1:${port + 1}/day` },
    token,
    db: app.platform.database.kind,
    ...counts.rows[0]!,
  }),
);
