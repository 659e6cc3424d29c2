import { and, asc, eq, sql } from 'drizzle-orm';
import {
  CourseErrorCode,
  MAX_COURSE_STEPS,
  type CourseStep,
  type CourseStepBody,
  type CourseStepList,
  type MoveCourseStepBody,
  type UpdateCourseStepBody,
} from '@stride/contracts';
import { recordAudit } from '../../platform/audit/audit.js';
import { intArray } from '../../platform/db/arrays.js';
import type { Db } from '../../platform/db/client.js';
import type { Actor, RequestContext } from '../../platform/http/context.js';
import { domainError, fieldError, notFound, preconditionFailed } from '../../platform/http/errors.js';
import { updateVersioned } from '../../platform/http/etag.js';
import type { ReceivedFile } from '../../platform/http/uploads.js';
import type { FileLinks } from '../../platform/storage/file-links.js';
import { resolveMedia } from '../routines/index.js';
import { mediaOf, presentStep, presentSteps } from './courses.presenter.js';
import { courseSteps, type CourseStepRow } from './courses.table.js';
import { loadCourse, stepsChanged } from './definitions.service.js';

export const STEP_ENTITY = 'course_step';

/** A course's steps in order. */
export function stepsOf(tx: Db, ctx: RequestContext, courseId: number): Promise<CourseStepRow[]> {
  return tx
    .select()
    .from(courseSteps)
    .where(and(eq(courseSteps.tenantId, ctx.tenantId), eq(courseSteps.courseId, courseId)))
    .orderBy(asc(courseSteps.position), asc(courseSteps.id));
}

/** A step of this course (a step of another course is not found here). */
async function loadStep(tx: Db, ctx: RequestContext, courseId: number, stepId: number): Promise<CourseStepRow> {
  const [row] = await tx
    .select()
    .from(courseSteps)
    .where(and(eq(courseSteps.tenantId, ctx.tenantId), eq(courseSteps.courseId, courseId), eq(courseSteps.id, stepId)));
  if (!row) throw notFound('Step');
  return row;
}

/** Positions 0..n-1 again in the order they have (after a removal), in one statement. */
export async function closeGaps(tx: Db, ctx: RequestContext, courseId: number): Promise<void> {
  await tx.execute(sql`
    update ${courseSteps} s set position = r.pos
    from (select id, (row_number() over (order by position, id) - 1)::int as pos from ${courseSteps}
          where tenant_id = ${ctx.tenantId} and course_id = ${courseId}) r
    where s.id = r.id and s.position <> r.pos`);
}

/** Positions 0..n-1 in the order of these ids (every step of the course), in one statement. */
export async function renumber(tx: Db, ctx: RequestContext, courseId: number, ids: number[]): Promise<void> {
  await tx.execute(sql`
    update ${courseSteps} set position = array_position(${intArray(ids)}, id) - 1
    where tenant_id = ${ctx.tenantId} and course_id = ${courseId}
      and position is distinct from array_position(${intArray(ids)}, id) - 1`);
}

/** GET /course-definitions/{id}/steps: the steps of a course the actor sees (theirs, or a library course to preview). */
export async function listSteps(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  courseId: number,
  links: FileLinks,
): Promise<CourseStepList> {
  await loadCourse(tx, ctx, actor, courseId);
  return { content: await presentSteps(tx, ctx, await stepsOf(tx, ctx, courseId), links) };
}

/** POST /course-definitions/{id}/steps: a step at the end of the author's course. */
export async function createStep(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  courseId: number,
  body: CourseStepBody,
  links: FileLinks,
  uploaded: number[],
  file?: ReceivedFile,
): Promise<CourseStep> {
  await loadCourse(tx, ctx, actor, courseId, 'course.change');
  const [{ count } = { count: 0 }] = await tx
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(courseSteps)
    .where(and(eq(courseSteps.tenantId, ctx.tenantId), eq(courseSteps.courseId, courseId)));
  if (count >= MAX_COURSE_STEPS) {
    throw domainError(409, CourseErrorCode.TooManySteps, `A course holds at most ${MAX_COURSE_STEPS} steps.`);
  }
  const media = await resolveMedia(tx, ctx, actor, body.media, file, null, 'body.media');
  const [row] = await tx
    .insert(courseSteps)
    .values({
      tenantId: ctx.tenantId,
      courseId,
      position: count,
      title: body.title,
      description: body.description,
      link: body.link ?? null,
      mediaResourceId: media.id,
    })
    .returning();
  await stepsChanged(tx, ctx, courseId);
  await recordAudit(tx, ctx, { operation: 'CREATE', entityType: STEP_ENTITY, entityId: row!.id, after: row });
  if (media.uploaded !== undefined) uploaded.push(media.uploaded);
  return presentStep(row!, await mediaOf(tx, ctx, [row!]), links);
}

