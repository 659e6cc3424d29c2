import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/modules/notifications/notifications.table.js';
import { users } from '../../src/modules/profiles/profiles.table.js';
import { ensureSurveyInstruments } from '../../src/modules/surveys/index.js';
import { instrumentDefinitionId } from '../../src/modules/surveys/surveys.seed.js';
import { surveys, surveySchedules } from '../../src/modules/surveys/taken.table.js';
import { openDatabase, type Database } from '../../src/platform/db/client.js';
import { applyMigrations } from '../../src/platform/db/migrate.js';
import { seedDemo } from '../../src/seed/seed.js';
import { seedSurveys } from '../../src/seed/surveys.js';

let database: Database;
const now = new Date('2030-04-15T10:00:00Z');
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await applyMigrations(database);
  await seedDemo(database.db);
  await ensureSurveyInstruments(database.db);
  for (const tenantId of ['default', 'brain', 'performance'] as const) await seedSurveys(database.db, tenantId, now);
});
afterAll(async () => database.close());

const smartIdOf: Record<string, number> = {};
beforeAll(async () => {
  for (const tenantId of ['default', 'brain', 'performance'])
    smartIdOf[tenantId] = (await instrumentDefinitionId(database.db, tenantId as 'default', 'smart-survey'))!;
});

describe('the demo smart surveys', () => {
  it('give every tenant one answered by the demo participant and one sent yesterday, not started', async () => {
    const all = await database.db.select().from(surveys);
    for (const tenantId of ['default', 'brain', 'performance']) {
      const smart = all.filter((r) => r.tenantId === tenantId && r.definitionId === smartIdOf[tenantId]);
      expect(smart.map((r) => r.status).sort(), tenantId).toEqual(['COMPLETED', 'SCHEDULED']);
      expect(smart.find((r) => r.status === 'COMPLETED')!.answeredQuestions).toBe(7);
    }
  });
});

describe('the demo screeners', () => {
  it('give the brain tenant score histories across the bands, one acknowledged critical answer, a PHQ-9 open today', async () => {
    const db = database.db;
    const all = await db.select().from(surveys);
    const rows = all.filter((r) => r.tenantId === 'brain' && r.definitionId !== smartIdOf.brain);
    const completed = rows.filter((r) => r.status === 'COMPLETED');
    expect(completed.length).toBeGreaterThanOrEqual(12);
    expect(new Set(completed.map((r) => r.bandKey))).toEqual(
      new Set(['none-minimal', 'mild', 'moderate', 'moderately-severe', 'severe', 'minimal']),
    );
    const critical = rows.filter((r) => r.criticalAt);
    expect(critical.length).toBe(1);
    expect(critical[0]).toMatchObject({ acknowledgementNote: expect.stringContaining('Called the same afternoon') });
    expect(critical[0]!.acknowledgedByUserId).not.toBeNull();

    const [demo] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, 'brain'), eq(users.email, 'participant@brain.example')));
    const open = rows.filter((r) => r.participantUserId === demo!.id && r.status === 'SCHEDULED');
    expect(open.length).toBe(1);
    expect(open[0]!.availableAt <= now).toBe(true);
    expect(await db.select().from(surveySchedules).where(eq(surveySchedules.participantUserId, demo!.id))).toHaveLength(
      1,
    );
    expect(rows.some((r) => r.status === 'IN_PROGRESS' && r.answeredQuestions === 3)).toBe(true);

    // The advisor heard of each completion; the critical one is no longer urgent (acknowledged).
    const told = (
      await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.tenantId, 'brain'), eq(notifications.type, 'SMART_SURVEY')))
    ).filter((n) => (n.parameters as { surveyKind?: string }).surveyKind === 'SCREENER');
    expect(told.length).toBe(completed.length);
    expect(told.filter((n) => n.code === 'SURVEY_CRITICAL')).toHaveLength(1);
    expect(await db.select().from(notifications).where(isNotNull(notifications.urgentKey))).toEqual([]);
  });
});
