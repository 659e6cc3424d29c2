import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ParticipantCourse, ParticipantCourseSteps, ParticipantCoursesQuery } from '@stride/contracts';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/client.js';
import type { RequestContext } from '../../platform/http/context.js';
import { notFound } from '../../platform/http/errors.js';
import { pageWindow, totalCount } from '../../platform/http/paging.js';
import type { FileLinks } from '../../platform/storage/file-links.js';
import { participantScope } from '../participants/index.js';
import { personNameOf } from '../profiles/index.js';
import type { CourseEventPayload } from './courses.events.js';
import { media, mediaOf, presentStep } from './courses.presenter.js';
import { courseAssignments, courseDefinitions, courseStepProgress, courseSteps } from './courses.table.js';
import { assignmentStatusSql, presentProgress, progressColumns, type ProgressRow } from './progress.sql.js';
import { stepsOf } from './steps.service.js';

const a = courseAssignments;
const c = courseDefinitions;

const courseColumns = {
  assignmentId: a.id,
  courseId: c.id,
  title: c.title,
  description: c.description,
  mediaResourceId: c.mediaResourceId,
  authorName: personNameOf(c.authorProfileId),
  ...progressColumns,
};
type CourseOfParticipant = ProgressRow & {
  assignmentId: number;
  courseId: number;
  title: string;
  description: string;
  mediaResourceId: number | null;
  authorName: string | null;
};

/** The participant's courses: their assignments joined with the courses (whatever their visibility now). */
function selectAssigned(tx: Db, ctx: RequestContext, userId: number, where?: SQL) {
  return tx
    .select({ ...courseColumns, total: totalCount() })
    .from(a)
    .innerJoin(c, and(eq(c.id, a.courseId), eq(c.tenantId, a.tenantId)))
    .where(and(eq(a.tenantId, ctx.tenantId), eq(a.participantUserId, userId), where));
}

async function present(
  tx: Db,
  ctx: RequestContext,
  rows: CourseOfParticipant[],
  links: FileLinks,
): Promise<ParticipantCourse[]> {
  const files = await mediaOf(tx, ctx, rows);
  return rows.map((r) => ({
    course: {
      id: r.courseId,
      title: r.title,
      description: r.description,
      media: media(r.mediaResourceId, files, links),
      authorName: r.authorName ?? '',
    },
    ...presentProgress(r),
  }));
}

/**
 * GET /participants/{id}/courses: the courses assigned to the participant, with their progress (a status to
 * filter by), newest assignment first, by participantScope (the participant, staff who see them).
 */
export async function listParticipantCourses(
  tx: Db,
  ctx: RequestContext,
  participantId: number,
  q: ParticipantCoursesQuery,
  links: FileLinks,
): Promise<{ items: ParticipantCourse[]; total: number }> {
  const p = await participantScope(tx, ctx, participantId, 'participantCourses.view');
  const { limit, offset } = pageWindow(q);
  const rows = await selectAssigned(
    tx,
    ctx,
    p.userId,
    q.assignmentStatus ? sql`${assignmentStatusSql} = ${q.assignmentStatus}` : undefined,
  )
    .orderBy(desc(a.assignedAt), desc(a.id))
    .limit(limit)
    .offset(offset);
  return { items: await present(tx, ctx, rows, links), total: rows[0]?.total ?? 0 };
}

/** One course of the participant: only its assignment to them makes it visible here ('Course not found.'). */
async function assignedCourse(tx: Db, ctx: RequestContext, userId: number, courseId: number) {
  const [row] = await selectAssigned(tx, ctx, userId, eq(a.courseId, courseId));
  if (!row) throw notFound('Course');
  return row;
}

