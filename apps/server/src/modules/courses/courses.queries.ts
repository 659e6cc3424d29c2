import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CourseListQuery, PolicyActor } from '@stride/contracts';
import type { Db } from '../../platform/db/client.js';
import { titleContains } from '../../platform/db/title-search.js';
import type { RequestContext } from '../../platform/http/context.js';
import { pageWindow, totalCount } from '../../platform/http/paging.js';
import { personNameOf } from '../profiles/index.js';
import { courseDefinitions, type CourseRow } from './courses.table.js';

/** The source of an imported course (a self-join: the copy and its source are rows of the same table). */
const source = alias(courseDefinitions, 'source');
const course = courseDefinitions;

/** A course with what its answers derive, computed by the query that reads it. */
export interface ListedCourse {
  row: CourseRow;
  stepCount: number;
  participants: number;
  authorName: string | null;
  sourceTitle: string | null;
  sourceAuthorName: string | null;
  sourceVisibility: string | null;
  updateAvailable: boolean;
}

/**
 * The source still in the library (ALL) and changed since the copy was made or last pulled. A source that
 * went back to DRAFT or PRIVATE offers nothing (docs/decisions.md, "Courses: visibility").
 */
export const updateAvailableSql = sql<boolean>`coalesce(${source.visibilityStatus} = 'ALL'
  and ${source.contentVersion} > ${course.sourceContentVersion}, false)`;

// Qualified by hand inside the subqueries: they read the outer row.
const columns = {
  row: course,
  stepCount: sql<number>`(select count(*) from course_steps s
    where s.tenant_id = ${course.tenantId} and s.course_id = ${course.id})`.mapWith(Number),
  participants: sql<number>`(select count(*) from course_assignments a
    where a.tenant_id = ${course.tenantId} and a.course_id = ${course.id})`.mapWith(Number),
  authorName: personNameOf(course.authorProfileId),
  sourceTitle: source.title,
  sourceAuthorName: personNameOf(source.authorProfileId),
  sourceVisibility: source.visibilityStatus,
  updateAvailable: updateAvailableSql,
};

/** Courses with their counts, author and source, in ONE statement (plus its page's total). */
function selectCourses(tx: Db, where: SQL | undefined) {
  return tx
    .select({ ...columns, total: totalCount() })
    .from(course)
    .leftJoin(source, and(eq(source.id, course.sourceCourseId), eq(source.tenantId, course.tenantId)))
    .where(where);
}

/**
 * GET /course-definitions: `library=true` lists every course of the tenant's library (ALL), anyone's;
 * otherwise the actor's own (any visibility). Search in the title, a visibility, newest change first.
 */
export async function listCourseRows(
  tx: Db,
  ctx: RequestContext,
  actor: PolicyActor,
  q: CourseListQuery,
): Promise<{ rows: ListedCourse[]; total: number }> {
  const { limit, offset } = pageWindow(q);
  const found = await selectCourses(
    tx,
    and(
      eq(course.tenantId, ctx.tenantId),
      q.library ? eq(course.visibilityStatus, 'ALL') : eq(course.authorProfileId, actor.profileId),
      q.visibility ? eq(course.visibilityStatus, q.visibility) : undefined,
      titleContains(sql`lower(${course.title})`, q.search),
    ),
  )
    .orderBy(desc(course.updatedAt), desc(course.id))
    .limit(limit)
    .offset(offset);
  return { rows: found, total: found[0]?.total ?? 0 };
}

/** One course of the tenant with what its answer derives (undefined: none). */
export async function courseRow(tx: Db, ctx: RequestContext, id: number): Promise<ListedCourse | undefined> {
  const [found] = await selectCourses(tx, and(eq(course.tenantId, ctx.tenantId), eq(course.id, id)));
  return found;
}
