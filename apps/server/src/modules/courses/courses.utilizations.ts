import { and, eq, sql } from 'drizzle-orm';
import { recordAudits } from '../../platform/audit/audit.js';
import { intArray, rowsOf } from '../../platform/db/arrays.js';
import type { UtilizationSource } from '../library/index.js';
import { person, selectPeople } from '../profiles/index.js';
import { courseAssignments, courseDefinitions, courseSteps } from './courses.table.js';
import { COURSE_ENTITY } from './definitions.service.js';

/** The library files a course shows: its cover and its steps' media. */
const courseMedia = sql`
  select c.id as course_id, c.title, c.tenant_id, u.resource_id
  from ${courseDefinitions} c
  cross join lateral (
    select c.media_resource_id as resource_id
    union all
    select s.media_resource_id from ${courseSteps} s where s.tenant_id = c.tenant_id and s.course_id = c.id
  ) u
  where u.resource_id is not null`;

/**
 * Library files that are a course's cover or a step's media (a copy imported from the library uses its
 * source's files too): COURSE, one per file and course, eligible for removal (a forced delete leaves the
 * course and its steps without that media, as a routine definition). A course assigned to a participant
 * lets them read its files.
 */
export const coursesSource: UtilizationSource = {
  type: 'COURSE',
  async find(tx, ctx, resourceIds) {
    const rows = rowsOf<{ resource_id: number; course_id: number; title: string }>(
      await tx.execute(sql`
        select distinct m.resource_id, m.course_id, m.title from (${courseMedia}) m
        where m.tenant_id = ${ctx.tenantId} and m.resource_id = any(${intArray(resourceIds)})
        order by m.title, m.course_id`),
    );
    return rows.map((r) => ({
      resourceId: r.resource_id,
      utilization: {
        utilizationType: 'COURSE' as const,
        eligibleForRemoval: true,
        metadata: { name: r.title, courseId: String(r.course_id) },
      },
    }));
  },
  async release(tx, ctx, resourceIds) {
    const ids = intArray(resourceIds);
    const covers = await tx
      .update(courseDefinitions)
      .set({
        mediaResourceId: null,
        contentVersion: sql`${courseDefinitions.contentVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(courseDefinitions.tenantId, ctx.tenantId), sql`${courseDefinitions.mediaResourceId} = any(${ids})`))
      .returning({ id: courseDefinitions.id });
    const steps = await tx
      .update(courseSteps)
      .set({ mediaResourceId: null, version: sql`${courseSteps.version} + 1`, updatedAt: new Date() })
      .where(and(eq(courseSteps.tenantId, ctx.tenantId), sql`${courseSteps.mediaResourceId} = any(${ids})`))
      .returning({ id: courseSteps.id, courseId: courseSteps.courseId });
    await recordAudits(tx, ctx, [
      ...covers.map((c) => ({
        operation: 'UPDATE' as const,
        entityType: COURSE_ENTITY,
        entityId: c.id,
        after: { mediaResourceId: null },
      })),
      ...steps.map((s) => ({
        operation: 'UPDATE' as const,
        entityType: 'course_step',
        entityId: s.id,
        after: { mediaResourceId: null },
      })),
    ]);
  },
  async letsRead(tx, ctx, profileId, resourceId) {
    const participant = selectPeople(tx, { userId: person.userId })
      .where(and(eq(person.tenantId, ctx.tenantId), eq(person.profileId, profileId)))
      .getSQL();
    const rows = rowsOf<{ one: number }>(
      await tx.execute(sql`
        select 1 as one from (${courseMedia}) m
        join ${courseAssignments} a on a.tenant_id = m.tenant_id and a.course_id = m.course_id
        where m.tenant_id = ${ctx.tenantId} and m.resource_id = ${resourceId}
          and a.participant_user_id = (${participant})
        limit 1`),
    );
    return rows.length > 0;
  },
};
