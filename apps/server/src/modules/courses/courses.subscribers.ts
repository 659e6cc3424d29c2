import { and, eq, ne, sql } from 'drizzle-orm';
import type { TenantId } from '@stride/contracts';
import { tokenActorOfAccount } from '../../platform/auth/account-store.js';
import { intArray } from '../../platform/db/arrays.js';
import { inTenant } from '../../platform/db/tenant-scope.js';
import { defineSubscriber, type Subscriber } from '../../platform/events/subscriber.js';
import type { Platform } from '../../platform/platform.js';
import { visibleParticipantUserIds } from '../participants/index.js';
import { findAccountByUserId } from '../profiles/index.js';
import type { CourseEventPayload } from './courses.events.js';
import { insertAssignments } from './assignment.service.js';
import { courseDefinitions } from './courses.table.js';

/**
 * New participants get the courses set to "every current and future participant" (auto_assign_all) of
 * authors who see them, unless the course is a DRAFT now: each author is loaded as the actor
 * (platform.loadActor), so the one visibility rule decides. The assignments are told as any others.
 */
export async function autoAssignCourses(
  platform: Platform,
  tenantId: TenantId,
  userIds: readonly number[],
): Promise<CourseEventPayload[]> {
  if (userIds.length === 0) return [];
  const assigned = await inTenant(platform.db, { tenantId }, async (tx) => {
    const courses = await tx
      .select({
        id: courseDefinitions.id,
        title: courseDefinitions.title,
        authorUserId: courseDefinitions.authorUserId,
      })
      .from(courseDefinitions)
      .where(
        and(
          eq(courseDefinitions.tenantId, tenantId),
          eq(courseDefinitions.autoAssignAll, true),
          ne(courseDefinitions.visibilityStatus, 'DRAFT'),
        ),
      );
    const out: CourseEventPayload[] = [];
    for (const authorUserId of new Set(courses.map((c) => c.authorUserId))) {
      const account = await findAccountByUserId(tx, tenantId, authorUserId);
      const author = account && (await platform.loadActor(tx, tenantId, tokenActorOfAccount(account)));
      if (!author) continue;
      const ctx = { tenantId, traceId: `course-auto-assign:${authorUserId}`, actor: author };
      const visible = [...(await visibleParticipantUserIds(tx, ctx, author, userIds))];
      if (visible.length === 0) continue;
      for (const course of courses.filter((c) => c.authorUserId === authorUserId)) {
        out.push(...(await insertAssignments(tx, ctx, course, authorUserId, sql`select unnest(${intArray(visible)})`)));
      }
    }
    return out;
  });
  await Promise.all(
    assigned.map((payload) =>
      platform.events.publish({ type: 'course.assigned', tenantId, actorUserId: null, payload }),
    ),
  );
  return assigned;
}

/** The courses' subscribers (SUBSCRIBERS in modules/index.ts): a participant added, or a batch imported. */
export const COURSE_SUBSCRIBERS: Subscriber[] = [
  defineSubscriber('participant.created', async (event, platform) => {
    await autoAssignCourses(platform, event.tenantId, [event.payload.id]);
  }),
  defineSubscriber('participants.imported', async (event, platform) => {
    await autoAssignCourses(platform, event.tenantId, event.payload.userIds);
  }),
];