async function courseWithSteps(
  tx: Db,
  ctx: RequestContext,
  row: CourseOfParticipant,
  links: FileLinks,
): Promise<ParticipantCourseSteps> {
  const steps = await stepsOf(tx, ctx, row.courseId);
  const done = await tx
    .select({ stepId: courseStepProgress.stepId, doneAt: courseStepProgress.doneAt })
    .from(courseStepProgress)
    .where(and(eq(courseStepProgress.tenantId, ctx.tenantId), eq(courseStepProgress.assignmentId, row.assignmentId)));
  const doneAt = new Map(done.map((d) => [d.stepId, d.doneAt]));
  const files = await mediaOf(tx, ctx, [...steps, row]);
  const [course] = await present(tx, ctx, [row], links);
  return {
    ...course!,
    content: steps.map((s) => ({
      ...presentStep(s, files, links),
      done: doneAt.has(s.id),
      doneAt: doneAt.get(s.id)?.toISOString() ?? null,
    })),
  };
}

/** GET /participants/{id}/courses/{courseId}/steps: the course, its progress, and its steps in order with done. */
export async function participantCourseSteps(
  tx: Db,
  ctx: RequestContext,
  participantId: number,
  courseId: number,
  links: FileLinks,
): Promise<ParticipantCourseSteps> {
  const p = await participantScope(tx, ctx, participantId, 'participantCourses.view');
  return courseWithSteps(tx, ctx, await assignedCourse(tx, ctx, p.userId, courseId), links);
}

/**
 * POST /participants/{id}/courses/{courseId}/steps/{stepId}/done: the participant read or watched a step.
 * Again is no change. The first sets started_at, each last_activity_at; the one that leaves no step undone
 * completes the course (completed_at, and the event 'course.completed' for their coaches).
 */
export async function markStepDone(
  tx: Db,
  ctx: RequestContext,
  participantId: number,
  courseId: number,
  stepId: number,
  links: FileLinks,
): Promise<{ result: ParticipantCourseSteps; completed: CourseEventPayload | null }> {
  const p = await participantScope(tx, ctx, participantId, 'participantCourses.progress');
  const row = await assignedCourse(tx, ctx, p.userId, courseId);
  const [step] = await tx
    .select({ id: courseSteps.id })
    .from(courseSteps)
    .where(and(eq(courseSteps.tenantId, ctx.tenantId), eq(courseSteps.courseId, courseId), eq(courseSteps.id, stepId)));
  if (!step) throw notFound('Step');
  const [inserted] = await tx
    .insert(courseStepProgress)
    .values({ tenantId: ctx.tenantId, assignmentId: row.assignmentId, stepId })
    .onConflictDoNothing()
    .returning();
  if (!inserted) return { result: await courseWithSteps(tx, ctx, row, links), completed: null };
  const [after] = await tx
    .update(a)
    .set({
      startedAt: sql`coalesce(${a.startedAt}, now())`,
      lastActivityAt: sql`now()`,
      // Written qualified by hand: an UPDATE's columns are written unqualified, which the subquery would read as its own.
      completedAt: sql`coalesce(course_assignments.completed_at, case when not exists (
        select 1 from course_steps s
        where s.tenant_id = course_assignments.tenant_id and s.course_id = course_assignments.course_id
          and not exists (select 1 from course_step_progress p
                          where p.assignment_id = course_assignments.id and p.step_id = s.id)
      ) then now() end)`,
    })
    .where(and(eq(a.tenantId, ctx.tenantId), eq(a.id, row.assignmentId)))
    .returning();
  await recordAudit(tx, ctx, {
    operation: 'CREATE',
    entityType: 'course_step_progress',
    entityId: `${row.assignmentId}:${stepId}`,
    after: { ...inserted, completedAt: after!.completedAt },
  });
  const completed =
    row.completedAt === null && after!.completedAt !== null
      ? { participantUserId: p.userId, courseId, title: row.title }
      : null;
  return {
    result: await courseWithSteps(tx, ctx, await assignedCourse(tx, ctx, p.userId, courseId), links),
    completed,
  };
}