/** PUT /course-definitions/{id}/steps/{stepId} (If-Match): what is sent changes. */
export async function updateStep(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  courseId: number,
  stepId: number,
  expectedVersion: number,
  body: UpdateCourseStepBody,
  links: FileLinks,
  uploaded: number[],
  file?: ReceivedFile,
): Promise<CourseStep> {
  await loadCourse(tx, ctx, actor, courseId, 'course.change');
  const before = await loadStep(tx, ctx, courseId, stepId);
  const present = async (r: CourseStepRow) => presentStep(r, await mediaOf(tx, ctx, [r]), links);
  if (before.version !== expectedVersion) throw preconditionFailed(await present(before));
  const media = await resolveMedia(tx, ctx, actor, body.media, file, before.mediaResourceId, 'body.media');
  const values = {
    title: body.title ?? before.title,
    description: body.description ?? before.description,
    link: body.link === undefined ? before.link : body.link,
    mediaResourceId: media.id,
  };
  const changed = (Object.keys(values) as (keyof typeof values)[]).some((k) => values[k] !== before[k]);
  const row = await updateVersioned(
    tx,
    { table: courseSteps, id: stepId, tenantId: ctx.tenantId, expectedVersion, entity: 'Step', present: (r) => r },
    values,
  );
  if (changed) await stepsChanged(tx, ctx, courseId);
  await recordAudit(tx, ctx, { operation: 'UPDATE', entityType: STEP_ENTITY, entityId: stepId, before, after: row });
  if (media.uploaded !== undefined) uploaded.push(media.uploaded);
  return present(row);
}

/** DELETE /course-definitions/{id}/steps/{stepId} (If-Match): the step goes, with what participants did of it. */
export async function deleteStep(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  courseId: number,
  stepId: number,
  expectedVersion: number,
  links: FileLinks,
): Promise<void> {
  await loadCourse(tx, ctx, actor, courseId, 'course.change');
  const before = await loadStep(tx, ctx, courseId, stepId);
  if (before.version !== expectedVersion) {
    throw preconditionFailed(presentStep(before, await mediaOf(tx, ctx, [before]), links));
  }
  await tx.delete(courseSteps).where(and(eq(courseSteps.tenantId, ctx.tenantId), eq(courseSteps.id, stepId)));
  await closeGaps(tx, ctx, courseId);
  await stepsChanged(tx, ctx, courseId);
  await recordAudit(tx, ctx, { operation: 'DELETE', entityType: STEP_ENTITY, entityId: stepId, before });
}

/**
 * PUT /course-definitions/{id}/steps/{stepId}/move: the step goes between previousStepId and nextStepId
 * (one at least; the schema refuses neither). A neighbour that is not another step of this course is a 400
 * naming its field; two that are not next to each other too. Positions are renumbered 0..n-1 in one
 * statement. Not a content change: copies are not told.
 */
export async function moveStep(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  courseId: number,
  stepId: number,
  body: MoveCourseStepBody,
  links: FileLinks,
): Promise<CourseStepList> {
  await loadCourse(tx, ctx, actor, courseId, 'course.change');
  const moved = await loadStep(tx, ctx, courseId, stepId);
  const others = (await stepsOf(tx, ctx, courseId)).filter((s) => s.id !== stepId).map((s) => s.id);
  const at = (field: 'previousStepId' | 'nextStepId') => {
    const id = body[field];
    if (id == null) return undefined;
    const index = others.indexOf(id);
    if (index < 0) throw fieldError(`body.${field}`, 'Not another step of this course.');
    return index;
  };
  const previous = at('previousStepId');
  const next = at('nextStepId');
  if (previous !== undefined && next !== undefined && next !== previous + 1) {
    throw fieldError('body.nextStepId', 'The previous and the next step are not next to each other.');
  }
  const index = previous !== undefined ? previous + 1 : next!;
  const order = [...others.slice(0, index), stepId, ...others.slice(index)];
  await renumber(tx, ctx, courseId, order);
  await stepsChanged(tx, ctx, courseId, false);
  await recordAudit(tx, ctx, {
    operation: 'UPDATE',
    entityType: STEP_ENTITY,
    entityId: stepId,
    before: { position: moved.position },
    after: { position: index },
  });
  return { content: await presentSteps(tx, ctx, await stepsOf(tx, ctx, courseId), links) };
}
