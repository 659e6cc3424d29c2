/**
 * Child process of the exercise library benchmark: the whole Stride server, an advisor of a practice whose
 * library holds BENCH_DEFINITIONS definitions (5,000 by default: exercises, circuits of 3 and activities,
 * every third with a picture or video of the advisor's media library; rows inserted with multi-row
 * INSERTs) and a 12-week routine of 200 items; and, on the next port, a bare Fastify route running the same
 * statements for the same answers on the same database (the page of definitions with their circuits'
 * exercises and media; the routine with its items, their definitions and media): no token, no tenant
 * transaction or row-level security, no lookup of the viewer, no presenter (signed links) or response
 * schema. Prints one JSON line when ready.
 */
import fs from 'node:fs';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import fastify from 'fastify';
import { Role, type Directory } from '@stride/contracts';
import { mlResources } from '../../apps/server/src/modules/library/library.table.js';
import { routineDefinitions, routineSeriesExercises } from '../../apps/server/src/modules/routines/routines.table.js';
import { routineSequenceItems, routineSequences } from '../../apps/server/src/modules/routines/sequences.table.js';
import { buildCompany, buildPerson } from '../../apps/server/test/support/factories.js';
import { startStrideApp } from './stride-app.js';

const COUNT = Number(process.env.BENCH_DEFINITIONS ?? 5000);
const ROUTINE_ITEMS = 200;
const ROUTINE_DAYS = 84;
const PER_PAGE = 20;
/** Matches about a tenth of the titles, so the page is a real search, not the first 20 rows. */
const SEARCH = 'plank';
const { app, db, port, dataDir, signIn } = await startStrideApp({ defaultPort: 18780 });
const tenantId = 'default';
const company = await buildCompany(db, tenantId);
const advisor = await buildPerson(db, { tenantId, roleId: Role.Advisor, companyId: company.id });
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

// Definitions: 80% exercises, 10% circuits, 10% activities; titles spread over ten words.
await db.execute(sql`
  insert into ${routineDefinitions} (tenant_id, kind, company_id, title, description, media_resource_id,
    repetitions, series, time_seconds, rest_time_after_exercise, collect, created_by_profile_id)
  select ${tenantId},
    case when i % 10 = 1 then 'SERIES' when i % 10 = 2 then 'ACTIVITY' else 'EXERCISE' end,
    ${company.id},
    (array['Squat', 'Plank', 'Lunge', 'Bridge', 'Walk', 'Stretch', 'Row', 'Push-up', 'Balance', 'Breathing'])[1 + i % 10]
      || ' ' || i,
    'Keep your back straight and breathe out on the effort.',
    case when i % 3 = 0 then (${sql.raw(`array[${media.join(',')}]`)})[1 + i % ${media.length}] end,
    10, 3, 30, 0, array['REPETITIONS', 'SERIES']::text[], ${advisor.profile.id}
  from generate_series(1, ${COUNT}) as g(i)`);
const exercises = (
  await db
    .select({ id: routineDefinitions.id })
    .from(routineDefinitions)
    .where(and(eq(routineDefinitions.tenantId, tenantId), eq(routineDefinitions.kind, 'EXERCISE')))
    .orderBy(asc(routineDefinitions.id))
).map((r) => r.id);
const circuits = await db
  .select({ id: routineDefinitions.id })
  .from(routineDefinitions)
  .where(and(eq(routineDefinitions.tenantId, tenantId), eq(routineDefinitions.kind, 'SERIES')));
await db.insert(routineSeriesExercises).values(
  circuits.flatMap((c, n) =>
    [0, 1, 2].map((position) => ({
      tenantId,
      seriesId: c.id,
      position,
      exerciseId: exercises[(n * 3 + position) % exercises.length]!,
    })),
  ),
);

// A 12-week routine: 200 items over 84 days, every kind.
const all = (
  await db
    .select({ id: routineDefinitions.id, kind: routineDefinitions.kind })
    .from(routineDefinitions)
    .where(eq(routineDefinitions.tenantId, tenantId))
    .orderBy(asc(routineDefinitions.id))
    .limit(ROUTINE_ITEMS)
).map((r) => r);
const [routine] = await db
  .insert(routineSequences)
  .values({ tenantId, companyId: company.id, title: 'Twelve weeks of strength', days: ROUTINE_DAYS })
  .returning();
