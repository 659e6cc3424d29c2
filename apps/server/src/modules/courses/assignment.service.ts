import { and, asc, eq, sql } from 'drizzle-orm';
import {
  COURSE_TEXTS,
  CourseErrorCode,
  type AssignCourseBody,
  type AssignCourseResult,
  type CourseParticipant,
  type CourseParticipantsQuery,
  type PolicyActor,
} from '@stride/contracts';
import { recordAudits } from '../../platform/audit/audit.js';
import { intArray, rowsOf } from '../../platform/db/arrays.js';
import type { Db } from '../../platform/db/client.js';
import type { Actor, RequestContext, TokenContext } from '../../platform/http/context.js';
import { badRequest, domainError } from '../../platform/http/errors.js';
import { pageWindow, totalCount } from '../../platform/http/paging.js';
import { visibleParticipantUserIds, visibleParticipantUserIdsSql } from '../participants/index.js';
import {
  person,
  personSearchWhere,
  presentPreview,
  selectPeople,
  visibleParticipantsWhere,
} from '../profiles/index.js';
import type { CourseEventPayload } from './courses.events.js';
import { courseAssignments, courseDefinitions, type CourseRow } from './courses.table.js';
import { loadCourse } from './definitions.service.js';
import { assignmentStatusSql, presentProgress, progressColumns } from './progress.sql.js';

export const ASSIGNMENT_ENTITY = 'course_assignment';

/**
 * Assigns the course to participants (a SQL source of their user ids) in ONE statement: one already
 * assigned keeps their progress (ON CONFLICT DO NOTHING). Audited; answers the events of the new ones.
 */
export async function insertAssignments(
  tx: Db,
  ctx: TokenContext,
  course: Pick<CourseRow, 'id' | 'title'>,
  assignedByUserId: number,
  userIds: ReturnType<typeof sql>,
): Promise<CourseEventPayload[]> {
  const inserted = rowsOf<{ id: number; participant_user_id: number }>(
    await tx.execute(sql`
      insert into ${courseAssignments} (tenant_id, course_id, participant_user_id, assigned_by_user_id)
      select distinct ${ctx.tenantId}::text, ${course.id}::int, p.user_id, ${assignedByUserId}::int from (${userIds}) p(user_id)
      on conflict (course_id, participant_user_id) do nothing
      returning id, participant_user_id`),
  );
  await recordAudits(
    tx,
    ctx,
    inserted.map((r) => ({
      operation: 'CREATE' as const,
      entityType: ASSIGNMENT_ENTITY,
      entityId: r.id,
      after: { courseId: course.id, participantUserId: r.participant_user_id, assignedByUserId },
    })),
  );
  return inserted.map((r) => ({ participantUserId: r.participant_user_id, courseId: course.id, title: course.title }));
}

/** Every participant the actor sees, as the source of insertAssignments. */
export const everyVisibleParticipant = (tx: Db, tenantId: string, actor: PolicyActor) =>
  sql`select v.id from (${visibleParticipantUserIdsSql(tx, tenantId, actor)}) v(id)`;

/**
 * POST /course-definitions/{id}/assign (Participants assigned to the Course!): its author assigns it to
 * participants they see (user ids), to all of them (`all`), or to all and every future one
 * (`autoAssignAll`). A DRAFT is never assigned (409 COURSE_DRAFT); ids that are not participants the
 * author sees are a 400 naming them.
 */
export async function assignCourse(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  courseId: number,
  body: AssignCourseBody,
): Promise<{ result: AssignCourseResult; events: CourseEventPayload[] }> {
  const course = await loadCourse(tx, ctx, actor, courseId, 'course.assign', 'Only its author assigns a course.');
  if (course.visibilityStatus === 'DRAFT') {
    throw domainError(
      409,
      CourseErrorCode.CourseDraft,
      'This course is a draft: publish it (for everyone or for your participants) before assigning it.',
    );
  }
  const named = [...new Set(body.participants)];
  const visible = await visibleParticipantUserIds(tx, ctx, actor, named);
  const bad = named.filter((id) => !visible.has(id));
  if (bad.length) {
    const message = `These are not participants of yours: ${bad.slice(0, 20).join(', ')}.`;
    throw badRequest(message, [{ path: 'body.participants', message }]);
  }
  const everyone = body.all || body.autoAssignAll;
  const source = everyone
    ? sql`${everyVisibleParticipant(tx, ctx.tenantId, actor)} union select unnest(${intArray(named)})`
    : sql`select unnest(${intArray(named)})`;
  const events = await insertAssignments(tx, ctx, course, actor.userId, source);
  if (body.autoAssignAll && !course.autoAssignAll) {
    await tx
      .update(courseDefinitions)
      .set({ autoAssignAll: true })
      .where(and(eq(courseDefinitions.tenantId, ctx.tenantId), eq(courseDefinitions.id, courseId)));
    await recordAudits(tx, ctx, [
      {
        operation: 'UPDATE',
        entityType: 'course_definition',
        entityId: courseId,
        before: { autoAssignAll: false },
        after: { autoAssignAll: true },
      },
    ]);
  }
  return {
    result: {
      message: COURSE_TEXTS.assigned,
      assigned: events.length,
      autoAssignAll: body.autoAssignAll || course.autoAssignAll,
    },
    events,
  };
}

/**
 * GET /course-definitions/{id}/participants: the author's participants who have the course, with their
 * progress (search by name or e-mail, a status), in ONE statement. Participants the author no longer sees
 * (moved to another practice) are left out.
 */
export async function listCourseParticipants(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  courseId: number,
  q: CourseParticipantsQuery,
): Promise<{ items: CourseParticipant[]; total: number }> {
  await loadCourse(tx, ctx, actor, courseId, 'course.assign', 'Only its author follows who has a course.');
  const { limit, offset } = pageWindow(q);
  const a = courseAssignments;
  const rows = await selectPeople(tx, {
    profileId: person.profileId,
    uuid: person.uuid,
    userId: person.userId,
    firstName: person.firstName,
    lastName: person.lastName,
    pictureThumb: person.pictureThumb,
    roleId: person.roleId,
    email: person.email,
    ...progressColumns,
    total: totalCount(),
  })
    .innerJoin(a, and(eq(a.participantUserId, person.userId), eq(a.tenantId, person.tenantId)))
    .where(
      and(
        eq(a.tenantId, ctx.tenantId),
        eq(a.courseId, courseId),
        visibleParticipantsWhere(actor),
        personSearchWhere(q.search),
        q.assignmentStatus ? sql`${assignmentStatusSql} = ${q.assignmentStatus}` : undefined,
      ),
    )
    .orderBy(asc(person.lastName), asc(person.firstName), asc(person.userId))
    .limit(limit)
    .offset(offset);
  return {
    items: rows.map((r) => ({ participant: presentPreview(r), ...presentProgress(r) })),
    total: rows[0]?.total ?? 0,
  };
}
