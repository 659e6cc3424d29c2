import { getTableColumns } from 'drizzle-orm';
import { Role } from '@stride/contracts';
import { mlDirectories, mlResources } from '../apps/server/src/modules/library/library.table.js';
import { openDatabase } from '../apps/server/src/platform/db/client.js';
import { insertMany } from '../apps/server/src/platform/db/insert-many.js';
import { applyMigrations } from '../apps/server/src/platform/db/migrate.js';
import { migratedTemplate } from '../apps/server/src/platform/db/template.js';
import { buildPerson } from '../apps/server/test/support/factories.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 640);
const ROUNDS = Number(process.env.ROUNDS ?? 5);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/**
 * The demo seed's largest insert (a library's files for each staff member: 640 rows of ml_resources, 18 columns)
 * through drizzle's `insert().values()` (the baseline) and through `insertMany` (platform/db/insert-many.ts), same
 * rows, same embedded database, alternated ROUNDS times; the medians in ms, with the rows returned.
 */
export async function benchInsertMany() {
  const database = await openDatabase({ dataDir: 'memory://', template: migratedTemplate });
  await applyMigrations(database);
  const { db } = database;
  const owner = await buildPerson(db, { tenantId: 'default', roleId: Role.Advisor });
  const [folder] = await db
    .insert(mlDirectories)
    .values({ tenantId: 'default', ownerProfileId: owner.profile.id, name: 'My library' })
    .returning();
  const rows = Array.from({ length: ROWS }, (_, i) => ({
    tenantId: 'default',
    directoryId: folder!.id,
    ownerProfileId: owner.profile.id,
    title: `Demo file ${i}`,
    name: `demo-${i}.jpg`,
    fileTypeId: 18,
    contentType: 'image/jpeg',
    size: 120_000 + i,
    storageKey: `default/library/${i}.jpg`,
    labels: ['demo', `label ${i % 7}`],
    processingStatus: 'ready' as const,
    processingNote: null,
    width: 1200,
    height: 800,
    durationSeconds: null,
    pageCount: null,
  }));
  const drizzleMs: number[] = [];
  const insertManyMs: number[] = [];
  const timed = async (work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    return performance.now() - started;
  };
  for (let round = 0; round < ROUNDS; round++) {
    drizzleMs.push(await timed(() => db.insert(mlResources).values(rows).returning()));
    insertManyMs.push(await timed(() => insertMany(db, mlResources, rows, getTableColumns(mlResources))));
  }
  await database.close();
  return {
    rows: ROWS,
    drizzleValuesMs: Math.round(median(drizzleMs)),
    insertManyMs: Math.round(median(insertManyMs)),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await benchInsertMany()));