await db.insert(routineSequenceItems).values(
  all.map((d, i) => ({
    tenantId,
    sequenceId: routine!.id,
    day: 1 + Math.floor((i * ROUTINE_DAYS) / ROUTINE_ITEMS),
    position: i % 3,
    kind: d.kind,
    definitionId: d.id,
  })),
);
await db.execute(
  sql`analyze ${routineDefinitions}, ${routineSeriesExercises}, ${routineSequenceItems}, ${mlResources}`,
);

async function mediaOf(ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return [];
  return db
    .select()
    .from(mlResources)
    .where(and(eq(mlResources.tenantId, tenantId), inArray(mlResources.id, wanted)));
}

/** The page of definitions: the same statements as the listing (page, circuits' exercises, media). */
async function bareItems() {
  const rows = await db
    .select({ row: routineDefinitions, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(routineDefinitions)
    .where(
      and(
        eq(routineDefinitions.tenantId, tenantId),
        eq(routineDefinitions.companyId, company.id),
        sql`strpos(${routineDefinitions.searchTitle}, ${SEARCH}) > 0`,
      ),
    )
    .orderBy(asc(routineDefinitions.searchTitle), asc(routineDefinitions.id))
    .limit(PER_PAGE);
  const seriesIds = rows.filter((r) => r.row.kind === 'SERIES').map((r) => r.row.id);
  const parts = seriesIds.length
    ? await db
        .select({ seriesId: routineSeriesExercises.seriesId, exercise: routineDefinitions })
        .from(routineSeriesExercises)
        .innerJoin(routineDefinitions, eq(routineDefinitions.id, routineSeriesExercises.exerciseId))
        .where(and(eq(routineSeriesExercises.tenantId, tenantId), inArray(routineSeriesExercises.seriesId, seriesIds)))
    : [];
  const files = await mediaOf([
    ...rows.map((r) => r.row.mediaResourceId),
    ...parts.map((p) => p.exercise.mediaResourceId),
  ]);
  return { items: rows.map((r) => r.row), parts, files, _meta: { totalCount: rows[0]?.total ?? 0 } };
}

/** The routine: its row, its items with their definitions, their media. */
async function bareRoutine() {
  const [row] = await db
    .select()
    .from(routineSequences)
    .where(and(eq(routineSequences.tenantId, tenantId), eq(routineSequences.id, routine!.id)));
  const items = await db
    .select({ item: routineSequenceItems, definition: routineDefinitions })
    .from(routineSequenceItems)
    .innerJoin(
      routineDefinitions,
      and(
        eq(routineDefinitions.id, routineSequenceItems.definitionId),
        eq(routineDefinitions.tenantId, routineSequenceItems.tenantId),
      ),
    )
    .where(and(eq(routineSequenceItems.tenantId, tenantId), eq(routineSequenceItems.sequenceId, routine!.id)))
    .orderBy(asc(routineSequenceItems.day), asc(routineSequenceItems.position), asc(routineSequenceItems.id));
  const files = await mediaOf(items.map((i) => i.definition.mediaResourceId));
  return { ...row, items, files };
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
bare.get('/items', () => bareItems());
bare.get('/routine', () => bareRoutine());
await bare.listen({ port: port + 1, host: '127.0.0.1' });
console.log(
  JSON.stringify({
    stride: {
      items: `${stride}/api/routines/definitions/items?search=${SEARCH}&page=1&perPage=${PER_PAGE}`,
      routine: `${stride}/api/routines/definitions/sequences/${routine!.id}`,
    },
    bare: { items: `http://127.0.0.1:${port + 1}/items`, routine: `http://127.0.0.1:${port + 1}/routine` },
    token,
    db: app.platform.database.kind,
    definitions: COUNT,
    routineItems: ROUTINE_ITEMS,
    routineDays: ROUTINE_DAYS,
  }),
);
