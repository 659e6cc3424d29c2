import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  courseAssignments,
  courseDefinitions,
  courseStepProgress,
  courseSteps,
} from '../../src/modules/courses/courses.table.js';
import { notifications } from '../../src/modules/notifications/notifications.table.js';
import { openDatabase, type Database } from '../../src/platform/db/client.js';
import { applyMigrations } from '../../src/platform/db/migrate.js';
import { seedCourses } from '../../src/seed/courses.js';
import { seedDemo } from '../../src/seed/seed.js';

const TENANTS = ['default', 'brain', 'performance'] as const;
let database: Database;
const now = new Date('2030-04-15T10:00:00Z');
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await applyMigrations(database);
  await seedDemo(database.db);
  for (const tenantId of TENANTS) await seedCourses(database.db, tenantId, now);
});
afterAll(async () => database.close());

describe('the demo courses', () => {
  it('give every tenant four library courses of five to eight steps, a private copy and a draft', async () => {
    const db = database.db;
    const courses = await db.select().from(courseDefinitions);
    const steps = await db.select().from(courseSteps);
    for (const tenantId of TENANTS) {
      const mine = courses.filter((c) => c.tenantId === tenantId);
      const library = mine.filter((c) => c.visibilityStatus === 'ALL');
      expect(library, tenantId).toHaveLength(4);
      for (const c of library) {
        const n = steps.filter((s) => s.courseId === c.id).length;
        expect(n, c.title).toBeGreaterThanOrEqual(5);
        expect(n, c.title).toBeLessThanOrEqual(8);
      }
      expect(new Set(library.map((c) => c.companyId)).size, 'both practices publish').toBe(2);
      expect(mine.filter((c) => c.visibilityStatus === 'DRAFT')).toHaveLength(1);
      const copy = mine.find((c) => c.sourceCourseId !== null)!;
      const source = mine.find((c) => c.id === copy.sourceCourseId)!;
      // The source changed after the import: the copy has an update to pull.
      expect(source.contentVersion).toBeGreaterThan(copy.sourceContentVersion!);
      expect(copy.sourceBase!.stepIds).toEqual(steps.filter((s) => s.courseId === source.id).map((s) => s.id));
    }
  });

  it('assign them with progress: completed, in progress and not started, nothing later than now', async () => {
    const db = database.db;
    const assignments = await db.select().from(courseAssignments);
    const progress = await db.select().from(courseStepProgress);
    for (const tenantId of TENANTS) {
      const rows = assignments.filter((a) => a.tenantId === tenantId);
      expect(rows.filter((a) => a.completedAt).length, tenantId).toBeGreaterThanOrEqual(3);
      expect(rows.filter((a) => a.startedAt && !a.completedAt).length).toBeGreaterThanOrEqual(3);
      expect(rows.filter((a) => !a.startedAt).length).toBeGreaterThanOrEqual(3);
    }
    const times = [
      ...assignments.flatMap((a) => [a.assignedAt, a.startedAt, a.lastActivityAt, a.completedAt]),
      ...progress.map((p) => p.doneAt),
    ].filter((t): t is Date => t !== null);
    expect(times.every((t) => t.getTime() <= now.getTime())).toBe(true);
  });

  it('fill the bells: each assignment told its participant, each completion the advisor', async () => {
    const rows = await database.db.select().from(notifications);
    for (const tenantId of TENANTS) {
      const mine = rows.filter((n) => n.tenantId === tenantId);
      expect(mine.filter((n) => n.code === 'COURSE_ASSIGNED').length, tenantId).toBeGreaterThanOrEqual(5);
      const completed = mine.filter((n) => n.code === 'COURSE_COMPLETED');
      expect(completed.length).toBeGreaterThanOrEqual(2);
      expect(completed[0]!.message).toMatch(/completed the course “Calm in five minutes/);
    }
  });
});
