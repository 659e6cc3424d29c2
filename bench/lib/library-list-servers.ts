/**
 * Child process of the library listing benchmark: the whole Stride server, an advisor of a practice
 * whose main folder (made through GET /api/ml/directories/main) holds BENCH_LIBRARY_ITEMS files (5,000
 * by default; rows inserted with one multi-row INSERT, no stored bytes), and, on the next port, a bare
 * Fastify route running the listing's SQL for the same page on the same database (the folder, its path,
 * the counts, the page of files): no token, no tenant transaction or row-level security, no lookup of
 * the viewer, no presenter (signed links) or response schema. Prints one JSON line when ready.
 */
import fs from 'node:fs';
import { and, asc, eq, sql } from 'drizzle-orm';
import fastify from 'fastify';
import { Role, type Directory } from '@stride/contracts';
import { mlDirectories, mlResources } from '../../apps/server/src/modules/library/library.table.js';
import { buildCompany, buildPerson } from '../../apps/server/test/support/factories.js';
import { startStrideApp } from './stride-app.js';

const COUNT = Number(process.env.BENCH_LIBRARY_ITEMS ?? 5000);
const PER_PAGE = 20;
const { app, db, port, dataDir, signIn } = await startStrideApp({ defaultPort: 18680 });
const tenantId = 'default';
const company = await buildCompany(db, tenantId);
const advisor = await buildPerson(db, { tenantId, roleId: Role.Advisor, companyId: company.id });
const token = await signIn(advisor);
const stride = `http://127.0.0.1:${port}`;

const res = await fetch(`${stride}/api/ml/directories/main`, { headers: { authorization: `Bearer ${token}` } });
if (!res.ok) throw new Error(`GET /api/ml/directories/main: ${res.status} ${await res.text()}`);
const main = (await res.json()) as Directory;

// Ready files of the three types, titles spread over the alphabet, one a second back in time.
await db.execute(sql`
  insert into ${mlResources} (tenant_id, directory_id, owner_profile_id, title, name, file_type_id, content_type,
    size, storage_key, thumbnail_key, processing_status, width, height, duration_seconds, page_count, labels, created_at)
  select ${tenantId}, ${main.id}, ${advisor.profile.id},
    (array['Breathing', 'Sleep hygiene', 'Walking plan', 'Meal ideas', 'Stretching', 'Mindful minute',
      'Hydration', 'Posture', 'Strength basics', 'Recovery'])[1 + i % 10] || ' ' || i,
    'file-' || i || (array['.jpg', '.mp4', '.pdf'])[1 + i % 3],
    (array[18, 19, 20])[1 + i % 3]::smallint,
    (array['image/jpeg', 'video/mp4', 'application/pdf'])[1 + i % 3],
    100000 + i * 37,
    ${tenantId} || '/library/bench-' || i || (array['.jpg', '.mp4', '.pdf'])[1 + i % 3],
    ${tenantId} || '/library/bench-' || i || '.thumb.webp',
    'ready',
    case when i % 3 = 0 then 1920 end, case when i % 3 = 0 then 1080 end,
    case when i % 3 = 1 then 60 + i % 600 end, case when i % 3 = 2 then 1 + i % 40 end,
    case when i % 4 = 0 then array['bench', 'week ' || (i % 8)] else '{}'::text[] end,
    now() - make_interval(secs => i)
  from generate_series(1, ${COUNT}) as g(i)`);
await db.execute(sql`analyze ${mlResources}, ${mlDirectories}`);

/** The listing's statements for one page (title order, no search): folder, path, counts, files. */
async function bareListing(page: number) {
  const directoryId = main.id;
  const [directory] = await db
    .select()
    .from(mlDirectories)
    .where(and(eq(mlDirectories.tenantId, tenantId), eq(mlDirectories.id, directoryId)));
  const pathRows = await db.execute(sql`
    with recursive up(id, parent_id, name, depth) as (
      select id, parent_id, name, 0 from ${mlDirectories} where tenant_id = ${tenantId} and id = ${directoryId}
      union all
      select d.id, d.parent_id, d.name, up.depth + 1
      from ${mlDirectories} d join up on d.id = up.parent_id
      where d.tenant_id = ${tenantId} and up.depth < 100
    )
    select id, name from up order by depth desc`);
  const counted = await db.execute(sql`
    select (select count(*) from ${mlDirectories} where tenant_id = ${tenantId} and parent_id = ${directoryId})::int as folders,
           (select count(*) from ${mlResources} where tenant_id = ${tenantId} and directory_id = ${directoryId})::int as files`);
  const counts = (counted as unknown as { rows: { folders: number; files: number }[] }).rows[0]!;
  const total = Number(counts.folders) + Number(counts.files);
  const items = await db
    .select()
    .from(mlResources)
    .where(and(eq(mlResources.tenantId, tenantId), eq(mlResources.directoryId, directoryId)))
    .orderBy(asc(mlResources.searchTitle), asc(mlResources.id))
    .limit(PER_PAGE)
    .offset(Math.max(0, (page - 1) * PER_PAGE - Number(counts.folders)));
  return {
    directory: { ...directory, path: (pathRows as unknown as { rows: unknown[] }).rows },
    items,
    _meta: { totalCount: total, pageCount: Math.ceil(total / PER_PAGE), currentPage: page, perPage: PER_PAGE },
  };
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

const pages = { first: 1, middle: Math.ceil(COUNT / PER_PAGE / 2) };
const bare = fastify();
bare.get<{ Params: { page: string } }>('/items/:page', (req) => bareListing(Number(req.params.page)));
await bare.listen({ port: port + 1, host: '127.0.0.1' });
const list = (page: number) => `${stride}/api/ml/directories/${main.id}/items?page=${page}&perPage=${PER_PAGE}`;
console.log(
  JSON.stringify({
    stride: { first: list(pages.first), middle: list(pages.middle) },
    bare: {
      first: `http://127.0.0.1:${port + 1}/items/${pages.first}`,
      middle: `http://127.0.0.1:${port + 1}/items/${pages.middle}`,
    },
    pages,
    token,
    db: app.platform.database.kind,
    items: COUNT,
  }),
);
